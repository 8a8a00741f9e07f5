import { describe, expect, it } from 'vitest';
import { toCallSignal } from '../../streams/call/call-views';
import type { CallEvent } from '../../streams/call/call-events';
import type { QuotaScope } from '../../streams/telemetry/telemetry-events';
import { DEMO_MESSAGES } from '../../streams/demo/demo-messages';
import { createDemoCall } from '../../streams/demo/demo-call';
import { reduceDemo, toDemoInput, toDemoView } from '../../streams/demo/demo-machine';
import type { DemoInput, DemoState } from '../../streams/demo/demo-state';
import { demoState, fakeAttempts, fakeCall, view } from './demo-call-fakes';
import { newTestScheduler } from '../fakes/virtual-clock';

// The hero's demo with a demo-call endpoint (VITE_DEMO_CALL_URL): its count of calls left today,
// its refusals for a limit (lifted when its time has passed), and "try again in a minute". The call
// client marks those on its events (streams/call), and translates them into its signals
// (toCallSignal in call-views.ts); the demo's one machine reads them, in every build.

type ErrorEvent = Extract<CallEvent, { type: 'error' }>;
type StartFailedEvent = Extract<CallEvent, { type: 'call-start-failed' }>;
type ProgressEvent = Extract<CallEvent, { type: 'call-start-progress' }>;

const reduce = (state: DemoState, input: DemoInput) => reduceDemo(state, input, 3);
const connecting = (attemptsUsed: number): DemoState => demoState({ status: 'connecting', attemptsUsed });

/** What the demo makes of an event, through the call client's translation, as the page reads it. */
const inputOf = (event: CallEvent): DemoInput | undefined => {
  const signal = toCallSignal(event);
  return signal && toDemoInput(signal);
};

const context = { hasAssistant: true, hasSquad: false, hasWorkflow: false, isMobile: false };

// The client's events, whole: a field renamed in streams/call fails the type check here.
const callMade = (remainingToday: number): ProgressEvent => ({
  type: 'call-start-progress',
  stage: 'demo-call',
  status: 'completed',
  duration: 80,
  timestamp: '2026-11-26T05:00:00.000Z',
  metadata: { remainingToday, callId: 'call-1', videoRecordingEnabled: false, voiceProvider: 'vapi' },
});
const refused = (quota: QuotaScope, retryAfter?: number): StartFailedEvent => ({
  type: 'call-start-failed',
  stage: 'demo-call',
  totalDuration: 90,
  error: 'The demo-call endpoint made no call',
  context,
  quota,
  ...(retryAfter === undefined ? {} : { retryAfter }),
});
const refusedError = (quota: QuotaScope, retryAfter?: number): ErrorEvent => ({
  type: 'error',
  error: {
    type: 'demo-call-error',
    stage: 'demo-call',
    duration: 90,
    message: 'x',
    error: null,
    quota,
    ...(retryAfter === undefined ? {} : { retryAfter }),
  },
});
const EVENTS = {
  busy: { type: 'call-start-failed', stage: 'demo-call', totalDuration: 90, error: 'busy', context, busy: true },
  busyError: { type: 'error', error: { type: 'demo-call-error', stage: 'demo-call', duration: 90, message: 'x', error: null, busy: true } },
  /** The provider refused the demo as configured: trying again will not help. */
  permanent: { type: 'call-start-failed', stage: 'web-call-creation', totalDuration: 90, error: 'HTTP 401', context, permanent: true },
  started: { type: 'call-start' },
} satisfies Record<string, CallEvent>;

