import { NEVER } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { CallEvent } from '../../streams/call/call-events';
import { createDemoCall } from '../../streams/demo/demo-call';
import { reduceDemo, toDemoView } from '../../streams/demo/demo-machine';
import type { DemoInput, DemoState } from '../../streams/demo/demo-state';
import { newTestScheduler } from '../fakes/virtual-clock';
import { demoState, fakeAttempts, fakeCall, view } from './demo-call-fakes';

// "Start a typed call": a demo call held by typing, without the microphone.

const reduce = (state: DemoState, input: DemoInput) => reduceDemo(state, input, 3);
const typeInstead: DemoInput = { type: 'start-pressed', typing: true };

describe('reduceDemo: a call held by typing', () => {
  it('"Start a typed call" in idle uses an attempt and asks for a typed call', () => {
    expect(reduce(demoState({ status: 'idle', attemptsUsed: 0, microphoneProblem: 'blocked' }), typeInstead)).toEqual({
      state: demoState({ status: 'connecting', attemptsUsed: 1, typing: true }),
      events: [],
      effects: ['consume-attempt', 'start-typed-call'],
    });
  });

  it('does nothing while a call is under way or with no attempts left', () => {
    for (const state of [
      demoState({ status: 'connecting', attemptsUsed: 1 }),
      demoState({ status: 'connected', attemptsUsed: 1 }),
      demoState({ status: 'idle', attemptsUsed: 3 }),
    ]) {
      expect(reduce(state, typeInstead)).toEqual({ state, events: [], effects: [] });
    }
  });

  it('a microphone problem does not end a typed call: it never needed the microphone; one refused at "Talk instead" is said', () => {
    const connecting = demoState({ status: 'connecting', attemptsUsed: 1, typing: true });
    expect(reduce(connecting, { type: 'microphone-failed', problem: 'blocked' })).toEqual({
      state: connecting,
      events: [],
      effects: [],
    });
    const connected = demoState({ status: 'connected', attemptsUsed: 1, typing: true });
    const told = demoState({ status: 'connected', attemptsUsed: 1, typing: true, microphoneProblem: 'blocked' });
    expect(reduce(connected, { type: 'microphone-failed', problem: 'blocked' })).toEqual({
      state: told,
      events: [],
      effects: [],
    });
    expect(toDemoView(told, 3)).toMatchObject({
      status: 'connected',
      microphoneProblem: 'blocked',
    });
  });

  it('the call’s end, a failure or an error forgets that it was typed', () => {
    const typed = (status: 'connecting' | 'connected'): DemoState => demoState({ status, attemptsUsed: 1, typing: true });
    const idle = demoState({ status: 'idle', attemptsUsed: 1 });
    expect(reduce(typed('connected'), { type: 'call-ended' }).state).toEqual(idle);
    expect(reduce(typed('connecting'), { type: 'start-failed' }).state).toEqual(idle);
    expect(reduce(typed('connected'), { type: 'call-error' }).state).toEqual(idle);
  });
});

describe('createDemoCall: startTyping (marbles)', () => {
  it('starts the client with `typing`, and the view says so until the call ends', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const starts: unknown[] = [];
      const call = {
        ...fakeCall(hot<CallEvent>('-----s---e', { s: { type: 'call-start' }, e: { type: 'call-end' } })),
        start: (options?: unknown) => void starts.push(options),
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
      const call = { ...fakeCall(NEVER), start: (options?: unknown) => void starts.push(options) };
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

// "Try a call about": a typed call that opens with the words of a hard call.
const tryHospital: DemoInput = { type: 'start-pressed', typing: true, opening: 'My mum is in hospital' };

describe('reduceDemo: a hard call to try', () => {
  it('starts a typed call as "Start a typed call" does, and keeps its opening until the call connects', () => {
    const { state, events, effects } = reduce(demoState({ status: 'idle', attemptsUsed: 0 }), tryHospital);
    expect(state).toEqual({ ...demoState({ status: 'connecting', attemptsUsed: 1, typing: true }), opening: 'My mum is in hospital' });
    expect(events).toEqual([]);
    expect(effects).toEqual(['consume-attempt', 'start-typed-call']);
  });

  it('sends the opening once, when the call connects, and forgets it', () => {
    const connecting = reduce(demoState({ status: 'idle', attemptsUsed: 0 }), tryHospital).state;
    const connected = reduce(connecting, { type: 'call-started' });
    expect(connected.effects).toEqual([{ type: 'send-opening', words: 'My mum is in hospital' }]);
    expect(connected.state).toEqual(demoState({ status: 'connected', attemptsUsed: 1, typing: true }));
    expect(reduce(connected.state, { type: 'call-started' }).effects).toEqual([]);
  });

  it('an opening of blank words starts a plain typed call; a failed start sends nothing and gives the attempt back', () => {
    const blank = reduce(demoState({ status: 'idle', attemptsUsed: 0 }), { type: 'start-pressed', typing: true, opening: '  ' });
    expect(blank.state).toEqual(demoState({ status: 'connecting', attemptsUsed: 1, typing: true }));
    const connecting = reduce(demoState({ status: 'idle', attemptsUsed: 0 }), tryHospital).state;
    const failed = reduce(connecting, { type: 'start-failed' });
    expect(failed.state).toEqual(demoState({ status: 'idle', attemptsUsed: 1 }));
    expect(failed.effects).toEqual(['refund-attempt']);
  });

  it('with no attempt left, or a call under way, does nothing', () => {
    for (const state of [demoState({ status: 'idle', attemptsUsed: 3 }), demoState({ status: 'connected', attemptsUsed: 1 })]) {
      expect(reduce(state, tryHospital)).toEqual({ state, events: [], effects: [] });
    }
  });
});

describe('createDemoCall: tryCall (marbles)', () => {
  it('starts a typed call, and sends the opening right after the burst that says it connected, once', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const starts: unknown[] = [];
      const sent: { words: string; at: number }[] = [];
      const call = {
        ...fakeCall(hot<CallEvent>('-----s---e', { s: { type: 'call-start' }, e: { type: 'call-end' } })),
        start: (options?: unknown) => void starts.push(options),
        sendText: (words: string) => void sent.push({ words, at: testScheduler.now() }),
      };
      const demo = createDemoCall({ call, attempts: fakeAttempts() });
      testScheduler.schedule(() => demo.tryCall('My mum is in hospital'), 2);
      expectObservable(demo.state$).toBe('a-b--c---d', {
        a: view('idle', 0),
        b: { ...view('connecting', 1), typing: true },
        c: { ...view('connected', 1), typing: true },
        d: view('idle', 1),
      });
      testScheduler.schedule(() => {
        expect(starts).toEqual([{ typing: true }]);
        expect(sent).toEqual([{ words: 'My mum is in hospital', at: 5 }]);
      }, 20);
    });
  });

  it('a call that ends before it connects sends nothing', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot }) => {
      const call = fakeCall(hot<CallEvent>('-----e', { e: { type: 'call-end' } }));
      const demo = createDemoCall({ call, attempts: fakeAttempts() });
      const subscription = demo.state$.subscribe();
      testScheduler.schedule(() => demo.tryCall('I need a receipt for my giving'), 2);
      testScheduler.schedule(() => {
        expect(call.sent).toEqual([]);
        subscription.unsubscribe();
      }, 20);
    });
  });
});
