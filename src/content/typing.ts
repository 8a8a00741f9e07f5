// The words of typing to the assistant: the start without a microphone and the field of a call.
export const typingText = {
  /** Beside Start Demo Call and in the microphone note: a call held by typing; in a call, beside Send: the microphone muted. */
  typeInstead: 'Type instead',
  /** Read with "Type instead" by screen readers: what the press does. */
  typeInsteadHint: 'Start the demo call without your microphone, and type to the assistant.',
  /** In a call, beside Send: the microphone on again (a typed call asks for it then). */
  talkInstead: 'Talk instead',
  /** The field's label while connected. */
  label: 'Type to the assistant',
  send: 'Send',
} as const;
