import { errorMessage, errorStack, isoAt, type StageFailure, type StartContext } from '../telemetry';
import type { CallError, CallErrorType, CallEvent } from './call-events';
import type { FailureMarks } from './call-deps';
import type { SessionState } from './call-state';

// The typed error events the client reports: a session's, a failed stage's, and a failed start's.

/** An error of this session: the stage it happened in (or in-call), and the time since the start began. */
export function sessionError(
  session: SessionState,
  type: CallErrorType,
  error: unknown,
  at: number,
  message = errorMessage(error),
): CallEvent {
  return {
    type: 'error',
    error: {
      type,
      stage: session.phase === 'started' ? 'in-call' : session.stage,
      error,
      message,
      duration: at - session.startedAt,
      timestamp: isoAt(at),
    },
  };
}

/** The typed error event of a failed stage (`<stage>-error`). */
export function stageErrorEvent(failure: StageFailure, duration: number, timestamp: string): CallEvent {
  const { stage, cause, message } = failure;
  const error: CallError = { type: `${stage}-error`, stage, error: cause, message, duration, timestamp };
  return { type: 'error', error };
}

/** The events after a fatal stage failure: stage error, call-start-failed, start-method-error. */
export function startFailureEvents(
  failure: StageFailure,
  totalDuration: number,
  context: StartContext,
  timestamp: string,
  forGood: FailureMarks,
): CallEvent[] {
  const { stage, cause, message } = failure;
  const stack = errorStack(cause);
  const stageError = stageErrorEvent(failure, failure.duration, timestamp);
  return [
    stageError.type === 'error' ? { ...stageError, error: { ...stageError.error, ...forGood } } : stageError,
    {
      type: 'call-start-failed',
      stage,
      totalDuration,
      error: message,
      ...(stack === undefined ? {} : { errorStack: stack }),
      context,
      ...forGood,
    },
    { type: 'error', error: { type: 'start-method-error', stage, error: cause, message, duration: totalDuration, timestamp, ...forGood } },
  ];
}
