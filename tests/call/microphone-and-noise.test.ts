import { describe, expect, it } from 'vitest';
import { createVoiceCall } from '../../streams/call/voice-call';
import { createDomAudioOutput } from '../../streams/call/audio-output';
import { isFatalCallError, type CallEvent } from '../../streams/call/call-events';
import { createCallHarness, describeEvent } from '../fakes/call-harness';
import { createFakeCallObjectFactory } from '../fakes/fake-call-factory';
import { FakeMicrophone } from '../fakes/fake-microphone';
import { VirtualClock } from '../fakes/virtual-clock';

// The visitor's microphone is theirs: a typed call never gets noise cancellation, the visitor's
// own level starts once noise cancellation has settled, and the join carries the provider's token.

const typedCall = { assistant: 'assistant-id', callObject: { startAudioOff: true } };

describe('noise cancellation and the visitor’s level observer', () => {
  it('a typed call gets no noise cancellation, says why, and its level observer starts at once', async () => {
    const harness = createCallHarness();
    const pending = harness.client.start(typedCall);
    await harness.clock.advance(600);
    expect(await pending).not.toBeNull();
    const call = harness.call();
    expect(call.callsOf('updateInputSettings')).toEqual([]);
    expect(call.processor).not.toBe('noise-cancellation');
    expect(call.callsOf('startLocalAudioLevelObserver')).toEqual([[100]]);
    expect(
      harness.events.find((e) => e.type === 'call-start-progress' && e.stage === 'audio-processing-setup' && e.status === 'completed'),
    ).toMatchObject({ metadata: { action: 'skipped-microphone-off' } });
    expect(harness.client.isMuted()).toBe(true);
  });

  it('a voice call asks for noise cancellation, then starts the visitor’s level observer', async () => {
    const harness = createCallHarness();
    const pending = harness.client.start({ assistant: 'assistant-id' });
    await harness.clock.advance(600);
    await pending;
    const order = (harness.call() as unknown as { commands: { method: string }[] }).commands
      .map((record) => record.method)
      .filter((method) => method === 'updateInputSettings' || method === 'startLocalAudioLevelObserver');
    expect(order).toEqual(['updateInputSettings', 'startLocalAudioLevelObserver']);
  });

  it('a noise-cancellation failure comes after the start, as an error the call survives, and the level observer still starts', async () => {
    const harness = createCallHarness({ failAt: 'audio-processing-setup' });
    const pending = harness.client.start({ assistant: 'assistant-id' });
    await harness.clock.advance(600);
    expect(await pending).not.toBeNull();
    const names = harness.events.map(describeEvent);
    expect(names.indexOf('error audio-processing-setup-error')).toBeGreaterThan(names.indexOf('call-start-success'));
    expect(isFatalCallError((harness.events.find((e) => e.type === 'error') as Extract<CallEvent, { type: 'error' }>).error)).toBe(false);
    expect(harness.call().callsOf('startLocalAudioLevelObserver')).toEqual([[100]]);
  });
});

describe('a typed call’s first "Talk instead"', () => {
  const methods = (harness: ReturnType<typeof createCallHarness>) =>
    (harness.call() as unknown as { commands: { method: string }[] }).commands
      .map((record) => record.method)
      .filter((method) => ['setLocalAudio', 'updateInputSettings', 'startLocalAudioLevelObserver'].includes(method));

  it('turns the microphone on, asks for noise cancellation, then starts the visitor’s level observer again; only the first time', async () => {
    const harness = createCallHarness();
    const pending = harness.client.start(typedCall);
    await harness.clock.advance(600);
    expect(await pending).not.toBeNull();
    expect(harness.microphone.requests.length).toBe(0);
    harness.client.setMuted(false);
    await harness.clock.advance(100);
    expect(harness.microphone.requests.length).toBe(1);
    expect(harness.client.isMuted()).toBe(false);
    expect(harness.call().processor).toBe('noise-cancellation');
    expect(methods(harness)).toEqual([
      'startLocalAudioLevelObserver',
      'setLocalAudio',
      'updateInputSettings',
      'startLocalAudioLevelObserver',
    ]);

    harness.client.setMuted(true);
    harness.client.setMuted(false);
    await harness.clock.advance(100);
    expect(methods(harness).filter((method) => method === 'updateInputSettings')).toHaveLength(1);
  });

  it('a noise-cancellation failure then is an error the call survives, and the level observer still starts again', async () => {
    const harness = createCallHarness({ failAt: 'audio-processing-setup' });
    const pending = harness.client.start(typedCall);
    await harness.clock.advance(600);
    await pending;
    harness.client.setMuted(false);
    await harness.clock.advance(100);
    const error = harness.events.find((e) => e.type === 'error') as Extract<CallEvent, { type: 'error' }>;
    expect(error.error).toMatchObject({ type: 'audio-processing-setup-error', stage: 'audio-processing-setup' });
    expect(isFatalCallError(error.error)).toBe(false);
    expect(harness.call().callsOf('startLocalAudioLevelObserver')).toEqual([[100], [100]]);
  });
});

describe('the join', () => {
  it('carries the meeting token the provider issued with the web call, and none when it issued none', async () => {
    for (const callToken of ['meeting-token-1', undefined]) {
      const clock = new VirtualClock();
      const factory = createFakeCallObjectFactory({ scheduler: clock.scheduler, microphone: new FakeMicrophone(clock.scheduler) });
      const client = createVoiceCall({
        createWebCall: (body, signal) =>
          factory
            .createWebCall(body, signal)
            .then((webCall) => (callToken ? { ...webCall, transport: { provider: 'daily', callToken } } : webCall)),
        callObjectFactory: factory,
        scheduler: clock.scheduler,
        isMobile: false,
        audioOutput: createDomAudioOutput({
          document: document.implementation.createHTMLDocument('join'),
          toStream: () => null,
          play: () => Promise.resolve(),
        }),
      });
      const pending = client.start({ assistant: 'assistant-id' });
      await clock.advance(600);
      expect(await pending).not.toBeNull();
      const [options] = factory.created.at(-1)?.callsOf('join')[0] ?? [];
      expect(options).toEqual({
        url: expect.any(String) as unknown,
        subscribeToTracksAutomatically: false,
        ...(callToken ? { token: callToken } : {}),
      });
      client.stop();
    }
  });
});

describe('the visitor’s level, when the library loses its observer', () => {
  it('is reported, the level is no longer shown, and the next call shows it again', async () => {
    const harness = createCallHarness();
    const shown: boolean[] = [];
    harness.client.localVolumeShown$.subscribe((value) => shown.push(value));
    const first = harness.client.start({ assistant: 'assistant-id' });
    await harness.clock.advance(600);
    await first;
    harness.call().simulateNonFatalError('local-audio-level-observer-error');
    expect(harness.events.map(describeEvent)).toContain('local-volume-unavailable');
    expect(shown.at(-1)).toBe(false);
    harness.client.stop();
    const second = harness.client.start({ assistant: 'assistant-id' });
    await harness.clock.advance(600);
    await second;
    await harness.clock.advance(1000);
    expect(shown.at(-1)).toBe(true);
  });
});
