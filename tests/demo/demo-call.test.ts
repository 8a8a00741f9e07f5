import { Subject, VirtualTimeScheduler, type SchedulerLike } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { CallEvent } from '../../streams/call/call-events';
import { DEMO_CONFIG } from '../../streams/demo/demo-config';
import { createAttemptStore } from '../../streams/demo/attempt-store';
import { createDemoCall, type DemoCall } from '../../streams/demo/demo-call';
import { createUnavailableRecord } from '../../streams/demo/unavailable-record';
import type { ToastMessage } from '../../streams/shared/toast-message';
import { fakeAttempts, fakeCall, view } from './demo-call-fakes';
import { createFakeStorage } from './fake-storage';
import { newTestScheduler } from '../fakes/virtual-clock';

const context = { hasAssistant: true, hasSquad: false, hasWorkflow: false, isMobile: false };

// The call client's events, whole as it emits them: a field renamed in streams/call fails the type check here.
const EVENTS = {
  s: { type: 'call-start' },
  e: { type: 'call-end' },
  f: { type: 'call-start-failed', stage: 'daily-call-join', totalDuration: 12, error: 'join failed', context },
  x: { type: 'error', error: { type: 'daily-error', stage: 'in-call', duration: 0, message: 'The line dropped', error: null } },
  v: { type: 'volume-level', volume: 0.4 },
  /** The provider refused the demo as configured (POST /call/web answered 401): trying again will not help. */
  r: { type: 'call-start-failed', stage: 'web-call-creation', totalDuration: 12, error: 'HTTP 401', context, permanent: true },
  /** The browser refused to play the assistant (autoplay policy): the call goes on. */
  a: { type: 'error', error: { type: 'audio-start-failed', stage: 'in-call', duration: 0, message: 'play() refused', error: null } },
  /** An error the call survives (nonFatalCallErrors). */
  m: { type: 'error', error: { type: 'media-error', stage: 'in-call', duration: 0, message: 'camera busy', error: null } },
} satisfies Record<string, CallEvent>;

const TOASTS = {
  c: { title: 'Call Connected', variant: 'default' },
  d: { title: 'Call Ended', variant: 'default' },
  f: { title: 'Call Failed', description: 'Failed to start the call. Please try again.', variant: 'destructive' },
  x: { title: 'Call Error', description: 'The line dropped', variant: 'destructive' },
} satisfies Record<string, ToastMessage>;

describe('createDemoCall: a demo the provider refuses, kept for the visit', () => {
  it('keeps the refusal in sessionStorage, and a new page of the same visit starts unavailable, without a toast', () => {
    const storage = createFakeStorage();
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const call = fakeCall(hot<CallEvent>('----r', EVENTS));
      const demo = createDemoCall({ call, attempts: fakeAttempts(), unavailable: createUnavailableRecord({ storage }) });
      testScheduler.schedule(() => demo.start(), 2);
      // The refund follows in the same frame: the attempt was never spent.
      expectObservable(demo.state$).toBe('a-b-(cd)', {
        a: view('idle', 0),
        b: view('connecting', 1),
        c: { ...view('idle', 1), canStart: false, unavailable: true },
        d: { ...view('idle', 0), canStart: false, unavailable: true },
      });
    });
    expect(storage.getItem(DEMO_CONFIG.unavailableStorageKey)).toBe('1');

    const reloaded = newTestScheduler();
    reloaded.run(({ hot, expectObservable }) => {
      const call = fakeCall(hot<CallEvent>('-'));
      const demo = createDemoCall({ call, attempts: fakeAttempts(), unavailable: createUnavailableRecord({ storage }) });
      reloaded.schedule(() => demo.start(), 2);
      expectObservable(demo.state$).toBe('a', { a: { ...view('idle', 0), canStart: false, unavailable: true } });
      expectObservable(demo.toasts$).toBe('');
      reloaded.schedule(() => expect(call.calls).toEqual([]), 5);
    });
  });

  it('without a record (no storage), a new page offers Start again', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const demo = createDemoCall({
        call: fakeCall(hot<CallEvent>('-')),
        attempts: fakeAttempts(),
        unavailable: createUnavailableRecord({ storage: undefined }),
      });
      expectObservable(demo.state$).toBe('a', { a: view('idle', 0) });
    });
  });
});

