import { describe, expect, it } from 'vitest';
import { type HarnessOptions, startedCall } from '../fakes/call-harness';
import { settle } from '../fakes/virtual-clock';

// What the client asks of the Daily call object, read from the fake's command log. The
// expected values are written out here (spec sections 4 and 9), not read from the config.

const noiseCancellation = { audio: { processor: { type: 'noise-cancellation' } } };

describe('the call object the client creates', () => {
  it('asks for the microphone and no camera when not recording', async () => {
    const harness = await startedCall({}, { keepEvents: true });
    expect(harness.factory.createOptions).toEqual([{ audioSource: true, videoSource: false, dailyConfig: {} }]);
  });

  it('asks for no camera when the artifact plan records either, and the recording is still requested', async () => {
    const harness = await startedCall({ videoRecordingEnabled: true }, { keepEvents: true });
    expect(harness.factory.createOptions).toEqual([{ audioSource: true, videoSource: false, dailyConfig: {} }]);
    expect(harness.call().callsOf('startRecording')).toHaveLength(1);
    // The creation stage reports the plan, and that no camera was asked for.
    const creation = harness.events.find(
      (e) => e.type === 'call-start-progress' && e.stage === 'daily-call-object-creation' && e.status === 'started',
    );
    expect(creation).toMatchObject({ metadata: { videoSource: false, isVideoRecordingEnabled: true } });
    expect(harness.events).toContainEqual(expect.objectContaining({ stage: 'video-recording-setup', status: 'completed' }));
  });
});

describe('joining', () => {
  it('joins the web call’s room once, without automatic track subscription', async () => {
    const harness = await startedCall({}, { keepEvents: true });
    expect(harness.factory.webCalls.map((w) => w.body)).toEqual([{ assistantId: 'assistant-id' }]);
    expect(harness.call().callsOf('join')).toEqual([[{ url: 'https://fake.daily.test/room-1', subscribeToTracksAutomatically: false }]]);
  });

  it('starts the remote audio level observer at 100 ms, once', async () => {
    const harness = await startedCall({}, { keepEvents: true });
    expect(harness.call().callsOf('startRemoteParticipantsAudioLevelObserver')).toEqual([[100]]);
  });

  it('turns noise cancellation on, once', async () => {
    const harness = await startedCall({}, { keepEvents: true });
    expect(harness.call().callsOf('updateInputSettings')).toEqual([[noiseCancellation]]);
  });
});

describe('recording', () => {
  it('records at 1280x720 on the dark background with the default layout when the artifact plan enables it', async () => {
    const harness = await startedCall({ videoRecordingEnabled: true }, { keepEvents: true });
    expect(harness.call().callsOf('startRecording')).toEqual([
      [{ width: 1280, height: 720, backgroundColor: '#FF1F2D3D', layout: { preset: 'default' } }],
    ]);
    const started = harness.events.find(
      (e) => e.type === 'call-start-progress' && e.stage === 'video-recording-setup' && e.status === 'started',
    );
    expect(started).toMatchObject({ metadata: { width: 1280, height: 720, layoutPreset: 'default' } });
  });

  it('never records otherwise, and stop() then stops nothing', async () => {
    const harness = await startedCall({}, { keepEvents: true });
    harness.client.stop();
    expect(harness.call().callsOf('startRecording')).toEqual([]);
    expect(harness.call().callsOf('stopRecording')).toEqual([]);
  });

  it('stop() stops the recording once, before destroying the call object', async () => {
    const harness = await startedCall({ videoRecordingEnabled: true }, { keepEvents: true });
    const before = harness.call().commands.length;
    harness.client.stop();
    harness.client.stop();
    await settle();
    expect(
      harness
        .call()
        .commands.slice(before)
        .map((c) => c.method),
    ).toEqual(['stopRecording', 'destroy']);
  });

  it('asks the assistant to speak first with the recording delay, once recording has started', async () => {
    const harness = await startedCall({ videoRecordingEnabled: true }, { keepEvents: true });
    expect(harness.call().sentMessages).toEqual(['playable']);
    await harness.clock.advance(399);
    expect(harness.call().sentMessages).toEqual(['playable']);
    await harness.clock.advance(1);
    expect(harness.call().sentMessages).toEqual([
      'playable',
      '{"type":"control","control":"say-first-message","videoRecordingStartDelaySeconds":0.4}',
    ]);
  });

  it('without recording, recording-started asks nothing', async () => {
    const harness = await startedCall({}, { keepEvents: true });
    await harness.clock.advance(1000);
    expect(harness.call().sentMessages).toEqual(['playable']);
  });
});

describe('track subscriptions', () => {
  it.each([
    ['neither recording nor an avatar', {}, false],
    ['recording', { videoRecordingEnabled: true }, true],
    ['the avatar provider tavus', { voiceProvider: 'tavus' }, true],
    ['another voice provider', { voiceProvider: '11labs' }, false],
  ] as const)('%s: audio, and video %s', async (_label, options: HarnessOptions, video) => {
    const harness = await startedCall(options, { keepEvents: true });
    expect(harness.call().callsOf('updateParticipant')).toEqual([['assistant', { setSubscribedTracks: { audio: true, video } }]]);
  });

  it('subscribes every remote participant by hand, never the local one', async () => {
    const harness = await startedCall({}, { keepEvents: true });
    const call = harness.call();
    call.simulateParticipantJoined({ session_id: 'me', local: true, user_name: 'Visitor' });
    call.simulateParticipantJoined({ session_id: 'guest', local: false, user_name: 'Guest' });
    expect(call.callsOf('updateParticipant').map(([id]) => id)).toEqual(['assistant', 'guest']);
    expect(call.callsOf('updateParticipant')[1]).toEqual(['guest', { setSubscribedTracks: { audio: true, video: false } }]);
  });
});

describe('audio-processor recovery', () => {
  it('an audio-processor error turns the processor off, then leaves the microphone as the visitor set it', async () => {
    const harness = await startedCall({}, { keepEvents: true });
    const call = harness.call();
    harness.client.setMuted(true);
    call.simulateNonFatalError('audio-processor-error');
    await settle();
    expect(call.callsOf('updateInputSettings')).toEqual([[noiseCancellation], [{ audio: { processor: { type: 'none' } } }]]);
    expect(call.callsOf('setLocalAudio')).toEqual([[false], [false]]);
  });

  it('any other non-fatal error touches neither the processor nor the microphone', async () => {
    const harness = await startedCall({}, { keepEvents: true });
    const call = harness.call();
    call.simulateNonFatalError('screen-share-error');
    call.simulateNonFatalError('audio-processor-warning');
    await settle();
    expect(call.callsOf('updateInputSettings')).toEqual([[noiseCancellation]]);
    expect(call.callsOf('setLocalAudio')).toEqual([]);
    expect(harness.events.filter((e) => e.type === 'error')).toEqual([]);
  });
});
