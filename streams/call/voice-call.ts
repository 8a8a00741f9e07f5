import { Subject } from 'rxjs';
import { createStageRunner, isoTime, type CallStartProgressEvent, type StartStage } from '../telemetry';
import type { EndedReason } from './app-message';
import type { CallEvent } from './call-events';
import type { CallObject } from './call-object';
import { observeCallObject } from './call-object-streams';
import { focusedStreams, mutedState } from './focused-streams';
import type { ClientMessage } from './client-message';
import type { VoiceCall } from './voice-call-api';
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

export type { VoiceCall };

/** The voice-call client over @daily-co/daily-js (or any CallObjectFactory). */
export function createVoiceCall(input: VoiceCallDeps): VoiceCall {
  const deps = resolveDeps(input);
  const events = new Subject<CallEvent>();
  const emit = (event: CallEvent): void => events.next(event);
  let current: Session | undefined;

  const end = (session: Session, reason?: EndedReason): void => {
    if (current === session) current = undefined;
    endSession(session, { output: deps.audioOutput, log: deps.log, emit }, reason);
  };
  const call = (): CallObject | undefined => current?.call;
  const send = (message: ClientMessage): void => void call()?.sendAppMessage(JSON.stringify(message));
  const start = (params: StartParams): Promise<WebCall | null> => {
    if (!mayStart(params, current !== undefined, deps, emit)) return Promise.resolve(null);
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
    muted$: mutedState(events, mutedAsked, isMuted),
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

/** Bad input and a second start stop here, each with its events; true when the start may go on. */
function mayStart(params: StartParams, started: boolean, deps: ResolvedDeps, emit: (event: CallEvent) => void): boolean {
  if (!hasDefinition(params)) {
    validationEvents(params, deps).forEach(emit);
    return false;
  }
  if (started) {
    emit({ type: 'call-start-progress', stage: 'initialization', status: 'failed', duration: 0, timestamp: isoTime(deps.scheduler), metadata: { reason: 'already-started' } });
    return false;
  }
  return true;
}

interface RunHooks {
  emit: (event: CallEvent) => void;
  end: (session: Session, reason?: EndedReason) => void;
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
    attach: (call) => session.subscriptions.add(sessionReactions({ ...deps, call, session, streams: observeCallObject(call), output: deps.audioOutput, end: (reason) => hooks.end(session, reason) }).subscribe(hooks.emit)),
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
