import { catchError, defer, mergeMap, of, type ObservableInput, type OperatorFunction, type SchedulerLike } from 'rxjs';
import { errorMessage, isoTime } from '../telemetry';
import type { CallErrorType, CallEvent } from './call-events';

/**
 * Runs a reaction per source value; a failing reaction becomes a typed error event
 * and the source (the Daily listener) lives on.
 */
export function safely<T>(
  reaction: (value: T) => ObservableInput<CallEvent>,
  errorType: CallErrorType,
  scheduler: SchedulerLike,
): OperatorFunction<T, CallEvent> {
  return mergeMap((value: T) =>
    defer(() => reaction(value)).pipe(
      catchError((error: unknown) =>
        of<CallEvent>({ type: 'error', error: { type: errorType, error, message: errorMessage(error), timestamp: isoTime(scheduler) } }),
      ),
    ),
  );
}
