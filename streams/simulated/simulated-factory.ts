import { asyncScheduler, firstValueFrom, timer, type SchedulerLike } from 'rxjs';
import type { CallObjectFactory, CallObjectOptions, CreateWebCall } from '../call';
import { simulatedWebCall } from '../simulated-services';
import { createWebAudioMicrophone, type SimulatedMicrophone } from './microphone';
import { SimulatedAssistant } from './simulated-assistant';
import { SimulatedCallObject } from './simulated-call-object';
import { SimulatedFailure, type SimulatedOptions } from './simulated-options';
import { simulatedScript, type SimulatedScript } from './simulated-script';
import type { SimulatedVoice } from './simulated-voice';
import { createWebAudioVoice } from './web-audio-voice';

/** The call-object factory of the simulated assistant (the emulated room with the assistant in it), with matching web-call and mobile hooks. */
export interface SimulatedCallObjectFactory extends CallObjectFactory {
  create(options?: CallObjectOptions): SimulatedCallObject;
  /** POST /call/web without a network (fails when told to fail at web-call-creation). */
  readonly createWebCall: CreateWebCall;
  /** Not mobile (throws when told to fail at mobile-permissions). */
  readonly isMobile: () => boolean;
  /** Every call object made so far, newest last. */
  readonly created: readonly SimulatedCallObject[];
}

/** What every call object of one factory is made from. */
interface CallParts {
  readonly scheduler: SchedulerLike;
  readonly script: SimulatedScript;
  readonly voice: () => SimulatedVoice;
  readonly microphone: () => SimulatedMicrophone;
}

/**
 * One call object with a microphone of its own, and the assistant in its room with a voice of its
 * own; a call that joins with the microphone off is held by typing.
 */
function simulatedCallObject(parts: CallParts, options: SimulatedOptions, callOptions?: CallObjectOptions): SimulatedCallObject {
  const { scheduler, script, voice, microphone } = parts;
  return new SimulatedCallObject({
    scheduler,
    script,
    assistant: (room) =>
      new SimulatedAssistant(room, {
        scheduler,
        script,
        voice: voice(),
        conversation: options.conversation,
        typedCall: callOptions?.startAudioOff === true,
        recognisedWords: options.recognisedWords,
      }),
    failAt: options.failAt,
    microphone: microphone(),
    audioSource: callOptions?.audioSource ?? true,
    startAudioOff: callOptions?.startAudioOff === true,
  });
}

export function createSimulatedCallObjectFactory(options: SimulatedOptions = {}): SimulatedCallObjectFactory {
  const scheduler = options.scheduler ?? asyncScheduler;
  const script = { ...simulatedScript, ...options.script };
  const voice = options.voice ?? (() => createWebAudioVoice({ clips: script.clips, scheduler }));
  const microphone = options.microphone ?? (() => createWebAudioMicrophone());
  const created: SimulatedCallObject[] = [];
  const fail = (stage: SimulatedOptions['failAt']): boolean => options.failAt === stage;

  return {
    created,
    load: () => (fail('initialization') ? Promise.reject(new SimulatedFailure('initialization')) : Promise.resolve()),
    create: (callOptions) => {
      if (fail('daily-call-object-creation')) throw new SimulatedFailure('daily-call-object-creation');
      const call = simulatedCallObject({ scheduler, script, voice, microphone }, options, callOptions);
      created.push(call);
      return call;
    },
    createWebCall: async (body) => {
      await firstValueFrom(timer(0, scheduler));
      if (fail('web-call-creation')) throw new SimulatedFailure('web-call-creation');
      return simulatedWebCall(body, options);
    },
    isMobile: () => {
      if (fail('mobile-permissions')) throw new SimulatedFailure('mobile-permissions');
      return false;
    },
  };
}
