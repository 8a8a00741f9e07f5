// The messages of a call: what the assistant sends (app messages), what the client sends back.

/** A transcript in the provider's message shape. */
export interface TranscriptMessage {
  type: 'transcript';
  role: 'assistant' | 'user';
  transcriptType: 'partial' | 'final';
  transcript: string;
  /** The turn was heard, not transcribed (the simulated assistant has no speech-to-text). */
  untranscribed?: boolean;
  /** The visitor typed these words: the client's own transcript of a typed turn (`sendText`). */
  typed?: boolean;
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

/**
 * Why the client ended a call: the visitor left, the call library failed for good, or the
 * other side closed the room without a status-update saying why.
 */
export type EndedReason = 'customer-ended-call' | 'call-library-error' | 'meeting-ended';

/** The status update emitted once when a call ends. */
export function callEnded(endedReason: EndedReason): StatusUpdateMessage {
  return { type: 'status-update', status: 'ended', endedReason };
}

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

/**
 * The visitor's typed words as the provider's `add-message` (its web SDK's `send()`, its API's
 * ClientInboundMessageAddMessage): a user message added to the conversation, which the assistant answers.
 */
export function addUserMessage(content: string): AddMessageMessage {
  return { type: 'add-message', message: { role: 'user', content }, triggerResponseEnabled: true };
}

/** The client's own transcript of a typed turn, so the call record keeps it as the visitor's words. */
export function typedTranscript(text: string): TranscriptMessage {
  return { type: 'transcript', role: 'user', transcriptType: 'final', transcript: text, typed: true };
}

// What the assistant reports about the call: the provider's conversation-update messages, as far
// as the site reads them. (Its end-of-call-report is a server message: web clients never get it.)

/** The church leader (and team) a call was put through to. */
export interface CallRouting {
  readonly team: string;
  readonly leader: string;
}

/** An appointment the assistant booked. */
export interface CallBooking {
  readonly leader: string;
  readonly when: string;
  readonly place: string;
}

/** A tool the assistant called, in the OpenAI shape the provider uses (`arguments` is JSON text). */
export interface ToolCall {
  readonly type?: string;
  readonly function: { readonly name: string; readonly arguments: string };
}

/**
 * One entry of the conversation. The visitor's turn in the simulated assistant is heard, not
 * transcribed: its content is empty and `untranscribed` is set.
 */
export interface ConversationEntry {
  readonly role: string;
  readonly content?: string | null;
  readonly tool_calls?: readonly ToolCall[];
  readonly untranscribed?: true;
}

// Type aliases, not interfaces: an alias fits AppMessage's index signature.
export type ConversationUpdateMessage = {
  type: 'conversation-update';
  conversation: ConversationEntry[];
};

/** What the assistant's model generates, a token (or, from the simulated assistant, a line) at a time. */
export type ModelOutputMessage = { type: 'model-output'; output: unknown };

/** The provider stopped the assistant because the visitor talked over it. */
export type UserInterruptedMessage = { type: 'user-interrupted' };

/** What the caller told the assistant about their call (`note_caller`); either may be missing. */
export interface CallerNote {
  readonly need?: string;
  readonly church?: string;
}

/**
 * The names of the assistant's tools that say what a call captured (see docs/demo.md, "Where the facts come from"):
 * `route_call` `{ team, leader }`, `book_appointment` `{ leader, when, place }` and
 * `note_caller` `{ need?, church? }`.
 */
export const CAPTURE_TOOLS = { routing: 'route_call', booking: 'book_appointment', caller: 'note_caller' } as const;

type RequiredKeys<T> = { [K in keyof T]-?: object extends Pick<T, K> ? never : K }[keyof T];

/**
 * A tool's arguments as JSON Schema, the shape the provider's function tools take, fitted to the type
 * the call record reads: every field of the type and no other (a field renamed in the type fails the
 * type-check here), each a string. The live assistant's definition (assistant/definition.ts) gives the
 * model these, with a description of each field (kept there: the page has no use for them), and the
 * guards below read the same `required`.
 */
export interface ToolArguments<T> {
  readonly type: 'object';
  readonly properties: { readonly [K in keyof T]-?: { readonly type: 'string' } };
  readonly required: readonly RequiredKeys<T>[];
}

/** The arguments of each capture tool, by the tool's name. */
export const CAPTURE_TOOL_ARGUMENTS = {
  route_call: {
    type: 'object',
    properties: {
      team: { type: 'string' },
      leader: { type: 'string' },
    },
    required: ['team', 'leader'],
  } satisfies ToolArguments<CallRouting>,
  book_appointment: {
    type: 'object',
    properties: {
      leader: { type: 'string' },
      when: { type: 'string' },
      place: { type: 'string' },
    },
    required: ['leader', 'when', 'place'],
  } satisfies ToolArguments<CallBooking>,
  note_caller: {
    type: 'object',
    properties: {
      need: { type: 'string' },
      church: { type: 'string' },
    },
    required: [],
  } satisfies ToolArguments<CallerNote>,
} as const satisfies Record<(typeof CAPTURE_TOOLS)[keyof typeof CAPTURE_TOOLS], ToolArguments<Record<string, string>>>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const areStrings = (value: Record<string, unknown>, keys: readonly string[]): boolean =>
  keys.every((key) => typeof value[key] === 'string' && value[key] !== '');

export function isCallRouting(value: unknown): value is CallRouting {
  return isRecord(value) && areStrings(value, CAPTURE_TOOL_ARGUMENTS.route_call.required);
}

export function isCallBooking(value: unknown): value is CallBooking {
  return isRecord(value) && areStrings(value, CAPTURE_TOOL_ARGUMENTS.book_appointment.required);
}

/** The non-empty `need` and `church` strings of a caller note (trimmed); anything else is left out. */
export function readCallerNote(value: unknown): CallerNote {
  if (!isRecord(value)) return {};
  const note: Record<string, string> = {};
  for (const key of Object.keys(CAPTURE_TOOL_ARGUMENTS.note_caller.properties)) {
    const raw = value[key];
    if (typeof raw === 'string' && raw.trim() !== '') note[key] = raw.trim();
  }
  return note;
}

export function isConversationUpdateMessage(message: AppMessage): message is ConversationUpdateMessage {
  return message.type === 'conversation-update' && Array.isArray(message.conversation) && message.conversation.every(isRecord);
}
