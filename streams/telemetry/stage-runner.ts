import { catchError, concat, defer, last, mergeMap, of, throwError, type Observable, type SchedulerLike } from 'rxjs';
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

/** What a running stage reports: its progress events, then its result. */
export type StageReport<T> =
  { readonly kind: 'progress'; readonly event: CallStartProgressEvent } | { readonly kind: 'result'; readonly value: T };

/** Runs one stage: `(stage, work$)` to its started / completed (or failed) events and the work's last value. */
export type StageRunner = <T>(stage: StartStage, work$: Observable<T>, options?: StageOptions<T>) => Observable<StageReport<T>>;

/** ISO timestamp from a scheduler's clock. */
export function isoTime(scheduler: SchedulerLike): string {
  return isoAt(scheduler.now());
}

/** ISO timestamp of a scheduler time. */
export function isoAt(at: number): string {
  return new Date(at).toISOString();
}

/**
 * Builds the stage runner. The work's last value is the stage's result, reported after `completed`;
 * an error is reported as `failed` and rethrown as a {@link StageFailure} naming the stage.
 */
export function createStageRunner(scheduler: SchedulerLike): StageRunner {
  const report = (
    stage: StartStage,
    status: CallStartProgressEvent['status'],
    duration: number,
    metadata: Metadata,
  ): StageReport<never> => ({
    kind: 'progress',
    event: { type: 'call-start-progress', stage, status, duration, timestamp: isoTime(scheduler), metadata },
  });

  return <T>(stage: StartStage, work$: Observable<T>, options: StageOptions<T> = {}): Observable<StageReport<T>> =>
    defer(() => {
      const startedAt = scheduler.now();
      const run$ = work$.pipe(
        last(),
        mergeMap((value): StageReport<T>[] => [
          report(stage, 'completed', scheduler.now() - startedAt, options.completed?.(value) ?? {}),
          { kind: 'result', value },
        ]),
        catchError((error: unknown) => {
          const duration = scheduler.now() - startedAt;
          return concat(
            of(report(stage, 'failed', duration, { error: errorMessage(error) })),
            throwError(() => new StageFailure(stage, error, duration)),
          );
        }),
      );
      return concat(of(report(stage, 'started', 0, options.started ?? {})), run$);
    });
}
