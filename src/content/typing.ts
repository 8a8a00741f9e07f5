// The words of typing to the assistant: the start without a microphone and the field of a call.
export const typingText = {
  /** Beside Start Demo Call and in the microphone note: a call held by typing, named for what the press does. */
  startTyped: 'Start a typed call',
  /** Read with "Start a typed call" by screen readers: what the call is. */
  startTypedHint: 'Start the demo call without your microphone, and type to the assistant.',
  /** In a call, beside Send: the microphone muted, the field in its place. */
  typeInstead: 'Type instead',
  /** In a call, beside Send: the microphone on again (a typed call asks for it then). */
  talkInstead: 'Talk instead',
  /** The field's label while connected. */
  label: 'Type to the assistant',
  send: 'Send',
} as const;
