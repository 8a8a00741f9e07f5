import { describe, expect, it, vi } from 'vitest';
import type { CallEvent } from '../../streams/call/call-events';
import type { DemoCallSource, EndpointCall } from '../../streams/call/call-deps';
import { DemoCallRefusal, refusalMarks } from '../../streams/demo-endpoint/demo-call-request';
import { createCallHarness, describeEvent, failureMarks, type HarnessOptions } from '../fakes/call-harness';

// The start sequence with a demo-call source (a build with VITE_DEMO_CALL_URL): the stage
// demo-call in place of web-call-creation, the Worker's call joined as made, the page's own
// POST /call/web never sent, and the endpoint's refusals marked on the failure events.

const MADE: EndpointCall = {
  webCall: {
    id: 'call-made-by-the-worker',
    webCallUrl: 'https://vestry.daily.test/worker-room',
    artifactPlan: { videoRecordingEnabled: false },
    assistant: { voice: { provider: 'vapi' } },
  },
  remainingToday: 2,
};

/** A source with the endpoint's own reading of its refusals. */
function source(create: DemoCallSource['create']) {
  const preload = vi.fn<() => void>();
  return { preload, create, marks: refusalMarks } satisfies DemoCallSource;
}

async function start(options: HarnessOptions) {
  const harness = createCallHarness(options);
  const pending = harness.client.start({ assistant: 'demo-call-endpoint' });
  await harness.clock.advance(600);
  return { harness, result: await pending, described: harness.events.map(describeEvent) };
}

const progress = (events: CallEvent[], status: string) =>
  events.find((e) => e.type === 'call-start-progress' && e.stage === 'demo-call' && e.status === status);

