// MSW's handlers of the simulated provider and contact service, for the dev server and the tests. A
// file of its own, loaded only by import(): msw cannot load where storage is blocked, and no built
// page carries it (scripts/size.ts refuses it anywhere in a build).
import { HttpResponse, delay, http } from 'msw';
import type { WebCallCreate } from '../call';
import { judgeContactBody } from './contact-service';
import { simulatedWebCall, type SimulatedWebCallOptions } from './web-call';

function isWebCallCreate(value: unknown): value is WebCallCreate {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** MSW handlers answering POST /call/web on any host like the provider (201 with the web call). */
export function createSimulatedWebCallHandlers(options: SimulatedWebCallOptions = {}) {
  return [
    http.post('*/call/web', async ({ request }) => {
      const body: unknown = await request.json().catch(() => undefined);
      if (!isWebCallCreate(body)) return HttpResponse.json({ message: 'Invalid body' }, { status: 400 });
      if (!body.assistant && !body.assistantId && !body.squad && !body.squadId && !body.workflow && !body.workflowId) {
        return HttpResponse.json({ message: 'Assistant or Squad or Workflow must be provided.' }, { status: 400 });
      }
      return HttpResponse.json(simulatedWebCall(body, options), { status: 201 });
    }),
  ];
}

export const simulatedWebCallHandlers = createSimulatedWebCallHandlers();

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