describe('the endpoint’s answers as demo inputs', () => {
  it('the demo-call stage’s completion gives the count of calls left; other stages’ progress gives nothing', () => {
    expect(inputOf(callMade(2))).toEqual({ type: 'remaining', left: 2 });
    expect(inputOf({ ...callMade(2), stage: 'web-call-creation' })).toBeUndefined();
    expect(inputOf({ ...callMade(2), status: 'started', metadata: {} })).toBeUndefined();
  });

  it('a failure marked quota is that refusal with its time, whether call-start-failed or its error comes first; busy is busy; other failures as before', () => {
    expect(inputOf(refused('visitor'))).toEqual({ type: 'quota', scope: 'visitor' });
    expect(inputOf(refusedError('site', 3600))).toEqual({ type: 'quota', scope: 'site', retryAfter: 3600 });
    expect(inputOf(refused('rate', 60))).toEqual({ type: 'quota', scope: 'rate', retryAfter: 60 });
    expect(inputOf(EVENTS.busy)).toEqual({ type: 'busy' });
    expect(inputOf(EVENTS.busyError)).toEqual({ type: 'busy' });
    const challenge = { ...refused('visitor'), quota: undefined };
    expect(inputOf(challenge)).toEqual({ type: 'start-failed' });
    // Before, the endpoint's reading of a refusal for good was the plain one's: the demo unavailable.
    expect(inputOf(EVENTS.permanent)).toEqual({ type: 'unavailable' });
    expect(inputOf(EVENTS.started)).toEqual({ type: 'call-started' });
  });

  // The call client never marks a scope it does not know (demo-call-request.ts's refusalMarks reads a typed refusal), and the
  // event's type no longer admits one: this event can only be made by a cast.
  it('a failure marked with a scope the demo does not know is a plain start failure', () => {
    const unknownScope: CallEvent = { ...refused('visitor'), quota: 'planet' as unknown as QuotaScope };
    expect(inputOf(unknownScope)).toEqual({ type: 'start-failed' });
  });
});

