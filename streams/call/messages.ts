// The messages of a call: what the assistant sends (app messages), what the client sends back.

/** A transcript in the provider's message shape. */
export interface TranscriptMessage {
  type: 'transcript';
  role: 'assistant' | 'user';
  transcriptType: 'partial' | 'final';
  transcript: string;
}

/** A status update; `status: 'ended'` marks the call as ended. */
export interface StatusUpdateMessage {
  type: 'status-update';
  status: string;
  endedReason?: string;
}

/** Any other message from the assistant: a JSON object with a string `type`. */
export interface OtherAppMessage {
  type: string;
  [key: string]: unknown;
}

export type AppMessage = TranscriptMessage | StatusUpdateMessage | OtherAppMessage;

export function isTranscriptMessage(message: AppMessage): message is TranscriptMessage {
  return (
    message.type === 'transcript' &&
    (message.role === 'assistant' || message.role === 'user') &&
    (message.transcriptType === 'partial' || message.transcriptType === 'final') &&
    typeof message.transcript === 'string'
  );
}

export function isStatusUpdateMessage(message: AppMessage): message is StatusUpdateMessage {
  return message.type === 'status-update' && typeof message.status === 'string';
}

export function isCallEndedMessage(message: AppMessage): boolean {
  return isStatusUpdateMessage(message) && message.status === 'ended';
}

/** Why the client ended a call: the visitor left, or the call library failed for good. */
export type EndedReason = 'customer-ended-call' | 'call-library-error';

/** The status update emitted once when a call ends. */
export function callEnded(endedReason: EndedReason): StatusUpdateMessage {
  return { type: 'status-update', status: 'ended', endedReason };
}

/** The status update emitted once when the visitor leaves. */
export const customerEndedCall: StatusUpdateMessage = callEnded('customer-ended-call');

/** The `say` message (spec section 3). */
export interface SayMessage {
  type: 'say';
  message: string;
  endCallAfterSpoken?: boolean;
  interruptionsEnabled?: boolean;
  interruptAssistantEnabled?: boolean;
}

export interface ControlMessage {
  type: 'control';
  control: 'mute-assistant' | 'unmute-assistant' | 'say-first-message';
  videoRecordingStartDelaySeconds?: number;
}

export interface AddMessageMessage {
  type: 'add-message';
  message: { role: 'system' | 'user' | 'assistant' | 'tool' | 'function'; content: string };
  triggerResponseEnabled?: boolean;
}

export interface EndCallMessage {
  type: 'end-call';
}

/** Messages the client sends to the assistant, as JSON app messages. */
export type ClientMessage = SayMessage | ControlMessage | AddMessageMessage | EndCallMessage;