describe('the demo-call stage', () => {
  it('runs in place of web-call-creation: the Worker’s call is joined, the page sends no POST /call/web, its completion carries the day’s count', async () => {
    const create = vi.fn(() => Promise.resolve(MADE));
    const { harness, result, described } = await start({ demoCall: source(create) });
    expect(result).toMatchObject({ id: 'call-made-by-the-worker' });
    expect(described.slice(0, 5)).toEqual([
      'progress initialization started',
      'progress initialization completed',
      'progress demo-call started',
      'progress demo-call completed',
      'progress daily-call-object-creation started',
    ]);
    expect(described.filter((line) => line.includes('web-call-creation'))).toEqual([]);
    expect(progress(harness.events, 'completed')).toMatchObject({
      metadata: { remainingToday: 2, callId: 'call-made-by-the-worker', videoRecordingEnabled: false, voiceProvider: 'vapi' },
    });
    expect(create).toHaveBeenCalledTimes(1);
    expect(harness.factory.webCalls).toEqual([]);
    expect(harness.call().callsOf('join')).toEqual([
      [{ url: 'https://vestry.daily.test/worker-room', subscribeToTracksAutomatically: false }],
    ]);
    expect(described).toContain('call-start-success');
  });

  it('hands the source the start’s variable values, and nothing else of its params', async () => {
    const create = vi.fn<DemoCallSource['create']>(() => Promise.resolve(MADE));
    const harness = createCallHarness({ demoCall: source(create) });
    const pending = harness.client.start({
      assistant: 'demo-call-endpoint',
      assistantOverrides: { maxDurationSeconds: 43_200 },
      variableValues: { churchName: 'Grace Baptist' },
    });
    await harness.clock.advance(600);
    await pending;
    expect(create.mock.calls.map(([, variables]) => variables)).toEqual([{ churchName: 'Grace Baptist' }]);
  });

  it('joins with the room’s token when the Worker’s call carries one', async () => {
    const tokened: EndpointCall = { ...MADE, webCall: { ...MADE.webCall, transport: { callToken: 'room-token-1' } } };
    const { harness } = await start({ demoCall: source(() => Promise.resolve(tokened)) });
    expect(harness.call().callsOf('join')).toEqual([
      [{ url: 'https://vestry.daily.test/worker-room', subscribeToTracksAutomatically: false, token: 'room-token-1' }],
    ]);
  });

  it('without a source: no such stage, and POST /call/web is made by the page as before', async () => {
    const { harness, described } = await start({});
    expect(described.filter((line) => line.includes('demo-call'))).toEqual([]);
    expect(described).toContain('progress web-call-creation completed');
    expect(harness.factory.webCalls).toHaveLength(1);
  });

  it.each([
    [
      'the visitor’s day',
      new DemoCallRefusal('limit', 429, { quota: 'visitor', retryAfter: 3600 }),
      { quota: 'visitor', retryAfter: 3600 },
    ],
    ['the site’s day', new DemoCallRefusal('limit', 429, { quota: 'site', retryAfter: 3600 }), { quota: 'site', retryAfter: 3600 }],
    ['the connection’s minute', new DemoCallRefusal('limit', 429, { quota: 'rate', retryAfter: 60 }), { quota: 'rate', retryAfter: 60 }],
    ['the provider not answering', new DemoCallRefusal('busy', 502), { busy: true }],
    ['the endpoint not set up for this site', new DemoCallRefusal('unavailable', 500), { permanent: true }],
  ])('a refusal for %s fails the start at demo-call, marked on each failure event; nothing is created', async (_name, refusal, marks) => {
    const { harness, result, described } = await start({ demoCall: source(() => Promise.reject(refusal)) });
    expect(result).toBeNull();
    expect(described).toEqual([
      'progress initialization started',
      'progress initialization completed',
      'progress demo-call started',
      'progress demo-call failed',
      'error demo-call-error',
      'failed demo-call',
      'error start-method-error',
    ]);
    const others = ['quota', 'retryAfter', 'busy', 'permanent'].filter((key) => !(key in marks));
    for (const marked of failureMarks(harness.events)) {
      expect(marked).toMatchObject(marks);
      for (const key of others) expect(marked).not.toHaveProperty(key);
    }
    expect(harness.factory.webCalls).toHaveLength(0);
    expect(harness.factory.created).toHaveLength(0);
  });

  it('a failed challenge or an answer the page cannot read is a failed start with no mark: the visitor may try again', async () => {
    for (const refusal of [
      new DemoCallRefusal('challenge', 403),
      new DemoCallRefusal('unexpected', 400),
      new TypeError('Failed to fetch'),
    ]) {
      const { harness, described } = await start({ demoCall: source(() => Promise.reject(refusal)) });
      expect(described).toContain('failed demo-call');
      for (const marked of failureMarks(harness.events)) {
        for (const key of ['quota', 'retryAfter', 'busy', 'permanent']) expect(marked).not.toHaveProperty(key);
      }
    }
  });

  it('a failure after the Worker made the call (the join) is not the endpoint’s to read: no mark', async () => {
    const marks = vi.fn(() => ({ permanent: true as const }));
    const { harness, described } = await start({ demoCall: { ...source(() => Promise.resolve(MADE)), marks }, failAt: 'daily-call-join' });
    expect(described).toContain('failed daily-call-join');
    expect(marks).not.toHaveBeenCalled();
    for (const marked of failureMarks(harness.events)) expect(marked).not.toHaveProperty('permanent');
  });

  it('a source whose reading of a refusal throws still fails the start cleanly, with no mark', async () => {
    const marks = () => {
      throw new TypeError('unreadable');
    };
    const refusal = new DemoCallRefusal('limit', 429, { quota: 'visitor', retryAfter: 60 });
    const { harness, described } = await start({ demoCall: { ...source(() => Promise.reject(refusal)), marks } });
    expect(described).toContain('failed demo-call');
    expect(described).toContain('error start-method-error');
    for (const marked of failureMarks(harness.events)) expect(marked).not.toHaveProperty('quota');
    expect(harness.log.warn).toHaveBeenCalledWith("Reading the failed start's refusal failed:", expect.any(TypeError));
  });

  it('a call whose answer has no room fails at demo-call, as a web call without one does', async () => {
    const roomless = { ...MADE, webCall: { ...MADE.webCall, webCallUrl: '' } };
    const { described } = await start({ demoCall: source(() => Promise.resolve(roomless)) });
    expect(described).toContain('failed demo-call');
  });

  it('is asked with the start’s signal, which aborts when the start is given up', async () => {
    let seen: AbortSignal | undefined;
    const harness = createCallHarness({
      demoCall: source((signal) => {
        seen = signal;
        return new Promise<EndpointCall>(() => undefined);
      }),
    });
    void harness.client.start({ assistant: 'demo-call-endpoint' });
    await harness.clock.advance(50);
    expect(seen?.aborted).toBe(false);
    harness.client.stop();
    await harness.clock.advance(50);
    expect(seen?.aborted).toBe(true);
  });

  it('preload() fetches the challenge’s script too, beside the call library', async () => {
    const demoCall = source(() => Promise.resolve(MADE));
    const harness = createCallHarness({ demoCall });
    await harness.client.preload();
    expect(demoCall.preload).toHaveBeenCalledTimes(1);
    expect(harness.factory.loads()).toBe(1);
  });
});
