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
