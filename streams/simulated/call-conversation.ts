import { concat, filter, ignoreElements, map, of, take, type Observable, type SchedulerLike } from 'rxjs';
import { perform, runMachine, step, type Step } from '../shared';
import {
  CAPTURE_TOOLS,
  type CallBooking,
  type CallRouting,
  type ConversationEntry,
  type ConversationUpdateMessage,
  type ModelOutputMessage,
  type ToolCall,
  type TranscriptMessage,
  type UserInterruptedMessage,
} from '../call';
import { converse, type ConversationScript } from './conversation';
import type { CallCapture, ConversationEnd, ConversationEvent, ConversationLine } from './conversation-events';

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
  /** The share (0..1) of the line being said that has played (see ConverseDeps). */
  played?: () => number;
  /** The visitor's typed turns (the client's add-message user messages). */
  typed$?: Observable<string>;
  /** What the browser recognised of the visitor's speech, where they allowed it. */
  recognisedWords$?: Observable<string>;
}

/** What the assistant does once it has said it is listening, until the call ends. */
export type AssistantConversation = (hooks: CallConversationHooks) => Observable<never>;

/** What the call has said and captured so far; `over` once the conversation's events have ended. */
export interface CallConversationState {
  readonly conversation: readonly ConversationEntry[];
  readonly routing: CallRouting | null;
  readonly booking: CallBooking | null;
  readonly over: boolean;
}

export type CallConversationInput = { readonly type: 'event'; readonly event: ConversationEvent } | { readonly type: 'over' };

/** A message the assistant sends as the provider would. */
export type CallConversationMessage = TranscriptMessage | ConversationUpdateMessage | ModelOutputMessage | UserInterruptedMessage;

export type CallConversationEffect =
  | { readonly type: 'send'; readonly message: CallConversationMessage }
  | { readonly type: 'hang-up'; readonly endedReason: SimulatedEndedReason };

type ConversationStep = Step<CallConversationState, never, CallConversationEffect>;

export const CALL_CONVERSATION_START: CallConversationState = { conversation: [], routing: null, booking: null, over: false };

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

function withAssistantTurn(state: CallConversationState, line: ConversationLine): CallConversationState {
  const { captures, text } = line;
  const entry: ConversationEntry = captures
    ? { role: 'assistant', content: text, tool_calls: toolCalls(captures) }
    : { role: 'assistant', content: text };
  return {
    ...state,
    conversation: [...state.conversation, entry],
    routing: captures?.routing ?? state.routing,
    booking: captures?.booking ?? state.booking,
  };
}

const endedReasons: Readonly<Record<ConversationEnd, SimulatedEndedReason>> = {
  'script-complete': 'assistant-ended-call',
  silence: 'silence-timed-out',
};

const send = (message: CallConversationMessage): CallConversationEffect => ({ type: 'send', message });

/** The visitor's turn ends: its transcript (none for a typed one: the client keeps those words), then the conversation so far. */
function visitorTurnEnded(state: CallConversationState, words: string | undefined, typed: boolean): ConversationStep {
  const next = { ...state, conversation: [...state.conversation, visitorEntry(words)] };
  const transcript = typed ? [] : [send(words ? recognisedTurn(words) : spokenTurn('final'))];
  return step(next, [], [...transcript, send({ type: 'conversation-update', conversation: [...next.conversation] })]);
}

/**
 * The conversation ends: the assistant hangs up, which says why in its status-update. No
 * end-of-call report: the provider sends that to the owner's server, never to a web client.
 */
function conversationEnded(state: CallConversationState, reason: ConversationEnd): ConversationStep {
  return step(state, [], [{ type: 'hang-up', endedReason: endedReasons[reason] }]);
}

/** One move of a call's conversation: what it records and the messages it sends. */
export function reduceCallConversation(state: CallConversationState, input: CallConversationInput): ConversationStep {
  if (input.type === 'over') return step({ ...state, over: true });
  const { event } = input;
  switch (event.type) {
    // A line that captures is a tool call: committed to the history, and so sent, as it begins (the
    // notepad shows it while the line is said, as a keyed assistant's does).
    case 'assistant-turn': {
      const next = withAssistantTurn(state, event.line);
      return event.line.captures
        ? step(next, [], [send({ type: 'conversation-update', conversation: [...next.conversation] })])
        : step(next);
    }
    // A line cut short, as the provider reports it: the line as its model output (sent only now: a line
    // said whole needs only its transcripts), the words played as its transcript, then `user-interrupted`.
    // (The conversation keeps the whole line: its entries carry only the captures.)
    case 'assistant-interrupted':
      return step(
        state,
        [],
        [
          send({ type: 'model-output', output: event.line.text }),
          send({ type: 'transcript', role: 'assistant', transcriptType: 'partial', transcript: event.heard }),
          send({ type: 'user-interrupted' }),
        ],
      );
    case 'visitor-turn-start':
      return step(state, [], [send(spokenTurn('partial'))]);
    case 'visitor-turn-end':
      return visitorTurnEnded(state, event.words, event.typed === true);
    case 'conversation-end':
      return conversationEnded(state, event.reason);
  }
}

/**
 * The scripted conversation as the provider's messages: transcripts for both sides (a typed turn
 * has none: the client keeps the visitor's typed words itself; a spoken one has the words the
 * browser recognised, or none), a conversation-update after each visitor turn (the conversation
 * so far), and at its end the assistant's hang-up.
 */
export function holdConversation(script: ConversationScript, hooks: CallConversationHooks): Observable<never> {
  const { scheduler } = hooks;
  const events$ = converse(hooks.levels$, script, {
    scheduler,
    speak: hooks.speak,
    played: hooks.played,
    typed$: hooks.typed$,
    recognisedWords$: hooks.recognisedWords$,
  });
  const machine = runMachine<CallConversationState, CallConversationInput, never, CallConversationEffect>({
    initial: CALL_CONVERSATION_START,
    reduce: reduceCallConversation,
    // Marked over when the events end, so the conversation completes with them.
    inputs: concat(
      events$.pipe(map((event): CallConversationInput => ({ type: 'event', event }))),
      of<CallConversationInput>({ type: 'over' }),
    ),
    lifetime: 'subscribed',
    perform: (effect) =>
      effect.type === 'send' ? perform(() => hooks.send(JSON.stringify(effect.message))) : perform(() => hooks.hangUp(effect.endedReason)),
  });
  // Operators the page already loads, so the first press fetches none of its own for this.
  return machine.state$.pipe(
    filter((state) => state.over),
    take(1),
    ignoreElements(),
  );
}
