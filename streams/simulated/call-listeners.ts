import type { CallObjectEventMap } from '../call';

/** A typed listener registry with a count, like Daily's `on`/`off`. */
export class CallListeners<M extends object = CallObjectEventMap> {
  private readonly handlers = new Map<keyof M, Set<(event: never) => void>>();

  on<K extends keyof M>(event: K, handler: (payload: M[K]) => void): void {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
  }

  off<K extends keyof M>(event: K, handler: (payload: M[K]) => void): void {
    this.handlers.get(event)?.delete(handler);
  }

  emit<K extends keyof M>(event: K, payload: M[K]): void {
    const set = this.handlers.get(event);
    if (!set) return;
    for (const handler of [...set] as ((payload: M[K]) => void)[]) handler(payload);
  }

  /** Listeners currently attached (all events, or one). */
  count(event?: keyof M): number {
    if (event) return this.handlers.get(event)?.size ?? 0;
    let total = 0;
    for (const set of this.handlers.values()) total += set.size;
    return total;
  }
}
