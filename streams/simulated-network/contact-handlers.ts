import { HttpResponse, delay, http } from 'msw';
import { judgeContactBody } from '../simulated-services';

/** Where the contact form posts when no `VITE_CONTACT_ENDPOINT` is configured. */
export const SIMULATED_CONTACT_ENDPOINT = 'https://forms.vestry.example/contact';

/** A simulated form-collection service: 200 `{ok: true}` for a good JSON body, 422 otherwise. */
export function createSimulatedContactHandlers(endpoint: string = SIMULATED_CONTACT_ENDPOINT) {
  return [
    http.post(endpoint, async ({ request }) => {
      const isJson = request.headers.get('content-type')?.startsWith('application/json') ?? false;
      const body: unknown = isJson ? await request.json().catch(() => undefined) : undefined;
      return answer(judgeContactBody(body));
    }),
  ];
}

function answer(verdict: ReturnType<typeof judgeContactBody>): Promise<Response> | Response {
  switch (verdict) {
    case 'invalid':
      return HttpResponse.json({ ok: false, error: 'Expected JSON with name, email, church, phone, message, subject.' }, { status: 422 });
    case 'server-error':
      return HttpResponse.json({ ok: false }, { status: 500 });
    case 'network-error':
      return HttpResponse.error();
    case 'hang':
      return delay('infinite').then(() => HttpResponse.json({ ok: true }));
    default:
      return HttpResponse.json({ ok: true });
  }
}

export const simulatedContactHandlers = createSimulatedContactHandlers();
