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
