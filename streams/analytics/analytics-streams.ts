import { EMPTY, concat, distinctUntilChanged, filter, map, merge, of, type Observable, type SchedulerLike } from 'rxjs';
import type { CallSignal } from '../call';
import type { DemoStatus } from '../demo';
import type { SAMPLE_IDS } from '../samples';
import { runMachine } from '../shared';
import type { AnalyticsEvent, ContactFailure } from './analytics-events';
import { INITIAL_ANALYTICS_STATE, reduceAnalytics, type AnalyticsInput, type AnalyticsState } from './analytics-machine';

/** A sample call's name. */
type SampleId = (typeof SAMPLE_IDS)[number];

/** The page's streams the analytics events come from; each already exists for the page itself. */
export interface AnalyticsSources {
  /** The demo's view (replays the latest). */
  readonly demo$: Observable<{ readonly status: DemoStatus; readonly typing?: true }>;
  /** What the voice-call client's events mean (its `signals$`). */
  readonly callSignals$: Observable<CallSignal>;
  /** The sound check's phase (`opening` when the visitor opens it); null before its code has loaded. */
  readonly soundCheck$: Observable<string | null>;
  readonly contactOutcomes$: Observable<{ readonly kind: 'sent' } | { readonly kind: 'failed'; readonly reason: ContactFailure }>;
  /** The stars each visitor's rating of the demo settled on. */
  readonly ratings$?: Observable<number>;
  /** Each sample call begun (the samples' player, once loaded). */
  readonly samples$?: Observable<SampleId>;
  /** The effective directive of each Content-Security-Policy violation. */
  readonly cspViolations$?: Observable<string>;
  /** The clock of `ms` to connect and `seconds` of a call. */
  readonly scheduler: SchedulerLike;
}

/** The visit's analytics events: the pageview first, then each as it happens. Runs while subscribed. */
export function analyticsEvents(sources: AnalyticsSources): Observable<AnalyticsEvent> {
  const machine = runMachine<AnalyticsState, AnalyticsInput, AnalyticsEvent, never>({
    initial: INITIAL_ANALYTICS_STATE,
    reduce: reduceAnalytics,
    inputs: analyticsInputs(sources),
    lifetime: 'subscribed',
    perform: () => EMPTY,
  });
  return concat(of<AnalyticsEvent>({ name: 'pageview' }), machine.events$);
}

function analyticsInputs(sources: AnalyticsSources): Observable<AnalyticsInput> {
  const { scheduler } = sources;
  return merge(
    sources.demo$.pipe(
      map((view): AnalyticsInput => ({ type: 'demo', status: view.status, typing: view.typing === true, at: scheduler.now() })),
    ),
    sources.callSignals$.pipe(map((signal): AnalyticsInput => ({ type: 'call', signal, at: scheduler.now() }))),
    sources.soundCheck$.pipe(
      distinctUntilChanged(),
      filter((phase) => phase === 'opening'),
      map((): AnalyticsInput => ({ type: 'sound-check-opened' })),
    ),
    sources.contactOutcomes$.pipe(
      map((outcome): AnalyticsInput => ({ type: 'contact-settled', outcome: outcome.kind === 'sent' ? 'sent' : outcome.reason })),
    ),
    (sources.ratings$ ?? EMPTY).pipe(map((stars): AnalyticsInput => ({ type: 'rated', stars }))),
    (sources.samples$ ?? EMPTY).pipe(map((sample): AnalyticsInput => ({ type: 'sample-started', sample }))),
    (sources.cspViolations$ ?? EMPTY).pipe(map((directive): AnalyticsInput => ({ type: 'csp-violation', directive }))),
  );
}
