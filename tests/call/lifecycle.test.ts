import { describe, expect, it } from 'vitest';
import type { SessionState } from '../../streams/call/call-state';
import { endedByOtherSide } from '../../streams/call/in-call-facts';
import { createCallHarness, describeEvent, startedCall } from '../fakes/call-harness';
import { settle } from '../fakes/virtual-clock';

const notAudio = (name: string): boolean => name !== 'volume-level' && name !== 'speech-start' && name !== 'speech-end';

describe('start() while started and stop() while joining', () => {
  it('ignores a second start with a progress event saying already-started', async () => {
    const harness = createCallHarness();
    const first = harness.client.start({ assistant: 'a' });
    const second = await harness.client.start({ assistant: 'a' });
    expect(second).toBeNull();
    expect(harness.events.filter((e) => e.type === 'call-start-progress' && e.metadata.reason === 'already-started')).toHaveLength(1);
    await harness.clock.advance(600);
    expect(await first).not.toBeNull();
    expect(harness.factory.created).toHaveLength(1);
  });

  it('stop() while joining leaves no call object, listener or audio element, and no event after cleanup', async () => {
    const harness = createCallHarness();
    const pending = harness.client.start({ assistant: 'a' });
    await harness.clock.advance(300);
    expect(harness.call().meetingState()).toBe('joining-meeting');
    harness.client.stop();
    expect(await pending).toBeNull();
    await settle();
    const after = harness.events.length;
    expect(harness.events.slice(-2).map(describeEvent)).toEqual(['call-end', 'message status-update']);
    expect(harness.call().destroyed).toBe(true);
    expect(harness.call().listenerCount()).toBe(0);
    expect(harness.audioElements()).toBe(0);
    await harness.clock.advance(10_000);
    expect(harness.events).toHaveLength(after);
    expect(harness.clock.pending()).toBe(0);
  });

  it('stop() during web-call creation never creates a call object', async () => {
    const harness = createCallHarness();
    const pending = harness.client.start({ assistant: 'a' });
    harness.client.stop();
    expect(await pending).toBeNull();
    await harness.clock.advance(5000);
    expect(harness.factory.created).toHaveLength(0);
  });

  it('a new start works after stop', async () => {
    const harness = await startedCall();
    harness.client.stop();
    const again = harness.client.start({ assistant: 'a' });
    await harness.clock.advance(600);
    expect(await again).not.toBeNull();
    expect(harness.factory.created).toHaveLength(2);
  });
});

describe('leaving', () => {
  it('stop(): call-end then exactly one status-update ended with customer-ended-call, then cleanup', async () => {
    const harness = await startedCall();
    harness.client.stop();
    harness.client.stop();
    await settle();
    expect(harness.events.map(describeEvent).filter(notAudio)).toEqual(['call-end', 'message status-update']);
    expect(harness.events.at(-1)).toEqual({
      type: 'message',
      message: { type: 'status-update', status: 'ended', endedReason: 'customer-ended-call' },
    });
    expect(harness.call().listenerCount()).toBe(0);
    expect(harness.audioElements()).toBe(0);
  });

  it('does not repeat the status-update when the assistant already sent one', async () => {
    const harness = await startedCall();
    harness.call().simulateAssistantHangUp();
    await settle();
    const names = harness.events.map(describeEvent).filter(notAudio);
    expect(names.filter((n) => n === 'message status-update')).toHaveLength(1);
    // Then the provider deletes the room: Daily's error, named a normal end, and the call ends.
    expect(names.slice(-3)).toEqual(['message status-update', 'error meeting-ended', 'call-end']);
    expect(harness.call().listenerCount()).toBe(0);
  });

  it('left-meeting from the library runs the same sequence once', async () => {
    const harness = await startedCall();
    await harness.call().leave();
    harness.client.stop();
    expect(harness.events.map(describeEvent).filter(notAudio)).toEqual(['call-end', 'message status-update']);
  });

  it('stops the recording when recording was on', async () => {
    const harness = await startedCall({ videoRecordingEnabled: true });
    expect(harness.call().recording).toBe(true);
    harness.client.stop();
    expect(harness.call().recording).toBe(false);
  });

  it('a fatal library error after start is an error event and ends the call', async () => {
    const harness = await startedCall();
    harness.call().simulateFatalError('network gone');
    expect(harness.events.map(describeEvent)).toEqual(['error daily-error', 'call-end', 'message status-update']);
    expect(harness.events[0]).toMatchObject({ error: { type: 'daily-error', message: 'network gone' } });
    // The visitor did not hang up: the status update says why the call ended.
    expect(harness.events[2]).toEqual({
      type: 'message',
      message: { type: 'status-update', status: 'ended', endedReason: 'call-library-error' },
    });
  });

  it('the provider deleting the room (Daily ejects: "Meeting has ended") is a normal end, not a daily-error', async () => {
    const harness = await startedCall();
    await harness.clock.advance(1_000);
    harness.events.length = 0;
    harness.call().simulateMeetingEnded();
    expect(harness.events.map(describeEvent).filter(notAudio)).toEqual(['error meeting-ended', 'call-end', 'message status-update']);
    // The library's own event is kept whole for the dev log, in the shape Daily's docs give.
    expect(harness.events[0]).toEqual({
      type: 'error',
      error: {
        type: 'meeting-ended',
        stage: 'in-call',
        duration: 1_600,
        message: 'Meeting has ended',
        timestamp: expect.any(String) as unknown,
        error: {
          action: 'error',
          callClientId: 'simulated',
          errorMsg: 'Meeting has ended',
          error: { type: 'ejected', msg: 'Meeting has ended', details: undefined },
        },
      },
    });
    // Nobody said why the room closed: the status update says so.
    expect(harness.events.at(-1)).toEqual({
      type: 'message',
      message: { type: 'status-update', status: 'ended', endedReason: 'meeting-ended' },
    });
    expect(harness.call().listenerCount()).toBe(0);
    expect(harness.audioElements()).toBe(0);
  });

  it('any library error after the assistant said the call ended is a normal end too', async () => {
    const harness = await startedCall();
    harness.call().simulateAppMessage(JSON.stringify({ type: 'status-update', status: 'ended', endedReason: 'exceeded-max-duration' }));
    harness.call().simulateFatalError('network gone');
    expect(harness.events.map(describeEvent).filter(notAudio)).toEqual(['message status-update', 'error meeting-ended', 'call-end']);
    expect(harness.events[1]).toMatchObject({ error: { type: 'meeting-ended', message: 'network gone' } });
  });

  it('endedByOtherSide: an ejection once started, or anything after the ended status; an ejection mid-start is a failed start', () => {
    const ejected = { errorMsg: 'Meeting has ended', error: { type: 'ejected', msg: 'Meeting has ended' } };
    const dropped = { errorMsg: 'network gone', error: { type: 'connection-error', msg: 'network gone' } };
    const state = (phase: SessionState['phase'], endedStatusSeen: boolean) => ({ phase, endedStatusSeen });
    expect(endedByOtherSide(ejected, state('started', false))).toBe(true);
    expect(endedByOtherSide(dropped, state('started', true))).toBe(true);
    expect(endedByOtherSide({ errorMsg: 'no type' }, state('started', true))).toBe(true);
    expect(endedByOtherSide(dropped, state('started', false))).toBe(false);
    expect(endedByOtherSide({ errorMsg: 'Meeting has ended' }, state('started', false))).toBe(false);
    expect(endedByOtherSide(ejected, state('starting', false))).toBe(false);
  });
});

