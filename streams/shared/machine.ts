import {
  EMPTY,
  ReplaySubject,
  Subject,
  concat,
  concatMap,
  connectable,
  defer,
  filter,
  from,
  ignoreElements,
  isObservable,
  map,
  mergeMap,
  of,
  share,
  type Connectable,
  type Observable,
} from 'rxjs';

// The one state shape of the site's streams: a pure reducer over inputs owns the state; each
// move may emit events and ask for effects; an effect is a stream of the inputs it reports back.
// The holders of state live here (a machine, a log replayed, a value made once, code loaded once): elsewhere in
// `streams/` lint (eslint.config.js) refuses a `BehaviorSubject`, `ReplaySubject`, `scan` or `shareReplay`, and the
// usual forms of a write inside `tap` or `map`.

/** One move of a machine: the next state, the events it emits, the effects it asks for. */
export interface Step<S, E, F> {
  readonly state: S;
  readonly events: readonly E[];
  readonly effects: readonly F[];
}

/**
 * How long a machine runs. `visit`: from its creation for the page's life, whoever subscribes
 * (a store read at any time, or one whose effects must not stop when a view unmounts).
 * `subscribed`: while anything subscribes; it starts again from `initial` after everyone has left.
 */
export type Lifetime = 'visit' | 'subscribed';

export interface MachineSpec<S, I, E, F> {
  readonly initial: S;
  readonly reduce: (state: S, input: I) => Step<S, E, F>;
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
  readonly lifetime: Lifetime;
}

export interface Machine<S, E> {
  /** The state after each input; replays the latest to every subscriber, whichever subscribed first. */
  readonly state$: Observable<S>;
  /** The events of the moves made after the subscription, each once. */
  readonly events$: Observable<E>;
  /**
   * The state now, for a synchronous read: the latest move's (the initial state before the first). It stays once the
   * inputs end, and, for a machine run while subscribed, once its subscribers have left, until it starts again.
   */
  readonly value: () => S;
}

/** A step with nothing else to do. */
export function step<S, E, F>(state: S, events: readonly E[] = [], effects: readonly F[] = []): Step<S, E, F> {
  return { state, events, effects };
}

interface Numbered<S, E, F> {
  readonly step: Step<S, E, F>;
  readonly seq: number;
}

/**
 * Runs a machine for its lifetime. Each step reaches every subscriber before its effects run,
 * so a dependency that answers synchronously is reduced after the step that caused it.
 */
export function runMachine<S, I, E, F>(spec: MachineSpec<S, I, E, F>): Machine<S, E> {
  // Numbered across reconnections, so a subscriber can tell the replayed step from new ones.
  let counted = 0;
  let latest = spec.initial;
  const steps$: Observable<Numbered<S, E, F>> = defer(() => {
    latest = spec.initial;
    // One move: the step, then its effects in order; each input an effect reports is moved the same way.
    const move = (input: I): Observable<Numbered<S, E, F>> => {
      const next = spec.reduce(latest, input);
      latest = next.state;
      const effects$ = concat(...next.effects.map((effect) => defer(() => spec.perform(effect, state$))));
      return concat(
        defer(() => of({ step: next, seq: (counted += 1) })),
        effects$.pipe(mergeMap(move)),
      );
    };
    return spec.inputs.pipe(mergeMap(move));
  }).pipe(
    share({
      connector: () => new ReplaySubject<Numbered<S, E, F>>(1),
      // A machine for the visit runs once: ended or failed, it keeps its last state rather than starting again.
      resetOnComplete: spec.lifetime === 'subscribed',
      resetOnError: spec.lifetime === 'subscribed',
      resetOnRefCountZero: spec.lifetime === 'subscribed',
    }),
  );
  const state$ = steps$.pipe(map(({ step: current }) => current.state));
  if (spec.lifetime === 'visit') steps$.subscribe();

  return {
    state$,
    events$: defer(() => {
      const seen = counted;
      return steps$.pipe(
        filter(({ seq }) => seq > seen),
        concatMap(({ step: current }) => from(current.events)),
      );
    }),
    value: () => latest,
  };
}

/**
 * Every value of a source from `connect()` on, replayed in full to each subscriber, kept after
 * the connection ends: a call's log, which a turn reads from the start of the call.
 */
export function recorded<T>(source$: Observable<T>): Connectable<T> {
  return connectable(source$, { connector: () => new ReplaySubject<T>(), resetOnDisconnect: false });
}

/** A value made once, at the first subscription, and kept for the visit (a decoded clip); after a failure the next subscriber tries again. */
export function kept<T>(source$: Observable<T>): Observable<T> {
  return source$.pipe(
    share({ connector: () => new ReplaySubject<T>(1), resetOnError: true, resetOnComplete: false, resetOnRefCountZero: false }),
  );
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

/** Code that loads on first use, held for the visit once it has loaded. */
export interface LazyChunk<T> {
  /** The loaded module, to every subscriber, once it is there. */
  readonly loaded$: Observable<T>;
  /** Loads it once (the same promise after); a load that failed (offline) may be tried again. */
  readonly load: () => Promise<T>;
  /** The loaded module, or undefined before. */
  readonly loaded: () => T | undefined;
}

export interface LazyChunkHooks<T> {
  /** Runs once the module is in `loaded$`, before `load()` resolves: calls that waited for it. */
  readonly arrived?: (module: T) => void;
  readonly failed?: (error: unknown) => void;
}

export function lazyChunk<T>(load: () => Promise<T>, hooks: LazyChunkHooks<T> = {}): LazyChunk<T> {
  const arrivals = new Subject<T>();
  const held = runMachine<T | undefined, T, never, never>({
    initial: undefined,
    reduce: (_state, module) => step(module),
    inputs: arrivals,
    lifetime: 'visit',
    perform: () => EMPTY,
  });
  // The load in flight, so presses during it share it; forgotten when it fails.
  let loading: Promise<T> | undefined;
  return {
    loaded$: held.state$.pipe(filter((module): module is T => module !== undefined)),
    load: () =>
      (loading ??= load().then(
        (module) => {
          arrivals.next(module);
          hooks.arrived?.(module);
          return module;
        },
        (error: unknown) => {
          loading = undefined;
          hooks.failed?.(error);
          throw error;
        },
      )),
    loaded: held.value,
  };
}
