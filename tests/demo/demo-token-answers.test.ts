import { of } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  TOKEN_DEMO_RULES,
  createDemoCall,
  reduceTokenDemo,
  toDemoInput,
  toTokenDemoInput,
  toTokenDemoView,
  type DemoState,
  type TokenDemoInput,
} from '../../streams/demo';
import { fakeAttempts, fakeCall, view } from './demo-call-fakes';
import { newTestScheduler } from '../fakes/virtual-clock';

// The hero's demo with a demo-token endpoint (VITE_DEMO_TOKEN_URL): its count of calls left today,
// and its refusals for a daily limit. The call client marks those on its events (streams/call).

const reduce = (state: DemoState, input: TokenDemoInput) => reduceTokenDemo(state, input, 3);
const connecting = (attemptsUsed: number): DemoState => ({ status: 'connecting', attemptsUsed });
const tokenCompleted = (remainingToday: number) => ({
  type: 'call-start-progress',
  stage: 'demo-token',
  status: 'completed',
  duration: 80,
  timestamp: '2026-11-26T05:00:00.000Z',
  metadata: { remainingToday, expiresAt: '2026-11-26T05:02:00.000Z' },
});
const refused = (quota: 'visitor' | 'site') => ({
  type: 'call-start-failed',
  stage: 'demo-token',
  totalDuration: 90,
  error: 'The demo-token endpoint gave no token',
  context: {},
  quota,
});
const refusedError = (quota: 'visitor' | 'site') => ({
  type: 'error',
  error: { type: 'demo-token-error', stage: 'demo-token', message: 'x', error: null, quota },
});

describe('the endpoint’s answers as demo inputs', () => {
  it('the demo-token stage’s completion gives the count of calls left; other stages’ progress gives nothing', () => {
    expect(toTokenDemoInput(tokenCompleted(2))).toEqual({ type: 'remaining', left: 2 });
    expect(toTokenDemoInput({ ...tokenCompleted(2), stage: 'web-call-creation' })).toBeUndefined();
    expect(toTokenDemoInput({ ...tokenCompleted(2), status: 'started', metadata: {} })).toBeUndefined();
  });

  it('a failure marked quota is that refusal, whether call-start-failed or its error comes first; other failures as before', () => {
    expect(toTokenDemoInput(refused('visitor'))).toEqual({ type: 'quota', scope: 'visitor' });
    expect(toTokenDemoInput(refusedError('site'))).toEqual({ type: 'quota', scope: 'site' });
    const challenge = { ...refused('visitor'), quota: undefined };
    expect(toTokenDemoInput(challenge)).toEqual({ type: 'start-failed' });
    expect(toTokenDemoInput({ type: 'call-start-failed', permanent: true })).toEqual(
      toDemoInput({ type: 'call-start-failed', permanent: true }),
    );
    expect(toTokenDemoInput({ type: 'call-start' })).toEqual({ type: 'call-started' });
  });
});

describe('reduceTokenDemo', () => {
  it('the visitor’s limit: back to idle, no toast, the press’s attempt given back, none left today, and Start not offered again', () => {
    const step = reduce(connecting(1), { type: 'quota', scope: 'visitor' });
    expect(step).toEqual({
      state: { status: 'idle', attemptsUsed: 1, quota: 'visitor', remainingToday: 0 },
      notifications: [],
      effects: ['abandon-call', 'refund-attempt'],
    });
    expect(toTokenDemoView(step.state, 3)).toMatchObject({ attemptsLeft: 0, canStart: false, quota: 'visitor' });
    expect(reduce({ ...step.state, attemptsUsed: 0 }, { type: 'start-pressed' }).effects).toEqual([]);
  });

  it('the site’s budget: the same, and the visitor’s own count is left as it was', () => {
    const step = reduce({ ...connecting(2), remainingToday: 1 }, { type: 'quota', scope: 'site' });
    expect(step.state).toEqual({ status: 'idle', attemptsUsed: 2, remainingToday: 1, quota: 'site' });
    expect(step.notifications).toEqual([]);
    expect(toTokenDemoView(step.state, 3)).toMatchObject({ attemptsLeft: 1, canStart: false, quota: 'site' });
  });

  it('an echo of the refusal (its other failure events) changes nothing', () => {
    const refusedState: DemoState = { status: 'idle', attemptsUsed: 0, quota: 'visitor', remainingToday: 0 };
    expect(reduce(refusedState, { type: 'quota', scope: 'visitor' })).toEqual({ state: refusedState, notifications: [], effects: [] });
    expect(reduce(refusedState, { type: 'start-failed' }).notifications).toEqual([]);
  });

  it('the endpoint’s count is the count shown; without one, the stored count is', () => {
    const counted = reduce(connecting(1), { type: 'remaining', left: 0 }).state;
    expect(toTokenDemoView(counted, 3).attemptsLeft).toBe(0);
    expect(toTokenDemoView(connecting(1), 3).attemptsLeft).toBe(2);
    // Once the call is over, no call left today means no Start.
    expect(toTokenDemoView({ ...counted, status: 'idle' }, 3).canStart).toBe(false);
    expect(reduce({ ...counted, status: 'idle' }, { type: 'start-pressed' }).effects).toEqual([]);
  });
});

describe('createDemoCall with the endpoint’s answers (marbles)', () => {
  it('reads none of them with the plain rules (before the demo-token chunk hands in its own)', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const call = fakeCall(hot('----t', { t: tokenCompleted(0) }));
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
      const demo = createDemoCall({ call, attempts, rules: of(TOKEN_DEMO_RULES) });
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

  it('a token’s count of calls left shows at once, before the call connects', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const call = fakeCall(hot('----t-s', { t: tokenCompleted(0), s: { type: 'call-start' } }));
      const demo = createDemoCall({ call, attempts: fakeAttempts(0), rules: of(TOKEN_DEMO_RULES) });
      testScheduler.schedule(() => demo.start(), 2);
      expectObservable(demo.state$).toBe('a-b-c-d', {
        a: view('idle', 0),
        b: view('connecting', 1),
        c: { ...view('connecting', 1), attemptsLeft: 0 },
        d: { ...view('connected', 1), attemptsLeft: 0 },
      });
    });
  });
});
