// What a call captured: the turns of both sides as they are said (live captions), the facts
// the assistant notes while it runs (the live notepad: call-captures.ts), and when the call ends,
// its summary (its provider id, duration, what the caller needs, where it was routed, what was
// booked, the transcript).
import { distinctUntilChanged, map, type Observable } from 'rxjs';
import type { CallEvent } from './call-events';
import { medianOf, noTurnTaking, reduceTurnTaking, type TurnTaking } from './turn-taking';
import { callerWords, capture, captured, noCaptures, type CallCaptures, type LiveCaptures } from './call-captures';
import { isConversationUpdateMessage, isTranscriptMessage, type AppMessage } from './messages';

/** One turn of the conversation. A partial turn is replaced as its words settle. */
export interface CallTurn {
  readonly role: 'assistant' | 'user';
  readonly text: string;
  readonly final: boolean;
  /** Heard, not transcribed: the simulated assistant has no speech-to-text. */
  readonly untranscribed: boolean;
  /** An assistant turn that answered the visitor: ms from the end of their turn to its first audio. */
  readonly replyMs?: number;
  /** The visitor talked over this assistant turn: `text` is what was said before it stopped. */
  readonly interrupted?: true;
  /** The words of an interrupted turn never said, when the assistant's model output told them. */
  readonly unheard?: string;
}

export interface CallSummary extends CallCaptures {
  /**
   * The provider's id of the call (the web call's `id`, as `call-start-success` reported it), when the
   * start reported one: the reference the visitor can quote to have the call found or deleted.
   */
  readonly callId?: string;
  readonly durationSeconds: number;
  readonly turns: readonly CallTurn[];
  /** The median of the call's reply times, ms, when the assistant answered at least once. */
  readonly medianReplyMs?: number;
}

export interface CallRecord {
  /** When the running call connected (scheduler time); null between calls. */
  readonly startedAt: number | null;
  /**
   * The running call's provider id, from its `call-start-success` (which may come before or after its
   * connect, `call-start`); null until then, and again once the call has ended or failed to start.
   */
  readonly callId: string | null;
  readonly turns: readonly CallTurn[];
  /** What the running call has captured so far; the same object until a fact changes. */
  readonly captures: LiveCaptures;
  /** The last call's summary, from its end until the next call connects. */
  readonly summary: CallSummary | null;
  /** Whose turn it is, and the reply times so far. */
  readonly taking: TurnTaking;
  /** The turns before the assistant began to think: its answer is a later turn. */
  readonly answerFrom: number;
  /** A reply time whose turn has no caption yet (its words may come after its audio). */
  readonly pendingReplyMs: number | null;
  /**
   * What the assistant's model has generated since the visitor's last turn (`model-output` text), and
   * the turn its words are said from.
   */
  readonly intended: { readonly text: string; readonly from: number } | null;
}

export const emptyCallRecord: CallRecord = {
  startedAt: null,
  callId: null,
  turns: [],
  captures: noCaptures,
  summary: null,
  taking: noTurnTaking,
  answerFrom: 0,
  pendingReplyMs: null,
  intended: null,
};

/**
 * The provider sends an utterance's words again as they grow, its final replacing them; the other
 * side's turn may come in between (a turn typed while the assistant speaks). A typed turn is whole.
 */
function addTurn(turns: readonly CallTurn[], turn: CallTurn, typed: boolean): readonly CallTurn[] {
  const open = typed ? -1 : turns.findLastIndex((previous) => previous.role === turn.role && !previous.final);
  // The settled words keep the reply time their first words got.
  const kept = (previous: CallTurn): CallTurn => (previous.replyMs === undefined ? turn : { ...turn, replyMs: previous.replyMs });
  if (open >= 0) return turns.map((previous, index) => (index === open ? kept(previous) : previous));
  return [...turns, turn];
}

const wordCount = (text: string): number => text.split(/\s+/).filter(Boolean).length;

const openAssistantTurn = (turns: readonly CallTurn[]): number => turns.findLastIndex((turn) => turn.role === 'assistant' && !turn.final);

/** The model's words so far: they are said from the assistant's open turn, or from its next one. */
function generated(record: CallRecord, output: string): CallRecord {
  const { turns, intended } = record;
  const open = openAssistantTurn(turns);
  return { ...record, intended: { text: (intended?.text ?? '') + output, from: intended?.from ?? (open >= 0 ? open : turns.length) } };
}

/**
 * The visitor talked over the assistant (`user-interrupted`): its open turn keeps the words its
 * transcripts said and is over; the rest of what its model generated is unheard (none when the
 * model's output did not come).
 */
