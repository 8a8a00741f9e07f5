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
  type EndpointDemoInput,
} from './demo-machine';

// What the demo makes of the demo-call endpoint's answers, in a build that has one
// (VITE_DEMO_CALL_URL): the count of calls left today it gives with each call, its refusals for a
// limit (until the time it gives), and "try again in a minute". They load with the endpoint's chunk
// (streams/demo-endpoint), which hands them to the demo as its rules, so no first load carries them.

export type { EndpointDemoInput };

/** The toast of a start the endpoint could not make just now. */
export const ENDPOINT_MESSAGES = {
  busy: {
    title: 'Call Failed',
    description: 'The live demo could not start a call just now. Please try again in a minute.',
    variant: 'destructive',
  },
} as const satisfies Record<string, ToastMessage>;

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** streams/call marks a start the endpoint refused `quota` (with `retryAfter`) or `busy`, on its failure events. */
function refusalInput(value: unknown): EndpointDemoInput | undefined {
  if (field(value, 'busy') === true) return { type: 'busy' };
  const scope = field(value, 'quota');
  if (scope !== 'visitor' && scope !== 'site' && scope !== 'rate') return undefined;
  const retryAfter = field(value, 'retryAfter');
  return { type: 'quota', scope, ...(typeof retryAfter === 'number' ? { retryAfter } : {}) };
}

/** `toDemoInput`, and the endpoint's answers as the call client reports them. */
export function toEndpointDemoInput<E extends CallEventLike>(event: E, survives?: (event: E) => boolean): EndpointDemoInput | undefined {
  if (event.type === 'call-start-progress') {
    const left = field(field(event, 'metadata'), 'remainingToday');
    const done = field(event, 'stage') === 'demo-call' && field(event, 'status') === 'completed';
    return done && typeof left === 'number' ? { type: 'remaining', left } : undefined;
  }
  if (event.type === 'call-start-failed' || event.type === 'error') {
    const refusal = refusalInput(event.type === 'error' ? field(event, 'error') : event);
    if (refusal) return refusal;
  }
  return toDemoInput(event, survives);
}

/** Calls left today: the endpoint's count once it has given one, else the stored count's. */
function attemptsLeft(state: DemoState, maxAttempts: number): number {
  return state.remainingToday ?? maxAttempts - state.attemptsUsed;
}

/** A start the endpoint turned away made no call: back to idle, and the attempt the press used comes back. */
function turnedAway(state: DemoState, next: DemoState, toasts: ToastMessage[]): DemoStep {
  const { audioBlocked: _gone, typing: _typed, ...rest } = next;
  const effects: DemoEffect[] = state.status === 'connecting' ? ['abandon-call', 'refund-attempt'] : ['abandon-call'];
  return step<DemoState, ToastMessage, DemoEffect>({ ...rest, status: 'idle' }, toasts, effects);
}

/**
 * The plain machine's move, with the endpoint's answers. A refusal for a limit: back to idle until
 * it lifts, and the hero says whose limit it was. Busy: a failed start to try again in a minute.
 * The refusal's other failure events follow (or come first): an echo changes nothing.
 */
export function reduceEndpointDemo(state: DemoState, input: EndpointDemoInput, maxAttempts: number): DemoStep {
  switch (input.type) {
    case 'remaining':
      return step<DemoState, ToastMessage, DemoEffect>({ ...state, remainingToday: input.left });
    case 'quota': {
      if (state.status === 'idle') return step(state.quota ? state : { ...state, quota: input.scope });
      return turnedAway(state, { ...state, quota: input.scope, ...(input.scope === 'visitor' ? { remainingToday: 0 } : {}) }, []);
    }
    case 'limit-lifted': {
      if (!state.quota) return step(state);
      // A day's limit lifts with the next day: the count of calls left is the new day's, not this one's.
      const { quota, remainingToday, ...rest } = state;
      return step<DemoState, ToastMessage, DemoEffect>(
        quota === 'rate' && remainingToday !== undefined ? { ...rest, remainingToday } : rest,
      );
    }
    case 'busy':
      return state.status === 'connecting' ? turnedAway(state, state, [ENDPOINT_MESSAGES.busy]) : step(state);
    case 'start-pressed':
      if (state.quota || attemptsLeft(state, maxAttempts) <= 0) return step(state);
      return reduceDemo(state, input, maxAttempts);
    default:
      return reduceDemo(state, input, maxAttempts);
  }
}

/** `toDemoView`, with the endpoint's count of calls left, and its refusal. */
export function toEndpointDemoView(state: DemoState, maxAttempts: number): DemoView {
  const view = toDemoView(state, maxAttempts);
  const left = Math.max(0, attemptsLeft(state, maxAttempts));
  return {
    ...view,
    attemptsLeft: left,
    canStart: view.canStart && left > 0 && !state.quota,
    ...(state.quota ? { quota: state.quota } : {}),
  };
}

export function sameEndpointDemoView(a: DemoView, b: DemoView): boolean {
  return sameDemoView(a, b) && a.attemptsLeft === b.attemptsLeft && a.quota === b.quota;
}

/** The demo's rules in a build with a demo-call endpoint. */
export const ENDPOINT_DEMO_RULES: DemoRules = {
  toInput: toEndpointDemoInput,
  reduce: reduceEndpointDemo,
  toView: toEndpointDemoView,
  sameView: sameEndpointDemoView,
};
