import { BehaviorSubject, EMPTY, NEVER, filter, firstValueFrom, map, of, toArray, type Observable } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { analyticsEvents, type AnalyticsSources } from '../../streams/analytics/analytics-streams';
import type { AnalyticsEvent } from '../../streams/analytics/analytics-events';
import type { SampleId } from '../../streams/samples/sample-ids';
import type { CallError, CallEvent } from '../../streams/call/call-events';
import { toCallSignal, type CallSignal } from '../../streams/call/call-views';
import type { DemoStatus } from '../../streams/demo/demo-state';
import { createCallHarness } from '../fakes/call-harness';
import { newTestScheduler, settle } from '../fakes/virtual-clock';

// The events of a visit, from the page's own streams, in virtual time: the wait to connect and
// the length of a call come from the scheduler's clock. The call's part is the client's own
// events, translated as its `signals$` translates them (toCallSignal in streams/call/call-views.ts).

const idle = { status: 'idle' } as const;
const voice = { status: 'connecting' } as const;
const typed = { status: 'connecting', typing: true } as const;
const ended = (endedReason: string) =>
  ({ type: 'message', message: { type: 'status-update', status: 'ended', endedReason } }) as const satisfies CallEvent;
const error = (type: CallError['type'], stage: CallError['stage'], extra: Partial<CallError> = {}): CallEvent => ({
  type: 'error',
  error: { type, stage, duration: 0, error: null, message: 'Jane Citizen, jane@church.test', ...extra },
});

/** What the client's `signals$` says of its events. */
const signalsOf = (events$: Observable<CallEvent>): Observable<CallSignal> =>
  events$.pipe(
    map(toCallSignal),
    filter((signal): signal is CallSignal => signal !== undefined),
  );

const CALL = {
  s: { type: 'call-start' },
  e: { type: 'call-end' },
  v: ended('customer-ended-call'),
  a: ended('assistant-ended-call'),
  m: error('meeting-ended', 'in-call'),
  w: error('web-call-creation-error', 'web-call-creation'),
  t: { type: 'message', message: { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'I am Jane, 0412 345 678' } },
} satisfies Record<string, CallEvent>;

function sources(over: Partial<AnalyticsSources>, scheduler: AnalyticsSources['scheduler']): AnalyticsSources {
  return {
    demo$: NEVER,
    callSignals$: NEVER,
    soundCheck$: NEVER,
    contactOutcomes$: NEVER,
    scheduler,
    ...over,
  };
}

