import type { CallBooking, CallRouting } from '../call';
import type { SimulatedClip } from './simulated-voice';

// What the simulated conversation is made of: the lines the assistant says and the events its turns
// give call-conversation.ts. Apart from the turn-taking (conversation.ts), so the visitor's speech
// (visitor-speech.ts) and the script's lines can name them without importing it.

/** What a line settles once said: the routing, the booking, or both. */
export interface CallCapture {
  readonly routing?: CallRouting;
  readonly booking?: CallBooking;
}

export interface ConversationLine {
  readonly clip: SimulatedClip;
  readonly text: string;
  readonly captures?: CallCapture;
}

export type ConversationEnd = 'script-complete' | 'silence';

export type ConversationEvent =
  | { readonly type: 'assistant-turn'; readonly line: ConversationLine }
  /** The visitor talked over the line and it stopped: `heard` is its words played until then. */
  | { readonly type: 'assistant-interrupted'; readonly line: ConversationLine; readonly heard: string }
  | { readonly type: 'visitor-turn-start' }
  /** `words`: what the visitor typed (`typed`, a turn with no start) or the browser recognised of what they said; none for a turn heard but not transcribed. */
  | { readonly type: 'visitor-turn-end'; readonly words?: string; readonly typed?: true }
  | { readonly type: 'conversation-end'; readonly reason: ConversationEnd };
