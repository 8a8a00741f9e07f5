import { EMPTY, Subject, catchError, concat, defer, filter, firstValueFrom, map, of, take, takeUntil, type Observable } from 'rxjs';
import type { WebCall, WebCallCreate } from '../provider-api';
import { perform, runMachine } from '../shared';
import { reduceCall } from './call-machine';
import {
  initialCallState,
  type CallEffect,
  type CallInput,
  type CallIntent,
  type CallOutput,
  type CallState,
  type SessionFact,
  type SessionState,
} from './call-state';
import { observeCallObject, type CallObject } from './call-object';
import { callViews, type CallViews } from './call-views';
import { resolveDeps, type ResolvedDeps, type VoiceCallDeps } from './call-deps';
import { resumePlayback } from './assistant-playback';
import { inCallReactions } from './in-call';
import { leave } from './leaving';
import type { ClientMessage } from './messages';
import { runPushToTalk, type PushToTalkControl } from './push-to-talk';
import { runSoundSettings, type SoundControl, type SoundSettings } from './sound-settings';
import { safeIsMobile, type StartParams } from './start-input';
import { cleanMicrophone } from './start-media';
import { startSequence } from './start-sequence';
import { keepScreenAwake } from './wake-lock';

/** `POST /call/web` body and response, from the provider REST client (spec section 3). */
export type { WebCall, WebCallCreate };

export interface VoiceCall extends CallViews, PushToTalkControl {
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
   * Switches a running call to the visitor's chosen microphone at once (null: it keeps its own until
   * it ends). A call's first microphone is its start's: `StartParams.microphone`.
   */
  setMicrophone(deviceId: string | null): void;
  /** The speaker the assistant plays on (null: the default), now and in later calls, where the browser lets the page choose. */
  setSpeaker(deviceId: string | null): void;
  /** The assistant's volume and phone sound as chosen (kept for the visit), and whether the volume can be set here. */
  readonly sound$: Observable<SoundSettings>;
  /** The assistant's volume, 0 to 1, now and in later calls. */
  setVolume(volume: number): void;
  /** Plays the assistant through a telephone's band (or not), now and in later calls. */
  setPhoneBand(on: boolean): void;
  /** Fetches the call library early (hover/focus of the demo button). Never rejects. */
  preload(): Promise<void>;
}

type Effect<T extends CallEffect['type']> = Extract<CallEffect, { type: T }>;

/** A session's facts, tagged with it, for as long as the machine holds that session. */
function inSession(id: number, state$: Observable<CallState>, facts$: Observable<SessionFact>): Observable<CallInput> {
  return facts$.pipe(
    map((fact): CallInput => ({ type: 'reported', session: id, fact })),
    takeUntil(state$.pipe(filter((state) => state.session?.id !== id))),
  );
}

/** The session as the machine holds it at the moment of asking (nothing once it has ended). */
function sessionNow(id: number, state$: Observable<CallState>): Observable<SessionState> {
  return state$.pipe(
    take(1),
    map((state) => state.session),
    filter((session): session is SessionState => session?.id === id),
  );
}

/** A command whose failure the call survives: logged, never the machine's error. */
function logged(action: () => unknown, deps: ResolvedDeps, message: string): Observable<never> {
  return perform(action).pipe(
    catchError((error: unknown) => {
      deps.log.warn(message, error);
      return EMPTY;
    }),
  );
}

const performers: {
  [T in CallEffect['type']]: (effect: Effect<T>, deps: ResolvedDeps, state$: Observable<CallState>) => Observable<CallInput>;
} = {
  'run-start': ({ session, params, microphone }, deps, state$) => inSession(session, state$, startSequence({ params, microphone }, deps)),
  'react-in-call': ({ session, call }, deps, state$) =>
    inSession(
      session,
      state$,
      inCallReactions({
        ...deps,
        call,
        streams: observeCallObject(call),
        session: () => sessionNow(session, state$),
        output: deps.audioOutput,
      }),
    ),
  leave: (effect, deps) => leave(effect, { output: deps.audioOutput, log: deps.log }),
  'send-message': ({ call, data }, deps) => logged(() => call.sendAppMessage(data), deps, 'Sending a message to the assistant failed:'),
  // Typed words go out only in a joined call: the call object knows, at the moment of sending.
  'check-joined': ({ session, call, words }) =>
    defer(() =>
      call.meetingState() === 'joined-meeting' ? of<CallInput>({ type: 'reported', session, fact: { type: 'typed', words } }) : EMPTY,
    ),
  'set-local-audio': ({ call, on }, deps) =>
    concat(
      logged(() => call?.setLocalAudio(on), deps, 'Turning the microphone on or off failed:'),
      of<CallInput>({ type: 'mute-applied' }),
    ),
  // Synchronous up to play(): the browser allows it only inside the visitor's press.
  'resume-playback': ({ session, request, call }, deps, state$) =>
    concat(
      inSession(session, state$, resumePlayback({ call, scheduler: deps.scheduler, output: deps.audioOutput })),
      of<CallInput>({ type: 'resume-settled', request }),
    ).pipe(catchError((refusal: unknown) => of<CallInput>({ type: 'resume-settled', request, refusal }))),
  'switch-microphone': ({ call, deviceId }, deps) =>
    logged(() => call.setInputDevicesAsync({ audioDeviceId: deviceId }), deps, 'Switching the microphone failed:'),
  'clean-microphone': ({ session, call }, deps, state$) => inSession(session, state$, cleanMicrophone(call, deps)),
  // Held until the session leaves the slot (stop, left, error, ended): the release is the unsubscription.
  'keep-screen-awake': ({ session }, deps, state$) => inSession(session, state$, keepScreenAwake(deps.screen, deps.log)),
  'set-speaker': ({ deviceId }, deps) => logged(() => deps.audioOutput.setSpeaker(deviceId), deps, 'The chosen speaker could not be used:'),
};

