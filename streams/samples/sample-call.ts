import type { CallCaptures, CallSummary, CallTurn, CaptureKind, LiveCaptures } from '../call';
import type { SampleId } from './sample-ids';

// A sample call as the page plays it: its turns where they are in its audio, the notepad as it fills, and
// the summary at its end, exactly as a visitor's own call shows them. Types only from streams/call: this
// module loads with the samples, and code shared with the call's chunk would move into a chunk of its own.

/** What the simulated assistant answered a sample's caller (tests/samples/sample-conversations.test.ts records it). */
export interface SampleConversation {
  readonly turns: readonly { readonly role: CallTurn['role']; readonly text: string }[];
  /** Each change of the notepad, from the turn it shows with. */
  readonly notes: readonly { readonly fromTurn: number; readonly captures: CallCaptures; readonly latest: readonly CaptureKind[] }[];
  readonly facts: CallCaptures;
}

/** Where each turn is in the sample's audio (`npm run samples` measures it), and what each turn's audio says. */
export interface SampleTiming {
  readonly durationMs: number;
  readonly turns: readonly { readonly atMs: number; readonly endMs: number; readonly said: string }[];
}

export interface TimedTurn extends CallTurn {
  readonly atMs: number;
  readonly endMs: number;
}

export interface SampleCall {
  readonly id: SampleId;
  readonly durationMs: number;
  readonly turns: readonly TimedTurn[];
  readonly notes: readonly { readonly atMs: number; readonly captures: LiveCaptures }[];
  readonly summary: CallSummary;
}

/** The middle of the values (the mean of the two middle ones for an even count), as a call's summary gives its reply times. */
function middle(values: readonly number[]): number | undefined {
  if (values.length === 0) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  const half = sorted.length >> 1;
  return sorted.length % 2 ? sorted[half] : ((sorted[half - 1] ?? 0) + (sorted[half] ?? 0)) / 2;
}

/** The sample's conversation laid on its audio: a turn the timing does not say (a record out of step) is an error. */
export function sampleCall(id: SampleId, conversation: SampleConversation, timing: SampleTiming): SampleCall {
  const turns = conversation.turns.map((turn, index): TimedTurn => {
    const at = timing.turns[index];
    if (!at || at.said !== turn.text) throw new Error(`The audio of sample ${id} does not say turn ${index}: npm run samples.`);
    const before = conversation.turns[index - 1];
    const previous = timing.turns[index - 1];
    // An answer to the caller: the time from the end of their words to the assistant's first, as a live call measures it.
    const replyMs = turn.role === 'assistant' && before?.role === 'user' && previous ? Math.round(at.atMs - previous.endMs) : undefined;
    return {
      role: turn.role,
      text: turn.text,
      final: true,
      untranscribed: false,
      atMs: at.atMs,
      endMs: at.endMs,
      ...(replyMs === undefined ? {} : { replyMs }),
    };
  });
  const medianReplyMs = middle(turns.flatMap((turn) => (turn.replyMs === undefined ? [] : [turn.replyMs])));
  return {
    id,
    durationMs: timing.durationMs,
    turns,
    // The caller's need is noted as their words end; what the assistant notes (a route, a booking) as it answers.
    notes: conversation.notes.map((note) => {
      const turn = turns[note.fromTurn];
      const answer = note.latest.every((kind) => kind === 'need') ? undefined : turns[note.fromTurn + 1];
      return { atMs: answer?.atMs ?? turn?.endMs ?? 0, captures: { ...note.captures, latest: note.latest } };
    }),
    summary: {
      ...conversation.facts,
      durationSeconds: Math.round(timing.durationMs / 1000),
      turns: turns.map(({ atMs: _at, endMs: _end, ...turn }) => turn),
      ...(medianReplyMs === undefined ? {} : { medianReplyMs }),
    },
  };
}

/** The sample at a moment of its audio. */
export interface SampleMoment {
  /** The turns begun by then; the one being said has the words said so far, not final until its audio ends. */
  readonly turns: readonly CallTurn[];
  readonly captures: LiveCaptures;
}

const NOTHING_NOTED: LiveCaptures = { need: null, church: null, routing: null, booking: null, latest: [] };

/** A turn's words as far as its audio has said them: the words in step with its time, as a live caption grows. */
function saidSoFar(turn: TimedTurn, atMs: number): CallTurn {
  const { atMs: from, endMs: to, ...whole } = turn;
  if (atMs >= to) return whole;
  const words = turn.text.split(' ');
  const count = Math.max(1, Math.ceil((words.length * (atMs - from)) / Math.max(to - from, 1)));
  return { ...whole, text: words.slice(0, count).join(' '), final: false };
}

export function sampleAt(call: SampleCall, atMs: number): SampleMoment {
  return {
    turns: call.turns.filter((turn) => turn.atMs <= atMs).map((turn) => saidSoFar(turn, atMs)),
    captures: call.notes.findLast((note) => note.atMs <= atMs)?.captures ?? NOTHING_NOTED,
  };
}
