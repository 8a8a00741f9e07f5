import { defer, repeat, timer, type Observable, type SchedulerLike } from 'rxjs';

/** The visitor's local day of `epochMs` as YYYY-MM-DD. */
export function toLocalDay(epochMs: number): string {
  const date = new Date(epochMs);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Milliseconds from `epochMs` to the next local midnight (DST-aware via the Date constructor). */
export function msUntilNextLocalDay(epochMs: number): number {
  const date = new Date(epochMs);
  const nextMidnight = new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
  return nextMidnight - epochMs;
}

/** Emits at every local midnight, measured on the scheduler's clock; never completes. */
export function everyLocalMidnight(scheduler: SchedulerLike): Observable<0> {
  // defer: each round measures afresh, so DST days (23 h / 25 h) land on midnight.
  return defer(() => timer(msUntilNextLocalDay(scheduler.now()), scheduler)).pipe(repeat());
}
