// What the simulated assistant reads as the visitor's typed turn: the client's `add-message` with
// a user message (see streams/call's addUserMessage), as the provider documents it.

/** The typed words of an add-message user message that asks for an answer; undefined for anything else. */
export function typedTurnOf(data: string): string | undefined {
  try {
    const parsed = JSON.parse(data) as { type?: unknown; message?: { role?: unknown; content?: unknown }; triggerResponseEnabled?: unknown } | null;
    if (parsed?.type !== 'add-message' || parsed.message?.role !== 'user' || typeof parsed.message.content !== 'string') return undefined;
    // `false` adds the message to the history silently: nothing to answer.
    if (parsed.triggerResponseEnabled === false) return undefined;
    return parsed.message.content.trim() || undefined;
  } catch {
    return undefined;
  }
}
