import type { CallRefusal, CallSignal, MicrophoneProblem } from '../call';
import { step as machineStep, type ToastMessage } from '../shared';
import { DEMO_MESSAGES, callErrorNotification } from './demo-messages';
import { NO_QUOTA, type DemoEffect, type DemoInput, type DemoState, type DemoStep, type DemoView, type DemoVisit } from './demo-state';

// The hero's state machine (spec section 4), pure: how it moves, and which toasts and effects each
// move asks for; and its two translations, a call's signals into its inputs and its state into the hero's view.

const step = (state: DemoState, events: ToastMessage[] = [], effects: DemoEffect[] = []): DemoStep => machineStep(state, events, effects);

/**
 * Back to idle: nothing plays any more, so nothing waits to be heard, and no call is typed in. Why the
 * microphone could not be used stays shown until the next start.
 */
function toIdle(state: DemoState, visit: DemoVisit = state, problem = problemOf(state)): DemoState {
  return { ...visitOf(visit), status: 'idle', ...(problem ? { microphoneProblem: problem } : {}) };
}

function visitOf(visit: DemoVisit): DemoVisit {
  return { attemptsUsed: visit.attemptsUsed, unavailable: visit.unavailable, quota: visit.quota };
}

function problemOf(state: DemoState): MicrophoneProblem | undefined {
  return 'microphoneProblem' in state ? state.microphoneProblem : undefined;
}

/** Calls left today: a demo-call endpoint's count once it has given one, else the stored count's. */
export function attemptsLeft(state: DemoVisit, maxAttempts: number): number {
  return Math.max(0, state.quota.remainingToday ?? maxAttempts - state.attemptsUsed);
}

/** Whether a press of Start may start a call now: the stored count must have room too, as another tab may have used it. */
export function mayStart(state: DemoState, maxAttempts: number): boolean {
  return (
    state.status === 'idle' &&
    !state.unavailable &&
    state.quota.refusedFor === null &&
    attemptsLeft(state, maxAttempts) > 0 &&
    state.attemptsUsed < maxAttempts
  );
}

/** The machine's one move: state and input in, next step out. */
export function reduceDemo(state: DemoState, input: DemoInput, maxAttempts: number): DemoStep {
  switch (input.type) {
    case 'start-pressed':
      return reduceStart(state, input, maxAttempts);
    case 'end-pressed':
      return state.status === 'connected' ? step(state, [], ['stop-call']) : step(state);
    case 'attempts-changed':
      return step({ ...state, attemptsUsed: input.used });
    case 'call-started':
      return reduceStarted(state);
    case 'call-ended':
      if (state.status === 'idle') return step(state);
      // Ended before the assistant listened, the call never was one: the attempt comes back.
      return step(toIdle(state), [DEMO_MESSAGES.ended], state.status === 'connecting' ? ['refund-attempt'] : []);
    case 'start-failed':
      // The client follows a start failure with an `error`; whichever comes first toasts.
      return state.status === 'connecting' ? step(toIdle(state), [DEMO_MESSAGES.startFailed], ['refund-attempt']) : step(state);
    case 'connect-timed-out':
      return state.status === 'connecting' ? turnedAway(state, state, [DEMO_MESSAGES.startFailed]) : step(state);
    case 'call-error':
      return reduceCallError(state, input.message);
    case 'microphone-failed':
      return reduceMicrophoneFailure(state, input.problem);
    case 'audio-blocked':
    case 'hear-pressed':
    case 'audio-started':
      return reducePlayback(state, input.type);
    case 'unavailable':
      return reduceUnavailable(state);
    case 'unavailable-remembered':
      return state.status === 'idle' && !state.unavailable ? step({ ...state, unavailable: true }) : step(state);
    default:
      return reduceEndpointAnswer(state, input);
  }
}

/**
 * A press of Start, or of "Start a typed call": one attempt used, and the call asked for. The endpoint's
 * count is of the calls it has made: until it gives the new one, the stored count (with this press) says.
 */