describe('createDemoCall (marbles)', () => {
  it('runs idle → connecting → connected → idle with the spec toasts', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const call = fakeCall(hot<CallEvent>('-----s-v---e', EVENTS));
      const attempts = fakeAttempts();
      const demo = createDemoCall({ call, attempts });
      testScheduler.schedule(() => demo.start(), 2);
      testScheduler.schedule(() => demo.end(), 8);
      expectObservable(demo.state$).toBe('a-b--c-----d', {
        a: view('idle', 0),
        b: view('connecting', 1),
        c: view('connected', 1),
        d: view('idle', 1),
      });
      expectObservable(demo.toasts$).toBe('-----c-----d', TOASTS);
      testScheduler.schedule(() => {
        expect(call.calls).toEqual(['start', 'stop']);
        expect(attempts.consumed).toBe(1);
      }, 20);
    });
  });

  it('ignores start while connecting or connected', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const call = fakeCall(hot<CallEvent>('----s', EVENTS));
      const attempts = fakeAttempts();
      const demo = createDemoCall({ call, attempts });
      [1, 2, 3, 6].forEach((frame) => testScheduler.schedule(() => demo.start(), frame));
      expectObservable(demo.state$).toBe('ab--c', { a: view('idle', 0), b: view('connecting', 1), c: view('connected', 1) });
      testScheduler.schedule(() => expect([call.calls, attempts.consumed]).toEqual([['start'], 1]), 10);
    });
  });

  it('disables start after 3 attempts, but keeps End Call while connected', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const call = fakeCall(hot<CallEvent>('--s--e', EVENTS));
      const attempts = fakeAttempts(2);
      const demo = createDemoCall({ call, attempts });
      testScheduler.schedule(() => demo.start(), 1);
      testScheduler.schedule(() => demo.start(), 7);
      expectObservable(demo.state$).toBe('abc--d', {
        a: view('idle', 2),
        b: view('connecting', 3),
        c: view('connected', 3),
        d: view('idle', 3),
      });
      testScheduler.schedule(() => expect(call.calls).toEqual(['start']), 10);
    });
    expect(view('connected', 3)).toMatchObject({ canStart: false, canEnd: true, attemptsLeft: 0 });
    expect(view('idle', 3)).toMatchObject({ canStart: false, canEnd: false });
  });

  it('shows exactly one "Call Failed" for a start failure and its follow-up error', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const demo = createDemoCall({ call: fakeCall(hot<CallEvent>('---fx-e', EVENTS)), attempts: fakeAttempts() });
      testScheduler.schedule(() => demo.start(), 1);
      // The start failed before connecting, so its attempt is given back.
      expectObservable(demo.state$).toBe('ab-(cd)', {
        a: view('idle', 0),
        b: view('connecting', 1),
        c: view('idle', 1),
        d: view('idle', 0),
      });
      expectObservable(demo.toasts$).toBe('---f', TOASTS);
    });
  });

  it('turns an error after the call started into "Call Error" and idle', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const demo = createDemoCall({ call: fakeCall(hot<CallEvent>('--s--x-e', EVENTS)), attempts: fakeAttempts() });
      testScheduler.schedule(() => demo.start(), 1);
      expectObservable(demo.state$).toBe('abc--d', {
        a: view('idle', 0),
        b: view('connecting', 1),
        c: view('connected', 1),
        d: view('idle', 1),
      });
      expectObservable(demo.toasts$).toBe('--c--x', TOASTS);
    });
  });

  it('subscribes to the call events once for both outputs (plus the connect watch) and lets go when both unsubscribe', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable, expectSubscriptions }) => {
      const events = hot<CallEvent>('--s---e', EVENTS);
      const demo = createDemoCall({ call: fakeCall(events), attempts: fakeAttempts() });
      testScheduler.schedule(() => demo.start(), 1);
      expectObservable(demo.state$, '^---!').toBe('abc', { a: view('idle', 0), b: view('connecting', 1), c: view('connected', 1) });
      expectObservable(demo.toasts$, '^-----!').toBe('--c', TOASTS);
      // The second subscription watches the start only until it connects.
      expectSubscriptions(events.subscriptions).toBe(['^-----!', '-^!']);
    });
  });

  it('abandons a start that neither connects nor fails within the connect timeout', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const call = fakeCall(hot<CallEvent>('-'));
      const config = { ...DEMO_CONFIG, attemptsStorageKey: 'k', connectTimeoutMs: 10 };
      const demo = createDemoCall({ call, attempts: fakeAttempts(), config, scheduler: testScheduler });
      testScheduler.schedule(() => demo.start(), 1);
      testScheduler.schedule(() => expect(call.calls).toEqual(['start', 'stop']), 12);
      expectObservable(demo.state$, '^------------!').toBe('ab---------(cd)', {
        a: view('idle', 0),
        b: view('connecting', 1),
        c: view('idle', 1),
        d: view('idle', 0),
      });
      expectObservable(demo.toasts$, '^------------!').toBe('-----------f', { f: TOASTS.f });
    });
  });

  it('replays the current view to a late subscriber, but not past toasts', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, cold, expectObservable }) => {
      const demo = createDemoCall({ call: fakeCall(hot<CallEvent>('--s', EVENTS)), attempts: fakeAttempts() });
      testScheduler.schedule(() => demo.start(), 1);
      expectObservable(demo.state$).toBe('abc', { a: view('idle', 0), b: view('connecting', 1), c: view('connected', 1) });
      const late = { state: [] as unknown[], toasts: [] as unknown[] };
      cold('----a').subscribe(() => {
        demo.state$.subscribe((v) => late.state.push(v));
        demo.toasts$.subscribe((n) => late.toasts.push(n));
      });
      testScheduler.schedule(() => expect(late).toEqual({ state: [view('connected', 1)], toasts: [] }), 6);
    });
  });
});

