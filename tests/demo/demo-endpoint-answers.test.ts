import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  ENDPOINT_DEMO_RULES,
  ENDPOINT_MESSAGES,
  createDemoCall,
  reduceEndpointDemo,
  toDemoInput,
  toEndpointDemoInput,
  toEndpointDemoView,
  type DemoState,
  type EndpointDemoInput,
  type QuotaScope,
} from '../../streams/demo';
import { fakeAttempts, fakeCall, view } from './demo-call-fakes';
import { newTestScheduler } from '../fakes/virtual-clock';

// The hero's demo with a demo-call endpoint (VITE_DEMO_CALL_URL): its count of calls left today,
// its refusals for a limit (lifted when its time has passed), and "try again in a minute". The call
// client marks those on its events (streams/call).

const reduce = (state: DemoState, input: EndpointDemoInput) => reduceEndpointDemo(state, input, 3);
const connecting = (attemptsUsed: number): DemoState => ({ status: 'connecting', attemptsUsed });
const callMade = (remainingToday: number) => ({
  type: 'call-start-progress',
  stage: 'demo-call',
  status: 'completed',
  duration: 80,
  timestamp: '2026-11-26T05:00:00.000Z',
  metadata: { remainingToday, callId: 'call-1', videoRecordingEnabled: false, voiceProvider: 'vapi' },
});
const refused = (quota: QuotaScope, retryAfter?: number) => ({
  type: 'call-start-failed',
  stage: 'demo-call',
  totalDuration: 90,
  error: 'The demo-call endpoint made no call',
  context: {},
  quota,
  ...(retryAfter === undefined ? {} : { retryAfter }),
});
const refusedError = (quota: QuotaScope, retryAfter?: number) => ({
  type: 'error',
  error: {
    type: 'demo-call-error',
    stage: 'demo-call',
    message: 'x',
    error: null,
    quota,
    ...(retryAfter === undefined ? {} : { retryAfter }),
  },
});
const busy = { type: 'call-start-failed', stage: 'demo-call', totalDuration: 90, error: 'busy', context: {}, busy: true };
const busyError = { type: 'error', error: { type: 'demo-call-error', stage: 'demo-call', message: 'x', error: null, busy: true } };

describe('the endpoint’s answers as demo inputs', () => {
  it('the demo-call stage’s completion gives the count of calls left; other stages’ progress gives nothing', () => {
    expect(toEndpointDemoInput(callMade(2))).toEqual({ type: 'remaining', left: 2 });
    expect(toEndpointDemoInput({ ...callMade(2), stage: 'web-call-creation' })).toBeUndefined();
    expect(toEndpointDemoInput({ ...callMade(2), status: 'started', metadata: {} })).toBeUndefined();
  });

  it('a failure marked quota is that refusal with its time, whether call-start-failed or its error comes first; busy is busy; other failures as before', () => {
    expect(toEndpointDemoInput(refused('visitor'))).toEqual({ type: 'quota', scope: 'visitor' });
    expect(toEndpointDemoInput(refusedError('site', 3600))).toEqual({ type: 'quota', scope: 'site', retryAfter: 3600 });
    expect(toEndpointDemoInput(refused('rate', 60))).toEqual({ type: 'quota', scope: 'rate', retryAfter: 60 });
    expect(toEndpointDemoInput(busy)).toEqual({ type: 'busy' });
    expect(toEndpointDemoInput(busyError)).toEqual({ type: 'busy' });
    expect(toEndpointDemoInput({ ...refused('visitor'), quota: 'planet' })).toEqual({ type: 'start-failed' });
    const challenge = { ...refused('visitor'), quota: undefined };
    expect(toEndpointDemoInput(challenge)).toEqual({ type: 'start-failed' });
    expect(toEndpointDemoInput({ type: 'call-start-failed', permanent: true })).toEqual(
      toDemoInput({ type: 'call-start-failed', permanent: true }),
    );
    expect(toEndpointDemoInput({ type: 'call-start' })).toEqual({ type: 'call-started' });
  });
});

