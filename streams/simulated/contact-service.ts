/**
 * The simulated form-collection service's judgement, shared by its MSW handlers and its
 * in-page stand-in (for browsers where service workers or storage are blocked).
 */
const CONTACT_FIELDS = ['name', 'email', 'church', 'phone', 'message', 'subject'] as const;

/** Words in the message that make the simulated service misbehave, so tests can reach each failure. */
export const SIMULATED_CONTACT_TRIGGERS = {
  serverError: '#simulate-500',
  networkError: '#simulate-network-error',
  hang: '#simulate-timeout',
} as const;

export type ContactVerdict = 'accepted' | 'invalid' | 'server-error' | 'network-error' | 'hang';

/**
 * True for a JSON object with exactly the six contact fields, all strings, and a
 * non-blank name and subject: what a Formspree-style service would accept.
 */
export function isContactBody(body: unknown): body is Record<(typeof CONTACT_FIELDS)[number], string> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  const exactFields =
    Object.keys(record).length === CONTACT_FIELDS.length && CONTACT_FIELDS.every((field) => typeof record[field] === 'string');
  return exactFields && String(record.name).trim() !== '' && String(record.subject).trim() !== '';
}

export function judgeContactBody(body: unknown): ContactVerdict {
  if (!isContactBody(body)) return 'invalid';
  const { message } = body;
  if (message.includes(SIMULATED_CONTACT_TRIGGERS.serverError)) return 'server-error';
  if (message.includes(SIMULATED_CONTACT_TRIGGERS.networkError)) return 'network-error';
  if (message.includes(SIMULATED_CONTACT_TRIGGERS.hang)) return 'hang';
  return 'accepted';
}
