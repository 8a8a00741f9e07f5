import {
  EMPTY,
  ReplaySubject,
  concat,
  concatMap,
  defer,
  filter,
  from,
  ignoreElements,
  isObservable,
  map,
  mergeMap,
  of,
  share,
  type Observable,
} from 'rxjs';

// The one state shape of the site's streams: a pure reducer over inputs owns the state; each
// move may ask for toasts and effects; an effect is a stream of the inputs it reports back.

/** One move of a machine: the next state, the toasts it raises, the effects it asks for. */
export interface Step<S, N, F> {
  readonly state: S;
  readonly notifications: readonly N[];
  readonly effects: readonly F[];
}

export interface MachineSpec<S, I, N, F> {
  readonly initial: S;
  readonly reduce: (state: S, input: I) => Step<S, N, F>;
  /**
   * Everything from outside: intents, events, clocks. The state is first emitted on the first
   * input, so a machine whose state is shown at once starts its inputs with one (e.g. stored data).
   */
  readonly inputs: Observable<I>;
  /**
   * Runs an effect; what it emits is reduced like any input. `state$` is the machine's own state
   * stream: it replays the state of the step that asked for the effect, then each later one.
   */
  readonly perform: (effect: F, state$: Observable<S>) => Observable<I>;
}

export interface Machine<S, N> {
  /** The state after each input; replays the latest to every subscriber, whichever subscribed first. */
  readonly state$: Observable<S>;
  /** The toasts of the moves made after the subscription, each once. */
  readonly notifications$: Observable<N>;
}

/** A step with nothing else to do. */
export function step<S, N, F>(state: S, notifications: readonly N[] = [], effects: readonly F[] = []): Step<S, N, F> {
  return { state, notifications, effects };
}

interface Numbered<S, N, F> {
  readonly step: Step<S, N, F>;
  readonly seq: number;
}

/**
 * Runs a machine while anything is subscribed. Each step reaches every subscriber before its
 * effects run, so a dependency that answers synchronously is reduced after the step that caused it.
 */
export function runMachine<S, I, N, F>(spec: MachineSpec<S, I, N, F>): Machine<S, N> {
  // Numbered across reconnections, so a subscriber can tell the replayed step from new ones.
  let counted = 0;
  const steps$: Observable<Numbered<S, N, F>> = defer(() => {
    let state = spec.initial;
    // One move: the step, then its effects in order; each input an effect reports is moved the same way.
    const move = (input: I): Observable<Step<S, N, F>> => {
      const next = spec.reduce(state, input);
      state = next.state;
      const effects$ = concat(...next.effects.map((effect) => defer(() => spec.perform(effect, state$))));
      return concat(of(next), effects$.pipe(mergeMap(move)));
    };
    return spec.inputs.pipe(mergeMap(move));
  }).pipe(
    map((next): Numbered<S, N, F> => ({ step: next, seq: (counted += 1) })),
    share({ connector: () => new ReplaySubject<Numbered<S, N, F>>(1) }),
  );
  const state$ = steps$.pipe(map(({ step: current }) => current.state));

  return {
    state$,
    notifications$: defer(() => {
      const seen = counted;
      return steps$.pipe(
        filter(({ seq }) => seq > seen),
        concatMap(({ step: current }) => from(current.notifications)),
      );
    }),
  };
}

/** Runs a dependency's method at the edge; a returned promise or observable becomes one that can error. */
export function perform(action: () => unknown): Observable<never> {
  return defer(() => {
    const result = action();
    return isPromiseLike(result) || isObservable(result) ? from(result) : EMPTY;
  }).pipe(ignoreElements());
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}
