import { HttpResponse, delay, http } from 'msw';

/** Where the contact form posts when no `VITE_CONTACT_ENDPOINT` is configured. */
export const SIMULATED_CONTACT_ENDPOINT = 'https://forms.vestry.example/contact';

const CONTACT_FIELDS = ['name', 'email', 'church', 'phone', 'message', 'subject'] as const;

/**
 * Words in the message that make the simulated service misbehave, so end-to-end tests
 * of the built site (where MSW runs in a service worker) can reach each failure path.
 */
export const SIMULATED_CONTACT_TRIGGERS = {
  serverError: '#simulate-500',
  networkError: '#simulate-network-error',
  hang: '#simulate-timeout',
} as const;

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

/** A simulated form-collection service: 200 `{ok: true}` for a good JSON body, 422 otherwise. */
export function createSimulatedContactHandlers(endpoint: string = SIMULATED_CONTACT_ENDPOINT) {
  return [
    http.post(endpoint, async ({ request }) => {
      const isJson = request.headers.get('content-type')?.startsWith('application/json') ?? false;
      const body: unknown = isJson ? await request.json().catch(() => undefined) : undefined;
      if (!isContactBody(body)) {
        return HttpResponse.json({ ok: false, error: 'Expected JSON with name, email, church, phone, message, subject.' }, { status: 422 });
      }
      return triggeredFailure(body.message) ?? HttpResponse.json({ ok: true });
    }),
  ];
}

function triggeredFailure(message: string): Promise<Response> | Response | undefined {
  if (message.includes(SIMULATED_CONTACT_TRIGGERS.serverError)) return HttpResponse.json({ ok: false }, { status: 500 });
  if (message.includes(SIMULATED_CONTACT_TRIGGERS.networkError)) return HttpResponse.error();
  if (message.includes(SIMULATED_CONTACT_TRIGGERS.hang)) return delay('infinite').then(() => HttpResponse.json({ ok: true }));
  return undefined;
}

export const simulatedContactHandlers = createSimulatedContactHandlers();