function reduceStart(state: DemoState, input: Extract<DemoInput, { type: 'start-pressed' }>, maxAttempts: number): DemoStep {
  if (!mayStart(state, maxAttempts)) return step(state);
  const visit: DemoVisit = { ...visitOf(state), quota: NO_QUOTA, attemptsUsed: state.attemptsUsed + 1 };
  if (!input.typing)
    return step({ ...visit, status: 'connecting', typing: false, audioBlocked: false }, [], ['consume-attempt', 'start-call']);
  // Blank words open nothing: the call starts as a plain typed one.
  const opening = input.opening?.trim();
  const connecting: DemoState = { ...visit, status: 'connecting', typing: true, audioBlocked: false, ...(opening ? { opening } : {}) };
  return step(connecting, [], ['consume-attempt', 'start-typed-call']);
}

/** From idle too: if a call is live the page must show it, so it can be ended. */
function reduceStarted(state: DemoState): DemoStep {
  if (state.status === 'connected') return step(state);
  const typing = state.status === 'connecting' && state.typing;
  const audioBlocked = state.status === 'connecting' && state.audioBlocked;
  const connected: DemoState = typing
    ? { ...visitOf(state), status: 'connected', typing: true, audioBlocked }
    : { ...visitOf(state), status: 'connected', typing: false, audioBlocked };
  const opening = state.status === 'connecting' && state.typing ? state.opening : undefined;
  return step(connected, [DEMO_MESSAGES.connected], opening ? [{ type: 'send-opening', words: opening }] : []);
}

/** The demo cannot run as configured: back to idle for the visit, the attempt given back if the call never connected. */
function reduceUnavailable(state: DemoState): DemoStep {
  if (state.unavailable) return step(state);
  const next = toIdle(state, { ...state, unavailable: true });
  if (state.status === 'idle') return step(next, [DEMO_MESSAGES.unavailable], ['remember-unavailable']);
  const refund: DemoEffect[] = state.status === 'connecting' ? ['refund-attempt'] : [];
  return step(next, [DEMO_MESSAGES.unavailable], ['abandon-call', ...refund, 'remember-unavailable']);
}

/** A refused start of the assistant's audio: the call goes on; the visitor's press plays it. */
function reducePlayback(state: DemoState, input: 'audio-blocked' | 'hear-pressed' | 'audio-started'): DemoStep {
  if (state.status === 'idle') return step(state);
  if (input === 'hear-pressed') return state.audioBlocked ? step(state, [], ['resume-audio']) : step(state);
  return step({ ...state, audioBlocked: input === 'audio-blocked' });
}

function reduceCallError(state: DemoState, message: string | undefined): DemoStep {
  if (state.status === 'connecting') return turnedAway(state, state, [DEMO_MESSAGES.startFailed]);
  if (state.status === 'connected') return step(toIdle(state), [callErrorNotification(message)], ['abandon-call']);
  return step(state); // Nothing is running: an echo of a failure already reported.
}

/**
 * A call without the visitor's microphone cannot be a voice demo: it ends, and the hero says why. A typed call never
 * needed it: one refused at "Talk instead" goes on, typed, and the hero says why beside the field.
 */
function reduceMicrophoneFailure(state: DemoState, problem: MicrophoneProblem): DemoStep {
  if (state.status === 'connected' && state.typing) return step({ ...state, microphoneProblem: problem });
  if (state.status === 'idle' || state.typing) return step(state);
  const refund: DemoEffect[] = state.status === 'connecting' ? ['refund-attempt'] : [];
  return step(toIdle(state, state, problem), [DEMO_MESSAGES.startFailed], ['abandon-call', ...refund]);
}

/** A start turned away made no call: back to idle, and the attempt the press used comes back. */
function turnedAway(state: DemoState, visit: DemoVisit, toasts: ToastMessage[]): DemoStep {
  const effects: DemoEffect[] = state.status === 'connecting' ? ['abandon-call', 'refund-attempt'] : ['abandon-call'];
  return step(toIdle(state, visit), toasts, effects);
}

