import { scan, type Observable, type SchedulerLike } from 'rxjs';
import type { CallEvent } from '../../streams/call/call-events';
import { emptyCallRecord, reduceCallRecord, type CallRecord } from '../../streams/call/call-record';

/** The record after each event, reduced as the client's view state reduces it (call-view-state.ts), at the scheduler's time. */
export function recordsOf(events$: Observable<CallEvent>, scheduler: SchedulerLike): Observable<CallRecord> {
  return events$.pipe(scan((record, event) => reduceCallRecord(record, event, scheduler.now()), emptyCallRecord));
}