describe('media', () => {
  it('subscribes audio only, plays the assistant speaker, tells it playable, and removes the player when it leaves', async () => {
    const harness = await startedCall();
    const call = harness.call();
    expect(call.callsOf('updateParticipant')).toEqual([['assistant', { setSubscribedTracks: { audio: true, video: false } }]]);
    expect(harness.doc.querySelector('audio[data-participant-id="assistant"]')).not.toBeNull();
    expect(call.sentMessages[0]).toBe('playable');
    call.simulateAssistantHangUp();
    expect(harness.audioElements()).toBe(0);
  });

  it('subscribes video when recording or for an avatar voice provider', async () => {
    const recording = await startedCall({ videoRecordingEnabled: true });
    expect(recording.call().callsOf('updateParticipant')).toEqual([['assistant', { setSubscribedTracks: { audio: true, video: true } }]]);
    const avatar = await startedCall({ voiceProvider: 'tavus' });
    expect(avatar.call().callsOf('updateParticipant')).toEqual([['assistant', { setSubscribedTracks: { audio: true, video: true } }]]);
    recording.client.stop();
    avatar.client.stop();
  });

  it('forwards camera errors, and turns off the microphone that failed', async () => {
    const harness = await startedCall();
    harness.call().simulateCameraError();
    expect(harness.events).toEqual([
      { type: 'camera-error', error: { errorMsg: { errorMsg: 'Simulated camera error' }, error: { type: 'permissions' } } },
    ]);
    expect(harness.call().callsOf('setLocalAudio')).toEqual([[false]]);
    expect(harness.client.isMuted()).toBe(true);
  });

  it('audio-processor error: processor off, and a muted microphone stays muted', async () => {
    const harness = await startedCall();
    const call = harness.call();
    harness.client.setMuted(true);
    expect(harness.client.isMuted()).toBe(true);
    expect(call.processor).toBe('noise-cancellation');
    call.simulateNonFatalError('audio-processor-error');
    await settle();
    expect(call.processor).toBe('none');
    expect(harness.client.isMuted()).toBe(true);
    expect(harness.events.filter((e) => e.type === 'error')).toHaveLength(0);
  });

  it('other non-fatal errors change nothing', async () => {
    const harness = await startedCall();
    harness.call().simulateNonFatalError('screen-share-error');
    await settle();
    expect(harness.call().processor).toBe('noise-cancellation');
  });
});

describe('a command the call object throws on', () => {
  it('is logged, and the client goes on: the call still ends and a new one starts', async () => {
    const harness = await startedCall();
    const broken = harness.call();
    broken.meetingState = () => {
      throw new Error('the library is in a bad state');
    };
    expect(() => harness.client.sendText('Hello')).not.toThrow();
    expect(harness.log.error).toHaveBeenCalledWith("The call's check-joined failed:", new Error('the library is in a bad state'));

    harness.client.stop();
    expect(harness.events.map(describeEvent)).toContain('call-end');
    const next = harness.client.start({ assistant: 'assistant-id' });
    await harness.clock.advance(600);
    expect(await next).not.toBeNull();
  });
});