describe('createDemoCall: the stored attempts, whichever output is subscribed first', () => {
  // The page subscribes to the toasts before the hero's view (the toasts hydrate first): the
  // stored count arrives synchronously as the machine connects and must reach the view too.
  for (const first of ['toasts$', 'state$'] as const) {
    it(`shows the day's used attempts when ${first} connects the machine`, () => {
      const demo = createDemoCall({ call: fakeCall(new Subject<CallEvent>()), attempts: fakeAttempts(3) });
      const states: string[] = [];
      const toasts: string[] = [];
      const subscribe = {
        toasts$: () => demo.toasts$.subscribe((n) => toasts.push(n.title)),
        state$: () => demo.state$.subscribe((v) => states.push(`${v.status}:${v.attemptsLeft}:${v.canStart}`)),
      };
      subscribe[first]();
      subscribe[first === 'state$' ? 'toasts$' : 'state$']();
      expect(states).toEqual(['idle:0:false']);
      demo.start();
      expect(states).toEqual(['idle:0:false']);
      expect(toasts).toEqual([]);
    });
  }

  it('a toast of a step made while connecting reaches a first subscriber, and is not replayed to the next', () => {
    const events = new Subject<CallEvent>();
    const demo = createDemoCall({ call: fakeCall(events), attempts: fakeAttempts(1) });
    const first: string[] = [];
    const second: string[] = [];
    demo.toasts$.subscribe((n) => first.push(n.title));
    demo.start();
    events.next(EVENTS.s);
    demo.toasts$.subscribe((n) => second.push(n.title));
    events.next(EVENTS.e);
    expect(first).toEqual(['Call Connected', 'Call Ended']);
    expect(second).toEqual(['Call Ended']);
  });
});

describe('createDemoCall with a client that answers synchronously', () => {
  function track(events: Subject<CallEvent>, onStart: () => unknown) {
    const demo = createDemoCall({ call: fakeCall(events, onStart), attempts: fakeAttempts() });
    const states: string[] = [];
    const toasts: string[] = [];
    demo.state$.subscribe((v) => states.push(`${v.status}:${v.attemptsUsed}`));
    demo.toasts$.subscribe((n) => toasts.push(n.title));
    return { demo, states, toasts };
  }

  it('delivers the steps in order when start() fails at once', () => {
    const events = new Subject<CallEvent>();
    const { demo, states, toasts } = track(events, () => {
      events.next(EVENTS.f);
      events.next(EVENTS.x);
    });
    demo.start();
    expect(states).toEqual(['idle:0', 'connecting:1', 'idle:1', 'idle:0']);
    expect(toasts).toEqual(['Call Failed']);
  });

  it('delivers the steps in order when start() connects at once', () => {
    const events = new Subject<CallEvent>();
    const { demo, states } = track(events, () => events.next(EVENTS.s));
    demo.start();
    expect(states).toEqual(['idle:0', 'connecting:1', 'connected:1']);
  });

  it('treats a throwing start() as a start failure', () => {
    const { demo, states, toasts } = track(new Subject(), () => {
      throw new Error('boom');
    });
    demo.start();
    expect(states.at(-1)).toBe('idle:0');
    expect(toasts).toEqual(['Call Failed']);
  });

  it('treats a rejected start() as a start failure, once', async () => {
    const failure = Promise.reject(new Error('no network'));
    const events = new Subject<CallEvent>();
    const { demo, states, toasts } = track(events, () => failure);
    demo.start();
    expect(states.at(-1)).toBe('connecting:1');
    await failure.catch(() => undefined);
    events.next(EVENTS.x); // the client's own follow-up error
    expect(states.at(-1)).toBe('idle:0');
    expect(toasts).toEqual(['Call Failed']);
  });
});

