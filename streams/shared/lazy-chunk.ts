import { EMPTY, Subject, filter, type Observable } from 'rxjs';
import { runMachine, step } from './machine';

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
