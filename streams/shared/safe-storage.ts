/**
 * A Web Storage that never throws. Storage can be absent (SSR, no window), disabled
 * (SecurityError on access), or full (QuotaExceededError on setItem). On the first
 * failure it degrades to an in-memory map for the rest of the session, so what was
 * written stays readable and the page keeps working.
 */
export interface SafeStorage {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  /** True once the real storage failed (or was never there) and memory is used. */
  readonly degraded: boolean;
}

export function createSafeStorage(storage: Storage | undefined): SafeStorage {
  const memory = new Map<string, string>();
  let backing = storage;

  // Any throw means the browser storage cannot be trusted any more; memory takes over.
  const attempt = <T>(use: (real: Storage) => T, fallback: () => T): T => {
    if (backing === undefined) return fallback();
    try {
      return use(backing);
    } catch {
      backing = undefined;
      return fallback();
    }
  };

  return {
    get: (key) =>
      attempt(
        (real) => real.getItem(key),
        () => memory.get(key) ?? null,
      ),
    set: (key, value) => {
      memory.set(key, value);
      attempt(
        (real) => real.setItem(key, value),
        () => undefined,
      );
    },
    remove: (key) => {
      memory.delete(key);
      attempt(
        (real) => real.removeItem(key),
        () => undefined,
      );
    },
    get degraded() {
      return backing === undefined;
    },
  };
}

/**
 * Reads `window.localStorage` (or similar) without throwing: merely touching it throws
 * a SecurityError when storage is disabled. Call it from the app edge, never at import.
 */
export function tryGetStorage(read: () => Storage | undefined): Storage | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
