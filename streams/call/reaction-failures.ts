import { catchError, defer, mergeMap, of, type ObservableInput, type OperatorFunction, type SchedulerLike } from 'rxjs';
import type { CallErrorType } from './call-events';
import type { SessionFact } from './call-state';

// How an in-call reaction fails, the same for every one (in-call.ts, assistant-playback.ts): as a fact
// the machine charges to the call, never as an error that would end the call object's listener.

interface Clock {
  readonly scheduler: SchedulerLike;
}

/**
 * Runs a reaction per source value; a failing reaction is reported as a typed error
 * and the source (the Daily listener) lives on.
 */
export function safely<T>(
  reaction: (value: T) => ObservableInput<SessionFact>,
  errorType: CallErrorType,
  ctx: Clock,
): OperatorFunction<T, SessionFact> {
  return mergeMap((value: T) => defer(() => reaction(value)).pipe(catchError((error: unknown) => of(failed(ctx, errorType, error)))));
}

export function failed(ctx: Clock, errorType: CallErrorType, error: unknown): SessionFact {
  return { type: 'failed', errorType, error, at: ctx.scheduler.now() };
}