describe('attempts used in another tab', () => {
  it('are read again at the press, so a stale tab cannot start a fourth call', () => {
    const storage = createFakeStorage();
    const scheduler = new VirtualTimeScheduler();
    const staleTab = createAttemptStore({ storage, scheduler });
    const otherTab = createAttemptStore({ storage, scheduler });
    const starts: string[] = [];
    const demo = createDemoCall({
      call: fakeCall(new Subject<CallEvent>(), () => starts.push('start')),
      attempts: staleTab,
    });
    const views: { canStart: boolean; status: string }[] = [];
    const subscription = demo.state$.subscribe((view) => views.push(view));
    expect(views.at(-1)).toMatchObject({ canStart: true });

    otherTab.consume();
    otherTab.consume();
    otherTab.consume();
    demo.start();

    expect(starts).toEqual([]);
    expect(views.at(-1)).toMatchObject({ status: 'idle', canStart: false });
    subscription.unsubscribe();
  });
});

/** A demo whose connect clock runs out after 10 ms, and the views it shows as "status:attempts used". */
function clockedDemo(call: ReturnType<typeof fakeCall>, scheduler: SchedulerLike): { demo: DemoCall; states: string[] } {
  const config = { ...DEMO_CONFIG, attemptsStorageKey: 'k', connectTimeoutMs: 10 };
  const demo = createDemoCall({ call, attempts: fakeAttempts(), config, scheduler });
  const states: string[] = [];
  demo.state$.subscribe((v) => states.push(`${v.status}:${v.attemptsUsed}`));
  return { demo, states };
}