/** Runs an effect. One that fails all the same is logged and ends: the machine, and with it the client, lives on. */
function performCall(effect: CallEffect, deps: ResolvedDeps, state$: Observable<CallState>): Observable<CallInput> {
  const run = performers[effect.type] as (effect: CallEffect, deps: ResolvedDeps, state$: Observable<CallState>) => Observable<CallInput>;
  return run(effect, deps, state$).pipe(
    catchError((error: unknown) => {
      deps.log.error(`The call's ${effect.type} failed:`, error);
      return EMPTY;
    }),
  );
}

/** The client's machine, running from now on for the page's life. */
function runCallMachine(deps: ResolvedDeps) {
  const intents = new Subject<CallIntent>();
  const machine = runMachine<CallState, CallInput, CallOutput, CallEffect>({
    initial: initialCallState,
    reduce: (state, input) => reduceCall(state, input, deps.config),
    inputs: intents,
    lifetime: 'visit',
    perform: (effect, state$) => performCall(effect, deps, state$),
  });
  let requests = 0;
  return {
    outputs$: machine.events$,
    tell: (intent: CallIntent): void => intents.next(intent),
    /** The running call object, if any. */
    call: (): CallObject | undefined => machine.value().session?.call,
    /** Asks the machine; answered by the first output that `answer` picks out (null: not this one). */
    ask: <T>(intent: (request: number) => CallIntent, answer: (output: CallOutput, request: number) => T | null): Promise<T> => {
      const request = (requests += 1);
      const answered = firstValueFrom(
        machine.events$.pipe(
          map((output) => answer(output, request)),
          filter((value) => value !== null),
        ),
      );
      intents.next(intent(request));
      return answered;
    },
  };
}

/** The voice-call client over @daily-co/daily-js (or any CallObjectFactory): one machine, its intents and its views. */
export function createVoiceCall(input: VoiceCallDeps): VoiceCall {
  const deps = resolveDeps(input);
  const client = callClient(deps);
  // Output-only settings, across calls, and push to talk, which only mutes and unmutes: machines of their own, not the call's.
  return { ...client, ...runSoundSettings(deps.audioOutput, input.storage), ...runPushToTalk(client) };
}

function callClient(deps: ResolvedDeps): Omit<VoiceCall, keyof SoundControl | keyof PushToTalkControl> {
  const { outputs$, tell, call, ask } = runCallMachine(deps);
  const send = (message: ClientMessage): void => tell({ type: 'send', message });
  const isMuted = (): boolean => call()?.localAudio() === false;
  const events$ = outputs$.pipe(
    filter((output) => output.kind === 'event'),
    map((output) => output.event),
  );
  const mutedAsked$ = outputs$.pipe(
    filter((output) => output.kind === 'mute-applied'),
    map(() => undefined),
  );
  return {
    ...callViews(events$, mutedAsked$, isMuted, deps.scheduler),
    start: (params: StartParams) =>
      ask(
        (request) => ({ type: 'start', request, params, at: deps.scheduler.now(), isMobile: safeIsMobile(deps) }),
        (output, request) => (output.kind === 'start-settled' && output.request === request ? { webCall: output.webCall } : null),
      ).then(({ webCall }) => webCall),
    stop: () => tell({ type: 'stop' }),
    say: (message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled) =>
      send({
        type: 'say',
        message,
        endCallAfterSpoken,
        interruptionsEnabled: interruptionsEnabled ?? false,
        interruptAssistantEnabled: interruptAssistantEnabled ?? false,
      }),
    send,
    sendText: (text) => tell({ type: 'send-text', text }),
    setMuted: (muted) => tell({ type: 'set-muted', muted }),
    isMuted,
    setMicrophone: (deviceId) => tell({ type: 'set-microphone', deviceId }),
    setSpeaker: (deviceId) => tell({ type: 'set-speaker', deviceId }),
    resumeAudio: () => resumeAudio(ask),
    preload: () => preload(deps),
  };
}

/** `preload()`: the call library, and the demo call's challenge where there is one. */
function preload(deps: ResolvedDeps): Promise<void> {
  deps.maker.preload();
  return deps.callObjectFactory.load().catch((error: unknown) => deps.log.warn('Preloading the call library failed:', error));
}

/** `resumeAudio()`: play() runs inside this call; the promise settles when the machine answers. */
function resumeAudio(ask: ReturnType<typeof runCallMachine>['ask']): Promise<void> {
  return ask(
    (request) => ({ type: 'resume-audio', request }),
    (output, request) => (output.kind === 'resume-settled' && output.request === request ? output : null),
  ).then((settled) => {
    if (settled.refused) throw settled.refusal;
  });
}
