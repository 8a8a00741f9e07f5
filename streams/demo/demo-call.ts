import {
  EMPTY,
  Subject,
  asyncScheduler,
  catchError,
  concat,
  defer,
  distinctUntilChanged,
  from,
  ignoreElements,
  filter,
  map,
  merge,
  of,
  share,
  switchMap,
  takeUntil,
  timer,
  type Observable,
  type ObservableInput,
  type SchedulerLike,
} from 'rxjs';
import { DEMO_CONFIG, type DemoConfig } from './demo-config';
import {
  INITIAL_DEMO_STATE,
  reduceDemo,
  sameDemoView,
  toDemoInput,
  toDemoView,
  type CallEventLike,
  type DemoEffect,
  type DemoInput,
  type DemoRules,
  type DemoState,
  type DemoView,
  type EndpointDemoInput,
} from './demo-machine';
import type { AttemptStore } from './attempt-store';
import type { UnavailableRecord } from './unavailable-record';
import { perform, runMachine, type ToastMessage } from '../shared';

/**
 * The part of the voice-call client the demo uses. `streams/call`'s events fit `E`;
 * its `start` needs the assistant, so hand in `() => voiceCall.start({ assistant })`.
 */
export interface DemoCallClient<E extends CallEventLike = CallEventLike> {
  readonly events$: Observable<E>;
  /**
   * May return a promise; a rejection (or a throw) counts as a start failure. `typing`: the call is
   * held by typing and must join without asking for the microphone.
   */
  start(options?: { readonly typing: boolean }): unknown;
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
  /**
   * A build's own rules (a demo-call endpoint's answers), once their chunk has loaded; it loads
   * before the call client reports anything only they read. Without them, the plain machine's.
   */
  readonly rules?: ObservableInput<DemoRules>;
  /** Where a refusal of the demo is kept for the visit; without it, only for this page. */
  readonly unavailable?: UnavailableRecord;
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
  /** "Start a typed call": as `start()`, for a call held by typing that joins without the microphone. */
  startTyping(): void;
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
  // The rules in force: the plain machine's, until a build's own arrive. Each input is read by the
  // rules of its time, and the rules arrive before any event only they would read.
  let rules: DemoRules = PLAIN_RULES;
  const loaded$ = deps.rules
    ? from(deps.rules).pipe(
        map((own) => void (rules = own)),
        ignoreElements(),
      )
    : EMPTY;
  const inputs$ = merge(
    loaded$,
    demoInputs(deps, intents, (event, survives) => rules.toInput(event, survives)),
    connectTimeouts(deps, intents, config),
  ).pipe(share());
  const machine = runMachine<DemoState, EndpointDemoInput, ToastMessage, DemoEffect>({
    initial: INITIAL_DEMO_STATE,
    reduce: (state, input) => rules.reduce(state, input, max),
    // The inputs first: their first burst is synchronous, and carries no limit to lift.
    inputs: merge(inputs$, limitLifts(inputs$, deps.scheduler ?? asyncScheduler)),
    perform: (effect) => demoEffects[effect](deps),
  });
  return {
    state$: machine.state$.pipe(
      map((state) => rules.toView(state, max)),
      distinctUntilChanged((a, b) => rules.sameView(a, b)),
    ),
    notifications$: machine.notifications$,
    start: () => {
      intents.next({ type: 'attempts-changed', used: attempts.used() });
      intents.next({ type: 'start-pressed' });
    },
    startTyping: () => {
      intents.next({ type: 'attempts-changed', used: attempts.used() });
      intents.next({ type: 'start-pressed', typing: true });
    },
    end: () => intents.next({ type: 'end-pressed' }),
    hear: () => intents.next({ type: 'hear-pressed' }),
  };
}

