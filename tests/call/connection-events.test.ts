import { describe, expect, it } from 'vitest';
import type { CallEvent } from '../../streams/call/call-events';
import type { NetworkQuality } from '../../streams/call/call-object';
import { createCallHarness, type CallHarness, startedCall } from '../fakes/call-harness';

// What the client passes on beyond the spec's event list, as the provider's own SDK does:
// the visitor's level, the connection, participant updates, and recording progress.

const ofType = <T extends CallEvent['type']>(harness: CallHarness, type: T) =>
  harness.events.filter((e): e is Extract<CallEvent, { type: T }> => e.type === type);

describe('the visitor’s own level', () => {
  it('starts the local level observer at 100 ms, once, beside the remote one', async () => {
    const harness = await startedCall();
    expect(harness.call().callsOf('startLocalAudioLevelObserver')).toEqual([[100]]);
  });

  it('reports it as local-volume-level on the assistant’s scale (0.15 = 1, capped) and on localVolume$', async () => {
    const harness = await startedCall();
    const seen: number[] = [];
    harness.client.localVolume$.subscribe((v) => seen.push(v));
    harness.microphone.setLevel(0.03);
    await harness.clock.advance(100);
    harness.microphone.setLevel(0.6);
    await harness.clock.advance(100);
    expect(ofType(harness, 'local-volume-level').map((e) => e.volume)).toEqual([0.2, 1]);
    expect(seen).toEqual([0.2, 1]);
  });
});

describe('the connection', () => {
  it('passes network quality on as network-quality and holds it in networkQuality$ until the call ends', async () => {
    const harness = await startedCall();
    const quality: NetworkQuality[] = [];
    harness.client.networkQuality$.subscribe((q) => quality.push(q));
    harness.call().simulate('network-quality-change', { networkState: 'bad' });
    harness.call().simulate('network-quality-change', { networkState: 'warning' });
    expect(ofType(harness, 'network-quality').map((e) => e.quality)).toEqual(['bad', 'warning']);
    harness.client.stop();
    expect(quality).toEqual(['good', 'bad', 'warning', 'good']);
  });

  it('passes network-connection and participant-updated on, typed', async () => {
    const harness = await startedCall();
    harness.call().simulate('network-connection', { type: 'sfu', event: 'interrupted' });
    const participant = { session_id: 'assistant-1', local: false, user_name: 'Vapi Speaker' };
    harness.call().simulate('participant-updated', { participant });
    expect(ofType(harness, 'network-connection')).toEqual([{ type: 'network-connection', connection: 'sfu', event: 'interrupted' }]);
    expect(ofType(harness, 'participant-updated')).toEqual([{ type: 'participant-updated', participant }]);
  });
});

describe('errors say where and when', () => {
  it('a call-library error in a running call is in-call, with the time since the start began', async () => {
    const harness = await startedCall();
    await harness.clock.advance(1_000);
    harness.call().simulateFatalError('The line dropped');
    const [error] = ofType(harness, 'error');
    expect(error?.error).toMatchObject({ type: 'daily-error', stage: 'in-call', duration: 1_600, message: 'The line dropped' });
  });

  it('a reaction that fails during the call is a media-error with stage and duration', async () => {
    const harness = await startedCall();
    await harness.clock.advance(200);
    // A malformed payload makes the track-subscription reaction throw.
    harness.call().simulate('participant-joined', { participant: null } as never);
    expect(ofType(harness, 'error').map((e) => e.error)).toEqual([
      expect.objectContaining({ type: 'media-error', stage: 'in-call', duration: 800 }),
    ]);
  });

  it('validation-error has the input-validation stage and a zero duration', () => {
    const harness = createCallHarness();
    void harness.client.start({});
    expect(ofType(harness, 'error').map((e) => e.error)).toEqual([
      expect.objectContaining({ type: 'validation-error', stage: 'input-validation', duration: 0 }),
    ]);
  });
});

describe('recording progress', () => {
  it('recording-started is reported as video-recording-started with its delay', async () => {
    const harness = await startedCall({ videoRecordingEnabled: true });
    await harness.clock.advance(400);
    const progress = ofType(harness, 'call-start-progress').filter((e) => e.metadata.action === 'video-recording-started');
    expect(progress).toEqual([
      expect.objectContaining({
        stage: 'video-recording-setup',
        status: 'completed',
        duration: 400,
        metadata: { action: 'video-recording-started' },
      }),
    ]);
  });
});
