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
