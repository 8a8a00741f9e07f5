import type { MicrophoneProblem, QuotaScope } from '../call';

// What the demo's machine reacts to (demo-seams.ts makes a call's signals into it).

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
