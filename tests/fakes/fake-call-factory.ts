import { firstValueFrom, ignoreElements, timer, type SchedulerLike } from 'rxjs';
import type { CallObjectFactory, CallObjectOptions } from '../../streams/call/call-object';
import type { CreateWebCall } from '../../streams/call/call-deps';
import type { StartStage } from '../../streams/telemetry/start-stage';
import type { WebCall, WebCallCreate } from '../../streams/provider-api/create-web-call';
import { SimulatedFailure } from '../../streams/simulated/simulated-options';
import { createSimulatedCallObjectFactory } from '../../streams/simulated/simulated-factory';
import { simulatedConversation } from '../../streams/simulated/simulated-script';
import type { AssistantConversation } from '../../streams/simulated/call-conversation';
import type { SimulatedCallObject } from '../../streams/simulated/simulated-call-object';
import { FakeMicrophone } from './fake-microphone';
import { ScriptedVoice } from './scripted-voice';

// The call objects the call tests drive: the site's one emulator of Daily's call object
// (streams/simulated), with a scripted voice, a microphone set by hand and an assistant that
// only greets, so anything else happens when a test says; beside it, a fake POST /call/web.

/** The emulator's greeting; then the assistant waits, hearing nothing it answers. */
export const greetingOnly: AssistantConversation = ({ speak }) => {
  const [greeting] = simulatedConversation.turns;
  if (!greeting) throw new Error('The scripted conversation has no greeting.');
  return speak(greeting).pipe(ignoreElements());
};

export interface FakeDailyOptions {
  scheduler: SchedulerLike;
  /** Makes the given start stage fail (mobile-permissions is the harness's, not the call object's). */
  failAt?: StartStage;
  /** The web call's artifact plan enables video recording. */
  videoRecordingEnabled?: boolean;
  /** The assistant's voice provider in the web call. */
  voiceProvider?: string;
  /** Where the web call gives its room URL (default `webCallUrl`); `none` answers without one. */
  roomUrlIn?: RoomUrlField;
  /** The visitor's microphone in every call (default: a silent one). */
  microphone?: FakeMicrophone;
}

/** The fields of a web call that may carry its room URL, as the provider answers. */
export type RoomUrlField = 'webCallUrl' | 'transport.callUrl' | 'both' | 'none';

/** The provider's answer with the room URL where `field` says (the typed WebCall requires webCallUrl; real answers may lack it). */
function fakeWebCall(n: number, field: RoomUrlField, rest: Omit<WebCall, 'id' | 'webCallUrl'>): WebCall {
  const url = `https://fake.daily.test/room-${n}`;
  const answer: Record<string, unknown> = { id: `fake-call-${n}`, ...rest };
  if (field === 'webCallUrl' || field === 'both') answer.webCallUrl = url;
  if (field === 'transport.callUrl' || field === 'both')
    answer.transport = { provider: 'vapi.websocket', callUrl: field === 'both' ? `${url}-transport` : url };
  return answer as WebCall;
}

/** A call-object factory over the emulator, with a fake POST /call/web beside it. */
export interface FakeCallObjectFactory extends CallObjectFactory {
  create(options?: CallObjectOptions): SimulatedCallObject;
  readonly createWebCall: CreateWebCall;
  /** Every call object made so far, newest last. */
  readonly created: readonly SimulatedCallObject[];
  /** The options of every create(), in order. */
  readonly createOptions: readonly CallObjectOptions[];
  /** Every web call created, with the body it was created from. */
  readonly webCalls: readonly { body: WebCallCreate; webCall: WebCall }[];
  /** How many times the library was loaded. */
  loads(): number;
}

export function createFakeCallObjectFactory(options: FakeDailyOptions): FakeCallObjectFactory {
  const { scheduler, failAt } = options;
  const microphone = options.microphone ?? new FakeMicrophone(scheduler);
  const emulator = createSimulatedCallObjectFactory({
    scheduler,
    failAt,
    voice: () => new ScriptedVoice(scheduler),
    microphone: () => microphone,
    script: { assistantId: 'assistant' },
    conversation: greetingOnly,
  });
  const createOptions: CallObjectOptions[] = [];
  const webCalls: { body: WebCallCreate; webCall: WebCall }[] = [];
  let loads = 0;
  return {
    created: emulator.created,
    createOptions,
    webCalls,
    loads: () => loads,
    load: () => {
      loads += 1;
      return emulator.load();
    },
    create: (callOptions) => {
      if (callOptions) createOptions.push(callOptions);
      return emulator.create(callOptions);
    },
    createWebCall: async (body) => {
      await firstValueFrom(timer(0, scheduler));
      if (failAt === 'web-call-creation') throw new SimulatedFailure('web-call-creation');
      const n = webCalls.length + 1;
      const webCall = fakeWebCall(n, options.roomUrlIn ?? 'webCallUrl', {
        artifactPlan: { videoRecordingEnabled: options.videoRecordingEnabled ?? false },
        assistant: { voice: { provider: options.voiceProvider ?? 'vapi' } },
      });
      webCalls.push({ body, webCall });
      return webCall;
    },
  };
}
