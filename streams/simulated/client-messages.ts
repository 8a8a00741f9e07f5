import { EMPTY, concat, defer, type Observable } from 'rxjs';
import type { SimulatedClip } from './simulated-voice';

/** What the simulated assistant reads from a client app message. */
export interface ReceivedClientMessage {
  type: string;
  message: string;
  endCallAfterSpoken: boolean;
}

export function parseClientMessage(data: string): ReceivedClientMessage | undefined {
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const record = parsed as Record<string, unknown>;
    if (typeof record.type !== 'string') return undefined;
    const message = typeof record.message === 'string' ? record.message : '';
    return { type: record.type, message, endCallAfterSpoken: record.endCallAfterSpoken === true };
  } catch {
    return undefined;
  }
}

/**
 * The visitor's typed words: the client's `add-message` with a user message (streams/call's
 * `addUserMessage`, as the provider documents it) that asks for an answer; undefined for anything
 * else.
 */
export function typedTurnOf(data: string): string | undefined {
  try {
    const parsed = JSON.parse(data) as {
      type?: unknown;
      message?: { role?: unknown; content?: unknown };
      triggerResponseEnabled?: unknown;
    } | null;
    if (parsed?.type !== 'add-message' || parsed.message?.role !== 'user' || typeof parsed.message.content !== 'string') return undefined;
    // `false` adds the message to the history silently: nothing to answer.
    if (parsed.triggerResponseEnabled === false) return undefined;
    return parsed.message.content.trim() || undefined;
  } catch {
    return undefined;
  }
}

/** What the assistant can do in answer to the visitor's client. */
export interface AnsweringAssistant {
  /** Whether the visitor is in the call to hear an answer. */
  inCall(): boolean;
  /** Says a line (audio and transcripts); completes when said. */
  say(clip: SimulatedClip, text: string): Observable<never>;
  /** Ends the call from its side, as the provider does. */
  hangUp(): void;
  /** Takes the visitor's typed words as their turn. */
  hearTyped(words: string): void;
}

/**
 * The assistant's answer to a client app message, the one place such messages are read:
 * `say` is spoken (and may end the call after it), `end-call` ends it, a user `add-message` is
 * the visitor's typed turn; the rest go unanswered.
 */
export function answerClientMessage(data: string, assistant: AnsweringAssistant): Observable<never> {
  const typed = typedTurnOf(data);
  if (typed !== undefined) return defer(() => (assistant.inCall() && assistant.hearTyped(typed), EMPTY));
  const message = parseClientMessage(data);
  if (message?.type === 'end-call') return defer(() => (assistant.hangUp(), EMPTY));
  if (message?.type !== 'say' || !assistant.inCall()) return EMPTY;
  const hangUp$ = defer(() => (message.endCallAfterSpoken && assistant.hangUp(), EMPTY));
  return concat(assistant.say('reply', message.message), hangUp$);
}
