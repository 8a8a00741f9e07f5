import type { MicrophoneProblem, QuotaScope } from '../call';
import type { Step, ToastMessage } from '../shared';

// The demo's vocabulary: its state, what its machine reacts to and asks for, and the view the hero renders of it
// (demo-machine.ts moves the state and makes the translations; demo-call.ts runs it).

export type { MicrophoneProblem, QuotaScope };

export type DemoStatus = 'idle' | 'connecting' | 'connected';

/**
 * The call the demo runs, by status, each holding only what can be true of it. `microphoneProblem`:
 * why the microphone could not be used, shown until the next start; a typed call goes on without it.
 * `audioBlocked`: the browser refused to play the assistant, until it plays. `typing`: the call is held
 * by typing, without the microphone; `opening`: the words a typed call sends once it connects.
 */
export type DemoCallState =
  | { readonly status: 'idle'; readonly microphoneProblem?: MicrophoneProblem }
  | { readonly status: 'connecting'; readonly typing: false; readonly audioBlocked: boolean }
  | { readonly status: 'connecting'; readonly typing: true; readonly audioBlocked: boolean; readonly opening?: string }
  | { readonly status: 'connected'; readonly typing: false; readonly audioBlocked: boolean }
  | { readonly status: 'connected'; readonly typing: true; readonly audioBlocked: boolean; readonly microphoneProblem?: MicrophoneProblem };

/** What a demo-call endpoint said of its limits (VITE_DEMO_CALL_URL); null until it says, and always null without one. */
export interface DemoQuota {
  /** Whose limit refused a call, until it lifts: the visitor's day, the site's, or the connection's minute. */
  readonly refusedFor: QuotaScope | null;
  /** Its count of this visitor's calls left today, once it has given one (it counts, not the stored attempts). */
  readonly remainingToday: number | null;
}

/** The visit's facts beside the call's: the day's attempts, a refusal for good, the endpoint's limits. */
export interface DemoVisit {
  readonly attemptsUsed: number;
  /** The provider refused the demo for good: Start is not offered again during the visit. */
  readonly unavailable: boolean;
  readonly quota: DemoQuota;
}

export type DemoState = DemoCallState & DemoVisit;

/**
 * Effects a move asks for; demo-call.ts performs them. `abandon-call` stops whatever the
 * client still holds once the current burst of events has passed, so the page and the
 * client never disagree about a call being under way. `refund-attempt` gives back the
 * attempt of a start that failed before the call connected. `resume-audio` plays the
 * assistant again, at once, inside the visitor's gesture. `remember-unavailable` keeps a refusal for the visit.
 * `send-opening`: a hard call's first words, typed, once its call has connected.
 */
export type DemoEffect = DemoCommand | { readonly type: 'send-opening'; readonly words: string };

/** The effects that carry nothing but their name. */
export type DemoCommand =
  | 'consume-attempt'
  | 'start-call'
  | 'start-typed-call'
  | 'stop-call'
  | 'abandon-call'
  | 'refund-attempt'
  | 'resume-audio'
  | 'remember-unavailable';

export type DemoStep = Step<DemoState, ToastMessage, DemoEffect>;

export const NO_QUOTA: DemoQuota = { refusedFor: null, remainingToday: null };

export const INITIAL_DEMO_STATE: DemoState = { status: 'idle', attemptsUsed: 0, unavailable: false, quota: NO_QUOTA };

/**
 * What the machine reacts to: the visitor's intents, the attempt count, what a call means to the
 * demo (toDemoInput), and what its own effects report back.
 */
export type DemoInput =
  /**
   * `typing`: "Start a typed call", a call held by typing that joins without the microphone. `opening`: a
   * hard call to try ("Try a call about"), whose words the visitor sends as soon as the call connects.
   */
  | { readonly type: 'start-pressed'; readonly typing?: never; readonly opening?: never }
  | { readonly type: 'start-pressed'; readonly typing: true; readonly opening?: string }
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
  | { readonly type: 'unavailable-remembered' }
  // A demo-call endpoint's answers (VITE_DEMO_CALL_URL); a build without one never has them.
  /** The endpoint refused the call for a limit (no call was made); `retryAfter`: seconds until it lifts. */
  | { readonly type: 'quota'; readonly scope: QuotaScope; readonly retryAfter?: number }
  /** The limit's time has passed: Start is offered again. */
  | { readonly type: 'limit-lifted' }
  /** The endpoint could not make the call just now (no call was made): try again in a minute. */
  | { readonly type: 'busy' }
  /** The endpoint's count of this visitor's calls left today. */
  | { readonly type: 'remaining'; readonly left: number };

/** What the hero renders of the demo's state. */
export interface DemoView {
  readonly status: DemoStatus;
  readonly attemptsUsed: number;
  /** Hide the remaining-count text when this is 0 (spec section 4); a demo-call endpoint's count once it has given one. */
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
  /** A limit of the demo-call endpoint holds: the visitor's day, the site's, or the connection's minute (Start is not offered). */
  readonly quota?: QuotaScope;
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
