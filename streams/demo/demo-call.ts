import {
  EMPTY,
  Subject,
  asyncScheduler,
  catchError,
  concat,
  defer,
  distinctUntilChanged,
  filter,
  map,
  merge,
  of,
  share,
  switchMap,
  takeUntil,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { DEMO_CONFIG, type DemoConfig } from './demo-config';
import { mayStart, reduceDemo, sameDemoView, toDemoInput, toDemoView } from './demo-machine';
import { INITIAL_DEMO_STATE, type DemoCommand, type DemoEffect, type DemoInput, type DemoState, type DemoView } from './demo-state';
import type { CallSignal } from '../call';
import type { AttemptStore } from './attempt-store';
import type { UnavailableRecord } from './unavailable-record';
import { perform, runMachine, type ToastMessage } from '../shared';

/**
 * The part of the voice-call client the demo uses: what its calls mean (its `signals$`), and its
 * `start`, which needs the assistant, so hand in `() => voiceCall.start({ assistant })`.
 */
export interface DemoCallClient {
  readonly signals$: Observable<CallSignal>;
  /**
   * May return a promise; a rejection (or a throw) counts as a start failure. `typing`: the call is
   * held by typing and must join without asking for the microphone.
   */
  start(options?: { readonly typing: boolean }): unknown;
  stop(): unknown;
  /** The visitor's typed words, to the call under way (a hard call's opening). */
  sendText(words: string): unknown;
  /**
   * Plays the assistant after the browser refused to; called inside the visitor's press. May
   * return a promise: settling it reports that the audio plays, a rejection that it still does not.
   */
  resumeAudio?(): unknown;
}

export interface DemoCallDeps {
  readonly call: DemoCallClient;
  /**
   * `attempts$` must emit the current count on subscribe (the AttemptStore does);
   * `used()` is read again at each press, since another tab may have used the day's calls.
   */
  readonly attempts: Pick<AttemptStore, 'attempts$' | 'consume' | 'refund' | 'used'>;
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
  readonly toasts$: Observable<ToastMessage>;
  /** The start button: in idle with attempts left, uses one and starts the call; otherwise nothing. */
  start(): void;
  /** "Start a typed call": as `start()`, for a call held by typing that joins without the microphone. */
  startTyping(): void;
  /** "Try a call about": as `startTyping()`, and the visitor's `opening` words are sent once the call connects. */
  tryCall(opening: string): void;
  /** The End Call button: stops a connected call; `call-end` then returns to idle. */
  end(): void;
  /** The press to hear the assistant when the browser refused to play it: plays it, inside this press. */
  hear(): void;
}

/** Builds the hero demo's streams once per session. Runs while `state$` or `toasts$` is subscribed. */
export function createDemoCall(deps: DemoCallDeps): DemoCall {
  const { attempts, config = DEMO_CONFIG } = deps;
  const intents = new Subject<DemoInput>();
  const max = config.maxAttemptsPerDay;
  const inputs$ = merge(demoInputs(deps, intents), connectTimeouts(deps, intents, config)).pipe(share());
  const machine = runMachine<DemoState, DemoInput, ToastMessage, DemoEffect>({
    initial: INITIAL_DEMO_STATE,
    reduce: (state, input) => reduceDemo(state, input, max),
    // The inputs first: their first burst is synchronous, and carries no limit to lift.
    inputs: merge(inputs$, limitLifts(inputs$, deps.scheduler ?? asyncScheduler)),
    lifetime: 'subscribed',
    perform: (effect) => (typeof effect === 'string' ? demoEffects[effect](deps) : sendOpening(deps, effect.words)),
  });
  // A press the demo cannot take (a call already starting, no attempt left) changes nothing, and must not
  // restart the connect clock: a second press can come before the panel has rendered the first.
  const press = (input: DemoInput & { type: 'start-pressed' }) => {
    intents.next({ type: 'attempts-changed', used: attempts.used() });
    if (mayStart(machine.value(), max)) intents.next(input);
  };
  return {
    state$: machine.state$.pipe(
      map((state) => toDemoView(state, max)),
      distinctUntilChanged(sameDemoView),
    ),
    toasts$: machine.events$,
    start: () => press({ type: 'start-pressed' }),
    startTyping: () => press({ type: 'start-pressed', typing: true }),
    tryCall: (opening) => press({ type: 'start-pressed', typing: true, opening }),
    end: () => intents.next({ type: 'end-pressed' }),
    hear: () => intents.next({ type: 'hear-pressed' }),
  };
}

const demoEffects: Record<DemoCommand, (deps: DemoCallDeps) => Observable<DemoInput>> = {
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

/**
 * A hard call's opening, as if typed: after the burst that reported the call connected, so the client has
 * finished saying so before it is asked to send. A client that cannot send leaves the call as a typed one.
 */
function sendOpening({ call, scheduler = asyncScheduler }: DemoCallDeps, words: string): Observable<DemoInput> {
  return timer(0, scheduler).pipe(
    switchMap(() => perform(() => call.sendText(words))),
    catchError(() => EMPTY),
  );
}

/** Everything the machine reacts to, as one stream of inputs. */
function demoInputs(deps: DemoCallDeps, intents: Observable<DemoInput>): Observable<DemoInput> {
  const { call, attempts, unavailable } = deps;
  return merge(
    defer(() => (unavailable?.known() ? of<DemoInput>({ type: 'unavailable-remembered' }) : EMPTY)),
    attempts.attempts$.pipe(map((used): DemoInput => ({ type: 'attempts-changed', used }))),
    call.signals$.pipe(
      map(toDemoInput),
      filter((input) => input !== undefined),
    ),
    intents,
  );
}

/** A limit the endpoint gave a time for lifts when that time has passed: Start comes back without a reload. The latest refusal's time counts. */
function limitLifts(inputs$: Observable<DemoInput>, scheduler: SchedulerLike): Observable<DemoInput> {
  return inputs$.pipe(
    filter((input) => input.type === 'quota'),
    switchMap((input) =>
      input.retryAfter === undefined
        ? EMPTY
        : timer(input.retryAfter * 1000, scheduler).pipe(map((): DemoInput => ({ type: 'limit-lifted' }))),
    ),
  );
}

/** A start that neither connects nor fails within the limit times out; a new press restarts the clock. */
function connectTimeouts(deps: DemoCallDeps, intents: Observable<DemoInput>, config: DemoConfig): Observable<DemoInput> {
  const { scheduler = asyncScheduler } = deps;
  const settled$ = deps.call.signals$.pipe(filter((s) => s.type === 'started' || s.type === 'start-failed' || s.type === 'ended'));
  return intents.pipe(
    filter((input) => input.type === 'start-pressed'),
    switchMap(() => timer(config.connectTimeoutMs, scheduler).pipe(takeUntil(settled$))),
    map((): DemoInput => ({ type: 'connect-timed-out' })),
  );
}
