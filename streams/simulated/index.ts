export { createSimulatedCallObjectFactory, type SimulatedCallObjectFactory } from './simulated-factory';
export { SimulatedCallObject, type SimulatedCallDeps } from './simulated-call-object';
export { SimulatedFailure, type SimulatedOptions } from './simulated-options';
export { simulatedScript, type SimulatedScript } from './simulated-script';
export type { SimulatedClip, SimulatedVoice } from './simulated-voice';
export { createWebAudioVoice, type WebAudioVoiceOptions } from './web-audio-voice';
export { simulatedWebCall, type SimulatedWebCallOptions } from './simulated-web-call';
export { createSimulatedWebCallHandlers, simulatedWebCallHandlers } from './web-call-handlers';
export { CallListeners } from './call-listeners';
export {
  SIMULATED_CONTACT_ENDPOINT,
  SIMULATED_CONTACT_TRIGGERS,
  createSimulatedContactHandlers,
  isContactBody,
  simulatedContactHandlers,
} from './contact-handlers';
