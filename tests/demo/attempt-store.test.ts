import { describe, expect, it } from 'vitest';
import { DEMO_CONFIG } from '../../streams/demo/demo-config';
import { createAttemptStore } from '../../streams/demo/attempt-store';
import { createFakeStorage, type FakeStorage } from './fake-storage';
import { clockAt, localTime, newTestScheduler } from '../fakes/virtual-clock';

const KEY = DEMO_CONFIG.attemptsStorageKey;
const JUNE_10_NOON = localTime(2025, 6, 10, 12);
const HOUR = 3_600_000;

function storeAt(epochMs: number, storage: Storage | undefined) {
  return createAttemptStore({ storage, scheduler: clockAt(epochMs, newTestScheduler()) });
}

function withRecord(value: unknown): FakeStorage {
  return createFakeStorage({ [KEY]: typeof value === 'string' ? value : JSON.stringify(value) });
}

describe('createAttemptStore', () => {
  it('allows 3 a day, writing {date, attempts} under one key', () => {
    const storage = createFakeStorage();
    const store = storeAt(JUNE_10_NOON, storage);
    expect(store.used()).toBe(0);
    expect([store.consume(), store.consume(), store.consume(), store.consume()]).toEqual([1, 2, 3, 3]);
    expect(JSON.parse(storage.data.get(KEY) ?? '')).toEqual({ date: '2025-06-10', attempts: 3 });
    expect([...storage.data.keys()]).toEqual([KEY]);
  });

  it('gives an attempt back, never below zero, and tells its subscribers', () => {
    const storage = createFakeStorage();
    const store = storeAt(JUNE_10_NOON, storage);
    const seen: number[] = [];
    store.attempts$.subscribe((used) => seen.push(used));
    store.consume();
    store.consume();
    expect([store.refund(), store.refund(), store.refund()]).toEqual([1, 0, 0]);
    expect(seen).toEqual([0, 1, 2, 1, 0]);
    expect(JSON.parse(storage.data.get(KEY) ?? '')).toEqual({ date: '2025-06-10', attempts: 0 });
  });

  it('a refund on a new day does not touch yesterday', () => {
    const store = storeAt(JUNE_10_NOON, withRecord({ date: '2025-06-09', attempts: 3 }));
    expect(store.refund()).toBe(0);
  });

  it('continues from what an earlier visit stored today', () => {
    const store = storeAt(JUNE_10_NOON, withRecord({ date: '2025-06-10', attempts: 2 }));
    expect(store.used()).toBe(2);
    expect(store.consume()).toBe(3);
  });

  it.each([
    ['yesterday', { date: '2025-06-09', attempts: 3 }],
    ['a future day', { date: '2025-06-11', attempts: 3 }],
  ])('resets when the stored day is %s', (_label, record) => {
    const storage = withRecord(record);
    const store = storeAt(JUNE_10_NOON, storage);
    expect(store.used()).toBe(0);
    store.consume();
    expect(JSON.parse(storage.data.get(KEY) ?? '')).toEqual({ date: '2025-06-10', attempts: 1 });
  });

  it.each([
    ['not JSON', '{"date":'],
    ['the wrong shape', { day: '2025-06-10', count: 3 }],
    ['negative attempts', { date: '2025-06-10', attempts: -5 }],
    ['huge attempts', '{"date":"2025-06-10","attempts":1e400}'],
  ])('treats %s as no record and overwrites it with a good one', (_label, garbage) => {
    const storage = withRecord(garbage);
    const store = storeAt(JUNE_10_NOON, storage);
    expect(store.used()).toBe(0);
    expect(store.consume()).toBe(1);
    expect(JSON.parse(storage.data.get(KEY) ?? '')).toEqual({ date: '2025-06-10', attempts: 1 });
  });

  it('counts in memory without storage (SSR)', () => {
    const store = storeAt(JUNE_10_NOON, undefined);
    expect([store.consume(), store.consume(), store.consume(), store.consume()]).toEqual([1, 2, 3, 3]);
  });

  it('counts in memory when storage is disabled (getItem throws SecurityError)', () => {
    const storage = withRecord({ date: '2025-06-10', attempts: 1 });
    storage.failing.add('get');
    const store = storeAt(JUNE_10_NOON, storage);
    expect(() => store.used()).not.toThrow();
    expect([store.consume(), store.consume(), store.consume(), store.consume()]).toEqual([1, 2, 3, 3]);
  });

  it('keeps counting in memory when storage is full (setItem throws QuotaExceededError)', () => {
    const storage = withRecord({ date: '2025-06-10', attempts: 1 });
    storage.failing.add('set');
    const store = storeAt(JUNE_10_NOON, storage);
    expect(store.consume()).toBe(2);
    expect(store.consume()).toBe(3); // not stuck at the stale stored 1
    expect(store.used()).toBe(3);
  });

  it('emits the count on subscribe and after each consume, without repeats', () => {
    const store = storeAt(JUNE_10_NOON, createFakeStorage());
    const seen: number[] = [];
    const subscription = store.attempts$.subscribe((used) => seen.push(used));
    store.consume();
    store.consume();
    store.consume();
    store.consume(); // already at the limit: no new value
    subscription.unsubscribe();
    store.consume();
    expect(seen).toEqual([0, 1, 2, 3]);
  });
});

describe('attempts$ across midnight (virtual time)', () => {
  it('resets to 0 at the next local midnight and again the day after', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ expectObservable }) => {
      const lateEvening = localTime(2025, 6, 10, 23);
      const storage = withRecord({ date: '2025-06-10', attempts: 3 });
      const store = createAttemptStore({ storage, scheduler: clockAt(lateEvening, testScheduler) });
      testScheduler.schedule(() => store.consume(), 2 * HOUR); // 01:00 on the 11th
      const untilMidnight = localTime(2025, 6, 11) - lateEvening;
      const nextMidnight = localTime(2025, 6, 12) - lateEvening;
      const marbles = `a ${untilMidnight - 1}ms b ${2 * HOUR - untilMidnight - 1}ms c ${nextMidnight - 2 * HOUR - 1}ms d`;
      expectObservable(store.attempts$, '^ 1800m !').toBe(marbles, { a: 3, b: 0, c: 1, d: 0 });
    });
  });

  it('cancels the midnight timer on unsubscribe', () => {
    const testScheduler = newTestScheduler();
    testScheduler.maxFrames = 10 * 24 * HOUR;
    const store = createAttemptStore({
      storage: withRecord({ date: '2025-06-10', attempts: 3 }),
      scheduler: clockAt(localTime(2025, 6, 10, 23), testScheduler),
    });
    const seen: number[] = [];
    const subscription = store.attempts$.subscribe((used) => seen.push(used));
    testScheduler.schedule(() => subscription.unsubscribe(), 30 * HOUR);
    testScheduler.flush();
    expect(seen).toEqual([3, 0]);
    expect(testScheduler.actions).toHaveLength(0);
    expect(testScheduler.frame).toBeLessThan(2 * 24 * HOUR); // nothing left ticking towards day 3
  });
});
