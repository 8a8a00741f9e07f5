// The call-object emulator: Daily's call object as the voice-call client sees it, with the simulated
// assistant as the room's other participant, for the simulated build and the tests. It is imperative
// where it stands in for Daily's imperative object (its methods, listeners and events: simulated-room.ts,
// simulated-call-object.ts); what the assistant says and decides is pure (conversation.ts) and runs on
// the machine loop (call-conversation.ts).
export { createSimulatedCallObjectFactory, type SimulatedCallObjectFactory } from './simulated-factory';
export { SimulatedCallObject, type RemoteParticipant, type SimulatedCallDeps } from './simulated-call-object';
export type { AssistantConversation } from './call-conversation';
export { SimulatedFailure, type SimulatedOptions } from './simulated-options';
export { simulatedConversation, simulatedLines, simulatedScript, type SimulatedScript } from './simulated-script';
export { simulatedClips, type SimulatedClip, type SimulatedVoice } from './simulated-voice';
// The routes (routes.ts, routing.ts and its phrase tables) load with the visitor's first turn: taken
// from their own modules, not from here, or the first press would carry them.
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
export { simulatedWebCall, type SimulatedWebCallOptions } from './web-call';
export { CallListeners } from './simulated-room';
export { startSimulator, type ContactReceived, type Simulator, type SimulatorNetwork, type SimulatorOptions } from './simulated-factory';
