import { StageFailure, errorStack, isoTime, type StartContext, type StartStage } from '../telemetry';
import type { SchedulerLike } from 'rxjs';
import type { CallEvent } from './call-events';

/** The typed error event of a failed stage (`<stage>-error`). */
export function stageErrorEvent(failure: StageFailure, scheduler: SchedulerLike): CallEvent {
  return {
    type: 'error',
    error: {
      type: `${failure.stage}-error`,
      stage: failure.stage,
      error: failure.cause,
      message: failure.message,
      duration: failure.duration,
      timestamp: isoTime(scheduler),
    },
  };
}

/** The events after a fatal stage failure: stage error, call-start-failed, start-method-error. */
export function startFailureEvents(
  failure: StageFailure,
  totalDuration: number,
  context: StartContext,
  scheduler: SchedulerLike,
): CallEvent[] {
  const { stage, cause, message } = failure;
  const stack = errorStack(cause);
  return [
    stageErrorEvent(failure, scheduler),
    { type: 'call-start-failed', stage, totalDuration, error: message, ...(stack === undefined ? {} : { errorStack: stack }), context },
    {
      type: 'error',
      error: { type: 'start-method-error', stage, error: cause, message, duration: totalDuration, timestamp: isoTime(scheduler) },
    },
  ];
}

/** Anything that is not a StageFailure is charged to the last stage that started. */
export function asStageFailure(error: unknown, lastStage: StartStage): StageFailure {
  return error instanceof StageFailure ? error : new StageFailure(lastStage, error, 0);
}

