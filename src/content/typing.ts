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

/**
 * Hard calls to try: the calls a church office dreads, each as a topic (before a call, under "Try a call
 * about", a press starts a typed call that opens with its words) and as the caller's first words (in a call,
 * under "Try saying", a press sends them).
 */
export const hardCallsText = {
  before: 'Try a call about',
  /** Read with each topic by screen readers before a call: what its press does and spends (the count beside Start shows it). */
  beforeHint: (opening: string) => `Starts a typed call that opens with “${opening}”, using one of today's demo calls.`,
  during: 'Try saying',
  calls: [
    { topic: 'A hospital visit', opening: 'My mum is in hospital' },
    { topic: 'A hall for a wedding', opening: 'Can we book the hall for a wedding?' },
    { topic: 'A giving receipt', opening: 'I need a receipt for my giving' },
    { topic: 'Not safe at home', opening: "I'm not safe at home" },
  ],
} as const;
