import { describe, expect, it } from 'vitest';
import { msUntilNextLocalDay, toLocalDay } from '../../streams/demo/attempt-store';

// Built with the local-time Date constructor, so the tests hold in any TZ.
const local = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min).getTime();

describe('toLocalDay', () => {
  it('formats the local day as YYYY-MM-DD with zero padding', () => {
    expect(toLocalDay(local(2025, 3, 7, 12))).toBe('2025-03-07');
  });

  it('uses the local day at both ends of it', () => {
    expect(toLocalDay(local(2025, 12, 31, 0, 0))).toBe('2025-12-31');
    expect(toLocalDay(local(2025, 12, 31, 23, 59))).toBe('2025-12-31');
    expect(toLocalDay(local(2026, 1, 1, 0, 0))).toBe('2026-01-01');
  });
});

describe('msUntilNextLocalDay', () => {
  it('counts to the next local midnight', () => {
    expect(msUntilNextLocalDay(local(2025, 6, 10, 23, 0))).toBe(local(2025, 6, 11) - local(2025, 6, 10, 23, 0));
  });

  it('counts a whole day from midnight itself', () => {
    const midnight = local(2025, 6, 10);
    expect(msUntilNextLocalDay(midnight)).toBe(local(2025, 6, 11) - midnight);
    expect(toLocalDay(midnight + msUntilNextLocalDay(midnight))).toBe('2025-06-11');
  });
});

describe('toLocalDay in a time zone far from UTC', () => {
  it('gives the visitor’s day, not the UTC day (Sydney is already tomorrow)', () => {
    const saved = process.env.TZ;
    process.env.TZ = 'Australia/Sydney';
    try {
      expect(toLocalDay(Date.UTC(2025, 5, 10, 15, 0))).toBe('2025-06-11');
    } finally {
      process.env.TZ = saved;
    }
  });
});
