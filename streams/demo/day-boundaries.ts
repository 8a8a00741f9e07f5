import { defer, repeat, timer, type Observable, type SchedulerLike } from 'rxjs';
import { msUntilNextLocalDay } from './local-day';

/** Emits at every local midnight, measured on the scheduler's clock; never completes. */
export function everyLocalMidnight(scheduler: SchedulerLike): Observable<0> {
  // defer: each round measures afresh, so DST days (23 h / 25 h) land on midnight.
  return defer(() => timer(msUntilNextLocalDay(scheduler.now()), scheduler)).pipe(repeat());
}
