import { catchError, EMPTY, map, merge, type Observable, scan, startWith } from 'rxjs';
import type { LogEvent } from './call-event-types';
import { initialLog, reduceLog, type LogAction, type LogCommand, type LogState } from './event-log-model';

/** A clock in milliseconds; any monotonic one will do (an RxJS scheduler's `now` fits). */
export type Clock = () => number;

/** The log's state over time: client events (stamped by the clock) and commands folded by the reducer. */
export function eventLogState(events$: Observable<LogEvent>, commands$: Observable<LogCommand>, now: Clock): Observable<LogState> {
  const stamped$ = events$.pipe(
    map((event): LogAction => ({ kind: 'event', event, at: now() })),
    // A dev tool must never take the page down: a failing source just stops the log.
    catchError(() => EMPTY),
  );
  return merge(stamped$, commands$).pipe(
    scan((state: LogState, action: LogAction) => reduceLog(state, action), initialLog),
    startWith(initialLog),
  );
}
