export { createVoiceCall, type VoiceCall } from './voice-call';
export { assistantCaption, assistantSpeaking, holdLatest, type Caption } from './live-view';
export { isMobileUserAgent, type VoiceCallDeps } from './voice-call-deps';
export type { CallEvent, CallEventOf, CallEventType, CallError, CallErrorType, StartStage } from './call-events';
export { isFatalCallError, nonFatalCallErrors } from './call-events';
export {
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
} from './app-message';
export type { AddMessageMessage, ClientMessage, ControlMessage, EndCallMessage, SayMessage } from './client-message';
export type {
  AudioProcessor,
  CallObject,
  CallObjectEvent,
  CallObjectEventMap,
  CallObjectFactory,
  CallObjectHandler,
  CallObjectOptions,
  ParticipantInfo,
  RecordingOptions,
} from './call-object';
export { dailyCallObjectFactory, adaptDailyCall } from './daily-call-object';
export { observeCallObject, type CallObjectStreams } from './call-object-streams';
export { remoteLevel } from './audio-reactions';
export { createDomAudioOutput, type AudioOutput, type DomAudioOutputDeps } from './audio-output';
export { callConfig, type CallConfig } from './call-config';
export type { CallObjectPreferences } from './safe-call-options';
export { safeCallObjectOptions } from './safe-call-options';
export type { CreateWebCall, Definition, StartParams, WebCall, WebCallCreate } from './web-call';
export { missingDefinitionMessage, providerWebCall, webCallBody } from './web-call';
export type { CallStartFailedEvent, CallStartProgressEvent, CallStartSuccessEvent, StartContext, TelemetryEvent } from '../telemetry';
export type { SpeechEvent } from '../speech';
