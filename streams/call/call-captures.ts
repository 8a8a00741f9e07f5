// What the assistant notes while a call runs (the live notepad's facts): what the caller needs, their
// church, where the call was routed and what was booked, read from its tool calls as they come.
import {
  CAPTURE_TOOLS,
  isCallBooking,
  isCallRouting,
  readCallerNote,
  type CallBooking,
  type CallRouting,
  type ConversationEntry,
  type TranscriptMessage,
} from './messages';

/** The facts the assistant captures during a call. */
export interface CallCaptures {
  /**
   * What the caller needs: the assistant's own words for it (`note_caller`'s `need`)
   * as soon as it gives them; until then the caller's first settled,
   * transcribed turn.
   */
  readonly need: string | null;
  /** The caller's church, when the assistant noted one (`note_caller`'s `church`). */
  readonly church: string | null;
  readonly routing: CallRouting | null;
  readonly booking: CallBooking | null;
}

export type CaptureKind = keyof CallCaptures;

/** In the order the notepad lists them (and announces several that arrive together). */
export const CAPTURE_KINDS: readonly CaptureKind[] = ['need', 'church', 'routing', 'booking'];

/** The running call's captures, with the facts its last change brought, so each is announced once. */
export interface LiveCaptures extends CallCaptures {
  readonly latest: readonly CaptureKind[];
}

export const noCaptures: LiveCaptures = { need: null, church: null, routing: null, booking: null, latest: [] };

function parseArguments(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** A tool call's name and parsed arguments, or null when it is not one (messages come off the wire). */
function readToolCall(call: unknown): { name: string; args: unknown } | null {
  const fn: unknown = typeof call === 'object' && call !== null ? (call as { function?: unknown }).function : undefined;
  if (typeof fn !== 'object' || fn === null) return null;
  const { name, arguments: args } = fn as { name?: unknown; arguments?: unknown };
  return typeof name === 'string' && typeof args === 'string' ? { name, args: parseArguments(args) } : null;
}

type Found = { -readonly [K in CaptureKind]?: NonNullable<CallCaptures[K]> };

// Copied field by field: what came off the wire may carry more.
const routingOf = (value: CallRouting): CallRouting => ({ team: value.team, leader: value.leader });
const bookingOf = (value: CallBooking): CallBooking => ({ leader: value.leader, when: value.when, place: value.place });

/** The facts the assistant's tool calls say, the latest of each winning. */
export function captured(conversation: readonly ConversationEntry[]): Found {
  const found: Found = {};
  for (const entry of conversation) {
    for (const call of Array.isArray(entry.tool_calls) ? (entry.tool_calls as readonly unknown[]) : []) {
      const read = readToolCall(call);
      if (read?.name === CAPTURE_TOOLS.routing && isCallRouting(read.args)) found.routing = routingOf(read.args);
      if (read?.name === CAPTURE_TOOLS.booking && isCallBooking(read.args)) found.booking = bookingOf(read.args);
      if (read?.name === CAPTURE_TOOLS.caller) Object.assign(found, readCallerNote(read.args));
    }
  }
  return found;
}

const sameFact = (a: CallCaptures[CaptureKind], b: CallCaptures[CaptureKind]): boolean =>
  a === b || (typeof a === 'object' && typeof b === 'object' && JSON.stringify(a) === JSON.stringify(b));

/** The captures with what was found; the same object when nothing changed, so the views emit on a change only. */
export function capture(current: LiveCaptures, found: Found): LiveCaptures {
  const latest = CAPTURE_KINDS.filter((kind) => found[kind] !== undefined && !sameFact(current[kind], found[kind]));
  return latest.length === 0 ? current : { ...current, ...found, latest };
}

/** The caller's first settled words stand for their need until the assistant says it. */
export function callerWords(captures: LiveCaptures, message: TranscriptMessage): Found {
  const words = message.transcript.trim();
  const settled = message.role === 'user' && message.transcriptType === 'final' && message.untranscribed !== true && words !== '';
  return settled && captures.need === null ? { need: words } : {};
}
