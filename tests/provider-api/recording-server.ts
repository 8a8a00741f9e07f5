// One catch-all MSW handler that records what reached the network and answers
// with whatever the current test asks for.
import { http, type HttpResponseResolver } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

export interface RecordedRequest {
  method: string;
  url: URL;
  headers: Headers;
  json?: unknown;
  form?: FormData;
  text?: string;
}

/** Reads the body the way its content type says, so tests can compare parts. */
async function record(request: Request): Promise<RecordedRequest> {
  const type = request.headers.get('content-type') ?? '';
  const base = { method: request.method, url: new URL(request.url), headers: request.headers };
  if (type.startsWith('multipart/form-data')) return { ...base, form: await request.formData() };
  const text = await request.text();
  return type.startsWith('application/json') ? { ...base, json: JSON.parse(text) as unknown, text } : { ...base, text };
}

export function useRecordingServer() {
  const requests: RecordedRequest[] = [];
  let respond: HttpResponseResolver = () => new Response(null, { status: 500 });
  const server = setupServer(
    http.all('*', async (info) => {
      requests.push(await record(info.request.clone()));
      return respond(info);
    }),
  );
  beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
  afterEach(() => {
    requests.length = 0;
  });
  afterAll(() => server.close());
  return {
    requests,
    /** Sets the answer for the requests of the current test. */
    respondWith(resolver: HttpResponseResolver) {
      respond = resolver;
    },
  };
}
