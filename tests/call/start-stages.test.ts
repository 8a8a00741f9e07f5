import { describe, expect, it } from 'vitest';
import type { CallEvent } from '../../streams/call/call-events';
import type { WebCall } from '../../streams/provider-api/create-web-call';
import { missingRoomUrlMessage, roomUrl } from '../../streams/call/start-input';
import { startStages, type StartStage } from '../../streams/telemetry/start-stage';
import { settle } from '../fakes/virtual-clock';
import { createCallHarness, describeEvent, type CallHarness, type HarnessOptions } from '../fakes/call-harness';

const fatalStages: readonly StartStage[] = [
  'initialization',
  'web-call-creation',
  'daily-call-object-creation',
  'mobile-permissions',
  'daily-call-join',
];

const completed = (stages: readonly StartStage[]): string[] => stages.flatMap((s) => [`progress ${s} started`, `progress ${s} completed`]);
const before = (stage: StartStage): StartStage[] => startStages.slice(0, startStages.indexOf(stage));
const after = (stage: StartStage): StartStage[] => startStages.slice(startStages.indexOf(stage) + 1);

/** Starts a call and advances virtual time until the start settles (join delay plus the mobile wait). */
async function startCall(options: HarnessOptions = {}): Promise<{ harness: CallHarness; result: unknown; startEvents: CallEvent[] }> {
  const harness = createCallHarness(options);
  const pending = harness.client.start({ assistant: 'assistant-id' });
  await harness.clock.advance(options.isMobile ? 1600 : 600);
  const result = await pending;
  return { harness, result, startEvents: [...harness.events] };
}

async function expectCleanedUp(harness: CallHarness): Promise<void> {
  await settle();
  for (const call of harness.factory.created) {
    expect(call.listenerCount()).toBe(0);
    expect(call.destroyed).toBe(true);
  }
  expect(harness.audioElements()).toBe(0);
}

/** The success-run options that exercise each stage's real work. */
const successOptions: Record<StartStage, HarnessOptions> = {
  initialization: {},
  'web-call-creation': {},
  'daily-call-object-creation': {},
  'mobile-permissions': { isMobile: true },
  'daily-call-join': {},
  'video-recording-setup': { videoRecordingEnabled: true },
  'audio-observer-setup': {},
  'audio-processing-setup': {},
  // Not in startStages: it runs only where a demo-call source is given (demo-call-stage.test.ts).
  'demo-call': {},
};

describe.each(startStages)('start stage %s', (stage) => {
  it('success run: every stage started and completed, in order, then call-start-success', async () => {
    const { harness, result, startEvents } = await startCall(successOptions[stage]);
    expect(startEvents.map(describeEvent)).toEqual([...completed(startStages), 'call-start-success']);
    expect(result).toMatchObject({ id: expect.stringMatching(/^fake-call-/) as unknown });
    const progress = startEvents.find((e) => e.type === 'call-start-progress' && e.stage === stage && e.status === 'completed');
    expect(progress).toMatchObject({
      duration: expect.any(Number) as unknown,
      timestamp: expect.stringMatching(/^\d{4}-\d\d-\d\dT/) as unknown,
    });
    harness.client.stop();
    await expectCleanedUp(harness);
  });

  it('failure run: the failing stage is named and the sequence is complete', async () => {
    const fatal = fatalStages.includes(stage);
    const { harness, result, startEvents } = await startCall({ failAt: stage, videoRecordingEnabled: stage === 'video-recording-setup' });
    const failure = [`progress ${stage} started`, `progress ${stage} failed`, `error ${stage}-error`];
    const expected = fatal
      ? [...completed(before(stage)), ...failure, `failed ${stage}`, 'error start-method-error']
      : stage === 'audio-processing-setup'
        ? // Noise cancellation is asked for, not waited on: the call starts, and its failure comes when it settles.
          [...completed(startStages), 'call-start-success', `error ${stage}-error`]
        : [...completed(before(stage)), ...failure, ...completed(after(stage)), 'call-start-success'];
    expect(startEvents.map(describeEvent)).toEqual(expected);
    if (fatal) {
      expect(result).toBeNull();
      const failed = startEvents.find((e) => e.type === 'call-start-failed');
      expect(failed).toMatchObject({
        stage,
        error: `Simulated failure at ${stage}.`,
        errorStack: expect.any(String) as unknown,
        totalDuration: expect.any(Number) as unknown,
        context: { hasAssistant: true, hasSquad: false, hasWorkflow: false, isMobile: false },
      });
      await expectCleanedUp(harness);
      await harness.clock.advance(5000);
      expect(harness.events).toHaveLength(startEvents.length);
    } else {
      expect(result).not.toBeNull();
      expect(harness.call().meetingState()).toBe('joined-meeting');
      harness.client.stop();
      await expectCleanedUp(harness);
    }
  });
});