function cutShort(record: CallRecord): CallRecord {
  const { turns, intended } = record;
  const open = openAssistantTurn(turns);
  if (open < 0) return { ...record, intended: null };
  const said = intended ? turns.slice(intended.from, open + 1).filter((turn) => turn.role === 'assistant') : [];
  const heard = said.reduce((count, turn) => count + wordCount(turn.text), 0);
  const unheard = (intended?.text ?? '').split(/\s+/).filter(Boolean).slice(heard).join(' ');
  const cut: CallTurn = { ...turns[open]!, final: true, interrupted: true, ...(unheard ? { unheard } : {}) };
  return { ...record, intended: null, turns: turns.map((turn, index) => (index === open ? cut : turn)) };
}

function recordMessage(record: CallRecord, message: AppMessage): CallRecord {
  if (message.type === 'user-interrupted') return cutShort(record);
  // Tokens (strings) as generated; a tool call's output is not words to say.
  if (message.type === 'model-output' && typeof message.output === 'string') return generated(record, message.output);
  if (isTranscriptMessage(message)) {
    const untranscribed = message.untranscribed === true;
    if (!untranscribed && message.transcript.trim() === '') return record;
    const turn: CallTurn = {
      role: message.role,
      text: untranscribed ? '' : message.transcript,
      final: message.transcriptType === 'final',
      untranscribed,
    };
    return {
      ...record,
      // The visitor's turn: what the model generates next answers it.
      ...(message.role === 'user' ? { intended: null } : {}),
      turns: addTurn(record.turns, turn, message.typed === true),
      captures: capture(record.captures, callerWords(record.captures, message)),
    };
  }
  if (isConversationUpdateMessage(message)) return { ...record, captures: capture(record.captures, captured(message.conversation)) };
  return record;
}

/** The call's id is its own: it goes when the call ends, or when the start fails, so the next call never shows it. */
function forgetCallId(record: CallRecord): CallRecord {
  return record.callId === null ? record : { ...record, callId: null };
}

function recordEvent(record: CallRecord, event: CallEvent, now: number): CallRecord {
  if (event.type === 'call-start-success') return { ...record, callId: event.callId };
  if (event.type === 'call-start-failed') return forgetCallId(record);
  if (event.type === 'call-start') return { ...emptyCallRecord, startedAt: now, taking: record.taking, callId: record.callId };
  if (record.startedAt === null) return event.type === 'call-end' ? forgetCallId(record) : record;
  if (event.type === 'message') return recordMessage(record, event.message);
  if (event.type !== 'call-end') return record;
  const { startedAt, turns, callId } = record;
  const { need, church, routing, booking } = record.captures;
  const durationSeconds = Math.max(0, Math.round((now - startedAt) / 1000));
  // A turn cut off by the end is as said as it will be.
  const settled = turns.map((turn) => (turn.final ? turn : { ...turn, final: true }));
  const median = medianOf(record.taking.replies);
  const summary: CallSummary = {
    ...(callId === null ? {} : { callId }),
    durationSeconds,
    need,
    church,
    routing,
    booking,
    turns: settled,
    ...(median === null ? {} : { medianReplyMs: median }),
  };
  return { ...record, startedAt: null, callId: null, turns: settled, summary };
}

/**
 * A reply time goes beside the answer's caption: the first assistant turn after the thinking began,
 * now or, when its words come after its audio, as soon as they come.
 */
function noteReply(previous: TurnTaking, record: CallRecord): CallRecord {
  const { taking, turns } = record;
  if (taking.state === 'thinking' && previous.state !== 'thinking') return { ...record, answerFrom: turns.length, pendingReplyMs: null };
  const replied = taking.replies.length > previous.replies.length ? taking.replies.at(-1) : undefined;
  const replyMs = replied ?? record.pendingReplyMs;
  if (replyMs === undefined || replyMs === null) return record;
  const answer = turns.findIndex((turn, index) => index >= record.answerFrom && turn.role === 'assistant');
  if (answer < 0) return replied === undefined ? record : { ...record, pendingReplyMs: replied };
  return { ...record, pendingReplyMs: null, turns: turns.map((turn, index) => (index === answer ? { ...turn, replyMs } : turn)) };
}

/** The record after one event, `now` being the scheduler's time of it. */
export function reduceCallRecord(record: CallRecord, event: CallEvent, now: number): CallRecord {
  const taking = reduceTurnTaking(record.taking, event, now);
  return noteReply(record.taking, recordEvent(taking === record.taking ? record : { ...record, taking }, event, now));
}

/** The running call's captures, once per change; null between calls (the live notepad's view). */
export function liveCaptures(record$: Observable<CallRecord>): Observable<LiveCaptures | null> {
  return record$.pipe(
    map((record) => (record.startedAt === null ? null : record.captures)),
    distinctUntilChanged(),
  );
}