describe('the analytics events of a visit', () => {
  it('count a typed call: its start, the wait to connect in ms, and its seconds when the visitor ends it', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const demo$ = hot('i 99ms c', { i: idle, c: typed });
      const callEvents$ = hot('1600ms s 9ms t 41989ms ev', CALL);
      expectObservable(analyticsEvents(sources({ demo$, callSignals$: signalsOf(callEvents$) }, testScheduler))).toBe(
        'p 99ms a 1499ms b 41999ms - c',
        {
          p: { name: 'pageview' },
          a: { name: 'Demo Start', props: { mode: 'typed' } },
          b: { name: 'Demo Connected', props: { ms: 1500 } },
          c: { name: 'Demo Ended', props: { by: 'visitor', reason: 'customer-ended-call', seconds: 42 } },
        },
      );
    });
  });

  it('count a voice call the assistant ends: its own status-update names the reason, the room closing is no failure', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const demo$ = hot('i 9ms c', { i: idle, c: voice });
      const callEvents$ = hot('1010ms s 19999ms ame', CALL);
      expectObservable(analyticsEvents(sources({ demo$, callSignals$: signalsOf(callEvents$) }, testScheduler))).toBe(
        'p 9ms a 999ms b 20001ms c',
        {
          p: { name: 'pageview' },
          a: { name: 'Demo Start', props: { mode: 'voice' } },
          b: { name: 'Demo Connected', props: { ms: 1000 } },
          c: { name: 'Demo Ended', props: { by: 'assistant', reason: 'assistant-ended-call', seconds: 20 } },
        },
      );
    });
  });

  it('count a failed start by its stage and error type, never its message', async () => {
    const events = await collect({ demo$: of(idle, voice), callEvents$: of(CALL.w, CALL.e) });
    expect(events).toContainEqual({
      name: 'Demo Failed',
      props: { stage: 'web-call-creation', reason: 'web-call-creation-error', permanent: 'false' },
    });
    expect(events.filter((event) => event.name.startsWith('Demo'))).toHaveLength(2);
    expect(JSON.stringify(events)).not.toMatch(/Jane|church|0412/);
  });

  it('count a start the provider refused for good (the client marks it permanent) as permanent', async () => {
    const refused = error('web-call-creation-error', 'web-call-creation', { message: 'HTTP 401', permanent: true });
    const events = await collect({ demo$: of(idle, voice), callEvents$: of(refused, CALL.e) });
    expect(events).toContainEqual({
      name: 'Demo Failed',
      props: { stage: 'web-call-creation', reason: 'web-call-creation-error', permanent: 'true' },
    });
  });

  it('count a call the assistant ends for a failure by the provider’s reason, permanent when the client says trying again cannot help', async () => {
    // As the client makes it: the status-update that ended the call, its reason, and its marks.
    const failure = error('ended-by-failure', 'in-call', {
      error: ended('assistant-not-found').message,
      endedReason: 'assistant-not-found',
      permanent: true,
    });
    const events = await collect({ demo$: of(idle, voice), callEvents$: of(CALL.s, ended('assistant-not-found'), failure, CALL.e) });
    expect(events.slice(2)).toEqual([
      { name: 'Demo Connected', props: { ms: 0 } },
      { name: 'Demo Failed', props: { stage: 'in-call', reason: 'assistant-not-found', permanent: 'true' } },
    ]);
  });

  it('count no failure for an error the call goes on after, nor for the browser blocking the assistant’s audio', async () => {
    const survived = [
      error('media-error', 'in-call'),
      error('audio-start-failed', 'in-call'),
      error('audio-processing-setup-error', 'audio-processing-setup'),
    ];
    const events = await collect({ demo$: of(idle, voice), callEvents$: of(CALL.s, ...survived, CALL.e, CALL.v) });
    expect(events.slice(1)).toEqual([
      { name: 'Demo Start', props: { mode: 'voice' } },
      { name: 'Demo Connected', props: { ms: 0 } },
      { name: 'Demo Ended', props: { by: 'visitor', reason: 'customer-ended-call', seconds: 0 } },
    ]);
  });

  it('count a call the real client reports the assistant ended for a failure by the provider’s reason', async () => {
    const harness = createCallHarness();
    const demo$ = new BehaviorSubject<{ readonly status: DemoStatus }>(idle);
    const events: AnalyticsEvent[] = [];
    const counting = analyticsEvents(
      sources({ demo$, callSignals$: harness.client.signals$, scheduler: harness.clock.scheduler }, harness.clock.scheduler),
    ).subscribe((event) => events.push(event));
    demo$.next(voice);
    const started = harness.client.start({ assistant: 'assistant-id' });
    await harness.clock.advance(1_500);
    expect(await started).not.toBeNull();
    harness.call().simulateAssistantHangUp('assistant-not-found');
    await settle();
    counting.unsubscribe();
    expect(events).toEqual([
      { name: 'pageview' },
      { name: 'Demo Start', props: { mode: 'voice' } },
      { name: 'Demo Connected', props: { ms: expect.any(Number) as unknown } },
      { name: 'Demo Failed', props: { stage: 'in-call', reason: 'assistant-not-found', permanent: 'true' } },
    ]);
  });

  it('count a start the demo gave up waiting for, and a voice call whose microphone was blocked', async () => {
    const timedOut = await collect({ demo$: of(idle, voice), callEvents$: of(CALL.e, CALL.v) });
    expect(timedOut.at(-1)).toEqual({ name: 'Demo Failed', props: { stage: 'connecting', reason: 'timed-out', permanent: 'false' } });
    const blocked: CallEvent = { type: 'camera-error', error: { error: { type: 'permissions', msg: 'Permission denied' } } };
    const refused = await collect({ demo$: of(idle, voice), callEvents$: of(blocked, CALL.e) });
    expect(refused.at(-1)).toEqual({ name: 'Demo Failed', props: { stage: 'microphone', reason: 'blocked', permanent: 'true' } });
    const typedCall = await collect({ demo$: of(idle, typed), callEvents$: of(CALL.s, blocked) });
    expect(typedCall.map((event) => event.name)).toEqual(['pageview', 'Demo Start', 'Demo Connected']);
  });

  it('count the sound check once each time it opens, each contact outcome, and each violated directive once', async () => {
    const events = await collect({
      soundCheck$: of(null, 'closed', 'opening', 'opening', 'listening', 'closed', 'opening'),
      contactOutcomes$: of({ kind: 'sent' } as const, { kind: 'failed', reason: 'http' } as const),
      cspViolations$: of('connect-src', 'connect-src', 'script-src-elem', 'not a directive'),
    });
    expect(events).toEqual([
      { name: 'pageview' },
      { name: 'Sound Check' },
      { name: 'Sound Check' },
      { name: 'Contact Sent' },
      { name: 'Contact Failed', props: { kind: 'http' } },
      { name: 'CSP Violation', props: { directive: 'connect-src' } },
      { name: 'CSP Violation', props: { directive: 'script-src-elem' } },
    ]);
  });

  it('count the stars of a demo rating, a whole number from 1 to 5 and nothing else', async () => {
    const events = await collect({ ratings$: of(4, 0, 2.5, 6, 1) });
    expect(events).toEqual([
      { name: 'pageview' },
      { name: 'Demo Rating', props: { stars: 4 } },
      { name: 'Demo Rating', props: { stars: 1 } },
    ]);
  });

  it('count each sample call begun, by the sample’s name', async () => {
    const events = await collect({ samples$: of<SampleId[]>('at-risk', 'hospital-visit', 'at-risk') });
    expect(events).toEqual([
      { name: 'pageview' },
      { name: 'Sample Call', props: { name: 'at-risk' } },
      { name: 'Sample Call', props: { name: 'hospital-visit' } },
      { name: 'Sample Call', props: { name: 'at-risk' } },
    ]);
  });
});

/** The sources of a visit, with the call's part given as the client's events. */
type Given = Partial<Omit<AnalyticsSources, 'callSignals$'>> & { readonly callEvents$?: Observable<CallEvent> };

/** Every event of finite sources: each one not given is empty, so the events complete. */
function collect({ callEvents$ = EMPTY, ...given }: Given): Promise<AnalyticsEvent[]> {
  const finite = { demo$: EMPTY, callSignals$: signalsOf(callEvents$), soundCheck$: EMPTY, contactOutcomes$: EMPTY, ...given };
  return firstValueFrom(analyticsEvents(sources(finite, newTestScheduler())).pipe(toArray()));
}
