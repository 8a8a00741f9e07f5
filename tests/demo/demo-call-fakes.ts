import { BehaviorSubject, filter, map, type Observable } from 'rxjs';
import { toCallSignal, type MicrophoneProblem } from '../../streams/call/call-views';
import type { QuotaScope } from '../../streams/telemetry/telemetry-events';
import type { CallError, CallEvent } from '../../streams/call/call-events';
import { toDemoInput, toDemoView } from '../../streams/demo/demo-machine';
import { NO_QUOTA, type DemoState, type DemoStatus, type DemoView } from '../../streams/demo/demo-state';
import type { AttemptStore } from '../../streams/demo/attempt-store';
import type { DemoCallClient } from '../../streams/demo/demo-call';

export interface FakeCall extends DemoCallClient {
  readonly calls: ('start' | 'stop')[];
  /** The words sent to the call, in order. */
  readonly sent: string[];
}

/**
 * A call client whose `start()` can misbehave the ways a real one can. Its signals are the given
 * events as the voice-call client translates them, so a test speaks in the events a call emits.
 */
export function fakeCall(events$: Observable<CallEvent>, onStart: () => unknown = () => undefined): FakeCall {
  const calls: ('start' | 'stop')[] = [];
  const sent: string[] = [];
  return {
    signals$: events$.pipe(
      map(toCallSignal),
      filter((signal) => signal !== undefined),
    ),
    calls,
    sent,
    sendText: (words) => void sent.push(words),
    start: () => {
      calls.push('start');
      return onStart();
    },
    stop: () => {
      calls.push('stop');
    },
  };
}

/** An in-memory attempt counter with the store's contract (emits on subscribe, caps at max). */
export function fakeAttempts(
  used = 0,
  max = 3,
): Pick<AttemptStore, 'attempts$' | 'consume' | 'refund' | 'used'> & { consumed: number; refunded: number } {
  const count = new BehaviorSubject(used);
  const fake = {
    consumed: 0,
    refunded: 0,
    refund: () => {
      fake.refunded += 1;
      count.next(Math.max(count.value - 1, 0));
      return count.value;
    },
    attempts$: count.asObservable(),
    used: () => count.value,
    consume: () => {
      fake.consumed += 1;
      count.next(Math.min(count.value + 1, max));
      return count.value;
    },
  };
  return fake;
}

/** The facts of a demo state a test names; the rest as a fresh visit has them. */
export interface DemoFacts {
  readonly status: DemoStatus;
  readonly attemptsUsed?: number;
  readonly typing?: boolean;
  readonly audioBlocked?: boolean;
  readonly microphoneProblem?: MicrophoneProblem;
  readonly unavailable?: boolean;
  readonly quota?: QuotaScope;
  readonly remainingToday?: number;
}

/** The demo's state with these facts; a combination the state cannot hold is a mistake in the test. */
export function demoState(facts: DemoFacts): DemoState {
  const visit = {
    attemptsUsed: facts.attemptsUsed ?? 0,
    unavailable: facts.unavailable ?? false,
    quota: { ...NO_QUOTA, refusedFor: facts.quota ?? null, remainingToday: facts.remainingToday ?? null },
  };
  const problem = facts.microphoneProblem ? { microphoneProblem: facts.microphoneProblem } : {};
  const playing = { audioBlocked: facts.audioBlocked ?? false };
  switch (facts.status) {
    case 'idle':
      if (facts.typing || facts.audioBlocked) throw new Error('An idle demo holds no call to type in or hear.');
      return { ...visit, status: 'idle', ...problem };
    case 'connecting':
      if (facts.microphoneProblem) throw new Error('A start clears the microphone problem.');
      return { ...visit, status: 'connecting', typing: facts.typing ?? false, ...playing };
    case 'connected':
      if (facts.typing) return { ...visit, status: 'connected', typing: true, ...playing, ...problem };
      if (facts.microphoneProblem) throw new Error('A voice call without its microphone ends.');
      return { ...visit, status: 'connected', typing: false, ...playing };
  }
}

/** The view the demo shows for a status and a day's use (three calls a day), as the demo computes it. */
export function view(status: DemoStatus, attemptsUsed: number): DemoView {
  return toDemoView(demoState({ status, attemptsUsed }), 3);
}

/** The demo's input for a call event, as the voice-call client translates it. */
export function inputOf(event: CallEvent) {
  const signal = toCallSignal(event);
  return signal && toDemoInput(signal);
}

/** An `error` event as the client emits it; `fields` override the in-call defaults. */
export function errorEvent(fields: Partial<CallError>): CallEvent {
  return { type: 'error', error: { type: 'daily-error', stage: 'in-call', duration: 0, message: '', error: null, ...fields } };
}

/** A start's context, as the client reports it with a failed start. */
export const START_CONTEXT = { hasAssistant: true, hasSquad: false, hasWorkflow: false, isMobile: false };
