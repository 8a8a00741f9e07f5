import { describe, expect, it } from 'vitest';
import { nextDayStart, secondsUntilNextDay, siteDay } from '../../worker/src/day.ts';

describe("the demo's day in Sydney", () => {
  it('starts at midnight in Sydney, not in UTC', () => {
    expect(siteDay(Date.parse('2026-11-25T12:59:59Z'))).toBe('2026-11-25');
    expect(siteDay(Date.parse('2026-11-25T13:00:00Z'))).toBe('2026-11-26');
    expect(siteDay(Date.parse('2026-07-01T13:59:59Z'))).toBe('2026-07-01');
    expect(siteDay(Date.parse('2026-07-01T14:00:00Z'))).toBe('2026-07-02');
  });

  it('ends at the next midnight across the changes of clock', () => {
    // Daylight time starts at 2 a.m. on 4 October 2026 (a 23-hour day) and ends at 3 a.m. on 5 April 2026 (25 hours).
    expect(new Date(nextDayStart(Date.parse('2026-10-03T14:00:00Z'))).toISOString()).toBe('2026-10-04T13:00:00.000Z');
    expect(new Date(nextDayStart(Date.parse('2026-04-04T13:00:00Z'))).toISOString()).toBe('2026-04-05T14:00:00.000Z');
    expect(new Date(nextDayStart(Date.parse('2026-12-31T13:30:00Z'))).toISOString()).toBe('2027-01-01T13:00:00.000Z');
  });

  it('gives Retry-After in whole seconds, never 0', () => {
    expect(secondsUntilNextDay(Date.parse('2026-11-26T12:00:00Z'))).toBe(3600);
    expect(secondsUntilNextDay(Date.parse('2026-11-26T12:59:59.500Z'))).toBe(1);
    expect(secondsUntilNextDay(Date.parse('2026-11-26T12:59:59.999Z'))).toBe(1);
  });
});
