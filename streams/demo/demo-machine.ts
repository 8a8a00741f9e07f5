import { step as machineStep, type Step, type ToastMessage } from '../shared';

// The hero's state machine (spec section 4), pure: what it reacts to, how it moves,
// which toasts and effects each move asks for, and what the hero renders.

/**
 * What the machine reacts to: the visitor's intents, the attempt count, the few
 * voice-call events it cares about, and what its own effects report back.
 */
export type DemoInput =
  /** `typing`: "Start a typed call", a call held by typing that joins without the microphone. */
  | { readonly type: 'start-pressed'; readonly typing?: true }
  | { readonly type: 'end-pressed' }
  | { readonly type: 'attempts-changed'; readonly used: number }
  | { readonly type: 'call-started' }
  | { readonly type: 'call-ended' }
  | { readonly type: 'start-failed' }
  | { readonly type: 'connect-timed-out' }
  | { readonly type: 'call-error'; readonly message?: string }
  | { readonly type: 'microphone-failed'; readonly problem: MicrophoneProblem }
  /** The browser refused to play the assistant (autoplay policy): the call goes on, silent. */
  | { readonly type: 'audio-blocked' }
  /** The visitor's gesture to hear the assistant. */
  | { readonly type: 'hear-pressed' }
  /** The assistant's audio plays after all. */
  | { readonly type: 'audio-started' }
  /** The provider refused the demo as configured: trying again will not help during this visit. */
  | { readonly type: 'unavailable' }
  /** It did so earlier in this visit, before a reload: said again, without a toast. */
  | { readonly type: 'unavailable-remembered' };

/**
 * Why the visitor's microphone could not be used, from the call library's `camera-error`
 * types: blocked (permission denied), not found (no capture device, or no media devices at
 * all), in use by another app, or constraints no device meets.
 */
export type MicrophoneProblem = 'blocked' | 'not-found' | 'in-use' | 'constraints' | 'unknown';

const microphoneProblems: Readonly<Record<string, MicrophoneProblem>> = {
  permissions: 'blocked',
  'not-found': 'not-found',
  'undefined-mediadevices': 'not-found',
  'mic-in-use': 'in-use',
  'cam-mic-in-use': 'in-use',
  'cam-in-use': 'in-use',
  constraints: 'constraints',
};

/**
 * The structural minimum of a voice-call event. `streams/call`'s `CallEvent` union
 * is assignable to it, so the demo does not depend on that folder.
 */
export interface CallEventLike {
  readonly type: string;
}

/**
 * Maps a call event to a demo input; events the demo ignores give `undefined`. `survives`
 * says which errors the call goes on after (streams/call: `!isFatalCallError(event.error)`).
 */
export function toDemoInput<E extends CallEventLike>(event: E, survives: (event: E) => boolean = () => false): DemoInput | undefined {
  switch (event.type) {
    case 'call-start':
      return { type: 'call-started' };
    case 'call-end':
      return { type: 'call-ended' };
    case 'call-start-failed':
      return isPermanent(event) ? { type: 'unavailable' } : { type: 'start-failed' };
    case 'error':
      return errorInput(event, survives);
    case 'camera-error':
      return {
        type: 'microphone-failed',
        problem: microphoneProblems[String(field(field(field(event, 'error'), 'error'), 'type'))] ?? 'unknown',
      };
    default:
      return undefined;
  }
}

/**
 * What an error means to the demo, by the kind the client gave it (streams/call's CallErrorType):
 * `audio-start-failed` asks for the visitor's gesture; `meeting-ended` is the other side hanging
 * up, a normal end that its `call-end` reports; errors the call survives change nothing; any
 * other error is a failure.
 */
function errorInput<E extends CallEventLike>(event: E, survives: (event: E) => boolean): DemoInput | undefined {
  const kind = field(field(event, 'error'), 'type');
  if (isPermanent(field(event, 'error'))) return { type: 'unavailable' };
  // The provider heard nothing from the microphone: the same guidance as the browser's refusal at the start.
  const microphone = field(field(event, 'error'), 'microphone');
  if (microphone === 'blocked' || microphone === 'silent') {
    return { type: 'microphone-failed', problem: microphone === 'blocked' ? 'blocked' : 'unknown' };
  }
  if (kind === 'audio-start-failed') return { type: 'audio-blocked' };
  if (kind === 'meeting-ended' || survives(event)) return undefined;
  return { type: 'call-error', message: errorMessageOf(event) };
}

