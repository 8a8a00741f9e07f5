import { NEVER } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createDemoCall, reduceDemo, toDemoView, type DemoInput, type DemoState } from '../../streams/demo';
import { newTestScheduler } from '../fakes/virtual-clock';
import { fakeAttempts, view } from './demo-call-fakes';

// "Start a typed call": a demo call held by typing, without the microphone.

const reduce = (state: DemoState, input: DemoInput) => reduceDemo(state, input, 3);
const typeInstead: DemoInput = { type: 'start-pressed', typing: true };

describe('reduceDemo: a call held by typing', () => {
  it('"Start a typed call" in idle uses an attempt and asks for a typed call', () => {
    expect(reduce({ status: 'idle', attemptsUsed: 0, microphoneProblem: 'blocked' }, typeInstead)).toEqual({
      state: { status: 'connecting', attemptsUsed: 1, typing: true },
      notifications: [],
      effects: ['consume-attempt', 'start-typed-call'],
    });
  });

  it('does nothing while a call is under way or with no attempts left', () => {
    for (const state of [
      { status: 'connecting', attemptsUsed: 1 },
      { status: 'connected', attemptsUsed: 1 },
      { status: 'idle', attemptsUsed: 3 },
    ] as const) {
      expect(reduce(state, typeInstead)).toEqual({ state, notifications: [], effects: [] });
    }
  });

  it('a microphone problem does not end a typed call: it never needed the microphone; one refused at "Talk instead" is said', () => {
    const connecting: DemoState = { status: 'connecting', attemptsUsed: 1, typing: true };
    expect(reduce(connecting, { type: 'microphone-failed', problem: 'blocked' })).toEqual({
      state: connecting,
      notifications: [],
      effects: [],
    });
    const connected: DemoState = { status: 'connected', attemptsUsed: 1, typing: true };
    expect(reduce(connected, { type: 'microphone-failed', problem: 'blocked' })).toEqual({
      state: { ...connected, microphoneProblem: 'blocked' },
      notifications: [],
      effects: [],
    });
    expect(toDemoView({ ...connected, microphoneProblem: 'blocked' }, 3)).toMatchObject({
      status: 'connected',
      microphoneProblem: 'blocked',
    });
  });

  it('the call’s end, a failure or an error forgets that it was typed', () => {
    const typed = (status: 'connecting' | 'connected'): DemoState => ({ status, attemptsUsed: 1, typing: true });
    expect(reduce(typed('connected'), { type: 'call-ended' }).state).toEqual({ status: 'idle', attemptsUsed: 1 });
    expect(reduce(typed('connecting'), { type: 'start-failed' }).state).toEqual({ status: 'idle', attemptsUsed: 1 });
    expect(reduce(typed('connected'), { type: 'call-error' }).state).toEqual({ status: 'idle', attemptsUsed: 1 });
  });
});

describe('createDemoCall: startTyping (marbles)', () => {
  it('starts the client with `typing`, and the view says so until the call ends', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const starts: unknown[] = [];
      const call = {
        events$: hot('-----s---e', { s: { type: 'call-start' }, e: { type: 'call-end' } }),
        start: (options?: unknown) => void starts.push(options),
        stop: () => undefined,
      };
      const demo = createDemoCall({ call, attempts: fakeAttempts() });
      testScheduler.schedule(() => demo.startTyping(), 2);
      expectObservable(demo.state$).toBe('a-b--c---d', {
        a: view('idle', 0),
        b: { ...view('connecting', 1), typing: true },
        c: { ...view('connected', 1), typing: true },
        d: view('idle', 1),
      });
      testScheduler.schedule(() => expect(starts).toEqual([{ typing: true }]), 20);
    });
  });

  it('a voice start asks the client for no typing', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(() => {
      const starts: unknown[] = [];
      const call = { events$: NEVER, start: (options?: unknown) => void starts.push(options), stop: () => undefined };
      const demo = createDemoCall({ call, attempts: fakeAttempts() });
      const subscription = demo.state$.subscribe();
      testScheduler.schedule(() => demo.start(), 1);
      testScheduler.schedule(() => {
        expect(starts).toEqual([undefined]);
        subscription.unsubscribe();
      }, 5);
    });
  });
});
