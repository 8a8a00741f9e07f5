import { catchError, EMPTY, map, merge, type Observable, of } from 'rxjs';
import { runMachine } from '../../streams/shared';
import type { LogEvent } from './call-event-types';
import { initialLog, stepLog, type LogInput, type LogCommand, type LogState } from './event-log-model';

/** A clock in milliseconds; any monotonic one will do (an RxJS scheduler's `now` fits). */
export type Clock = () => number;

/** The log's state over time: client events (stamped by the clock) and commands, reduced by the log's machine. */
export function eventLogState(events$: Observable<LogEvent>, commands$: Observable<LogCommand>, now: Clock): Observable<LogState> {
  const stamped$ = events$.pipe(
    map((event): LogInput => ({ kind: 'event', event, at: now() })),
    // A dev tool must never take the page down: a failing source just stops the log.
    catchError(() => EMPTY),
  );
  return runMachine<LogState, LogInput, never, never>({
    initial: initialLog,
    reduce: stepLog,
    // Started first, so the empty log shows before any event.
    inputs: merge(of<LogInput>({ kind: 'started' }), stamped$, commands$),
    lifetime: 'subscribed',
    perform: () => EMPTY,
  }).state$;
}
