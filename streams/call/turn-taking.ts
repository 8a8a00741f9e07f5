// Whose turn it is: the assistant's state (connecting, listening, thinking, speaking) and how long
// it took to answer each of the visitor's turns, derived from the call's events alone, so the same
// code reads the simulated assistant and the provider's.
import { speechConfig, type SpeechConfig } from '../speech';
import type { CallEvent } from './call-events';
import { isTranscriptMessage, type AppMessage } from './messages';

/** What the assistant is doing; `null` between calls. */
export type AssistantState = 'connecting' | 'listening' | 'thinking' | 'speaking';

export interface TurnTaking {
  readonly state: AssistantState | null;
  /**
   * When the visitor's last turn ended (scheduler time), while an answer is awaited: the last moment
   * their microphone was heard in the turn, else when the call reported the turn's end (or Send).
   */
  readonly replyFrom: number | null;
  /** The last moment the visitor's microphone was heard while the assistant listened. */
  readonly heardAt: number | null;
  /** Words typed while the assistant spoke: it answers them once it has finished. */
  readonly typedWaiting: boolean;
  /** The provider reports the visitor's speech itself (`speech-update`): transcripts then only caption. */
  readonly speechUpdates: boolean;
  /** ms from each answered turn's end to the assistant's first audio, in order. */
  readonly replies: readonly number[];
}

export const noTurnTaking: TurnTaking = {
  state: null,
  replyFrom: null,
  heardAt: null,
  typedWaiting: false,
  speechUpdates: false,
  replies: [],
};

/** What moves the state, read off the call's events. */
type Signal =
  | { readonly type: 'connecting' | 'connected' | 'ended' }
  /** The visitor starts (or, after an interruption, goes on) speaking. */
  | { readonly type: 'visitor-start'; readonly interrupted?: true }
  /** The visitor's turn is over: their speech ended, or they pressed Send. */
  | { readonly type: 'visitor-end'; readonly typed: boolean }
  | { readonly type: 'assistant-audio' | 'assistant-quiet' | 'heard' }
  /** A provider `speech-update` about the visitor: transcripts no longer move the state. */
  | { readonly type: 'speech-update'; readonly started: boolean };

function messageSignal(message: AppMessage, taking: TurnTaking): Signal | null {
  // The provider stopped the assistant because the visitor talked over it (the call record cuts its caption).
  if (message.type === 'user-interrupted') return { type: 'visitor-start', interrupted: true };
  if (message.type === 'speech-update' && message.role === 'user')
    return message.status === 'started' || message.status === 'stopped'
      ? { type: 'speech-update', started: message.status === 'started' }
      : null;
  if (!isTranscriptMessage(message) || message.role !== 'user') return null;
  if (message.typed === true) return { type: 'visitor-end', typed: true };
  if (taking.speechUpdates) return null;
  return message.transcriptType === 'partial' ? { type: 'visitor-start' } : { type: 'visitor-end', typed: false };
}

function signalOf(event: CallEvent, taking: TurnTaking, config: SpeechConfig): Signal | null {
  switch (event.type) {
    case 'call-start-progress':
      return taking.state === null ? { type: 'connecting' } : null;
    case 'call-start':
      return { type: 'connected' };
    case 'call-end':
    case 'call-start-failed':
      return { type: 'ended' };
    case 'speech-start':
      return { type: 'assistant-audio' };
    case 'speech-end':
      return { type: 'assistant-quiet' };
    // The visitor's level is scaled as the assistant's: above the speech threshold is speech.
    case 'local-volume-level':
      return event.volume * config.levelScale > config.threshold ? { type: 'heard' } : null;
    case 'message':
      return messageSignal(event.message, taking);
    default:
      return null;
  }
}

/** The visitor's turn ends: the assistant thinks, from the turn's end as the visitor lived it. */
function visitorEnded(taking: TurnTaking, typed: boolean, now: number): TurnTaking {
  if (taking.state === 'speaking') return typed ? { ...taking, typedWaiting: true } : taking;
  if (taking.state === 'thinking') return taking;
  if (taking.state !== 'listening') return taking;
  return { ...taking, state: 'thinking', replyFrom: typed ? now : (taking.heardAt ?? now) };
}

function visitorStarted(taking: TurnTaking, interrupted: boolean): TurnTaking {
  const stillHeard = taking.state === 'listening' || taking.state === 'thinking';
  if (!stillHeard && !(interrupted && taking.state === 'speaking')) return taking;
  return { ...taking, state: 'listening', replyFrom: null, heardAt: null, typedWaiting: false };
}

function assistantAudio(taking: TurnTaking, now: number): TurnTaking {
  if (taking.state === null || taking.state === 'connecting' || taking.state === 'speaking') return taking;
  const replies = taking.state === 'thinking' && taking.replyFrom !== null ? [...taking.replies, now - taking.replyFrom] : taking.replies;
  return { ...taking, state: 'speaking', replyFrom: null, heardAt: null, replies };
}

/** The assistant fell quiet: it listens, or thinks about words typed while it spoke. */
function assistantQuiet(taking: TurnTaking, now: number): TurnTaking {
  if (taking.state !== 'speaking') return taking;
  if (taking.typedWaiting) return { ...taking, state: 'thinking', replyFrom: now, typedWaiting: false };
  return { ...taking, state: 'listening', heardAt: null };
}

function apply(taking: TurnTaking, signal: Signal, now: number): TurnTaking {
  switch (signal.type) {
    case 'connecting':
      return { ...noTurnTaking, state: 'connecting' };
    case 'connected':
      return { ...noTurnTaking, state: 'listening' };
    case 'ended':
      return { ...noTurnTaking, replies: taking.replies };
    case 'visitor-start':
      return visitorStarted(taking, signal.interrupted === true);
    case 'visitor-end':
      return visitorEnded(taking, signal.typed, now);
    case 'speech-update': {
      const noted = { ...taking, speechUpdates: true };
      return signal.started ? visitorStarted(noted, false) : visitorEnded(noted, false, now);
    }
    case 'assistant-audio':
      return assistantAudio(taking, now);
    case 'assistant-quiet':
      return assistantQuiet(taking, now);
    case 'heard':
      return taking.state === 'listening' ? { ...taking, heardAt: now } : taking;
  }
}

/** Turn-taking after one event at `now` (scheduler time); the same object when nothing changed. */
export function reduceTurnTaking(taking: TurnTaking, event: CallEvent, now: number, config: SpeechConfig = speechConfig): TurnTaking {
  const signal = signalOf(event, taking, config);
  return signal ? apply(taking, signal, now) : taking;
}

/** The middle reply time (the mean of the middle two for an even count); null without replies. */
export function medianOf(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}
