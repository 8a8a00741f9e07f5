import {
  EMPTY, ReplaySubject, Subject, defer, distinctUntilChanged, filter, from, ignoreElements, isObservable, map, merge,
  asyncScheduler, observeOn, queueScheduler, scan, share, switchMap, takeUntil, tap, timer, type Observable, type SchedulerLike,
} from 'rxjs';
import { DEMO_CONFIG, type DemoConfig } from './demo-config';
import { toDemoInput, type CallEventLike, type DemoInput } from './demo-input';
import { INITIAL_DEMO_STATE, reduceDemo, type DemoEffect, type DemoStep } from './demo-reducer';
import { sameDemoView, toDemoView, type DemoView } from './demo-view';
import type { AttemptStore } from './attempt-store';
import type { ToastMessage } from '../shared';

/**
 * The part of the voice-call client the demo uses. `streams/call`'s events fit `E`;
 * its `start` needs the assistant, so hand in `() => voiceCall.start({ assistant })`.
 */
export interface DemoCallClient<E extends CallEventLike = CallEventLike> {
  readonly events$: Observable<E>;
  /** May return a promise; a rejection (or a throw) counts as a start failure. */
  start(): unknown;
  stop(): unknown;
}

export interface DemoCallDeps<E extends CallEventLike = CallEventLike> {
  readonly call: DemoCallClient<E>;
  /**
   * Errors the call survives (streams/call: `!isFatalCallError(event.error)`): they
   * neither toast nor reset. Asked only for `error` events; by default every error is fatal.
   */
  readonly isNonFatalError?: (event: E) => boolean;
  /**
   * `attempts$` must emit the current count on subscribe (the AttemptStore does);
   * `used()` is read again at each press, since another tab may have used the day's calls.
   */
  readonly attempts: Pick<AttemptStore, 'attempts$' | 'consume' | 'used'>;
  readonly config?: DemoConfig;
  /** Clock of the connect timeout and of abandoning a call. Default: asyncScheduler. */
  readonly scheduler?: SchedulerLike;
}

export interface DemoCall {
  /** Current view; replays the latest to late subscribers. */
  readonly state$: Observable<DemoView>;
  /** Toasts, each delivered once, to the subscribers present when it happens. */
  readonly notifications$: Observable<ToastMessage>;
  /** The start button: in idle with attempts left, uses one and starts the call; otherwise nothing. */
  start(): void;
  /** The End Call button: stops a connected call; `call-end` then returns to idle. */
  end(): void;
}

/** Builds the hero demo's streams once per session. Runs while `state$` or `notifications$` is subscribed. */
export function createDemoCall<E extends CallEventLike>(deps: DemoCallDeps<E>): DemoCall {
  const { call, attempts, config = DEMO_CONFIG, scheduler = asyncScheduler } = deps;
  const intents = new Subject<DemoInput>();
  const notifications = new Subject<ToastMessage>();
  const max = config.maxAttemptsPerDay;

  const runEffect = (effect: DemoEffect): void => {
    if (effect === 'consume-attempt') attempts.consume();
    else if (effect === 'start-call') perform(() => call.start()).subscribe({ error: () => intents.next({ type: 'start-failed' }) });
    else if (effect === 'abandon-call') scheduler.schedule(() => perform(() => call.stop()).subscribe({ error: () => undefined }));
    else perform(() => call.stop()).subscribe({ error: () => undefined }); // call-end (or not) tells the truth
  };

  const steps$ = merge(demoInputs(deps, intents), connectTimeouts(deps, intents, config, scheduler)).pipe(
    // Effects can make the client emit synchronously; the queue lets each step reach
    // every subscriber before the next one is reduced, so nobody sees steps out of order.
    observeOn(queueScheduler),
    scan((last: DemoStep, input: DemoInput) => reduceDemo(last.state, input, max), {
      state: INITIAL_DEMO_STATE, notifications: [], effects: [],
    }),
    tap((step) => {
      step.notifications.forEach((notification) => notifications.next(notification));
      step.effects.forEach(runEffect);
    }),
    share({ connector: () => new ReplaySubject<DemoStep>(1) }),
  );

  return {
    state$: steps$.pipe(map((step) => toDemoView(step.state, max)), distinctUntilChanged(sameDemoView)),
    notifications$: merge(notifications, steps$.pipe(ignoreElements())),
    start: () => {
      intents.next({ type: 'attempts-changed', used: attempts.used() });
      intents.next({ type: 'start-pressed' });
    },
    end: () => intents.next({ type: 'end-pressed' }),
  };
}

/** Everything the machine reacts to, as one stream of inputs. */
function demoInputs<E extends CallEventLike>(deps: DemoCallDeps<E>, intents: Observable<DemoInput>): Observable<DemoInput> {
  const { call, attempts, isNonFatalError = () => false } = deps;
  return merge(
    attempts.attempts$.pipe(map((used): DemoInput => ({ type: 'attempts-changed', used }))),
    call.events$.pipe(
      filter((event) => event.type !== 'error' || !isNonFatalError(event)),
      map(toDemoInput),
      filter((input) => input !== undefined),
    ),
    intents,
  );
}

/** A start that neither connects nor fails within the limit times out; a new press restarts the clock. */
function connectTimeouts<E extends CallEventLike>(
  deps: DemoCallDeps<E>, intents: Observable<DemoInput>, config: DemoConfig, scheduler: SchedulerLike,
): Observable<DemoInput> {
  const settled$ = deps.call.events$.pipe(filter((e) => e.type === 'call-start' || e.type === 'call-start-failed' || e.type === 'call-end'));
  return intents.pipe(
    filter((input) => input.type === 'start-pressed'),
    switchMap(() => timer(config.connectTimeoutMs, scheduler).pipe(takeUntil(settled$))),
    map((): DemoInput => ({ type: 'connect-timed-out' })),
  );
}

/** Runs a client method at the edge; a returned promise becomes an observable that can error. */
function perform(action: () => unknown): Observable<never> {
  return defer(() => {
    const result = action();
    return isPromiseLike(result) || isObservable(result) ? from(result) : EMPTY;
  }).pipe(ignoreElements());
}

function isPromiseLike(value: unknown): value is PromiseLike<unknown> {
  return typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function';
}
