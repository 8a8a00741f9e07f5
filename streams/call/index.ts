// What other folders use of the voice-call client: the page and the composition root; the call object's shape and the
// assistant's messages, for the emulator (streams/simulated); the capture tools, for the assistant's definition. Tests import its modules.
export { createVoiceCall, type VoiceCall, type WebCall, type WebCallCreate } from './voice-call';
export { providerWebCall, type CreateWebCall, type EndpointCall, type DemoCallSource, type FailureMarks } from './call-deps';
export type { CallEvent, StartStage } from './call-events';
export type { CallRefusal, CallSignal, MicrophoneProblem, QuotaScope } from './call-views';
export {
  type TranscriptMessage,
  CAPTURE_TOOLS,
  CAPTURE_TOOL_ARGUMENTS,
  type CallBooking,
  type CallRouting,
  type ConversationEntry,
  type ConversationUpdateMessage,
  type ToolCall,
  type ModelOutputMessage,
  type UserInterruptedMessage,
} from './messages';
export type {
  AudioProcessor,
  CallObject,
  CallObjectEventMap,
  CallObjectFactory,
  CallObjectOptions,
  ParticipantInfo,
  RecordingOptions,
} from './call-object';
export type { CallCaptures, CaptureKind, LiveCaptures } from './call-captures';
export type { CallSummary, CallTurn } from './call-record';
export { medianOf, noTurnTaking, reduceTurnTaking, type AssistantState, type TurnTaking } from './turn-taking';
export type { SoundSettings } from './sound-settings';
export type { PushToTalkState } from './push-to-talk';
