import { describe, expect, it } from 'vitest';
import { createSafeStorage, tryGetStorage } from '../../streams/shared/safe-storage';
import { createFakeStorage, securityError } from './fake-storage';

describe('createSafeStorage', () => {
  it('reads and writes through to a working storage', () => {
    const storage = createFakeStorage({ a: '1' });
    const safe = createSafeStorage(storage);
    expect(safe.get('a')).toBe('1');
    safe.set('b', '2');
    expect(storage.data.get('b')).toBe('2');
    safe.remove('a');
    expect(storage.data.has('a')).toBe(false);
    expect(safe.degraded).toBe(false);
  });

  it('works in memory when there is no storage (SSR, no window)', () => {
    const safe = createSafeStorage(undefined);
    expect(safe.degraded).toBe(true);
    expect(safe.get('k')).toBeNull();
    safe.set('k', 'v');
    expect(safe.get('k')).toBe('v');
    safe.remove('k');
    expect(safe.get('k')).toBeNull();
  });

  it('degrades to memory when reading throws (storage disabled)', () => {
    const storage = createFakeStorage({ k: 'stored' });
    storage.failing.add('get');
    const safe = createSafeStorage(storage);
    expect(() => safe.get('k')).not.toThrow();
    expect(safe.get('k')).toBeNull();
    expect(safe.degraded).toBe(true);
    safe.set('k', 'memory');
    expect(safe.get('k')).toBe('memory');
    expect(storage.data.get('k')).toBe('stored');
  });

  it('keeps a value that could not be written (QuotaExceededError) readable for the session', () => {
    const storage = createFakeStorage({ k: 'old' });
    storage.failing.add('set');
    const safe = createSafeStorage(storage);
    expect(() => safe.set('k', 'new')).not.toThrow();
    expect(safe.get('k')).toBe('new'); // not the stale 'old' still in the real storage
    expect(safe.degraded).toBe(true);
  });

  it('stops touching a storage after it failed once', () => {
    const storage = createFakeStorage();
    storage.failing.add('remove');
    const safe = createSafeStorage(storage);
    safe.remove('k');
    const before = storage.calls.length;
    safe.set('k', 'v');
    safe.get('k');
    expect(storage.calls.length).toBe(before);
  });
});

describe('tryGetStorage', () => {
  it('returns the storage when reading it works', () => {
    const storage = createFakeStorage();
    expect(tryGetStorage(() => storage)).toBe(storage);
  });

  it('returns undefined when merely touching storage throws a SecurityError', () => {
    expect(
      tryGetStorage(() => {
        throw securityError();
      }),
    ).toBeUndefined();
  });
});
