import { catchError, map, of, type Observable } from 'rxjs';
import { StageFailure, type StageOptions, type StageRunner, type StartStage } from '../telemetry';
import type { ResolvedDeps } from './call-deps';
import type { SessionFact } from './call-state';

// How a stage of the start reports: its progress as facts, its result for the next stage (start-sequence.ts chains
// them). A module of its own, so the stages up to the join (start-sequence.ts) and the media stages after it
// (start-media.ts) share it without a cycle.

export interface StartDeps extends ResolvedDeps {
  readonly run: StageRunner;
  /** Aborts POST /call/web (or the demo-call request) when the start is given up. */
  readonly signal: AbortSignal;
}

/** A stage's progress as a fact, or what the stage produced for the next. */
export type Report<T> = { readonly kind: 'fact'; readonly fact: SessionFact } | { readonly kind: 'result'; readonly value: T };

export const fact = (value: SessionFact): Report<never> => ({ kind: 'fact', fact: value });

/** Runs a stage; its progress events become facts. */
export function stage<T>(deps: StartDeps, name: StartStage, work$: Observable<T>, options?: StageOptions<T>): Observable<Report<T>> {
  return deps
    .run(name, work$, options)
    .pipe(map((report): Report<T> => (report.kind === 'progress' ? fact({ type: 'progress', event: report.event }) : report)));
}

/** A non-fatal stage: its failure is reported, and the call goes on without its result. */
export function nonFatal<T>(stage$: Observable<Report<T>>, deps: StartDeps): Observable<Report<T | undefined>> {
  return stage$.pipe(
    catchError((error: unknown) => {
      if (!(error instanceof StageFailure)) throw error;
      return of(fact({ type: 'stage-failed', failure: error, at: deps.scheduler.now() }), { kind: 'result', value: undefined } as const);
    }),
  );
}
