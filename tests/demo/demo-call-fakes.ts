import { BehaviorSubject, type Observable } from 'rxjs';
import { toDemoView, type AttemptStore, type CallEventLike, type DemoCallClient, type DemoStatus, type DemoView } from '../../streams/demo';

export interface FakeCall<E extends CallEventLike> extends DemoCallClient<E> {
  readonly calls: ('start' | 'stop')[];
}

/** A call client whose `start()` can misbehave the ways a real one can. */
export function fakeCall<E extends CallEventLike>(events$: Observable<E>, onStart: () => unknown = () => undefined): FakeCall<E> {
  const calls: ('start' | 'stop')[] = [];
  return {
    events$,
    calls,
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

/** The view the demo shows for a status and a day's use (three calls a day), as the demo computes it. */
export function view(status: DemoStatus, attemptsUsed: number): DemoView {
  return toDemoView({ status, attemptsUsed }, 3);
}