describe('reduceDemo with the endpoint’s answers', () => {
  it('the visitor’s limit: back to idle, no toast, the press’s attempt given back, none left today, and Start not offered again', () => {
    const step = reduce(connecting(1), { type: 'quota', scope: 'visitor' });
    expect(step).toEqual({
      state: demoState({ status: 'idle', attemptsUsed: 1, quota: 'visitor', remainingToday: 0 }),
      events: [],
      effects: ['abandon-call', 'refund-attempt'],
    });
    expect(toDemoView(step.state, 3)).toMatchObject({ attemptsLeft: 0, canStart: false, quota: 'visitor' });
    expect(reduce({ ...step.state, attemptsUsed: 0 }, { type: 'start-pressed' }).effects).toEqual([]);
  });

  it('the site’s budget: the same, and the visitor’s own count is left as it was', () => {
    const step = reduce(demoState({ status: 'connecting', attemptsUsed: 2, remainingToday: 1 }), { type: 'quota', scope: 'site' });
    expect(step.state).toEqual(demoState({ status: 'idle', attemptsUsed: 2, remainingToday: 1, quota: 'site' }));
    expect(step.events).toEqual([]);
    expect(toDemoView(step.state, 3)).toMatchObject({ attemptsLeft: 1, canStart: false, quota: 'site' });
  });

  it('an echo of the refusal (its other failure events) changes nothing', () => {
    const refusedState = demoState({ status: 'idle', attemptsUsed: 0, quota: 'visitor', remainingToday: 0 });
    expect(reduce(refusedState, { type: 'quota', scope: 'visitor' })).toEqual({ state: refusedState, events: [], effects: [] });
    expect(reduce(refusedState, { type: 'start-failed' }).events).toEqual([]);
  });

  it('the connection’s minute: back to idle, no toast, the attempt given back, the day’s count left as it was', () => {
    const step = reduce(demoState({ status: 'connecting', attemptsUsed: 2, remainingToday: 1 }), {
      type: 'quota',
      scope: 'rate',
      retryAfter: 60,
    });
    expect(step).toEqual({
      state: demoState({ status: 'idle', attemptsUsed: 2, remainingToday: 1, quota: 'rate' }),
      events: [],
      effects: ['abandon-call', 'refund-attempt'],
    });
    expect(toDemoView(step.state, 3)).toMatchObject({ attemptsLeft: 1, canStart: false, quota: 'rate' });
  });

  it('a limit lifted: Start offered again; a day’s limit forgets the day’s count, the minute’s keeps it', () => {
    const day = reduce(demoState({ status: 'idle', attemptsUsed: 0, quota: 'visitor', remainingToday: 0 }), { type: 'limit-lifted' });
    expect(day.state).toEqual(demoState({ status: 'idle', attemptsUsed: 0 }));
    expect(toDemoView(day.state, 3)).toMatchObject({ attemptsLeft: 3, canStart: true });
    const minute = reduce(demoState({ status: 'idle', attemptsUsed: 1, quota: 'rate', remainingToday: 2 }), { type: 'limit-lifted' });
    expect(minute.state).toEqual(demoState({ status: 'idle', attemptsUsed: 1, remainingToday: 2 }));
    const none = demoState({ status: 'connected', attemptsUsed: 1 });
    expect(reduce(none, { type: 'limit-lifted' })).toEqual({ state: none, events: [], effects: [] });
  });

  it('busy: back to idle with "try again in a minute", the attempt given back; an echo in idle changes nothing', () => {
    const step = reduce(connecting(1), { type: 'busy' });
    expect(step).toEqual({
      state: demoState({ status: 'idle', attemptsUsed: 1 }),
      events: [DEMO_MESSAGES.busy],
      effects: ['abandon-call', 'refund-attempt'],
    });
    expect(DEMO_MESSAGES.busy).toEqual({
      title: 'Call Failed',
      description: 'The live demo could not start a call just now. Please try again in a minute.',
      variant: 'destructive',
    });
    expect(reduce(step.state, { type: 'busy' })).toEqual({ state: step.state, events: [], effects: [] });
  });

  it('the endpoint’s count is the count shown; without one, the stored count is', () => {
    const counted = reduce(connecting(1), { type: 'remaining', left: 0 }).state;
    expect(counted).toEqual(demoState({ status: 'connecting', attemptsUsed: 1, remainingToday: 0 }));
    expect(toDemoView(counted, 3).attemptsLeft).toBe(0);
    expect(toDemoView(connecting(1), 3).attemptsLeft).toBe(2);
    // Once the call is over, no call left today means no Start.
    const over = demoState({ status: 'idle', attemptsUsed: 1, remainingToday: 0 });
    expect(toDemoView(over, 3).canStart).toBe(false);
    expect(reduce(over, { type: 'start-pressed' }).effects).toEqual([]);
  });

  it('a press forgets the endpoint’s count until it gives the new one: the stored count, with the press, is shown meanwhile', () => {
    const idle = demoState({ status: 'idle', attemptsUsed: 1, remainingToday: 2 });
    const pressed = reduce(idle, { type: 'start-pressed' }).state;
    expect(pressed).toEqual(demoState({ status: 'connecting', attemptsUsed: 2 }));
    expect(toDemoView(pressed, 3).attemptsLeft).toBe(1);
    // A start that fails before the endpoint answers leaves the stored count in sight.
    expect(toDemoView(reduce(pressed, { type: 'start-failed' }).state, 3).attemptsLeft).toBe(1);
  });
});

