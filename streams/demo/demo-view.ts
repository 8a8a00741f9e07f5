import type { DemoState, DemoStatus } from './demo-reducer';

/** What the hero renders. */
export interface DemoView {
  readonly status: DemoStatus;
  readonly attemptsUsed: number;
  /** Hide the remaining-count text when this is 0 (spec section 4). */
  readonly attemptsLeft: number;
  /** The start button is enabled. */
  readonly canStart: boolean;
  /** The End Call button is shown and enabled. */
  readonly canEnd: boolean;
}

export function toDemoView(state: DemoState, maxAttempts: number): DemoView {
  const attemptsLeft = Math.max(0, maxAttempts - state.attemptsUsed);
  return {
    status: state.status,
    attemptsUsed: state.attemptsUsed,
    attemptsLeft,
    canStart: state.status === 'idle' && attemptsLeft > 0,
    canEnd: state.status === 'connected',
  };
}

export function sameDemoView(a: DemoView, b: DemoView): boolean {
  return a.status === b.status && a.attemptsUsed === b.attemptsUsed;
}