/**
 * A demo-call endpoint's answers. A refusal for a limit: back to idle until it lifts, and the hero
 * says whose limit it was. Busy: a failed start to try again in a minute. The refusal's other
 * failure signals follow (or come first): an echo changes nothing.
 */
function reduceEndpointAnswer(
  state: DemoState,
  input: Extract<DemoInput, { type: 'quota' | 'limit-lifted' | 'busy' | 'remaining' }>,
): DemoStep {
  const { quota } = state;
  switch (input.type) {
    case 'remaining':
      return step({ ...state, quota: { ...quota, remainingToday: input.left } });
    case 'quota': {
      if (state.status === 'idle') return step(quota.refusedFor ? state : { ...state, quota: { ...quota, refusedFor: input.scope } });
      const remainingToday = input.scope === 'visitor' ? 0 : quota.remainingToday;
      return turnedAway(state, { ...visitOf(state), quota: { refusedFor: input.scope, remainingToday } }, []);
    }
    case 'limit-lifted':
      // A day's limit lifts with the next day: the count of calls left is the new day's, not this one's.
      if (!quota.refusedFor) return step(state);
      return step({ ...state, quota: { refusedFor: null, remainingToday: quota.refusedFor === 'rate' ? quota.remainingToday : null } });
    case 'busy':
      return state.status === 'connecting' ? turnedAway(state, state, [DEMO_MESSAGES.busy]) : step(state);
  }
}

/** What a call's signal asks of the demo; signals the demo has no use for give `undefined`. */
export function toDemoInput(signal: CallSignal): DemoInput | undefined {
  switch (signal.type) {
    case 'started':
      return { type: 'call-started' };
    case 'ended':
      return { type: 'call-ended' };
    case 'remaining-today':
      return { type: 'remaining', left: signal.left };
    case 'start-failed':
      return refusalInput(signal.refusal) ?? { type: 'start-failed' };
    case 'audio-blocked':
      return { type: 'audio-blocked' };
    case 'microphone-failed':
      return { type: 'microphone-failed', problem: signal.problem };
    case 'failed':
      // The provider heard nothing from the microphone: the same guidance as the browser's refusal at the start.
      if (!signal.refusal && signal.microphone)
        return { type: 'microphone-failed', problem: signal.microphone === 'blocked' ? 'blocked' : 'unknown' };
      return refusalInput(signal.refusal) ?? { type: 'call-error', message: signal.message };
    case 'ended-reason':
      return undefined;
  }
}

function refusalInput(refusal: CallRefusal | undefined): DemoInput | undefined {
  if (!refusal) return undefined;
  if (refusal.kind === 'permanent') return { type: 'unavailable' };
  if (refusal.kind === 'busy') return { type: 'busy' };
  return { type: 'quota', scope: refusal.scope, ...(refusal.retryAfter === undefined ? {} : { retryAfter: refusal.retryAfter }) };
}

export function toDemoView(state: DemoState, maxAttempts: number): DemoView {
  const problem = 'microphoneProblem' in state ? state.microphoneProblem : undefined;
  return {
    status: state.status,
    attemptsUsed: state.attemptsUsed,
    attemptsLeft: attemptsLeft(state, maxAttempts),
    canStart: mayStart(state, maxAttempts),
    canEnd: state.status === 'connected',
    ...(problem ? { microphoneProblem: problem } : {}),
    ...(state.status !== 'idle' && state.audioBlocked ? { audioBlocked: true } : {}),
    ...(state.status !== 'idle' && state.typing ? { typing: true } : {}),
    ...(state.unavailable ? { unavailable: true } : {}),
    ...(state.quota.refusedFor ? { quota: state.quota.refusedFor } : {}),
  };
}

export function sameDemoView(a: DemoView, b: DemoView): boolean {
  return (
    a.status === b.status &&
    a.attemptsUsed === b.attemptsUsed &&
    a.attemptsLeft === b.attemptsLeft &&
    a.microphoneProblem === b.microphoneProblem &&
    a.audioBlocked === b.audioBlocked &&
    a.typing === b.typing &&
    a.unavailable === b.unavailable &&
    a.quota === b.quota
  );
}
