import { catchError, defer, last, throwError, type Observable, type SchedulerLike, tap } from 'rxjs';
import type { StartStage } from './start-stage';
import { StageFailure, errorMessage } from './stage-failure';
import type { CallStartProgressEvent } from './telemetry-events';

export type Metadata = Record<string, unknown>;

export interface StageOptions<T> {
  /** Metadata of the `started` event. */
  started?: Metadata;
  /** Metadata of the `completed` event, from the stage's result. */
  completed?: (result: T) => Metadata;
}

/** Runs one stage: `(stage, work$) => work$` reporting started / completed / failed. */
export type StageRunner = <T>(stage: StartStage, work$: Observable<T>, options?: StageOptions<T>) => Observable<T>;

export interface StageRunnerDeps {
  scheduler: SchedulerLike;
  emit: (event: CallStartProgressEvent) => void;
}

/** ISO timestamp from a scheduler's clock. */
export function isoTime(scheduler: SchedulerLike): string {
  return new Date(scheduler.now()).toISOString();
}

/**
 * Builds the stage runner. The work's last value is the stage's result; an error
 * becomes a `failed` event and is rethrown as a {@link StageFailure} naming the stage.
 */
export function createStageRunner({ scheduler, emit }: StageRunnerDeps): StageRunner {
  const report = (stage: StartStage, status: CallStartProgressEvent['status'], duration: number, metadata: Metadata): void =>
    emit({ type: 'call-start-progress', stage, status, duration, timestamp: isoTime(scheduler), metadata });

  return <T>(stage: StartStage, work$: Observable<T>, options: StageOptions<T> = {}): Observable<T> =>
    defer(() => {
      const startedAt = scheduler.now();
      report(stage, 'started', 0, options.started ?? {});
      return work$.pipe(
        last(),
        tap((result) => report(stage, 'completed', scheduler.now() - startedAt, options.completed?.(result) ?? {})),
        catchError((error: unknown) => {
          const duration = scheduler.now() - startedAt;
          report(stage, 'failed', duration, { error: errorMessage(error) });
          return throwError(() => new StageFailure(stage, error, duration));
        }),
      );
    });
}
