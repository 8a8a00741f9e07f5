import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { CallEvent } from '../../streams/call/call-events';
import { createAttemptStore } from '../../streams/demo/attempt-store';
import { createDemoCall } from '../../streams/demo/demo-call';
import type { DemoView } from '../../streams/demo/demo-state';
import { createTestSite } from '../site-harness';
import { fakeAttempts, fakeCall, view } from './demo-call-fakes';
import { createFakeStorage } from './fake-storage';
import { clockAt, localTime, newTestScheduler } from '../fakes/virtual-clock';

const err = (
  type: 'media-error' | 'daily-error' | 'meeting-ended' | 'audio-start-failed' | 'daily-call-join-error' | 'start-method-error',
  message: string,
): CallEvent => ({
  type: 'error',
  error: { type, stage: 'in-call', duration: 0, message, error: new Error(message) },
});

const context = { hasAssistant: true, hasSquad: false, hasWorkflow: false, isMobile: false };

/**
 * Wires the demo to streams/call's real events, the way the app does: through the client's own
 * translation of them (its `signals$`), which alone judges the errors a call survives.
 */
function wire(events: Subject<CallEvent>) {
  const demo = createDemoCall({ call: fakeCall(events), attempts: fakeAttempts() });
  const states: string[] = [];
  const toasts: string[] = [];
  demo.state$.subscribe((v) => states.push(v.status));
  demo.toasts$.subscribe((n) => toasts.push(`${n.title}${n.description ? `: ${n.description}` : ''}`));
  return { demo, states, toasts };
}

describe('createDemoCall with streams/call events', () => {
  it('shows one "Call Failed" for the client’s whole failure sequence (error, call-start-failed, error)', () => {
    const events = new Subject<CallEvent>();
    const { demo, states, toasts } = wire(events);
    demo.start();
    events.next(err('daily-call-join-error', 'join failed'));
    events.next({
      type: 'call-start-failed',
      stage: 'daily-call-join',
      totalDuration: 40,
      error: 'join failed',
      context,
    });
    events.next(err('start-method-error', 'join failed'));
    expect(states).toEqual(['idle', 'connecting', 'idle']);
    expect(toasts).toEqual(['Call Failed: Failed to start the call. Please try again.']);
  });

  it('lets the call go on through an error it survives, and resets on a fatal one', () => {
    const events = new Subject<CallEvent>();
    const { demo, states, toasts } = wire(events);
    demo.start();
    events.next({ type: 'call-start' });
    events.next(err('media-error', 'camera busy'));
    expect(states.at(-1)).toBe('connected');
    events.next(err('daily-error', 'The line dropped'));
    expect(states.at(-1)).toBe('idle');
    expect(toasts).toEqual(['Call Connected', 'Call Error: The line dropped']);
  });

  // Until the client named it, this sequence ended in "Call Error: Meeting has ended".
  it('the other side hanging up is a normal end: "Call Ended", no error toast for the library’s "Meeting has ended"', () => {
    const events = new Subject<CallEvent>();
    const { demo, states, toasts } = wire(events);
    demo.start();
    events.next({ type: 'call-start' });
    events.next({ type: 'message', message: { type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' } });
    events.next(err('meeting-ended', 'Meeting has ended'));
    expect(states.at(-1)).toBe('connected');
    events.next({ type: 'call-end' });
    expect(states).toEqual(['idle', 'connecting', 'connected', 'idle']);
    expect(toasts).toEqual(['Call Connected', 'Call Ended']);
  });

  it('a refused start of the assistant’s audio keeps the call up and asks for the visitor’s press, without a toast', () => {
    const events = new Subject<CallEvent>();
    const { demo, toasts } = wire(events);
    const views: DemoView[] = [];
    demo.state$.subscribe((v) => views.push(v));
    demo.start();
    events.next({ type: 'call-start' });
    events.next(err('audio-start-failed', 'play() failed because the user did not interact with the document first.'));
    expect(views.at(-1)).toMatchObject({ status: 'connected', audioBlocked: true });
    expect(toasts).toEqual(['Call Connected']);
  });
});

describe('the page’s demo over the real client and the emulated call object', () => {
  async function connected() {
    const test = createTestSite();
    const toasts: string[] = [];
    const states: string[] = [];
    test.site.demo.toasts$.subscribe((n) => toasts.push(`${n.title}${n.description ? `: ${n.description}` : ''}`));
    test.site.demo.state$.subscribe((v) => states.push(v.status));
    test.site.demo.start();
    await test.harness.clock.advance(900); // the join, then the assistant's "listening"
    expect(states.at(-1)).toBe('connected');
    return { ...test, toasts, states };
  }

  it('the assistant ending the call as the provider does (status-update ended, room deleted) reads "Call Ended", with the summary', async () => {
    const { harness, site, toasts, states } = await connected();
    let summary: unknown = null;
    site.voiceCall.summary$.subscribe((s) => (summary = s));
    harness.call().simulateAssistantHangUp();
    await harness.clock.advance(100);
    expect(harness.events.some((e) => e.type === 'error' && e.error.type === 'meeting-ended')).toBe(true);
    expect(states.at(-1)).toBe('idle');
    expect(toasts).toEqual(['Call Connected', 'Call Ended']);
    expect(summary).not.toBeNull();
  });

  it('a real failure mid-call still shows "Call Error" with the library’s message', async () => {
    const { harness, toasts, states } = await connected();
    harness.call().simulateFatalError('The line dropped');
    await harness.clock.advance(100);
    expect(states.at(-1)).toBe('idle');
    expect(toasts).toEqual(['Call Connected', 'Call Error: The line dropped']);
  });
});

describe('createDemoCall with the real attempt store', () => {
  it('re-enables the button at local midnight after the day was used up', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ expectObservable }) => {
      const lateEvening = localTime(2025, 6, 10, 23, 59);
      const storage = createFakeStorage({ 'vestry.demo-attempts': JSON.stringify({ date: '2025-06-10', attempts: 3 }) });
      const attempts = createAttemptStore({ storage, scheduler: clockAt(lateEvening, testScheduler) });
      const demo = createDemoCall({ call: fakeCall(new Subject<CallEvent>()), attempts });
      const untilMidnight = localTime(2025, 6, 11) - lateEvening;
      const views: Record<string, DemoView> = { a: view('idle', 3), b: view('idle', 0) };
      expectObservable(demo.state$, `^ ${untilMidnight + 10}ms !`).toBe(`a ${untilMidnight - 1}ms b`, views);
    });
    expect(view('idle', 3).canStart).toBe(false);
    expect(view('idle', 0).canStart).toBe(true);
  });

  it('uses the stored attempts: three calls, then the button is disabled', () => {
    const storage = createFakeStorage();
    const attempts = createAttemptStore({ storage, scheduler: clockAt(localTime(2025, 6, 10, 12), newTestScheduler()) });
    const events = new Subject<CallEvent>();
    const demo = createDemoCall({ call: fakeCall(events), attempts });
    let last: DemoView | undefined;
    const subscription = demo.state$.subscribe((v) => (last = v));
    for (let call = 0; call < 3; call += 1) {
      demo.start();
      events.next({ type: 'call-start' });
      demo.end();
      events.next({ type: 'call-end' });
    }
    demo.start();
    subscription.unsubscribe();
    expect(last).toEqual(view('idle', 3));
    expect(JSON.parse(storage.data.get('vestry.demo-attempts') ?? '')).toEqual({ date: '2025-06-10', attempts: 3 });
  });
});
