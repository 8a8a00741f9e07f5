import { VirtualTimeScheduler } from 'rxjs';

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

  /** Scheduled actions still pending (timers, intervals); cancelled ones wait in the queue closed. */
  pending(): number {
    return this.scheduler.actions.filter((action) => !action.closed).length;
  }
}
