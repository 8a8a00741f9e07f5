import { vi, type Mock } from 'vitest';
import { createVoiceCall, type VoiceCall } from '../../streams/call/voice-call';
import type { CallEvent } from '../../streams/call/call-events';
import type { CreateWebCall, DemoCallSource } from '../../streams/call/call-deps';
import type { StartStage } from '../../streams/telemetry/start-stage';
import { createDomAudioOutput } from '../../streams/call/audio-output';
import type { ScreenWake } from '../../streams/call/wake-lock';
import { SimulatedFailure } from '../../streams/simulated/simulated-options';
import type { SimulatedCallObject } from '../../streams/simulated/simulated-call-object';
import { createFakeCallObjectFactory, type FakeCallObjectFactory, type RoomUrlField } from './fake-call-factory';
import { FakeMicrophone } from './fake-microphone';
import { VirtualClock } from './virtual-clock';

export interface HarnessOptions {
  failAt?: StartStage;
  videoRecordingEnabled?: boolean;
  voiceProvider?: string;
  isMobile?: boolean;
  roomUrlIn?: RoomUrlField;
  /** How the audio elements play (default: at once); a rejection is the browser refusing. */
  play?: (element: HTMLAudioElement) => Promise<void>;
  /** Each call made by a demo-call endpoint (the `demo-call` stage) in place of the page's POST /call/web; default: none. */
  demoCall?: DemoCallSource;
  /** The page's POST /call/web; default: the fake factory's, which answers with a web call. */
  createWebCall?: CreateWebCall;
  /** The screen's wake lock and the page's visibility; default: none (jsdom has no wake lock). */
  screen?: ScreenWake;
}

export interface CallHarness {
  clock: VirtualClock;
  client: VoiceCall;
  factory: FakeCallObjectFactory;
  /** The visitor's microphone in every call; its level is set by hand. */
  microphone: FakeMicrophone;
  events: CallEvent[];
  log: { log: Mock<(...args: unknown[]) => void>; warn: Mock<(...args: unknown[]) => void>; error: Mock<(...args: unknown[]) => void> };
  /** The newest call object. */
  call(): SimulatedCallObject;
  /** The harness's own document: audio elements are counted there. */
  doc: Document;
  audioElements(): number;
  unsubscribe(): void;
}

/** The client over the emulated Daily call object, with jsdom audio elements and a virtual clock. */
export function createCallHarness(options: HarnessOptions = {}): CallHarness {
  const clock = new VirtualClock();
  const microphone = new FakeMicrophone(clock.scheduler);
  const factory = createFakeCallObjectFactory({
    scheduler: clock.scheduler,
    microphone,
    failAt: options.failAt,
    videoRecordingEnabled: options.videoRecordingEnabled,
    voiceProvider: options.voiceProvider,
    roomUrlIn: options.roomUrlIn,
  });
  const log = {
    log: vi.fn<(...args: unknown[]) => void>(),
    warn: vi.fn<(...args: unknown[]) => void>(),
    error: vi.fn<(...args: unknown[]) => void>(),
  };
  const doc = document.implementation.createHTMLDocument('call harness');
  const client = createVoiceCall({
    ...(options.demoCall ? { demoCall: options.demoCall } : { createWebCall: options.createWebCall ?? factory.createWebCall }),
    callObjectFactory: factory,
    scheduler: clock.scheduler,
    isMobile: () => {
      if (options.failAt === 'mobile-permissions') throw new SimulatedFailure('mobile-permissions');
      return options.isMobile === true;
    },
    audioOutput: createDomAudioOutput({ document: doc, toStream: () => null, play: options.play ?? (() => Promise.resolve()) }),
    log,
    ...(options.screen ? { screen: options.screen } : {}),
  });
  const events: CallEvent[] = [];
  const subscription = client.events$.subscribe((event) => events.push(event));
  return {
    clock,
    client,
    factory,
    microphone,
    events,
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

/** Every failure event of a start, as the demo reads each for its marks: its error, or the event itself. */
export function failureMarks(events: readonly CallEvent[]): unknown[] {
  return events.filter((e) => e.type === 'error' || e.type === 'call-start-failed').map((e) => (e.type === 'error' ? e.error : e));
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

/** A harness whose call has started (the join runs in virtual time); its event log starts empty unless kept. */
export async function startedCall(options: HarnessOptions = {}, { keepEvents = false } = {}): Promise<CallHarness> {
  const harness = createCallHarness(options);
  const pending = harness.client.start({ assistant: 'assistant-id' });
  await harness.clock.advance(600);
  if ((await pending) === null) throw new Error('The call did not start.');
  if (!keepEvents) harness.events.length = 0;
  return harness;
}
