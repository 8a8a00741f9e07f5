export { createSimulatedCallObjectFactory, type SimulatedCallObjectFactory } from './simulated-factory';
export { SimulatedCallObject, type RemoteParticipant, type SimulatedCallDeps } from './simulated-call-object';
export type { AssistantConversation } from './call-conversation';
export { SimulatedFailure, type SimulatedOptions } from './simulated-options';
export { simulatedConversation, simulatedLines, simulatedScript, type SimulatedScript } from './simulated-script';
export { simulatedClips, type SimulatedClip, type SimulatedVoice } from './simulated-voice';
export { NEED_PHRASES, TEAMS, type TeamId } from './need-phrases';
export { URGENT_PHRASES } from './urgent-phrases';
export { isUrgent, needRouter, recogniseNeed, type RouteLines } from './routing';
export { typedTurnOf } from './client-messages';
export {
  afterVisitorTurn,
  converse,
  type CallCapture,
  type ConversationPosition,
  type ConversationRouter,
  type ConversationEnd,
  type ConversationEvent,
  type ConversationLine,
  type ConversationScript,
  type ConverseDeps,
} from './conversation';
export {
  CALL_CONVERSATION_START,
  holdConversation,
  reduceCallConversation,
  type CallConversationEffect,
  type CallConversationHooks,
  type CallConversationInput,
  type CallConversationState,
  type SimulatedEndedReason,
  type SpokenTurnTranscript,
} from './call-conversation';
export {
  NoMediaDevicesError,
  cameraErrorEvent,
  createWebAudioMicrophone,
  microphoneConstraints,
  microphoneError,
  type MicrophoneError,
  type MicrophoneInput,
  type SimulatedCameraError,
  type SimulatedMicrophone,
  type WebAudioMicrophoneOptions,
} from './microphone';
export type {
  CommandName,
  CommandRecord,
  LocalAudioLevelEvent,
  RoomActions,
  SimulatedEvent,
  SimulatedEventMap,
  SimulatedHandler,
} from './simulated-room';
export { createWebAudioVoice, type WebAudioVoiceOptions } from './web-audio-voice';
export { simulatedWebCall, type SimulatedWebCallOptions } from '../simulated-services';
export { CallListeners } from './call-listeners';
export { startSimulator, type ContactReceived, type Simulator, type SimulatorNetwork, type SimulatorOptions } from './start-simulator';
