import type { CallObjectEvent, CallObjectEventMap, CallObjectHandler } from '../call';

/** A typed listener registry with a count, like Daily's `on`/`off`. */
export class CallListeners {
  private readonly handlers = new Map<CallObjectEvent, Set<(event: never) => void>>();

  on<K extends CallObjectEvent>(event: K, handler: CallObjectHandler<K>): void {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
  }

  off<K extends CallObjectEvent>(event: K, handler: CallObjectHandler<K>): void {
    this.handlers.get(event)?.delete(handler);
  }

  emit<K extends CallObjectEvent>(event: K, payload: CallObjectEventMap[K]): void {
    const set = this.handlers.get(event);
    if (!set) return;
    for (const handler of [...set] as CallObjectHandler<K>[]) handler(payload);
  }

  /** Listeners currently attached (all events, or one). */
  count(event?: CallObjectEvent): number {
    if (event) return this.handlers.get(event)?.size ?? 0;
    let total = 0;
    for (const set of this.handlers.values()) total += set.size;
    return total;
  }
}
