import { HttpResponse, http } from 'msw';
import type { WebCallCreate } from '../call';
import { simulatedWebCall, type SimulatedWebCallOptions } from '../simulated-services';

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