/** `event.error.message`, else the wrapped cause's message; blank counts as none. */
function errorMessageOf(event: CallEventLike): string | undefined {
  const error = field(event, 'error');
  return [field(error, 'message'), field(field(error, 'error'), 'message')].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
  );
}

/** streams/call marks a failure that trying again will not mend `permanent: true`. */
function isPermanent(value: unknown): boolean {
  return field(value, 'permanent') === true;
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** Every toast the demo call shows, with the exact spec texts (sections 4 and 8). */
export const DEMO_MESSAGES = {
  connected: { title: 'Call Connected', variant: 'default' },
  ended: { title: 'Call Ended', variant: 'default' },
  startFailed: {
    title: 'Call Failed',
    description: 'Failed to start the call. Please try again.',
    variant: 'destructive',
  },
  callErrorFallback: 'An error occurred during the call',
  unavailable: {
    title: 'Live demo unavailable',
    description: 'The live demo is unavailable right now. Call our demo line, or write to us below.',
    variant: 'destructive',
  },
} as const;

/** "Call Error" toast carrying the client's message, or the spec's fallback text. */
export function callErrorNotification(message: string | undefined): ToastMessage {
  const description = message?.trim() ? message : DEMO_MESSAGES.callErrorFallback;
  return { title: 'Call Error', description, variant: 'destructive' };
}

export type DemoStatus = 'idle' | 'connecting' | 'connected';

export interface DemoState {
  readonly status: DemoStatus;
  readonly attemptsUsed: number;
  /** Why the last start could not use the microphone; cleared by the next start. */
  readonly microphoneProblem?: MicrophoneProblem;
  /** The browser refused to play the assistant; cleared once it plays or the call ends. */
  readonly audioBlocked?: true;
  /** The call under way is held by typing, without the microphone; cleared when it ends. */
  readonly typing?: true;
  /** The provider refused the demo for good: Start is not offered again during the visit. */
  readonly unavailable?: true;
  /** A build with a demo-call endpoint (demo-endpoint-answers.ts): it refused a call for a limit; Start is not offered until it lifts. */
  readonly quota?: QuotaScope;
  /** A build with a demo-call endpoint: its count of calls left today, once it has given one. */
  readonly remainingToday?: number;
}

/** Whose limit the demo-call endpoint refused a call for (streams/telemetry's QuotaScope): the visitor's day, the site's, or the connection's minute. */
export type QuotaScope = 'visitor' | 'site' | 'rate';

/** The plain machine's inputs, and a demo-call endpoint's answers (demo-endpoint-answers.ts). */
export type EndpointDemoInput =
  | DemoInput
  /** The endpoint refused the call for a limit (no call was made); `retryAfter`: seconds until it lifts. */
  | { readonly type: 'quota'; readonly scope: QuotaScope; readonly retryAfter?: number }
  /** The limit's time has passed: Start is offered again. */
  | { readonly type: 'limit-lifted' }
  /** The endpoint could not make the call just now (no call was made): try again in a minute. */
  | { readonly type: 'busy' }
  /** The endpoint's count of this visitor's calls left today (the `demo-call` stage's completion). */
  | { readonly type: 'remaining'; readonly left: number };

/**
 * How the demo reads the call client's events, moves and shows itself. The plain rules are this
 * file's; a build with a demo-call endpoint hands in its own (demo-endpoint-answers.ts) when their chunk
 * loads with the call client, so the first load carries none of them.
 */
export interface DemoRules {
  toInput<E extends CallEventLike>(event: E, survives?: (event: E) => boolean): EndpointDemoInput | undefined;
  reduce(state: DemoState, input: EndpointDemoInput, maxAttempts: number): DemoStep;
  toView(state: DemoState, maxAttempts: number): DemoView;
  sameView(a: DemoView, b: DemoView): boolean;
}

/**
 * Effects a move asks for; demo-call.ts performs them. `abandon-call` stops whatever the
 * client still holds once the current burst of events has passed, so the page and the
 * client never disagree about a call being under way. `refund-attempt` gives back the
 * attempt of a start that failed before the call connected. `resume-audio` plays the
 * assistant again, at once, inside the visitor's gesture. `remember-unavailable` keeps a refusal for the visit.
 */
export type DemoEffect =
  | 'consume-attempt'
  | 'start-call'
  | 'start-typed-call'
  | 'stop-call'
  | 'abandon-call'
  | 'refund-attempt'
  | 'resume-audio'
  | 'remember-unavailable';

export type DemoStep = Step<DemoState, ToastMessage, DemoEffect>;

export const INITIAL_DEMO_STATE: DemoState = { status: 'idle', attemptsUsed: 0 };

const step = (state: DemoState, notifications: ToastMessage[] = [], effects: DemoEffect[] = []): DemoStep =>
  machineStep(state, notifications, effects);

/** Back to idle: nothing plays any more, so nothing waits to be heard, and no call is typed in. */
function toIdle(state: DemoState): DemoState {
  const { audioBlocked: _gone, typing: _typed, ...rest } = state;
  return { ...rest, status: 'idle' };
}

/** The machine's one move: state and input in, next step out. */
export function reduceDemo(state: DemoState, input: DemoInput, maxAttempts: number): DemoStep {
  const idle = toIdle(state);
  switch (input.type) {
    case 'start-pressed':
      if (state.status !== 'idle' || state.attemptsUsed >= maxAttempts || state.unavailable) return step(state);
      if (input.typing)
        return step(
          { status: 'connecting', attemptsUsed: state.attemptsUsed + 1, typing: true },
          [],
          ['consume-attempt', 'start-typed-call'],
        );
      return step({ status: 'connecting', attemptsUsed: state.attemptsUsed + 1 }, [], ['consume-attempt', 'start-call']);
    case 'end-pressed':
      return state.status === 'connected' ? step(state, [], ['stop-call']) : step(state);
    case 'attempts-changed':
      return step({ ...state, attemptsUsed: input.used });
    case 'call-started':
      // From idle too: if a call is live the page must show it, so it can be ended.
      return state.status === 'connected' ? step(state) : step({ ...state, status: 'connected' }, [DEMO_MESSAGES.connected]);
    case 'call-ended':
      if (state.status === 'idle') return step(state);
      // Ended before the assistant listened, the call never was one: the attempt comes back.
      return step(idle, [DEMO_MESSAGES.ended], state.status === 'connecting' ? ['refund-attempt'] : []);
    case 'start-failed':
      // The client follows a start failure with an `error`; whichever comes first toasts.
      return state.status === 'connecting' ? step(idle, [DEMO_MESSAGES.startFailed], ['refund-attempt']) : step(state);
    case 'connect-timed-out':
      return state.status === 'connecting' ? step(idle, [DEMO_MESSAGES.startFailed], ['abandon-call', 'refund-attempt']) : step(state);
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
  }
}

/** The demo cannot run as configured: back to idle for the visit, the attempt given back if the call never connected. */
function reduceUnavailable(state: DemoState): DemoStep {
  if (state.unavailable) return step(state);
  const next: DemoState = { ...toIdle(state), unavailable: true };
  if (state.status === 'idle') return step(next, [DEMO_MESSAGES.unavailable], ['remember-unavailable']);
  const refund: DemoEffect[] = state.status === 'connecting' ? ['refund-attempt'] : [];
  return step(next, [DEMO_MESSAGES.unavailable], ['abandon-call', ...refund, 'remember-unavailable']);
}

/** A refused start of the assistant's audio: the call goes on; the visitor's press plays it. */
function reducePlayback(state: DemoState, input: 'audio-blocked' | 'hear-pressed' | 'audio-started'): DemoStep {
  if (state.status === 'idle') return step(state);
  if (input === 'audio-blocked') return step({ ...state, audioBlocked: true });
  if (input === 'hear-pressed') return state.audioBlocked ? step(state, [], ['resume-audio']) : step(state);
  const { audioBlocked: _heard, ...playing } = state;
  return step(playing);
}

function reduceCallError(state: DemoState, message: string | undefined): DemoStep {
  const idle = toIdle(state);
  if (state.status === 'connecting') return step(idle, [DEMO_MESSAGES.startFailed], ['abandon-call', 'refund-attempt']);
  if (state.status === 'connected') return step(idle, [callErrorNotification(message)], ['abandon-call']);
  return step(state); // Nothing is running: an echo of a failure already reported.
}

/**
 * A call without the visitor's microphone cannot be a voice demo: it ends, and the hero says why. A typed call never
 * needed it: one refused at "Talk instead" goes on, typed, and the hero says why beside the field.
 */
function reduceMicrophoneFailure(state: DemoState, problem: MicrophoneProblem): DemoStep {
  if (state.typing && state.status === 'connected') return step({ ...state, microphoneProblem: problem });
  if (state.status === 'idle' || state.typing) return step(state);
  const idle: DemoState = { ...toIdle(state), microphoneProblem: problem };
  const refund: DemoEffect[] = state.status === 'connecting' ? ['refund-attempt'] : [];
  return step(idle, [DEMO_MESSAGES.startFailed], ['abandon-call', ...refund]);
}

/** What the hero renders. */
export interface DemoView {
  readonly status: DemoStatus;
  readonly attemptsUsed: number;
  /** Hide the remaining-count text when this is 0 (spec section 4). */
  readonly attemptsLeft: number;
  /** Start, and "Start a typed call", take a press. */
  readonly canStart: boolean;
  /** The button is End Call, and takes a press. */
  readonly canEnd: boolean;
  /** Why the last start could not use the microphone, until the next start. */
  readonly microphoneProblem?: MicrophoneProblem;
  /** The assistant cannot be heard until the visitor presses to hear it (shown while connected). */
  readonly audioBlocked?: true;
  /** The call under way is held by typing (the microphone stays off). */
  readonly typing?: true;
  /** The live demo is unavailable for this visit (Start is not offered). */
  readonly unavailable?: true;
  /** A limit of the demo-call endpoint holds: the visitor's day, the site's, or the connection's minute (Start is not offered; demo-endpoint-answers.ts). */
  readonly quota?: QuotaScope;
}

export function toDemoView(state: DemoState, maxAttempts: number): DemoView {
  const attemptsLeft = Math.max(0, maxAttempts - state.attemptsUsed);
  return {
    status: state.status,
    attemptsUsed: state.attemptsUsed,
    attemptsLeft,
    canStart: state.status === 'idle' && attemptsLeft > 0 && !state.unavailable,
    canEnd: state.status === 'connected',
    ...(state.microphoneProblem ? { microphoneProblem: state.microphoneProblem } : {}),
    ...(state.audioBlocked ? { audioBlocked: true } : {}),
    ...(state.typing ? { typing: true } : {}),
    ...(state.unavailable ? { unavailable: true } : {}),
  };
}

/** The hero's view before the visitor's stored count is known: no count, and what its buttons may do. */
export type UncountedDemoView = Omit<DemoView, 'attemptsUsed' | 'attemptsLeft'> & {
  readonly attemptsUsed?: undefined;
  readonly attemptsLeft?: undefined;
};

/**
 * The hero before the demo runs (the prerendered page, and the render that hydrates it). Start takes
 * a press all the same: the page keeps it until it runs, and the press reads the stored count itself,
 * so it cannot start a call the day has no room for.
 */
export const UNCOUNTED_DEMO_VIEW: UncountedDemoView = { status: 'idle', canStart: true, canEnd: false };

export function sameDemoView(a: DemoView, b: DemoView): boolean {
  return (
    a.status === b.status &&
    a.attemptsUsed === b.attemptsUsed &&
    a.microphoneProblem === b.microphoneProblem &&
    a.audioBlocked === b.audioBlocked &&
    a.typing === b.typing &&
    a.unavailable === b.unavailable
  );
}
