export { assistantSpeaking, createVoiceCall, holdLatest, type CallViews, type VoiceCall } from './voice-call';
export { isMobileUserAgent, providerWebCall, type CreateWebCall, type VoiceCallDeps } from './call-deps';
export type { CallEvent, CallEventOf, CallEventType, CallError, CallErrorStage, CallErrorType, StartStage } from './call-events';
export { isFatalCallError, nonFatalCallErrors } from './call-events';
export {
  addUserMessage,
  typedTranscript,
  callEnded,
  customerEndedCall,
  isCallEndedMessage,
  isStatusUpdateMessage,
  isTranscriptMessage,
  type AppMessage,
  type EndedReason,
  type OtherAppMessage,
  type StatusUpdateMessage,
  type TranscriptMessage,
  type AddMessageMessage,
  type ClientMessage,
  type ControlMessage,
  type EndCallMessage,
  type SayMessage,
  CAPTURE_TOOLS,
  isCallBooking,
  isCallRouting,
  isConversationUpdateMessage,
  isEndOfCallReportMessage,
  readCallerNote,
  type CallBooking,
  type CallerNote,
  type CallRouting,
  type ConversationEntry,
  type ConversationUpdateMessage,
  type EndOfCallReportMessage,
  type ToolCall,
} from './messages';
export {
  adaptDailyCall,
  dailyCallObjectFactory,
  observeCallObject,
  safeCallObjectOptions,
  type AudioProcessor,
  type CallObject,
  type CallObjectEvent,
  type CallObjectEventMap,
  type FatalErrorEvent,
  type CallObjectFactory,
  type CallObjectHandler,
  type CallObjectOptions,
  type CallObjectPreferences,
  type CallObjectStreams,
  type NetworkQuality,
  type ParticipantInfo,
  type RecordingOptions,
} from './call-object';
export { endedByOtherSide, remoteLevel } from './in-call';
export {
  CAPTURE_KINDS,
  callRecord,
  emptyCallRecord,
  liveCaptures,
  noCaptures,
  reduceCallRecord,
  type CallCaptures,
  type CallRecord,
  type CallSummary,
  type CallTurn,
  type CaptureKind,
  type LiveCaptures,
} from './call-record';
export { createCallSession, initialSessionState, reduceSession, type CallSession, type SessionFact, type SessionState } from './session';
export { createDomAudioOutput, type AudioOutput, type DomAudioOutputDeps } from './audio-output';
export { callConfig, type CallConfig } from './call-config';
export type { WebCall, WebCallCreate } from './voice-call';
export { missingDefinitionMessage, webCallBody, type Definition, type StartParams } from './start-input';
export { missingRoomUrlMessage, roomUrl } from './start-sequence';
export type { CallStartFailedEvent, CallStartProgressEvent, CallStartSuccessEvent, StartContext, TelemetryEvent } from '../telemetry';
export type { SpeechEvent } from '../speech';
