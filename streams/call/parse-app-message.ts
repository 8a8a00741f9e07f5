import type { AppMessage } from './app-message';

export type ParsedAppMessage = { kind: 'listening' } | { kind: 'message'; message: AppMessage } | { kind: 'invalid'; reason: string };

function isAppMessage(value: unknown): value is AppMessage {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { type?: unknown }).type === 'string';
}

/** `"listening"` means call started; otherwise a JSON object with a string `type`. Never throws. */
export function parseAppMessage(data: unknown, maxLength: number): ParsedAppMessage {
  if (data === 'listening') return { kind: 'listening' };
  if (typeof data !== 'string') return { kind: 'invalid', reason: 'not a string' };
  if (data.length > maxLength) return { kind: 'invalid', reason: `longer than ${maxLength} characters` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { kind: 'invalid', reason: 'not JSON' };
  }
  return isAppMessage(parsed) ? { kind: 'message', message: parsed } : { kind: 'invalid', reason: 'not an object with a string type' };
}
