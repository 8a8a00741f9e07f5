import {
  BehaviorSubject,
  Subject,
  connectable,
  distinctUntilChanged,
  filter,
  lastValueFrom,
  map,
  merge,
  startWith,
  takeUntil,
  tap,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import type { WebCall, WebCallCreate } from '../provider-api';
import type { SpeechEvent } from '../speech';
import { isTelemetryEvent, type TelemetryEvent } from '../telemetry';
import { callRecord, emptyCallRecord, liveCaptures, type CallSummary, type CallTurn, type LiveCaptures } from './call-record';
import { isFatalCallError, type CallError, type CallEvent } from './call-events';
import type { CallObject, NetworkQuality } from './call-object';
import { resumePlayback } from './in-call';
import { endSession } from './leaving';
import { addUserMessage, typedTranscript, type AppMessage, type ClientMessage, type EndedReason } from './messages';
import { createSessionSlot, type CallSession } from './session';
import { resolveDeps, type ResolvedDeps, type VoiceCallDeps } from './call-deps';
import { mayStart, type StartParams } from './start-input';
import { startSession } from './start-sequence';

/** `POST /call/web` body and response, from the provider REST client (spec section 3). */
export type { WebCall, WebCallCreate };

export interface VoiceCall extends CallViews {
  /** Starts a call; resolves with the web call, or null if it did not start (see events$). Never rejects. */
  start(params: StartParams): Promise<WebCall | null>;
  /** Leaves (or abandons a start): call-end, status-update ended once, clean up. */
  stop(): void;
  say(message: string, endCallAfterSpoken?: boolean, interruptionsEnabled?: boolean, interruptAssistantEnabled?: boolean): void;
  send(message: ClientMessage): void;
  /**
   * The visitor's typed words, trimmed: the visitor's turn (a `typed` user transcript on `events$`,
   * which the call record keeps), then the provider's `add-message` with them as a user message.
   * Nothing happens outside a joined call or for blank text.
   */
  sendText(text: string): void;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  /**
   * Plays the assistant again after the browser refused to (`audio-start-failed`). Call it from
   * the visitor's gesture: it calls `play()` before it returns. Resolves once the audio plays (or
   * when nothing waits to play); refused again, it emits `audio-start-failed` again and rejects.
   */
  resumeAudio(): Promise<void>;
  /**
   * The visitor's microphone for calls from now on (null: the browser's default), handed to the
   * call object before it joins; a call already running switches to a chosen one at once.
   */
  setMicrophone(deviceId: string | null): void;
  /** The speaker the assistant plays on (null: the default), now and in later calls, where the browser lets the page choose. */
  setSpeaker(deviceId: string | null): void;
  /** Whether an `error` event ends the call (the demo resets on these only). */
  isFatalError(error: CallError): boolean;
  /** Fetches the call library early (hover/focus of the demo button). Never rejects. */
  preload(): Promise<void>;
}

// Every stream the client exposes is a view of its one event stream.

/** The assistant is speaking; a call that ends mid-sentence counts as quiet. */
export function assistantSpeaking(events$: Observable<CallEvent>): Observable<boolean> {
  return events$.pipe(
    filter((event) => event.type === 'speech-start' || event.type === 'speech-end' || event.type === 'call-end'),
    map((event) => event.type === 'speech-start'),
    startWith(false),
    distinctUntilChanged(),
  );
}

/**
 * A state stream connected from now on: late subscribers (a caption box that mounts
 * when the call connects) get the current value, not only what comes after.
 */
export function holdLatest<T>(source$: Observable<T>, initial: T): Observable<T> {
  const held = connectable(source$, { connector: () => new BehaviorSubject<T>(initial), resetOnDisconnect: false });
  held.connect();
  return held;
}

function isSpeechEvent(event: CallEvent): event is SpeechEvent {
  return event.type === 'speech-start' || event.type === 'speech-end';
}

export interface CallViews {
  readonly events$: Observable<CallEvent>;
  readonly volume$: Observable<number>;
  readonly speech$: Observable<SpeechEvent>;
  readonly messages$: Observable<AppMessage>;
  readonly telemetry$: Observable<TelemetryEvent>;
  readonly speaking$: Observable<boolean>;
  /** The visitor's microphone is muted: what the call object says, not what was last asked. */
  readonly muted$: Observable<boolean>;
  /** The visitor's own microphone level, 0 to 1, ten times a second while the call runs. */
  readonly localVolume$: Observable<number>;
  /** Daily's judgement of the connection during a call; 'good' outside one. */
  readonly networkQuality$: Observable<NetworkQuality>;
  /** The assistant's video (an avatar voice), or null. */
  readonly video$: Observable<MediaStreamTrack | null>;
  /** The running call's turns, both sides in order (cleared when the next call connects). */
  readonly turns$: Observable<readonly CallTurn[]>;
  /** What the last call captured, from its end until the next call connects. */
  readonly summary$: Observable<CallSummary | null>;
  /** What the running call has captured so far, on each change (the live notepad); null between calls. */
  readonly captures$: Observable<LiveCaptures | null>;
}

/**
 * Whether the call object has the microphone muted, read again on a mute request, a call starting
 * or ending, and every level report (so a recovery that turns the microphone back on shows within 100 ms).
 */
function microphoneMuted(events$: Observable<CallEvent>, mutedAsked$: Observable<void>, isMuted: () => boolean): Observable<boolean> {
  const localAudioChecks$ = merge(
    mutedAsked$,
    events$.pipe(filter((e) => e.type === 'volume-level' || e.type === 'call-start' || e.type === 'call-end')),
  );
  return localAudioChecks$.pipe(map(isMuted), distinctUntilChanged());
}

/** Daily's judgement of the connection; a call starting or ending resets it to 'good'. */
function networkQuality(events$: Observable<CallEvent>): Observable<NetworkQuality> {
  return events$.pipe(
    map((e): NetworkQuality | undefined =>
      e.type === 'network-quality' ? e.quality : e.type === 'call-start' || e.type === 'call-end' ? 'good' : undefined,
    ),
    filter((quality) => quality !== undefined),
    distinctUntilChanged(),
  );
}

/** The assistant's video track as it comes and goes; none once the call ends. */
function assistantVideo(events$: Observable<CallEvent>): Observable<MediaStreamTrack | null> {
  return events$.pipe(
    map((e) => (e.type === 'video' ? e.track : e.type === 'call-end' ? null : undefined)),
    filter((track) => track !== undefined),
    distinctUntilChanged(),
  );
}

/** The focused streams of the client. */
export function callViews(
  events$: Observable<CallEvent>,
  mutedAsked$: Observable<void>,
  isMuted: () => boolean,
  scheduler: SchedulerLike,
): CallViews {
  const record$ = holdLatest(callRecord(events$, scheduler), emptyCallRecord);
  return {
    events$,
    volume$: events$.pipe(
      filter((e) => e.type === 'volume-level'),
      map((e) => e.volume),
    ),
    speech$: events$.pipe(filter(isSpeechEvent)),
    messages$: events$.pipe(
      filter((e) => e.type === 'message'),
      map((e) => e.message),
    ),
    telemetry$: events$.pipe(filter(isTelemetryEvent)),
    speaking$: holdLatest(assistantSpeaking(events$), false),
    muted$: holdLatest(microphoneMuted(events$, mutedAsked$, isMuted), false),
    localVolume$: events$.pipe(
      filter((e) => e.type === 'local-volume-level'),
      map((e) => e.volume),
    ),
    networkQuality$: holdLatest(networkQuality(events$), 'good'),
    video$: holdLatest(assistantVideo(events$), null),
    turns$: record$.pipe(
      map((record) => record.turns),
      distinctUntilChanged(),
    ),
    summary$: record$.pipe(
      map((record) => record.summary),
      distinctUntilChanged(),
    ),
    captures$: liveCaptures(record$),
  };
}

/** `resumeAudio()`: the session's refused playback tried again (nothing without a session); its events go out as it runs. */
function resumeAudio(session: CallSession | undefined, deps: ResolvedDeps, emit: (event: CallEvent) => void): Promise<void> {
  if (!session) return Promise.resolve();
  const retry$ = resumePlayback({ session, scheduler: deps.scheduler, output: deps.audioOutput }).pipe(
    tap(emit),
    takeUntil(session.ended$),
  );
  return lastValueFrom(retry$, { defaultValue: undefined }).then(() => undefined);
}

/**
 * The visitor's devices: the microphone is kept, like a create option, for each start to hand to
 * its call object (and switched at once in a running call); the speaker goes to the players.
 */
function deviceChoices(call: () => CallObject | undefined, deps: ResolvedDeps) {
  let microphone: string | null = null;
  return {
    microphone: () => microphone,
    setMicrophone: (deviceId: string | null): void => {
      microphone = deviceId;
      const current = call();
      if (current && deviceId !== null) {
        current
          .setInputDevicesAsync({ audioDeviceId: deviceId })
          .catch((error: unknown) => deps.log.warn('Switching the microphone failed:', error));
      }
    },
    setSpeaker: (deviceId: string | null): void => {
      deps.audioOutput.setSpeaker(deviceId).catch((error: unknown) => deps.log.warn('The chosen speaker could not be used:', error));
    },
  };
}

/** `sendText()`: the visitor's turn first (an assistant may answer within the send, as the simulated one does), then the add-message. */
function sendTyped(call: CallObject | undefined, text: string, emit: (event: CallEvent) => void): void {
  const words = text.trim();
  if (!words || call?.meetingState() !== 'joined-meeting') return;
  emit({ type: 'message', message: typedTranscript(words) });
  call.sendAppMessage(JSON.stringify(addUserMessage(words)));
}

/**
 * The client's sessions, one at a time in its slot: a start is refused while one holds it, and a
 * session ends on `stop()` or when its start sequence ends it.
 */
function callSessions(deps: ResolvedDeps, emit: (event: CallEvent) => void) {
  const slot = createSessionSlot();
  const end = (session: CallSession, reason?: EndedReason): void => {
    slot.release(session);
    endSession(session, { output: deps.audioOutput, log: deps.log, emit }, reason);
  };
  return {
    current: (): CallSession | undefined => slot.current(),
    start: (params: StartParams, microphone: () => string | null): Promise<WebCall | null> => {
      if (!mayStart(params, slot.current() !== undefined, deps, emit)) return Promise.resolve(null);
      const session = slot.open();
      return startSession(params, session, deps, {
        emit,
        end: (reason) => end(session, reason),
        release: () => slot.release(session),
        microphone: microphone(),
      });
    },
    stop: (): void => {
      const session = slot.current();
      if (session) end(session);
    },
  };
}

/** The voice-call client over @daily-co/daily-js (or any CallObjectFactory). */
export function createVoiceCall(input: VoiceCallDeps): VoiceCall {
  const deps = resolveDeps(input);
  const events = new Subject<CallEvent>();
  const emit = (event: CallEvent): void => events.next(event);
  const sessions = callSessions(deps, emit);
  const mutedAsked = new Subject<void>();

  const call = () => sessions.current()?.state().call;
  // setMicrophone and setSpeaker; the microphone goes to each start.
  const { microphone, ...devices } = deviceChoices(call, deps);
  const send = (message: ClientMessage): void => void call()?.sendAppMessage(JSON.stringify(message));
  const isMuted = (): boolean => call()?.localAudio() === false;

  return {
    ...callViews(events.asObservable(), mutedAsked, isMuted, deps.scheduler),
    start: (params) => sessions.start(params, microphone),
    stop: sessions.stop,
    say: (message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled) =>
      send({
        type: 'say',
        message,
        endCallAfterSpoken,
        interruptionsEnabled: interruptionsEnabled ?? false,
        interruptAssistantEnabled: interruptAssistantEnabled ?? false,
      }),
    send,
    sendText: (text) => sendTyped(call(), text, emit),
    setMuted: (muted) => {
      call()?.setLocalAudio(!muted);
      mutedAsked.next();
    },
    isMuted,
    ...devices,
    resumeAudio: () => resumeAudio(sessions.current(), deps, emit),
    isFatalError: isFatalCallError,
    preload: () => deps.callObjectFactory.load().catch((error: unknown) => deps.log.warn('Preloading the call library failed:', error)),
  };
}
