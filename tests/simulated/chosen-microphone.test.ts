import { describe, expect, it } from 'vitest';
import { createVoiceCall } from '../../streams/call/voice-call';
import { createDomAudioOutput } from '../../streams/call/audio-output';
import { createSimulatedCallObjectFactory } from '../../streams/simulated/simulated-factory';
import { microphoneConstraints } from '../../streams/simulated/microphone';
import { FakeMicrophone } from '../fakes/fake-microphone';
import { ScriptedVoice } from '../fakes/scripted-voice';
import { VirtualClock } from '../fakes/virtual-clock';

// The simulated build: the visitor's chosen microphone goes from the client to the simulated call
// object, which asks getUserMedia for exactly that device, as daily-js does with its input settings.

function simulatedClient() {
  const clock = new VirtualClock();
  const microphone = new FakeMicrophone(clock.scheduler);
  const factory = createSimulatedCallObjectFactory({
    scheduler: clock.scheduler,
    voice: () => new ScriptedVoice(clock.scheduler),
    microphone: () => microphone,
  });
  const client = createVoiceCall({
    createWebCall: factory.createWebCall,
    callObjectFactory: factory,
    scheduler: clock.scheduler,
    isMobile: false,
    audioOutput: createDomAudioOutput({
      document: document.implementation.createHTMLDocument('simulated'),
      toStream: () => null,
      play: () => Promise.resolve(),
    }),
  });
  const connect = async (microphone?: string) => {
    const pending = client.start({ assistant: 'simulated-assistant', ...(microphone ? { microphone } : {}) });
    await clock.advance(600);
    await pending;
  };
  return { clock, microphone, factory, client, connect };
}

describe('the chosen microphone in the simulated build', () => {
  it('is the device getUserMedia is asked for when the call joins', async () => {
    const { microphone, connect } = simulatedClient();
    await connect('fake-input-1');
    expect(microphone.requests).toEqual([{ audio: { deviceId: { exact: 'fake-input-1' } } }]);
  });

  it('without a choice, getUserMedia is asked for the default', async () => {
    const { microphone, connect } = simulatedClient();
    await connect();
    expect(microphone.requests).toEqual([{ audio: true }]);
  });

  it('chosen during the call, the microphone is opened again on that device and the old one let go', async () => {
    const { microphone, client, connect, clock } = simulatedClient();
    await connect();
    client.setMicrophone('fake-input-2');
    await clock.advance(10);
    expect(microphone.requests.at(-1)).toEqual({ audio: { deviceId: { exact: 'fake-input-2' } } });
    expect(microphone.live).toBe(1);
    client.stop();
    await clock.advance(10);
    expect(microphone.live).toBe(0);
  });
});

describe('microphoneConstraints', () => {
  it.each([
    ['a device id', 'mic-1', { audio: { deviceId: { exact: 'mic-1' } } }],
    ['true', true, { audio: true }],
    ['false', false, undefined],
  ] as const)('from %s', (_name, source, expected) => {
    expect(microphoneConstraints(source)).toEqual(expected);
  });
});
