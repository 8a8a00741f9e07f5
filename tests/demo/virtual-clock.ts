import type { SchedulerLike } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { expect } from 'vitest';

/** A TestScheduler whose `now()` starts at a real calendar time instead of 1970. */
export function clockAt(epochMs: number, scheduler: TestScheduler): SchedulerLike {
  return {
    now: () => epochMs + scheduler.now(),
    schedule: scheduler.schedule.bind(scheduler),
  };
}

export function newTestScheduler(): TestScheduler {
  return new TestScheduler((actual, expected) => {
    expect(actual).toEqual(expected);
  });
}

/** Local calendar time, so tests hold in every TZ. */
export const localTime = (y: number, m: number, d: number, h = 0, min = 0): number =>
  new Date(y, m - 1, d, h, min).getTime();
