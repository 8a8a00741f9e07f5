import { DEMO_MESSAGES, callErrorNotification } from './demo-messages';
import type { DemoInput } from './demo-input';
import type { ToastMessage } from '../shared';

export type DemoStatus = 'idle' | 'connecting' | 'connected';

export interface DemoState {
  readonly status: DemoStatus;
  readonly attemptsUsed: number;
}

/**
 * Side effects the reducer asks for; the stream factory performs them. `abandon-call`
 * stops whatever the client still holds once the current burst of events has passed,
 * so the page and the client never disagree about a call being under way.
 */
export type DemoEffect = 'consume-attempt' | 'start-call' | 'stop-call' | 'abandon-call';

export interface DemoStep {
  readonly state: DemoState;
  readonly notifications: readonly ToastMessage[];
  readonly effects: readonly DemoEffect[];
}

export const INITIAL_DEMO_STATE: DemoState = { status: 'idle', attemptsUsed: 0 };

const step = (state: DemoState, notifications: ToastMessage[] = [], effects: DemoEffect[] = []): DemoStep => ({
  state,
  notifications,
  effects,
});

/** The hero's state machine (spec section 4), pure: state and input in, next step out. */
export function reduceDemo(state: DemoState, input: DemoInput, maxAttempts: number): DemoStep {
  const idle: DemoState = { ...state, status: 'idle' };
  switch (input.type) {
    case 'start-pressed':
      if (state.status !== 'idle' || state.attemptsUsed >= maxAttempts) return step(state);
      return step(
        { status: 'connecting', attemptsUsed: state.attemptsUsed + 1 },
        [],
        ['consume-attempt', 'start-call'],
      );
    case 'end-pressed':
      return state.status === 'connected' ? step(state, [], ['stop-call']) : step(state);
    case 'attempts-changed':
      return step({ ...state, attemptsUsed: input.used });
    case 'call-started':
      // From idle too: if a call is live the page must show it, so it can be ended.
      return state.status === 'connected' ? step(state) : step({ ...state, status: 'connected' }, [DEMO_MESSAGES.connected]);
    case 'call-ended':
      return state.status === 'idle' ? step(state) : step(idle, [DEMO_MESSAGES.ended]);
    case 'start-failed':
      // The client follows a start failure with an `error`; whichever comes first toasts.
      return state.status === 'connecting' ? step(idle, [DEMO_MESSAGES.startFailed]) : step(state);
    case 'connect-timed-out':
      return state.status === 'connecting' ? step(idle, [DEMO_MESSAGES.startFailed], ['abandon-call']) : step(state);
    case 'call-error':
      return reduceCallError(state, input.message);
  }
}

function reduceCallError(state: DemoState, message: string | undefined): DemoStep {
  const idle: DemoState = { ...state, status: 'idle' };
  if (state.status === 'connecting') return step(idle, [DEMO_MESSAGES.startFailed], ['abandon-call']);
  if (state.status === 'connected') return step(idle, [callErrorNotification(message)], ['abandon-call']);
  return step(state); // Nothing is running: an echo of a failure already reported.
}
