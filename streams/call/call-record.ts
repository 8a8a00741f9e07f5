// What a call captured: the turns of both sides as they are said (live captions), and when
// the call ends, its summary (duration, where it was routed, what was booked, the transcript).
import { scan, type Observable, type SchedulerLike } from 'rxjs';
import type { CallEvent } from './call-events';
import {
  CAPTURE_TOOLS,
  isCallBooking,
  isCallRouting,
  isConversationUpdateMessage,
  isEndOfCallReportMessage,
  isTranscriptMessage,
  type AppMessage,
  type CallBooking,
  type CallRouting,
  type ConversationEntry,
} from './messages';

/** One turn of the conversation. A partial turn is replaced as its words settle. */
export interface CallTurn {
  readonly role: 'assistant' | 'user';
  readonly text: string;
  readonly final: boolean;
  /** Heard, not transcribed: the simulated assistant has no speech-to-text. */
  readonly untranscribed: boolean;
}

export interface CallSummary {
  readonly durationSeconds: number;
  readonly routing: CallRouting | null;
  readonly booking: CallBooking | null;
  readonly turns: readonly CallTurn[];
}

export interface CallRecord {
  /** When the running call connected (scheduler time); null between calls. */
  readonly startedAt: number | null;
  readonly turns: readonly CallTurn[];
  readonly routing: CallRouting | null;
  readonly booking: CallBooking | null;
  /** The provider's own figure, when it sends an end-of-call report. */
  readonly reportedSeconds: number | null;
  /** The last call's summary, from its end until the next call connects. */
  readonly summary: CallSummary | null;
}

export const emptyCallRecord: CallRecord = { startedAt: null, turns: [], routing: null, booking: null, reportedSeconds: null, summary: null };

/**
 * The provider sends an utterance's words again as they grow, its final replacing them; the other
 * side's turn may come in between (a turn typed while the assistant speaks). A typed turn is whole.
 */
function addTurn(turns: readonly CallTurn[], turn: CallTurn, typed: boolean): readonly CallTurn[] {
  const open = typed ? -1 : turns.findLastIndex((previous) => previous.role === turn.role && !previous.final);
  if (open >= 0) return turns.map((previous, index) => (index === open ? turn : previous));
  return [...turns, turn];
}

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

/** The routing and booking the assistant's tool calls say, the latest of each winning. */
function captured(conversation: readonly ConversationEntry[]): { routing?: CallRouting; booking?: CallBooking } {
  const found: { routing?: CallRouting; booking?: CallBooking } = {};
  for (const entry of conversation) {
    for (const call of Array.isArray(entry.tool_calls) ? (entry.tool_calls as readonly unknown[]) : []) {
      const read = readToolCall(call);
      if (read?.name === CAPTURE_TOOLS.routing && isCallRouting(read.args)) found.routing = { team: read.args.team, leader: read.args.leader };
      if (read?.name === CAPTURE_TOOLS.booking && isCallBooking(read.args)) found.booking = { leader: read.args.leader, when: read.args.when, place: read.args.place };
    }
  }
  return found;
}

function recordMessage(record: CallRecord, message: AppMessage): CallRecord {
  if (isTranscriptMessage(message)) {
    const untranscribed = message.untranscribed === true;
    if (!untranscribed && message.transcript.trim() === '') return record;
    const turn: CallTurn = { role: message.role, text: untranscribed ? '' : message.transcript, final: message.transcriptType === 'final', untranscribed };
    return { ...record, turns: addTurn(record.turns, turn, message.typed === true) };
  }
  if (isConversationUpdateMessage(message)) {
    const { routing = record.routing, booking = record.booking } = captured(message.conversation);
    return { ...record, routing, booking };
  }
  if (isEndOfCallReportMessage(message)) {
    const { routing, booking } = message.analysis.structuredData;
    return {
      ...record,
      routing: isCallRouting(routing) ? routing : record.routing,
      booking: isCallBooking(booking) ? booking : record.booking,
      reportedSeconds: Math.round(message.durationSeconds),
    };
  }
  return record;
}

/** The record after one event, `now` being the scheduler's time of it. */
export function reduceCallRecord(record: CallRecord, event: CallEvent, now: number): CallRecord {
  if (event.type === 'call-start') return { ...emptyCallRecord, startedAt: now };
  if (record.startedAt === null) return record;
  if (event.type === 'message') return recordMessage(record, event.message);
  if (event.type !== 'call-end') return record;
  const { startedAt, routing, booking, turns, reportedSeconds } = record;
  const durationSeconds = reportedSeconds ?? Math.max(0, Math.round((now - startedAt) / 1000));
  // A turn cut off by the end is as said as it will be.
  const settled = turns.map((turn) => (turn.final ? turn : { ...turn, final: true }));
  return { ...record, startedAt: null, turns: settled, summary: { durationSeconds, routing, booking, turns: settled } };
}

/** The record of the calls, one value per event (starting empty). */
export function callRecord(events$: Observable<CallEvent>, scheduler: SchedulerLike): Observable<CallRecord> {
  return events$.pipe(scan((record, event) => reduceCallRecord(record, event, scheduler.now()), emptyCallRecord));
}
