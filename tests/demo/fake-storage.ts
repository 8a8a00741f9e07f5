/** A typed in-memory Web Storage whose methods can be told to throw, like real browsers do. */
export type StorageOperation = 'get' | 'set' | 'remove';

export interface FakeStorage extends Storage {
  readonly data: Map<string, string>;
  /** Operations that throw from now on. */
  readonly failing: Set<StorageOperation>;
  readonly calls: StorageOperation[];
}

export function quotaExceeded(): DOMException {
  return new DOMException('The quota has been exceeded.', 'QuotaExceededError');
}

export function securityError(): DOMException {
  return new DOMException('Access is denied for this document.', 'SecurityError');
}

export function createFakeStorage(initial: Record<string, string> = {}): FakeStorage {
  const data = new Map(Object.entries(initial));
  const failing = new Set<StorageOperation>();
  const calls: StorageOperation[] = [];
  const guard = (operation: StorageOperation) => {
    calls.push(operation);
    if (failing.has(operation)) throw operation === 'set' ? quotaExceeded() : securityError();
  };
  return {
    data,
    failing,
    calls,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (index: number) => [...data.keys()][index] ?? null,
    getItem: (key: string) => {
      guard('get');
      return data.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      guard('set');
      data.set(key, String(value));
    },
    removeItem: (key: string) => {
      guard('remove');
      data.delete(key);
    },
  };
}
