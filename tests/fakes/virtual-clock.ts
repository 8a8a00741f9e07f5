import { VirtualTimeScheduler, type SchedulerLike } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { expect } from 'vitest';

// Virtual time for the tests: marble tests (TestScheduler) and a clock for pipelines that mix
// RxJS time with promises (VirtualClock).

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
export const localTime = (y: number, m: number, d: number, h = 0, min = 0): number => new Date(y, m - 1, d, h, min).getTime();

/** Lets promise continuations (the call object's async API) run, without real time passing. */
export async function settle(ticks = 30): Promise<void> {
  for (let i = 0; i < ticks; i += 1) await Promise.resolve();
}

/** A virtual clock for pipelines that mix RxJS time with promises. */
export class VirtualClock {
  readonly scheduler = new VirtualTimeScheduler();

  now(): number {
    return this.scheduler.now();
  }

  /** Runs every action due within `ms`, one instant at a time, settling promises in between. */
  async advance(ms: number): Promise<void> {
    const target = this.scheduler.frame + ms;
    await settle();
    for (let next = this.scheduler.actions[0]; next && next.delay <= target; next = this.scheduler.actions[0]) {
      this.scheduler.maxFrames = next.delay;
      this.scheduler.flush();
      await settle();
    }
    this.scheduler.frame = target;
    await settle();
  }

  /**
   * Runs the scheduler an instant at a time, settling promises after each, until `done` holds: what a promise
   * schedules once it holds (a task for later at this instant) has not run yet.
   */
  async runUntil(done: () => boolean, maxSteps = 200): Promise<void> {
    for (let step = 0; step < maxSteps && !done(); step += 1) {
      const next = this.scheduler.actions[0];
      if (next) {
        this.scheduler.maxFrames = next.delay;
        this.scheduler.flush();
      }
      await settle();
    }
    if (!done()) throw new Error(`Still not done after ${maxSteps} steps of the virtual clock.`);
  }

  /** Scheduled actions still pending (timers, intervals); cancelled ones wait in the queue closed. */
  pending(): number {
    return this.scheduler.actions.filter((action) => !action.closed).length;
  }
}
