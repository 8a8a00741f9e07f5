import { Subject, defer, of, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { runMachine, step, type Lifetime } from '../../streams/shared/machine';

// A counter: `add` adds, and asks for an echo that reports `echoed` back; every move emits its total.
type Input = { readonly type: 'add'; readonly by: number } | { readonly type: 'echoed' };
interface State {
  readonly total: number;
  readonly echoes: number;
}

function counter(inputs: Observable<Input>, lifetime: Lifetime) {
  return runMachine<State, Input, number, 'echo'>({
    initial: { total: 0, echoes: 0 },
    reduce: (state, input) => {
      if (input.type === 'echoed') return step({ ...state, echoes: state.echoes + 1 });
      const next = { ...state, total: state.total + input.by };
      return step(next, [next.total], ['echo']);
    },
    inputs,
    lifetime,
    perform: () => of<Input>({ type: 'echoed' }),
  });
}

const add = (by: number): Input => ({ type: 'add', by });

describe('runMachine', () => {
  it('each step reaches the subscribers before its effects, whose inputs are reduced next', () => {
    const inputs = new Subject<Input>();
    const machine = counter(inputs, 'subscribed');
    const seen: State[] = [];
    machine.state$.subscribe((state) => seen.push(state));
    inputs.next(add(2));
    expect(seen).toEqual([
      { total: 2, echoes: 0 },
      { total: 2, echoes: 1 },
    ]);
  });

  it('emits its events only to those subscribed when the move was made', () => {
    const inputs = new Subject<Input>();
    const machine = counter(inputs, 'subscribed');
    const first: number[] = [];
    machine.events$.subscribe((total) => first.push(total));
    inputs.next(add(1));
    const second: number[] = [];
    machine.events$.subscribe((total) => second.push(total));
    inputs.next(add(1));
    expect(first).toEqual([1, 2]);
    expect(second).toEqual([2]);
  });

  it('for the visit: runs from its creation, hands a late subscriber the state as it stands, and runs on when all have left', () => {
    const inputs = new Subject<Input>();
    const machine = counter(inputs, 'visit');
    inputs.next(add(1));
    expect(machine.value()).toEqual({ total: 1, echoes: 1 });
    const seen: number[] = [];
    const subscription = machine.state$.subscribe((state) => seen.push(state.total));
    inputs.next(add(2));
    subscription.unsubscribe();
    inputs.next(add(3));
    expect(seen).toEqual([1, 3, 3]);
    expect(machine.value()).toEqual({ total: 6, echoes: 3 });
    const again: number[] = [];
    machine.state$.subscribe((state) => again.push(state.total)).unsubscribe();
    expect(again).toEqual([6]);
  });

  it('while subscribed: does nothing before the first subscriber, and starts again from its initial state after the last has left', () => {
    const inputs = new Subject<Input>();
    const machine = counter(inputs, 'subscribed');
    inputs.next(add(5));
    expect(machine.value()).toEqual({ total: 0, echoes: 0 });
    const subscription = machine.state$.subscribe();
    inputs.next(add(1));
    expect(machine.value()).toEqual({ total: 1, echoes: 1 });
    subscription.unsubscribe();
    inputs.next(add(5));
    expect(machine.value()).toEqual({ total: 1, echoes: 1 });
    const seen: number[] = [];
    machine.state$.subscribe((state) => seen.push(state.total));
    expect(machine.value()).toEqual({ total: 0, echoes: 0 });
    inputs.next(add(1));
    expect(seen).toEqual([1, 1]);
  });

  it('for the visit: keeps its last state once its inputs have ended, and does not run them again for a late subscriber', () => {
    let runs = 0;
    const inputs = defer(() => ((runs += 1), of(add(1), add(2))));
    const machine = counter(inputs, 'visit');
    expect(machine.value()).toEqual({ total: 3, echoes: 2 });
    const late: number[] = [];
    machine.state$.subscribe((state) => late.push(state.total));
    const events: number[] = [];
    machine.events$.subscribe((total) => events.push(total));
    expect(late).toEqual([3]);
    expect(events).toEqual([]);
    expect(runs).toBe(1);
    expect(machine.value()).toEqual({ total: 3, echoes: 2 });
  });

  it('value() is the state of the move being made, before its effects report back', () => {
    const inputs = new Subject<Input>();
    const machine = counter(inputs, 'visit');
    const during: number[] = [];
    machine.state$.subscribe(() => during.push(machine.value().echoes));
    inputs.next(add(1));
    expect(during).toEqual([0, 1]);
  });
});
