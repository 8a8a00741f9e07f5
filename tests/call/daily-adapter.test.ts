import type { DailyEventObject } from '@daily-co/daily-js';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CallObjectEventMap } from '../../streams/call/call-object';
import { isFatalCallError } from '../../streams/call/call-events';
import { FakeMediaStreamTrack } from '../fakes/fake-media-track';
import { createCallHarness } from '../fakes/call-harness';

describe('the Daily adapter types', () => {
  it('daily-js payloads carry every field the client reads', () => {
    expectTypeOf<DailyEventObject<'track-started'>>().toExtend<CallObjectEventMap['track-started']>();
    expectTypeOf<DailyEventObject<'participant-joined'>>().toExtend<CallObjectEventMap['participant-joined']>();
    expectTypeOf<DailyEventObject<'participant-left'>>().toExtend<CallObjectEventMap['participant-left']>();
    expectTypeOf<DailyEventObject<'remote-participants-audio-level'>>().toExtend<CallObjectEventMap['remote-participants-audio-level']>();
    expectTypeOf<DailyEventObject<'app-message'>>().toExtend<CallObjectEventMap['app-message']>();
    expectTypeOf<DailyEventObject<'error'>>().toExtend<CallObjectEventMap['error']>();
    expectTypeOf<DailyEventObject<'nonfatal-error'>>().toExtend<CallObjectEventMap['nonfatal-error']>();
    expectTypeOf<DailyEventObject<'camera-error'>>().toExtend<CallObjectEventMap['camera-error']>();
    expectTypeOf<DailyEventObject<'local-audio-level'>>().toExtend<CallObjectEventMap['local-audio-level']>();
    expectTypeOf<DailyEventObject<'participant-updated'>>().toExtend<CallObjectEventMap['participant-updated']>();
    expectTypeOf<DailyEventObject<'network-quality-change'>>().toExtend<CallObjectEventMap['network-quality-change']>();
    expectTypeOf<DailyEventObject<'network-connection'>>().toExtend<CallObjectEventMap['network-connection']>();
  });
});

describe('assistant video', () => {
  it('surfaces the assistant speaker video track, then null when it leaves; other participants are ignored', async () => {
    const harness = createCallHarness({ voiceProvider: 'tavus' });
    const pending = harness.client.start({ assistant: 'a' });
    await harness.clock.advance(600);
    await pending;
    harness.events.length = 0;
    const call = harness.call();
    const video = new FakeMediaStreamTrack('video');
    call.simulateTrackStarted(new FakeMediaStreamTrack('audio'), { session_id: 'guest', local: false, user_name: 'Guest' });
    call.simulateTrackStarted(video);
    expect(harness.events).toEqual([{ type: 'video', track: video }]);
    expect(harness.doc.querySelector('audio[data-participant-id="guest"]')).toBeNull();
    call.simulateParticipantLeft();
    expect(harness.events.at(-1)).toEqual({ type: 'video', track: null });
    expect(harness.audioElements()).toBe(0);
  });
});

describe('isFatalCallError', () => {
  it('tells the non-fatal setup errors from the rest', () => {
    expect(
      isFatalCallError({ type: 'audio-observer-setup-error', stage: 'audio-observer-setup', duration: 0, error: null, message: '' }),
    ).toBe(false);
    expect(
      isFatalCallError({ type: 'video-recording-setup-error', stage: 'video-recording-setup', duration: 0, error: null, message: '' }),
    ).toBe(false);
    expect(isFatalCallError({ type: 'daily-call-join-error', stage: 'daily-call-join', duration: 0, error: null, message: '' })).toBe(true);
    expect(isFatalCallError({ type: 'daily-error', stage: 'in-call', duration: 0, error: null, message: '' })).toBe(true);
  });
});
