import { Subject, distinctUntilChanged, filter, map, merge, type Observable } from 'rxjs';
import type { SpeechEvent } from '../speech';
import { createStageRunner, isTelemetryEvent, isoTime, type CallStartProgressEvent, type StartStage, type TelemetryEvent } from '../telemetry';
import type { AppMessage } from './app-message';
import type { CallEvent } from './call-events';
import type { CallObject } from './call-object';
import { observeCallObject } from './call-object-streams';
import { assistantCaption, assistantSpeaking, holdLatest, type Caption } from './live-view';
import type { ClientMessage } from './client-message';
import { endSession, teardown } from './end-session';
import { sessionReactions } from './session-reactions';
import { createSession, type Session } from './session';
import { asStageFailure, startFailureEvents } from './stage-errors';
import type { StartDeps } from './start-deps';
import { startSequence } from './start-sequence';
import { definitionFlags } from './start-stages';
import { validationEvents } from './validation';
import { resolveDeps, safeIsMobile, type ResolvedDeps, type VoiceCallDeps } from './voice-call-deps';
import { hasDefinition, type StartParams, type WebCall } from './web-call';

export interface VoiceCall {
  readonly events$: Observable<CallEvent>;
  readonly volume$: Observable<number>;
  readonly speech$: Observable<SpeechEvent>;
  readonly messages$: Observable<AppMessage>;
  readonly telemetry$: Observable<TelemetryEvent>;
  /** The assistant's latest words, for live captions. */
  readonly caption$: Observable<Caption | null>;
  readonly speaking$: Observable<boolean>;
  /** The visitor's microphone is muted: what the call object says, not what was last asked. */
  readonly muted$: Observable<boolean>;
  /** Starts a call; resolves with the web call, or null if it did not start (see events$). Never rejects. */
  start(params: StartParams): Promise<WebCall | null>;
  /** Leaves (or abandons a start): call-end, status-update ended once, clean up. */
  stop(): void;
  say(message: string, endCallAfterSpoken?: boolean, interruptionsEnabled?: boolean, interruptAssistantEnabled?: boolean): void;
  send(message: ClientMessage): void;
  setMuted(muted: boolean): void;
  isMuted(): boolean;
  /** Fetches the call library early (hover/focus of the demo button). Never rejects. */
  preload(): Promise<void>;
}

/**
 * Moments to read the microphone state again: a mute request, a call starting or ending,
 * and every level report (so a recovery that turns the microphone back on shows within 100 ms).
 */
function localAudioChecks(events$: Observable<CallEvent>, asked$: Observable<void>): Observable<unknown> {
  return merge(asked$, events$.pipe(filter((e) => e.type === 'volume-level' || e.type === 'call-start' || e.type === 'call-end')));
}

function isSpeechEvent(event: CallEvent): event is SpeechEvent {
  return event.type === 'speech-start' || event.type === 'speech-end';
}

type FocusedStreams = Pick<VoiceCall, 'events$' | 'volume$' | 'speech$' | 'messages$' | 'telemetry$' | 'caption$' | 'speaking$'>;

/** The focused streams of DESIGN section 3, all views of the one event stream. */
function focusedStreams(events$: Observable<CallEvent>): FocusedStreams {
  return {
    events$,
    volume$: events$.pipe(filter((e) => e.type === 'volume-level'), map((e) => e.volume)),
    speech$: events$.pipe(filter(isSpeechEvent)),
    messages$: events$.pipe(filter((e) => e.type === 'message'), map((e) => e.message)),
    telemetry$: events$.pipe(filter(isTelemetryEvent)),
    caption$: holdLatest(assistantCaption(events$), null),
    speaking$: holdLatest(assistantSpeaking(events$), false),
  };
}

/** The voice-call client over @daily-co/daily-js (or any CallObjectFactory). */
export function createVoiceCall(input: VoiceCallDeps): VoiceCall {
  const deps = resolveDeps(input);
  const events = new Subject<CallEvent>();
  const emit = (event: CallEvent): void => events.next(event);
  let current: Session | undefined;

  const end = (session: Session): void => {
    if (current === session) current = undefined;
    endSession(session, { output: deps.audioOutput, log: deps.log, emit });
  };
  const call = (): CallObject | undefined => current?.call;
  const send = (message: ClientMessage): void => void call()?.sendAppMessage(JSON.stringify(message));
  const start = (params: StartParams): Promise<WebCall | null> => {
    if (!hasDefinition(params)) {
      validationEvents(params, deps).forEach(emit);
      return Promise.resolve(null);
    }
    if (current) {
      emit({ type: 'call-start-progress', stage: 'initialization', status: 'failed', duration: 0, timestamp: isoTime(deps.scheduler), metadata: { reason: 'already-started' } });
      return Promise.resolve(null);
    }
    const session = createSession();
    current = session;
    return runStart(params, session, deps, { emit, end, release: () => current === session && (current = undefined) });
  };

  const isMuted = (): boolean => call()?.localAudio() === false;
  const mutedAsked = new Subject<void>();
  const setMuted = (muted: boolean): void => {
    call()?.setLocalAudio(!muted);
    mutedAsked.next();
  };

  return {
    ...focusedStreams(events.asObservable()),
    muted$: holdLatest(localAudioChecks(events, mutedAsked).pipe(map(isMuted), distinctUntilChanged()), false),
    start,
    stop: () => void (current && end(current)),
    say: (message, endCallAfterSpoken, interruptionsEnabled, interruptAssistantEnabled) =>
      send({ type: 'say', message, endCallAfterSpoken, interruptionsEnabled: interruptionsEnabled ?? false, interruptAssistantEnabled: interruptAssistantEnabled ?? false }),
    send,
    setMuted,
    isMuted,
    preload: () => deps.callObjectFactory.load().catch((error: unknown) => deps.log.warn('Preloading the call library failed:', error)),
  };
}

interface RunHooks {
  emit: (event: CallEvent) => void;
  end: (session: Session) => void;
  release: () => void;
}

function runStart(params: StartParams, session: Session, deps: ResolvedDeps, hooks: RunHooks): Promise<WebCall | null> {
  const { scheduler } = deps;
  const startedAt = scheduler.now();
  let lastStage: StartStage = 'initialization';
  const track = (event: CallStartProgressEvent): void => {
    lastStage = event.stage;
    hooks.emit(event);
  };
  const run = createStageRunner({ scheduler, emit: track });
  const startDeps: StartDeps = {
    ...deps, run, session, factory: deps.callObjectFactory, preferences: deps.callObject, emit: hooks.emit,
    attach: (call) => session.subscriptions.add(sessionReactions({ ...deps, call, session, streams: observeCallObject(call), output: deps.audioOutput, end: () => hooks.end(session) }).subscribe(hooks.emit)),
  };
  return new Promise((resolve) => {
    session.subscriptions.add(() => resolve(null));
    const subscription = startSequence(params, startDeps).subscribe({
      next: (webCall) => {
        session.phase = 'started';
        hooks.emit({ type: 'call-start-success', totalDuration: scheduler.now() - startedAt, callId: webCall.id });
        resolve(webCall);
      },
      error: (error: unknown) => {
        const context = { ...definitionFlags(params), isMobile: safeIsMobile(deps) };
        startFailureEvents(asStageFailure(error, lastStage), scheduler.now() - startedAt, context, scheduler).forEach(hooks.emit);
        hooks.release();
        teardown(session, { output: deps.audioOutput, log: deps.log });
        resolve(null);
      },
    });
    session.subscriptions.add(subscription);
  });
}
