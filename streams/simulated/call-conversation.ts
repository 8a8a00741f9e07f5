import { ignoreElements, scan, tap, type Observable, type SchedulerLike } from 'rxjs';
import {
  CAPTURE_TOOLS,
  type CallBooking,
  type CallRouting,
  type ConversationEntry,
  type ConversationUpdateMessage,
  type EndOfCallReportMessage,
  type ToolCall,
  type TranscriptMessage,
} from '../call';
import {
  converse,
  type CallCapture,
  type ConversationEnd,
  type ConversationEvent,
  type ConversationLine,
  type ConversationScript,
} from './conversation';

/**
 * The visitor's spoken turn as a transcript: nothing is transcribed offline, so the words
 * are empty and `untranscribed` says the turn was heard, not understood.
 */
export interface SpokenTurnTranscript extends TranscriptMessage {
  role: 'user';
  transcript: '';
  untranscribed: true;
}

export type SimulatedEndedReason = 'assistant-ended-call' | 'silence-timed-out';

/** What the call captured, sent once before the assistant hangs up. */
export type SimulatedEndOfCallReport = EndOfCallReportMessage & { endedReason: SimulatedEndedReason };

export interface CallConversationHooks {
  scheduler: SchedulerLike;
  /** The visitor's level as the assistant hears it, sampled. */
  levels$: Observable<number>;
  /** Says a line (audio and its transcripts); completes when said. */
  speak: (line: ConversationLine) => Observable<unknown>;
  /** Sends an app message from the assistant. */
  send: (data: string) => void;
  /** Ends the call from the assistant's side. */
  hangUp: (endedReason: SimulatedEndedReason) => void;
  /** When the call began, in the scheduler's time. */
  startedAt: number;
  /** The visitor's typed turns (the client's add-message user messages). */
  typed$?: Observable<string>;
  /** What the browser recognised of the visitor's speech, where they allowed it. */
  recognisedWords$?: Observable<string>;
}

/** What the assistant does once it has said it is listening, until the call ends. */
export type AssistantConversation = (hooks: CallConversationHooks) => Observable<never>;

interface ConversationRecord {
  conversation: ConversationEntry[];
  routing: CallRouting | null;
  booking: CallBooking | null;
  event: ConversationEvent;
}

function spokenTurn(transcriptType: TranscriptMessage['transcriptType']): SpokenTurnTranscript {
  return { type: 'transcript', role: 'user', transcriptType, transcript: '', untranscribed: true };
}

/** A spoken turn the browser recognised, as the provider's transcriber sends one. */
function recognisedTurn(words: string): TranscriptMessage {
  return { type: 'transcript', role: 'user', transcriptType: 'final', transcript: words };
}

/** The visitor's turn in the conversation: their words, or a turn heard but not transcribed. */
function visitorEntry(words: string | undefined): ConversationEntry {
  return words ? { role: 'user', content: words } : { role: 'user', content: '', untranscribed: true };
}

/** A capture as the tool calls a keyed assistant makes, so both builds report it the same way. */
function toolCalls(captures: CallCapture): ToolCall[] {
  const call = (name: string, args: object): ToolCall => ({ type: 'function', function: { name, arguments: JSON.stringify(args) } });
  return [
    ...(captures.routing ? [call(CAPTURE_TOOLS.routing, captures.routing)] : []),
    ...(captures.booking ? [call(CAPTURE_TOOLS.booking, captures.booking)] : []),
  ];
}

function record(previous: ConversationRecord, event: ConversationEvent): ConversationRecord {
  if (event.type === 'assistant-turn') {
    const { captures, text } = event.line;
    const entry: ConversationEntry = captures
      ? { role: 'assistant', content: text, tool_calls: toolCalls(captures) }
      : { role: 'assistant', content: text };
    return {
      conversation: [...previous.conversation, entry],
      routing: captures?.routing ?? previous.routing,
      booking: captures?.booking ?? previous.booking,
      event,
    };
  }
  if (event.type === 'visitor-turn-end') return { ...previous, conversation: [...previous.conversation, visitorEntry(event.words)], event };
  return { ...previous, event };
}

function summarise(routing: CallRouting | null, booking: CallBooking | null): string {
  const routed = routing ? `Put through to ${routing.leader} (${routing.team}).` : 'Not put through to anyone.';
  const booked = booking ? `Booked with ${booking.leader}, ${booking.when}, at ${booking.place}.` : 'No booking made.';
  return `${routed} ${booked}`;
}

const endedReasons: Readonly<Record<ConversationEnd, SimulatedEndedReason>> = {
  'script-complete': 'assistant-ended-call',
  silence: 'silence-timed-out',
};

/**
 * The scripted conversation as the provider's messages: transcripts for both sides (a typed turn
 * has none: the client keeps the visitor's typed words itself; a spoken one has the words the
 * browser recognised, or none), a conversation-update after each
 * visitor turn (the conversation so far), and at its end the report of what the call captured,
 * then the assistant's hang-up.
 */
export function holdConversation(script: ConversationScript, hooks: CallConversationHooks): Observable<never> {
  const send = (message: object) => hooks.send(JSON.stringify(message));
  const initial: ConversationRecord = { conversation: [], routing: null, booking: null, event: { type: 'visitor-turn-start' } };
  return converse(hooks.levels$, script, {
    scheduler: hooks.scheduler,
    speak: hooks.speak,
    typed$: hooks.typed$,
    recognisedWords$: hooks.recognisedWords$,
  }).pipe(
    scan(record, initial),
    tap(({ event, conversation, routing, booking }) => {
      if (event.type === 'visitor-turn-start') send(spokenTurn('partial'));
      if (event.type === 'visitor-turn-end') {
        if (!event.typed) send(event.words ? recognisedTurn(event.words) : spokenTurn('final'));
        send({ type: 'conversation-update', conversation } satisfies ConversationUpdateMessage);
      }
      if (event.type !== 'conversation-end') return;
      const endedReason = endedReasons[event.reason];
      const durationSeconds = Math.round((hooks.scheduler.now() - hooks.startedAt) / 1000);
      const report: SimulatedEndOfCallReport = {
        type: 'end-of-call-report',
        endedReason,
        durationSeconds,
        summary: summarise(routing, booking),
        analysis: { structuredData: { routing, booking } },
        conversation,
      };
      send(report);
      hooks.hangUp(endedReason);
    }),
    ignoreElements(),
  );
}