describe('reduceEndpointDemo', () => {
  it('the visitor’s limit: back to idle, no toast, the press’s attempt given back, none left today, and Start not offered again', () => {
    const step = reduce(connecting(1), { type: 'quota', scope: 'visitor' });
    expect(step).toEqual({
      state: { status: 'idle', attemptsUsed: 1, quota: 'visitor', remainingToday: 0 },
      notifications: [],
      effects: ['abandon-call', 'refund-attempt'],
    });
    expect(toEndpointDemoView(step.state, 3)).toMatchObject({ attemptsLeft: 0, canStart: false, quota: 'visitor' });
    expect(reduce({ ...step.state, attemptsUsed: 0 }, { type: 'start-pressed' }).effects).toEqual([]);
  });

  it('the site’s budget: the same, and the visitor’s own count is left as it was', () => {
    const step = reduce({ ...connecting(2), remainingToday: 1 }, { type: 'quota', scope: 'site' });
    expect(step.state).toEqual({ status: 'idle', attemptsUsed: 2, remainingToday: 1, quota: 'site' });
    expect(step.notifications).toEqual([]);
    expect(toEndpointDemoView(step.state, 3)).toMatchObject({ attemptsLeft: 1, canStart: false, quota: 'site' });
  });

  it('an echo of the refusal (its other failure events) changes nothing', () => {
    const refusedState: DemoState = { status: 'idle', attemptsUsed: 0, quota: 'visitor', remainingToday: 0 };
    expect(reduce(refusedState, { type: 'quota', scope: 'visitor' })).toEqual({ state: refusedState, notifications: [], effects: [] });
    expect(reduce(refusedState, { type: 'start-failed' }).notifications).toEqual([]);
  });

  it('the connection’s minute: back to idle, no toast, the attempt given back, the day’s count left as it was', () => {
    const step = reduce({ ...connecting(2), remainingToday: 1 }, { type: 'quota', scope: 'rate', retryAfter: 60 });
    expect(step).toEqual({
      state: { status: 'idle', attemptsUsed: 2, remainingToday: 1, quota: 'rate' },
      notifications: [],
      effects: ['abandon-call', 'refund-attempt'],
    });
    expect(toEndpointDemoView(step.state, 3)).toMatchObject({ attemptsLeft: 1, canStart: false, quota: 'rate' });
  });

  it('a limit lifted: Start offered again; a day’s limit forgets the day’s count, the minute’s keeps it', () => {
    const day = reduce({ status: 'idle', attemptsUsed: 0, quota: 'visitor', remainingToday: 0 }, { type: 'limit-lifted' });
    expect(day.state).toEqual({ status: 'idle', attemptsUsed: 0 });
    expect(toEndpointDemoView(day.state, 3)).toMatchObject({ attemptsLeft: 3, canStart: true });
    const minute = reduce({ status: 'idle', attemptsUsed: 1, quota: 'rate', remainingToday: 2 }, { type: 'limit-lifted' });
    expect(minute.state).toEqual({ status: 'idle', attemptsUsed: 1, remainingToday: 2 });
    const none: DemoState = { status: 'connected', attemptsUsed: 1 };
    expect(reduce(none, { type: 'limit-lifted' })).toEqual({ state: none, notifications: [], effects: [] });
  });

  it('busy: back to idle with "try again in a minute", the attempt given back; an echo in idle changes nothing', () => {
    const step = reduce(connecting(1), { type: 'busy' });
    expect(step).toEqual({
      state: { status: 'idle', attemptsUsed: 1 },
      notifications: [ENDPOINT_MESSAGES.busy],
      effects: ['abandon-call', 'refund-attempt'],
    });
    expect(ENDPOINT_MESSAGES.busy).toEqual({
      title: 'Call Failed',
      description: 'The live demo could not start a call just now. Please try again in a minute.',
      variant: 'destructive',
    });
    expect(reduce(step.state, { type: 'busy' })).toEqual({ state: step.state, notifications: [], effects: [] });
  });

  it('the endpoint’s count is the count shown; without one, the stored count is', () => {
    const counted = reduce(connecting(1), { type: 'remaining', left: 0 }).state;
    expect(toEndpointDemoView(counted, 3).attemptsLeft).toBe(0);
    expect(toEndpointDemoView(connecting(1), 3).attemptsLeft).toBe(2);
    // Once the call is over, no call left today means no Start.
    expect(toEndpointDemoView({ ...counted, status: 'idle' }, 3).canStart).toBe(false);
    expect(reduce({ ...counted, status: 'idle' }, { type: 'start-pressed' }).effects).toEqual([]);
  });
});

