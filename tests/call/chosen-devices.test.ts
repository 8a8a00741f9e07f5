import { describe, expect, it, vi } from 'vitest';
import { createDomAudioOutput } from '../../streams/call/audio-output';
import { SimulatedCallObject } from '../../streams/simulated/simulated-call-object';
import { createCallHarness } from '../fakes/call-harness';
import { FakeMediaStreamTrack } from '../fakes/fake-media-track';

// The visitor's chosen microphone and speaker, as the keyed build's client hands them to the
// Daily call object and to the assistant's players (the call-object emulator stands for daily-js).

async function connected(harness: ReturnType<typeof createCallHarness>, microphone?: string | null) {
  const pending = harness.client.start({ assistant: 'assistant-id', ...(microphone === undefined ? {} : { microphone }) });
  await harness.clock.advance(600);
  await pending;
  return harness.call();
}

describe('the chosen microphone', () => {
  it('reaches the call object’s input settings before it joins', async () => {
    const harness = createCallHarness();
    const call = await connected(harness, 'mic-usb-2');
    expect(call.inputDeviceId).toBe('mic-usb-2');
    expect(call.callsOf('setInputDevicesAsync')).toEqual([[{ audioDeviceId: 'mic-usb-2' }]]);
    const order = call.commands.map((command) => command.method);
    expect(order.indexOf('setInputDevicesAsync')).toBeLessThan(order.indexOf('join'));
    // The join opens that device, as daily-js does with its input settings.
    expect(harness.microphone.requests).toEqual([{ audio: { deviceId: { exact: 'mic-usb-2' } } }]);
  });

  it('is each start’s own: the client keeps no copy for the next call (the devices do: tests/site/chosen-microphone.test.ts)', async () => {
    const harness = createCallHarness();
    await connected(harness, 'mic-usb-2');
    harness.client.stop();
    await harness.clock.advance(100);
    const second = await connected(harness, null);
    expect(second).not.toBe(harness.factory.created[0]);
    expect(second.callsOf('setInputDevicesAsync')).toEqual([]);
    expect(second.inputDeviceId).toBeUndefined();
  });

  it('without a choice, nothing is switched: the join opens the default', async () => {
    const harness = createCallHarness();
    const call = await connected(harness);
    expect(call.callsOf('setInputDevicesAsync')).toEqual([]);
    expect(call.inputDeviceId).toBeUndefined();
  });

  it('chosen during a call, switches the running call at once; the default again waits for the next call', async () => {
    const harness = createCallHarness();
    const call = await connected(harness);
    harness.client.setMicrophone('mic-headset');
    expect(call.callsOf('setInputDevicesAsync')).toEqual([[{ audioDeviceId: 'mic-headset' }]]);
    harness.client.setMicrophone(null);
    expect(call.callsOf('setInputDevicesAsync')).toHaveLength(1);
  });

  it('refused by the call object, leaves the default and the call still connects', async () => {
    vi.spyOn(SimulatedCallObject.prototype, 'setInputDevicesAsync').mockRejectedValue(new Error('no such device'));
    const harness = createCallHarness();
    await connected(harness, 'mic-gone');
    await harness.clock.advance(300);
    expect(harness.events.some((event) => event.type === 'call-start')).toBe(true);
    expect(harness.log.warn).toHaveBeenCalledWith('The chosen microphone could not be set; the call opens the default.', expect.any(Error));
  });
});

describe('the chosen speaker', () => {
  function output() {
    const doc = document.implementation.createHTMLDocument('speaker');
    const sinks: { id: string | undefined; sink: string }[] = [];
    const played: string[] = [];
    const audio = createDomAudioOutput({
      document: doc,
      toStream: () => null,
      play: (element) => (played.push(element.dataset.participantId ?? ''), Promise.resolve()),
      setSink: (element, sink) => (sinks.push({ id: element.dataset.participantId, sink }), Promise.resolve()),
    });
    return { audio, sinks, played };
  }

  it('moves the players already playing, and every later one before it plays', async () => {
    const { audio, sinks, played } = output();
    await audio.attach('assistant', new FakeMediaStreamTrack('audio'));
    await audio.setSpeaker('speaker-usb');
    expect(sinks).toEqual([{ id: 'assistant', sink: 'speaker-usb' }]);
    sinks.length = 0;
    played.length = 0;
    const attached = audio.attach('second', new FakeMediaStreamTrack('audio'));
    expect(played).toEqual([]);
    await attached;
    expect(sinks).toEqual([{ id: 'second', sink: 'speaker-usb' }]);
    expect(played).toEqual(['second']);
  });

  it('the default again is the empty sink; without a choice, no sink is set at all', async () => {
    const { audio, sinks } = output();
    await audio.attach('assistant', new FakeMediaStreamTrack('audio'));
    expect(sinks).toEqual([]);
    await audio.setSpeaker('speaker-usb');
    await audio.setSpeaker(null);
    expect(sinks.map(({ sink }) => sink)).toEqual(['speaker-usb', '']);
  });

  it('a speaker that cannot be used still plays the assistant, on the default', async () => {
    const doc = document.implementation.createHTMLDocument('speaker');
    const played: string[] = [];
    const audio = createDomAudioOutput({
      document: doc,
      toStream: () => null,
      play: (element) => (played.push(element.dataset.participantId ?? ''), Promise.resolve()),
      setSink: () => Promise.reject(new DOMException('Requested device not found', 'NotFoundError')),
    });
    await expect(audio.setSpeaker('speaker-gone')).resolves.toBeUndefined();
    await audio.attach('assistant', new FakeMediaStreamTrack('audio'));
    expect(played).toEqual(['assistant']);
  });
});
