import { defer, of, type Observable } from 'rxjs';

// The routes load with the visitor's first turn, not with the press (routing.ts): one call's hold on
// the script's router, loaded once and kept. Generic over the router so that the turn-taking
// (conversation.ts, which defines it) imports this file, not the other way round.

/** The script's router for one call: at hand, or loaded on first use and kept. */
export interface CallRouter<Router> {
  /** Starts loading it, where it loads. */
  prefetch(): void;
  /** The router once at hand; undefined where there is none or it could not load. */
  get(): Observable<Router | undefined>;
}

export function callRouter<Router extends object>(source: Router | (() => Promise<Router>) | undefined): CallRouter<Router> {
  if (typeof source !== 'function') return { prefetch: () => undefined, get: () => of(source) };
  let router: Router | undefined;
  let loading: Promise<Router | undefined> | undefined;
  const load = () =>
    (loading ??= source().then(
      (loaded) => (router = loaded),
      () => {
        // Tried again at the next turn: the network may be back.
        loading = undefined;
        return undefined;
      },
    ));
  return {
    prefetch: () => void load(),
    // Once loaded, at once: a turn waits for the network at most once a call.
    get: () => (router ? of(router) : defer(load)),
  };
}