describe('createDemoCall with the endpoint’s answers (marbles)', () => {
  it('reads none of them with the plain rules (before the endpoint’s chunk hands in its own)', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const call = fakeCall(hot('----t', { t: callMade(0) }));
      const demo = createDemoCall({ call, attempts: fakeAttempts(0) });
      testScheduler.schedule(() => demo.start(), 2);
      expectObservable(demo.state$, '^-------!').toBe('a-b', { a: view('idle', 0), b: view('connecting', 1) });
    });
  });

  it('a start refused for the visitor’s limit: no "Call Failed", the attempt given back, Start not offered, none left', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const events = { q: refused('visitor'), r: refusedError('visitor') };
      const call = fakeCall(hot('-----qr', events));
      const attempts = fakeAttempts(1);
      const demo = createDemoCall({ call, attempts, rules: of(ENDPOINT_DEMO_RULES) });
      testScheduler.schedule(() => demo.start(), 2);
      // The refusal, then the refund (the stored count back to 1): none left all the same.
      expectObservable(demo.state$).toBe('a-b--(cd)', {
        a: view('idle', 1),
        b: view('connecting', 2),
        c: { ...view('idle', 2), attemptsLeft: 0, canStart: false, quota: 'visitor' },
        d: { ...view('idle', 1), attemptsLeft: 0, canStart: false, quota: 'visitor' },
      });
      expectObservable(demo.notifications$).toBe('');
      testScheduler.schedule(() => {
        expect(attempts.consumed).toBe(1);
        expect(attempts.refunded).toBe(1);
      }, 20);
    });
  });

  it('the Worker’s count of calls left shows at once, before the call connects', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const call = fakeCall(hot('----t-s', { t: callMade(0), s: { type: 'call-start' } }));
      const demo = createDemoCall({ call, attempts: fakeAttempts(0), rules: of(ENDPOINT_DEMO_RULES) });
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
      const call = fakeCall(hot('-----qr', events));
      const demo = createDemoCall({ call, attempts: fakeAttempts(0), rules: of(ENDPOINT_DEMO_RULES), scheduler: testScheduler });
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
      const call = fakeCall(hot('-----q', { q: refused('site') }));
      const demo = createDemoCall({ call, attempts: fakeAttempts(0), rules: of(ENDPOINT_DEMO_RULES), scheduler: testScheduler });
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
      const call = fakeCall(hot('-----bcd', { b: busyError, c: busy, d: busyError }));
      const demo = createDemoCall({ call, attempts: fakeAttempts(0), rules: of(ENDPOINT_DEMO_RULES), scheduler: testScheduler });
      testScheduler.schedule(() => demo.start(), 2);
      expectObservable(demo.notifications$).toBe('-----b', { b: ENDPOINT_MESSAGES.busy });
      expectObservable(demo.state$).toBe('a-b--(cd)', {
        a: view('idle', 0),
        b: view('connecting', 1),
        c: view('idle', 1),
        d: view('idle', 0),
      });
    });
  });
});
