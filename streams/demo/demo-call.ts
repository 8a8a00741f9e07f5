import {
  EMPTY, ReplaySubject, Subject, asyncScheduler, catchError, concat, concatMap, defer, distinctUntilChanged, filter, from,
  ignoreElements, isObservable, map, merge, mergeMap, of, scan, share, switchMap, takeUntil, tap, timer,
  type Observable, type SchedulerLike,
} from 'rxjs';
import { DEMO_CONFIG, type DemoConfig } from './demo-config';
import {
  INITIAL_DEMO_STATE, reduceDemo, sameDemoView, toDemoInput, toDemoView,
  type CallEventLike, type DemoEffect, type DemoInput, type DemoStep, type DemoView,
} from './demo-machine';
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
  /**
   * Plays the assistant after the browser refused to; called inside the visitor's press. May
   * return a promise: settling it reports that the audio plays, a rejection that it still does not.
   */
  resumeAudio?(): unknown;
}

export interface DemoCallDeps<E extends CallEventLike = CallEventLike> {
  readonly call: DemoCallClient<E>;
  /**
   * Errors the call survives (streams/call: `!isFatalCallError(event.error)`): they
   * neither toast nor reset. Asked only for `error` events the demo has no meaning for
   * (see `toDemoInput`); by default every error is fatal.
   */
  readonly isNonFatalError?: (event: E) => boolean;
  /**
   * `attempts$` must emit the current count on subscribe (the AttemptStore does);
   * `used()` is read again at each press, since another tab may have used the day's calls.
   */
  readonly attempts: Pick<AttemptStore, 'attempts$' | 'consume' | 'refund' | 'used'>;
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
  /** The press to hear the assistant when the browser refused to play it: plays it, inside this press. */
  hear(): void;
}

/** Builds the hero demo's streams once per session. Runs while `state$` or `notifications$` is subscribed. */
export function createDemoCall<E extends CallEventLike>(deps: DemoCallDeps<E>): DemoCall {
  const { attempts, config = DEMO_CONFIG } = deps;
  const intents = new Subject<DemoInput>();
  const max = config.maxAttemptsPerDay;

  // The loop: each step reaches every subscriber before its effects run, so a client that
  // answers synchronously (its events, an attempt count) is reduced after the step that caused it.
  // One multicast that replays the latest step: whichever output is subscribed first, the other
  // still sees the state it connected with (the stored attempts arrive synchronously then).
  let counted = 0;
  const steps$ = defer(() => {
    const reported = new Subject<DemoInput>();
    return merge(demoInputs(deps, intents), connectTimeouts(deps, intents, config), reported).pipe(
      scan((last: DemoStep, input: DemoInput) => reduceDemo(last.state, input, max), {
        state: INITIAL_DEMO_STATE, notifications: [], effects: [],
      }),
      mergeMap((step) => concat(of(step), effectsOf(step, deps).pipe(tap((input) => reported.next(input)), ignoreElements()))),
      // Numbered across reconnections, so a subscriber can tell the replayed step from new ones.
      map((step): Numbered => ({ step, seq: (counted += 1) })),
    );
  }).pipe(share({ connector: () => new ReplaySubject<Numbered>(1) }));

  return {
    state$: steps$.pipe(map(({ step }) => toDemoView(step.state, max)), distinctUntilChanged(sameDemoView)),
    // Toasts of the steps after this subscription only: the replayed one has been shown already.
    notifications$: defer(() => {
      const seen = counted;
      return steps$.pipe(filter(({ seq }) => seq > seen), concatMap(({ step }) => from(step.notifications)));
    }),
    start: () => {
      intents.next({ type: 'attempts-changed', used: attempts.used() });
      intents.next({ type: 'start-pressed' });
    },
    end: () => intents.next({ type: 'end-pressed' }),
    hear: () => intents.next({ type: 'hear-pressed' }),
  };
}

interface Numbered {
  readonly step: DemoStep;
  readonly seq: number;
}

/** A step's effects, each a stream of what it reports back to the machine. */
function effectsOf<E extends CallEventLike>(step: DemoStep, deps: DemoCallDeps<E>): Observable<DemoInput> {
  return concat(...step.effects.map((effect) => demoEffects[effect](deps)));
}

const demoEffects: Record<DemoEffect, <E extends CallEventLike>(deps: DemoCallDeps<E>) => Observable<DemoInput>> = {
  'consume-attempt': ({ attempts }) => perform(() => attempts.consume()),
  'refund-attempt': ({ attempts }) => perform(() => attempts.refund()),
  // A start that rejects or throws is a start failure; its events say the rest.
  'start-call': ({ call }) => perform(() => call.start()).pipe(catchError(() => of<DemoInput>({ type: 'start-failed' }))),
  // call-end (or not) tells the truth.
  'stop-call': ({ call }) => perform(() => call.stop()).pipe(catchError(() => EMPTY)),
  'abandon-call': ({ call, scheduler = asyncScheduler }) =>
    timer(0, scheduler).pipe(switchMap(() => perform(() => call.stop())), catchError(() => EMPTY)),
  // Synchronous up to play(): the browser allows it only inside the visitor's press. Refused
  // again, the client says so again (audio-start-failed) and the demo keeps asking.
  'resume-audio': ({ call }) =>
    concat(perform(() => call.resumeAudio?.()), of<DemoInput>({ type: 'audio-started' })).pipe(catchError(() => EMPTY)),
};

/** Everything the machine reacts to, as one stream of inputs. */
function demoInputs<E extends CallEventLike>(deps: DemoCallDeps<E>, intents: Observable<DemoInput>): Observable<DemoInput> {
  const { call, attempts, isNonFatalError = () => false } = deps;
  return merge(
    attempts.attempts$.pipe(map((used): DemoInput => ({ type: 'attempts-changed', used }))),
    call.events$.pipe(
      map((event) => toDemoInput(event, isNonFatalError)),
      filter((input) => input !== undefined),
    ),
    intents,
  );
}

/** A start that neither connects nor fails within the limit times out; a new press restarts the clock. */
function connectTimeouts<E extends CallEventLike>(deps: DemoCallDeps<E>, intents: Observable<DemoInput>, config: DemoConfig): Observable<DemoInput> {
  const { scheduler = asyncScheduler } = deps;
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
