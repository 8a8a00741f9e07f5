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

/** What the assistant can do in answer to the visitor's client. */
export interface AnsweringAssistant {
  /** Whether the visitor is in the call to hear an answer. */
  inCall(): boolean;
  /** Says a line (audio and transcripts); completes when said. */
  say(clip: SimulatedClip, text: string): Observable<never>;
  /** Ends the call from its side, as the provider does. */
  hangUp(): void;
}

/**
 * The assistant's answer to a client app message, the one place such messages are read:
 * `say` is spoken (and may end the call after it), `end-call` ends it; the rest go unanswered.
 */
export function answerClientMessage(data: string, assistant: AnsweringAssistant): Observable<never> {
  const message = parseClientMessage(data);
  if (message?.type === 'end-call') return defer(() => (assistant.hangUp(), EMPTY));
  if (message?.type !== 'say' || !assistant.inCall()) return EMPTY;
  const hangUp$ = defer(() => (message.endCallAfterSpoken && assistant.hangUp(), EMPTY));
  return concat(assistant.say('reply', message.message), hangUp$);
}
