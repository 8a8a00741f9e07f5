import { vi, type Mock } from 'vitest';
import { createDomAudioOutput, createVoiceCall, type CallEvent, type StartStage, type VoiceCall } from '../../streams/call';
import { createSimulatedCallObjectFactory, type SimulatedCallObject, type SimulatedCallObjectFactory } from '../../streams/simulated';
import { FakeMicrophone } from './fake-microphone';
import { ScriptedVoice } from './scripted-voice';
import { VirtualClock } from './virtual-clock';

export interface HarnessOptions {
  failAt?: StartStage;
  videoRecordingEnabled?: boolean;
  voiceProvider?: string;
  isMobile?: boolean;
}

export interface CallHarness {
  clock: VirtualClock;
  client: VoiceCall;
  factory: SimulatedCallObjectFactory;
  events: CallEvent[];
  voices: ScriptedVoice[];
  /** The visitor's microphones, one per call object (silent). */
  microphones: FakeMicrophone[];
  log: { log: Mock<(...args: unknown[]) => void>; warn: Mock<(...args: unknown[]) => void>; error: Mock<(...args: unknown[]) => void> };
  /** The newest simulated call object. */
  call(): SimulatedCallObject;
  /** The harness's own document: audio elements are counted there. */
  doc: Document;
  audioElements(): number;
  unsubscribe(): void;
}

/** The client over the simulated assistant, with a scripted voice, jsdom audio elements and a virtual clock. */
export function createCallHarness(options: HarnessOptions = {}): CallHarness {
  const clock = new VirtualClock();
  const voices: ScriptedVoice[] = [];
  const microphones: FakeMicrophone[] = [];
  const factory = createSimulatedCallObjectFactory({
    scheduler: clock.scheduler,
    failAt: options.failAt,
    videoRecordingEnabled: options.videoRecordingEnabled,
    voiceProvider: options.voiceProvider,
    voice: () => {
      const voice = new ScriptedVoice(clock.scheduler);
      voices.push(voice);
      return voice;
    },
    microphone: () => {
      const microphone = new FakeMicrophone(clock.scheduler);
      microphones.push(microphone);
      return microphone;
    },
  });
  const log = { log: vi.fn<(...args: unknown[]) => void>(), warn: vi.fn<(...args: unknown[]) => void>(), error: vi.fn<(...args: unknown[]) => void>() };
  const doc = document.implementation.createHTMLDocument('call harness');
  const simulatedIsMobile = factory.isMobile;
  const client = createVoiceCall({
    createWebCall: factory.createWebCall,
    callObjectFactory: factory,
    scheduler: clock.scheduler,
    isMobile: () => simulatedIsMobile() || options.isMobile === true,
    audioOutput: createDomAudioOutput({ document: doc, toStream: () => null, play: () => Promise.resolve() }),
    log,
  });
  const events: CallEvent[] = [];
  const subscription = client.events$.subscribe((event) => events.push(event));
  return {
    clock,
    client,
    factory,
    events,
    voices,
    microphones,
    log,
    call: () => {
      const newest = factory.created.at(-1);
      if (!newest) throw new Error('No call object was created.');
      return newest;
    },
    doc,
    audioElements: () => doc.querySelectorAll('audio').length,
    unsubscribe: () => subscription.unsubscribe(),
  };
}

/** A compact view of an event for ordered comparisons. */
export function describeEvent(event: CallEvent): string {
  switch (event.type) {
    case 'call-start-progress':
      return `progress ${event.stage} ${event.status}`;
    case 'call-start-failed':
      return `failed ${event.stage}`;
    case 'error':
      return `error ${event.error.type}`;
    case 'message':
      return `message ${event.message.type}`;
    default:
      return event.type;
  }
}