describe('what the stages do', () => {
  it('joins without automatic track subscription and starts the 100 ms level observer and noise cancellation', async () => {
    const { harness } = await startCall();
    const call = harness.call();
    expect(call.callsOf('join')).toEqual([
      [{ url: harness.factory.webCalls[0]?.webCall.webCallUrl, subscribeToTracksAutomatically: false }],
    ]);
    expect(call.processor).toBe('noise-cancellation');
    expect(harness.events.find((e) => e.type === 'call-start-progress' && e.stage === 'audio-observer-setup')).toMatchObject({
      metadata: { intervalMs: 100 },
    });
  });

  it('joins the room of transport.callUrl when the web call has no webCallUrl, and prefers webCallUrl when both are there', async () => {
    for (const [roomUrlIn, url] of [
      ['transport.callUrl', 'https://fake.daily.test/room-1'],
      ['both', 'https://fake.daily.test/room-1'],
    ] as const) {
      const { harness, result } = await startCall({ roomUrlIn });
      expect(result).not.toBeNull();
      expect(harness.call().callsOf('join')).toEqual([[{ url, subscribeToTracksAutomatically: false }]]);
      harness.client.stop();
      await expectCleanedUp(harness);
    }
  });

  it('a web call with no room URL at all fails at web-call-creation, saying so, before any call object', async () => {
    const { harness, result, startEvents } = await startCall({ roomUrlIn: 'none' });
    expect(result).toBeNull();
    expect(startEvents.map(describeEvent)).toEqual([
      ...completed(['initialization']),
      'progress web-call-creation started',
      'progress web-call-creation failed',
      'error web-call-creation-error',
      'failed web-call-creation',
      'error start-method-error',
    ]);
    expect(startEvents.find((e) => e.type === 'call-start-failed')).toMatchObject({
      stage: 'web-call-creation',
      error: missingRoomUrlMessage,
    });
    expect(harness.factory.created).toHaveLength(0);
    await expectCleanedUp(harness);
  });

  it('roomUrl reads webCallUrl, else transport.callUrl; blank or malformed fields count as none', () => {
    const answer = (fields: Record<string, unknown>): WebCall => ({ id: 'c', ...fields }) as WebCall;
    expect(roomUrl(answer({ webCallUrl: 'https://a.test/r', transport: { callUrl: 'https://b.test/r' } }))).toBe('https://a.test/r');
    expect(roomUrl(answer({ webCallUrl: '', transport: { callUrl: 'https://b.test/r' } }))).toBe('https://b.test/r');
    expect(roomUrl(answer({ transport: { callUrl: 'https://b.test/r' } }))).toBe('https://b.test/r');
    expect(roomUrl(answer({ transport: 'https://b.test/r' }))).toBeUndefined();
    expect(roomUrl(answer({ transport: { callUrl: 42 } }))).toBeUndefined();
    expect(roomUrl(answer({ transport: null }))).toBeUndefined();
  });

  it('waits 1000 ms on mobile devices only', async () => {
    const mobile = await startCall({ isMobile: true });
    const wait = mobile.startEvents.find(
      (e) => e.type === 'call-start-progress' && e.stage === 'mobile-permissions' && e.status === 'completed',
    );
    expect(wait).toMatchObject({ duration: 1000, metadata: { isMobile: true, action: 'permissions-wait' } });
    const desktop = await startCall();
    const skip = desktop.startEvents.find(
      (e) => e.type === 'call-start-progress' && e.stage === 'mobile-permissions' && e.status === 'completed',
    );
    expect(skip).toMatchObject({ duration: 0, metadata: { isMobile: false, action: 'skipped-not-mobile' } });
  });

  it('records only when the artifact plan enables it, and sends say-first-message on recording-started', async () => {
    const plain = await startCall();
    expect(plain.harness.call().recording).toBe(false);
    expect(
      plain.startEvents.find((e) => e.type === 'call-start-progress' && e.stage === 'video-recording-setup' && e.status === 'completed'),
    ).toMatchObject({ metadata: { action: 'skipped-not-enabled' } });
    const { harness } = await startCall({ videoRecordingEnabled: true });
    expect(harness.call().recording).toBe(true);
    await harness.clock.advance(400);
    expect(harness.call().sentMessages).toContain(
      JSON.stringify({ type: 'control', control: 'say-first-message', videoRecordingStartDelaySeconds: 0.4 }),
    );
    harness.client.stop();
    expect(harness.call().recording).toBe(false);
  });

  it('reports total duration and the call id on success', async () => {
    const { startEvents } = await startCall({ isMobile: true });
    expect(startEvents.at(-1)).toEqual({
      type: 'call-start-success',
      totalDuration: 1600,
      callId: expect.stringMatching(/^fake-call-/) as unknown,
    });
  });
});

describe('a start given up between the call object’s creation and its hand-over', () => {
  it('destroys the call object it made, joins nothing and leaves no listener', async () => {
    const harness = createCallHarness();
    const pending = harness.client.start({ assistant: 'assistant-id' }).catch((error: unknown) => error);
    // Until the factory has made the call object: its hand-over, a task of the scheduler, has not run.
    await harness.clock.runUntil(() => harness.factory.created.length > 0);
    expect(harness.factory.created).toHaveLength(1);
    const [call] = harness.factory.created;
    expect(harness.events.map(describeEvent)).not.toContain('progress daily-call-object-creation completed');
    harness.client.stop();
    await harness.clock.advance(600);
    await pending;
    expect(call?.meetingState()).not.toBe('joined-meeting');
    expect(harness.events.map(describeEvent)).not.toContain('call-start-success');
    await expectCleanedUp(harness);
  });
});
