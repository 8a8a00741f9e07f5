import type { Observable, SchedulerLike } from 'rxjs';
import type { StartStage } from '../call';
import type { SimulatedMicrophone } from './microphone';
import type { AssistantConversation } from './call-conversation';
import type { SimulatedScript } from './simulated-script';
import type { SimulatedVoice } from './simulated-voice';

export interface SimulatedOptions {
  scheduler?: SchedulerLike;
  /** Makes the given start stage fail. */
  failAt?: StartStage;
  /** The web call's artifact plan enables video recording. */
  videoRecordingEnabled?: boolean;
  /** The assistant's voice provider reported by the web call. */
  voiceProvider?: string;
  /** Builds the voice of one call (default: real audio through Web Audio). */
  voice?: () => SimulatedVoice;
  /** Builds the visitor's microphone of one call (default: getUserMedia and a Web Audio analyser). */
  microphone?: () => SimulatedMicrophone;
  script?: Partial<SimulatedScript>;
  /** What the assistant does once listening (default: the scripted call); tests may keep it to a greeting. */
  conversation?: AssistantConversation;
  /** The visitor's recognised words for each call, where the browser can and they allowed it (default: none). */
  recognisedWords?: () => Observable<string> | undefined;
}

export class SimulatedFailure extends Error {
  constructor(stage: StartStage) {
    super(`Simulated failure at ${stage}.`);
    this.name = 'SimulatedFailure';
  }
}
