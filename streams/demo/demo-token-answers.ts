import { step, type ToastMessage } from '../shared';
import {
  reduceDemo,
  sameDemoView,
  toDemoInput,
  toDemoView,
  type CallEventLike,
  type DemoEffect,
  type DemoState,
  type DemoStep,
  type DemoRules,
  type DemoView,
  type TokenDemoInput,
} from './demo-machine';

// What the demo makes of the demo-token endpoint's answers, in a build that has one
// (VITE_DEMO_TOKEN_URL): the count of calls left today it gives with each token, and its refusal
// for a daily limit. They load with the demo-token chunk (streams/demo-token), which hands them to
// the demo as its rules, so no first load carries them.

export type { TokenDemoInput };

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** streams/call marks a start the endpoint refused for a daily limit `quota: 'visitor' | 'site'`, on its failure events. */
function quotaInput(value: unknown): TokenDemoInput | undefined {
  const scope = field(value, 'quota');
  return scope === 'visitor' || scope === 'site' ? { type: 'quota', scope } : undefined;
}

/** `toDemoInput`, and the endpoint's answers as the call client reports them. */
export function toTokenDemoInput<E extends CallEventLike>(event: E, survives?: (event: E) => boolean): TokenDemoInput | undefined {
  if (event.type === 'call-start-progress') {
    const left = field(field(event, 'metadata'), 'remainingToday');
    const done = field(event, 'stage') === 'demo-token' && field(event, 'status') === 'completed';
    return done && typeof left === 'number' ? { type: 'remaining', left } : undefined;
  }
  if (event.type === 'call-start-failed' || event.type === 'error') {
    const quota = quotaInput(event.type === 'error' ? field(event, 'error') : event);
    if (quota) return quota;
  }
  return toDemoInput(event, survives);
}

/** Calls left today: the endpoint's count once it has given one, else the stored count's. */
function attemptsLeft(state: DemoState, maxAttempts: number): number {
  return state.remainingToday ?? maxAttempts - state.attemptsUsed;
}

/**
 * The plain machine's move, with the endpoint's answers. A refusal for today's limit: back to idle
 * for the visit, and the hero says whose limit it was; the endpoint made no call, so the attempt the
 * press used comes back. The refusal's other failure events follow (or come first): an echo changes nothing.
 */
export function reduceTokenDemo(state: DemoState, input: TokenDemoInput, maxAttempts: number): DemoStep {
  switch (input.type) {
    case 'remaining':
      return step<DemoState, ToastMessage, DemoEffect>({ ...state, remainingToday: input.left });
    case 'quota': {
      if (state.status === 'idle') return step(state.quota ? state : { ...state, quota: input.scope });
      const { audioBlocked: _gone, typing: _typed, ...rest } = state;
      const next: DemoState = { ...rest, status: 'idle', quota: input.scope, ...(input.scope === 'visitor' ? { remainingToday: 0 } : {}) };
      return step<DemoState, ToastMessage, DemoEffect>(
        next,
        [],
        state.status === 'connecting' ? ['abandon-call', 'refund-attempt'] : ['abandon-call'],
      );
    }
    case 'start-pressed':
      if (state.quota || attemptsLeft(state, maxAttempts) <= 0) return step(state);
      return reduceDemo(state, input, maxAttempts);
    default:
      return reduceDemo(state, input, maxAttempts);
  }
}

/** `toDemoView`, with the endpoint's count of calls left, and its refusal. */
export function toTokenDemoView(state: DemoState, maxAttempts: number): DemoView {
  const view = toDemoView(state, maxAttempts);
  const left = Math.max(0, attemptsLeft(state, maxAttempts));
  return {
    ...view,
    attemptsLeft: left,
    canStart: view.canStart && left > 0 && !state.quota,
    ...(state.quota ? { quota: state.quota } : {}),
  };
}

export function sameTokenDemoView(a: DemoView, b: DemoView): boolean {
  return sameDemoView(a, b) && a.attemptsLeft === b.attemptsLeft && a.quota === b.quota;
}

/** The demo's rules in a build with a demo-token endpoint. */
export const TOKEN_DEMO_RULES: DemoRules = {
  toInput: toTokenDemoInput,
  reduce: reduceTokenDemo,
  toView: toTokenDemoView,
  sameView: sameTokenDemoView,
};