const demoEffects: Record<DemoEffect, <E extends CallEventLike>(deps: DemoCallDeps<E>) => Observable<DemoInput>> = {
  'consume-attempt': ({ attempts }) => perform(() => attempts.consume()),
  'refund-attempt': ({ attempts }) => perform(() => attempts.refund()),
  // A start that rejects or throws is a start failure; its events say the rest.
  'start-call': ({ call }) => perform(() => call.start()).pipe(catchError(() => of<DemoInput>({ type: 'start-failed' }))),
  'start-typed-call': ({ call }) =>
    perform(() => call.start({ typing: true })).pipe(catchError(() => of<DemoInput>({ type: 'start-failed' }))),
  // call-end (or not) tells the truth.
  'stop-call': ({ call }) => perform(() => call.stop()).pipe(catchError(() => EMPTY)),
  'abandon-call': ({ call, scheduler = asyncScheduler }) =>
    timer(0, scheduler).pipe(
      switchMap(() => perform(() => call.stop())),
      catchError(() => EMPTY),
    ),
  // Synchronous up to play(): the browser allows it only inside the visitor's press. Refused
  // again, the client says so again (audio-start-failed) and the demo keeps asking.
  'remember-unavailable': ({ unavailable }) => perform(() => unavailable?.remember()),
  'resume-audio': ({ call }) =>
    concat(
      perform(() => call.resumeAudio?.()),
      of<DemoInput>({ type: 'audio-started' }),
    ).pipe(catchError(() => EMPTY)),
};

/** The plain machine's rules. */
const PLAIN_RULES: DemoRules = {
  toInput: toDemoInput,
  // Only a build's own rules make the endpoint's answers; the plain ones never see one.
  reduce: (state, input, maxAttempts) => reduceDemo(state, input as DemoInput, maxAttempts),
  toView: toDemoView,
  sameView: sameDemoView,
};

/** Everything the machine reacts to, as one stream of inputs. */
function demoInputs<E extends CallEventLike>(
  deps: DemoCallDeps<E>,
  intents: Observable<DemoInput>,
  toInput: (event: E, survives: (event: E) => boolean) => EndpointDemoInput | undefined,
): Observable<EndpointDemoInput> {
  const { call, attempts, unavailable, isNonFatalError = () => false } = deps;
  return merge(
    defer(() => (unavailable?.known() ? of<DemoInput>({ type: 'unavailable-remembered' }) : EMPTY)),
    attempts.attempts$.pipe(map((used): DemoInput => ({ type: 'attempts-changed', used }))),
    call.events$.pipe(
      map((event) => toInput(event, isNonFatalError)),
      filter((input) => input !== undefined),
    ),
    intents,
  );
}

/** A limit the endpoint gave a time for lifts when that time has passed: Start comes back without a reload. The latest refusal's time counts. */
function limitLifts(inputs$: Observable<EndpointDemoInput>, scheduler: SchedulerLike): Observable<EndpointDemoInput> {
  return inputs$.pipe(
    filter((input) => input.type === 'quota'),
    switchMap((input) =>
      input.retryAfter === undefined
        ? EMPTY
        : timer(input.retryAfter * 1000, scheduler).pipe(map((): EndpointDemoInput => ({ type: 'limit-lifted' }))),
    ),
  );
}

/** A start that neither connects nor fails within the limit times out; a new press restarts the clock. */
function connectTimeouts<E extends CallEventLike>(
  deps: DemoCallDeps<E>,
  intents: Observable<DemoInput>,
  config: DemoConfig,
): Observable<DemoInput> {
  const { scheduler = asyncScheduler } = deps;
  const settled$ = deps.call.events$.pipe(
    filter((e) => e.type === 'call-start' || e.type === 'call-start-failed' || e.type === 'call-end'),
  );
  return intents.pipe(
    filter((input) => input.type === 'start-pressed'),
    switchMap(() => timer(config.connectTimeoutMs, scheduler).pipe(takeUntil(settled$))),
    map((): DemoInput => ({ type: 'connect-timed-out' })),
  );
}
