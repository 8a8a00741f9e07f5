import type { CallRefusal, CallSignal } from '../call';
import type { DemoInput } from './demo-input';
import { attemptsLeft, mayStart, type DemoState, type DemoStatus, type MicrophoneProblem, type QuotaScope } from './demo-machine';

// The demo's two seams, each a translation: what a call's signals ask of its machine, and what the hero renders of its state.

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
    a.attemptsLeft === b.attemptsLeft &&
    a.microphoneProblem === b.microphoneProblem &&
    a.audioBlocked === b.audioBlocked &&
    a.typing === b.typing &&
    a.unavailable === b.unavailable &&
    a.quota === b.quota
  );
}