describe('createDemoCall: what its effects and filters must do', () => {
  it('stops watching the connect timeout when the start fails or the call ends', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectSubscriptions }) => {
      const failed = hot<CallEvent>('---f', EVENTS);
      const failedDemo = createDemoCall({ call: fakeCall(failed), attempts: fakeAttempts() });
      failedDemo.state$.subscribe();
      testScheduler.schedule(() => failedDemo.start(), 1);

      const ended = hot<CallEvent>('----e', EVENTS);
      const endedDemo = createDemoCall({ call: fakeCall(ended), attempts: fakeAttempts() });
      endedDemo.state$.subscribe();
      testScheduler.schedule(() => endedDemo.start(), 1);

      expectSubscriptions(failed.subscriptions).toBe(['^', '-^-!']);
      expectSubscriptions(ended.subscriptions).toBe(['^', '-^--!']);
    });
  });

  it("a failed start's clock does not time out the next start", () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot }) => {
      // The first start (1) fails at 2; its clock would have run out at 11, while the second start (5) still connects at 12.
      const call = fakeCall(hot<CallEvent>('--f---------s', EVENTS));
      const { demo, states } = clockedDemo(call, testScheduler);
      testScheduler.schedule(() => demo.start(), 1);
      testScheduler.schedule(() => demo.start(), 5);
      testScheduler.schedule(() => {
        expect(states).toEqual(['idle:0', 'connecting:1', 'idle:1', 'idle:0', 'connecting:1', 'connected:1']);
        expect(call.calls).toEqual(['start', 'start']);
      }, 19);
    });
  });

  it("a second press while the start is under way changes nothing: the connect clock still runs out at the first press's time", () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot }) => {
      // A second press before the panel shows the first: presses at 1 and 5, the clock due at 11, not 15.
      const call = fakeCall(hot<CallEvent>('-'));
      const { demo, states } = clockedDemo(call, testScheduler);
      testScheduler.schedule(() => demo.start(), 1);
      testScheduler.schedule(() => demo.start(), 5);
      testScheduler.schedule(() => expect(states).toEqual(['idle:0', 'connecting:1']), 10);
      testScheduler.schedule(() => {
        expect(states).toEqual(['idle:0', 'connecting:1', 'idle:1', 'idle:0']);
        expect(call.calls).toEqual(['start', 'stop']);
      }, 12);
    });
  });

  it('a new press restarts the clock even when the last start failed without a word', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot }) => {
      // The first start() throws (no event settles its clock, due at 11); the second start (5) connects at 12.
      let starts = 0;
      const call = fakeCall(hot<CallEvent>('------------s', EVENTS), () => {
        starts += 1;
        if (starts === 1) throw new Error('offline');
      });
      const { demo, states } = clockedDemo(call, testScheduler);
      testScheduler.schedule(() => demo.start(), 1);
      testScheduler.schedule(() => demo.start(), 5);
      testScheduler.schedule(() => {
        expect(states).toEqual(['idle:0', 'connecting:1', 'idle:1', 'idle:0', 'connecting:1', 'connected:1']);
        expect(call.calls).toEqual(['start', 'start']);
      }, 19);
    });
  });

  it('abandons a call after a fatal error once the burst of events has passed, not inside it', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot }) => {
      const call = fakeCall(hot<CallEvent>('--s--x', EVENTS));
      const demo = createDemoCall({ call, attempts: fakeAttempts(), scheduler: testScheduler });
      demo.state$.subscribe();
      testScheduler.schedule(() => demo.start(), 1);
      const seen: string[][] = [];
      hot('-----a').subscribe(() => seen.push([...call.calls]));
      testScheduler.schedule(() => seen.push([...call.calls]), 6);
      testScheduler.schedule(() => expect(seen).toEqual([['start'], ['start', 'stop']]), 8);
    });
  });

  it('the press to hear the assistant plays it inside the press; the audio playing clears the request, a refusal keeps it', async () => {
    const events = new Subject<CallEvent>();
    const outcomes: (() => Promise<void>)[] = [() => Promise.reject(new Error('refused again')), () => Promise.resolve()];
    const resumed: string[] = [];
    const call = {
      ...fakeCall(events),
      resumeAudio: () => {
        resumed.push('resume');
        return outcomes.shift()?.();
      },
    };
    const demo = createDemoCall({ call, attempts: fakeAttempts() });
    const blocked: (boolean | undefined)[] = [];
    demo.state$.subscribe((v) => blocked.push(v.audioBlocked));
    demo.hear(); // nothing refused yet: nothing to do
    demo.start();
    events.next(EVENTS.s);
    events.next(EVENTS.a);
    expect(blocked.at(-1)).toBe(true);
    demo.hear();
    expect(resumed).toEqual(['resume']); // synchronously, inside the press
    await Promise.resolve();
    expect(blocked.at(-1)).toBe(true);
    demo.hear();
    expect(resumed).toEqual(['resume', 'resume']);
    await Promise.resolve();
    await Promise.resolve();
    expect(blocked.at(-1)).toBeUndefined();
  });

  // The demo no longer judges which errors the call survives: the call client's translation does
  // (isFatalCallError), so an error the call goes on after never reaches the demo, and every other event still does.
  it('an error the call survives changes nothing: the call goes on, and its end still ends it', () => {
    const events = new Subject<CallEvent>();
    const demo = createDemoCall({ call: fakeCall(events), attempts: fakeAttempts() });
    const states: string[] = [];
    const toasts: string[] = [];
    demo.state$.subscribe((v) => states.push(v.status));
    demo.toasts$.subscribe((n) => toasts.push(n.title));
    demo.start();
    events.next(EVENTS.s);
    events.next(EVENTS.m);
    events.next(EVENTS.e);
    expect(states).toEqual(['idle', 'connecting', 'connected', 'idle']);
    expect(toasts).toEqual(['Call Connected', 'Call Ended']);
  });

  it('a start() that rejects with no event at all still ends in "Call Failed" and idle, with the attempt back', async () => {
    const failure = Promise.reject(new Error('chunk failed to load'));
    const demo = createDemoCall({ call: fakeCall(new Subject<CallEvent>(), () => failure), attempts: fakeAttempts() });
    const states: string[] = [];
    const toasts: string[] = [];
    demo.state$.subscribe((v) => states.push(`${v.status}:${v.attemptsUsed}`));
    demo.toasts$.subscribe((n) => toasts.push(n.title));
    demo.start();
    await failure.catch(() => undefined);
    await Promise.resolve();
    expect(states).toEqual(['idle:0', 'connecting:1', 'idle:1', 'idle:0']);
    expect(toasts).toEqual(['Call Failed']);
  });
});