describe('createDemoCall with the endpoint’s answers (marbles)', () => {
  // Before, the demo read them only once the endpoint's chunk had handed in its rules, and this test
  // proved the plain rules ignored them. There are no rules to wait for now: one machine reads them.
  it('reads them from the first event, with nothing handed in beside the call', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const call = fakeCall(hot<CallEvent>('----t', { t: callMade(0) }));
      const demo = createDemoCall({ call, attempts: fakeAttempts(0) });
      testScheduler.schedule(() => demo.start(), 2);
      expectObservable(demo.state$, '^-------!').toBe('a-b-c', {
        a: view('idle', 0),
        b: view('connecting', 1),
        c: { ...view('connecting', 1), attemptsLeft: 0 },
      });
    });
  });

  it('a start refused for the visitor’s limit: no "Call Failed", the attempt given back, Start not offered, none left', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const events = { q: refused('visitor'), r: refusedError('visitor') };
      const call = fakeCall(hot<CallEvent>('-----qr', events));
      const attempts = fakeAttempts(1);
      const demo = createDemoCall({ call, attempts });
      testScheduler.schedule(() => demo.start(), 2);
      // The refusal, then the refund (the stored count back to 1): none left all the same.
      expectObservable(demo.state$).toBe('a-b--(cd)', {
        a: view('idle', 1),
        b: view('connecting', 2),
        c: { ...view('idle', 2), attemptsLeft: 0, canStart: false, quota: 'visitor' },
        d: { ...view('idle', 1), attemptsLeft: 0, canStart: false, quota: 'visitor' },
      });
      expectObservable(demo.toasts$).toBe('');
      testScheduler.schedule(() => {
        expect(attempts.consumed).toBe(1);
        expect(attempts.refunded).toBe(1);
      }, 20);
    });
  });

  it('the Worker’s count of calls left shows at once, before the call connects', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const call = fakeCall(hot<CallEvent>('----t-s', { t: callMade(0), s: EVENTS.started }));
      const demo = createDemoCall({ call, attempts: fakeAttempts(0) });
      testScheduler.schedule(() => demo.start(), 2);
      expectObservable(demo.state$).toBe('a-b-c-d', {
        a: view('idle', 0),
        b: view('connecting', 1),
        c: { ...view('connecting', 1), attemptsLeft: 0 },
        d: { ...view('connected', 1), attemptsLeft: 0 },
      });
    });
  });

  it('Start comes back by itself when the limit’s time has passed, without a reload', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const events = { q: refused('rate', 2), r: refusedError('rate', 2) };
      const call = fakeCall(hot<CallEvent>('-----qr', events));
      const demo = createDemoCall({ call, attempts: fakeAttempts(0), scheduler: testScheduler });
      testScheduler.schedule(() => demo.start(), 2);
      // Refused at 5 (the refund follows), lifted 2 s after the last refusal event (6 + 2000).
      expectObservable(demo.state$, '^ 3000ms !').toBe('a-b--(cd) 1997ms e', {
        a: view('idle', 0),
        b: view('connecting', 1),
        c: { ...view('idle', 1), canStart: false, quota: 'rate' },
        d: { ...view('idle', 0), canStart: false, quota: 'rate' },
        e: view('idle', 0),
      });
    });
  });

  it('a refusal without a time stays for the visit', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const call = fakeCall(hot<CallEvent>('-----q', { q: refused('site') }));
      const demo = createDemoCall({ call, attempts: fakeAttempts(0), scheduler: testScheduler });
      testScheduler.schedule(() => demo.start(), 2);
      expectObservable(demo.state$, '^ 100000ms !').toBe('a-b--(cd)', {
        a: view('idle', 0),
        b: view('connecting', 1),
        c: { ...view('idle', 1), canStart: false, quota: 'site' },
        d: { ...view('idle', 0), canStart: false, quota: 'site' },
      });
    });
  });

  it('busy: "Call Failed" with try again in a minute, once for the three failure events, and Start offered again at once', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const call = fakeCall(hot<CallEvent>('-----bcd', { b: EVENTS.busyError, c: EVENTS.busy, d: EVENTS.busyError }));
      const demo = createDemoCall({ call, attempts: fakeAttempts(0), scheduler: testScheduler });
      testScheduler.schedule(() => demo.start(), 2);
      expectObservable(demo.toasts$).toBe('-----b', { b: DEMO_MESSAGES.busy });
      expectObservable(demo.state$).toBe('a-b--(cd)', {
        a: view('idle', 0),
        b: view('connecting', 1),
        c: view('idle', 1),
        d: view('idle', 0),
      });
    });
  });
});
