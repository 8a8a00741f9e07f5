// @vitest-environment node
// Documented results: a failed status rejects with ProviderApiError (Response + parsed body in
// `error`), no answer rejects with ProviderNetworkError, an abort rejects with the signal's reason.
import { delay, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createProviderApi } from '../../streams/provider-api/create-provider-api';
import { createWebCall } from '../../streams/provider-api/create-web-call';
import { ProviderApiError, ProviderNetworkError } from '../../streams/provider-api/errors';
import { useRecordingServer } from './recording-server';

const server = useRecordingServer();
const options = { baseUrl: 'https://provider.test', token: 'secret' };
const api = createProviderApi(options);
const TIMEOUT = { timeout: 2000 }; // none of these may hang

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a rejection');
    },
    (reason: unknown) => reason,
  );
}

describe('failed HTTP statuses', () => {
  it.each([400, 401, 404, 422, 500])(
    '%i with a JSON body rejects with ProviderApiError carrying the parsed body',
    async (status) => {
      const body = { statusCode: status, message: ['name must be a string'], error: 'Bad ✓' };
      server.respondWith(() => HttpResponse.json(body, { status }));
      const error = await rejection(api.assistant.findOne('asst-1'));
      expect(error).toBeInstanceOf(ProviderApiError);
      const apiError = error as ProviderApiError;
      expect(apiError.status).toBe(status);
      expect(apiError.response).toBeInstanceOf(Response);
      expect(apiError.response.status).toBe(status);
      expect(apiError.error).toEqual(body);
      expect(apiError.message).toContain(String(status));
    },
    TIMEOUT.timeout,
  );

  it(
    '502 with an HTML body carries the text as `error`',
    async () => {
      const html = '<html><body><h1>502 Bad Gateway</h1></body></html>';
      server.respondWith(() => HttpResponse.html(html, { status: 502 }));
      const error = await rejection(api.call.findAll());
      expect(error).toBeInstanceOf(ProviderApiError);
      expect((error as ProviderApiError).error).toBe(html);
      expect((error as ProviderApiError).response.headers.get('content-type')).toContain('text/html');
    },
    TIMEOUT.timeout,
  );

  it(
    'a failed status with an empty body carries `error` undefined',
    async () => {
      server.respondWith(() => new HttpResponse(null, { status: 404 }));
      const error = await rejection(api.squad.remove('sq-1'));
      expect(error).toBeInstanceOf(ProviderApiError);
      expect((error as ProviderApiError).error).toBeUndefined();
    },
    TIMEOUT.timeout,
  );

  it(
    'createWebCall rejects the same way',
    async () => {
      server.respondWith(() => HttpResponse.json({ message: 'Invalid key' }, { status: 401 }));
      const error = await rejection(createWebCall(options, { assistantId: 'a' }));
      expect(error).toBeInstanceOf(ProviderApiError);
      expect((error as ProviderApiError).error).toEqual({ message: 'Invalid key' });
    },
    TIMEOUT.timeout,
  );
});

describe('empty and unexpected success bodies', () => {
  it(
    'an empty 204 resolves with undefined',
    async () => {
      server.respondWith(() => new HttpResponse(null, { status: 204 }));
      await expect(api.org.leave('org-1')).resolves.toBeUndefined();
    },
    TIMEOUT.timeout,
  );

  it(
    'a 2xx body that is not JSON rejects with the SyntaxError, not as a network failure',
    async () => {
      server.respondWith(() => HttpResponse.text('not json', { status: 200, headers: { 'content-type': 'application/json' } }));
      const error = await rejection(api.tool.findAll());
      expect(error).toBeInstanceOf(SyntaxError);
    },
    TIMEOUT.timeout,
  );
});

describe('network failures', () => {
  it(
    'a failed fetch rejects with ProviderNetworkError, with what fetch threw as cause',
    async () => {
      server.respondWith(() => HttpResponse.error());
      const error = await rejection(api.assistant.findAll());
      expect(error).toBeInstanceOf(ProviderNetworkError);
      expect(error).not.toBeInstanceOf(ProviderApiError);
      expect((error as ProviderNetworkError).cause).toBeInstanceOf(TypeError);
      expect((error as ProviderNetworkError).request.url).toBe('https://provider.test/assistant');
    },
    TIMEOUT.timeout,
  );

  it(
    'an injected fetch that throws is a network failure too, for createWebCall',
    async () => {
      const cause = new TypeError('Failed to fetch');
      const error = await rejection(createWebCall({ fetch: () => Promise.reject(cause) }, { assistantId: 'a' }));
      expect(error).toBeInstanceOf(ProviderNetworkError);
      expect((error as ProviderNetworkError).cause).toBe(cause);
    },
    TIMEOUT.timeout,
  );
});

describe('aborts', () => {
  const hang = async () => {
    await delay('infinite');
    return HttpResponse.json({});
  };

  it(
    'abort(reason) during the request rejects with that reason',
    async () => {
      server.respondWith(hang);
      const controller = new AbortController();
      const reason = new Error('page left');
      const pending = api.call.findOne('call-1', { signal: controller.signal });
      await vi.waitFor(() => expect(server.requests).toHaveLength(1));
      controller.abort(reason);
      await expect(pending).rejects.toBe(reason);
    },
    TIMEOUT.timeout,
  );

  it(
    'abort() without a reason rejects with a DOMException named AbortError',
    async () => {
      server.respondWith(hang);
      const controller = new AbortController();
      const pending = createWebCall(options, { assistantId: 'a' }, controller.signal);
      await vi.waitFor(() => expect(server.requests).toHaveLength(1));
      controller.abort();
      const error = await rejection(pending);
      expect(error).toBeInstanceOf(DOMException);
      expect((error as DOMException).name).toBe('AbortError');
    },
    TIMEOUT.timeout,
  );

  it(
    'an already aborted signal rejects without sending anything',
    async () => {
      const reason = new Error('too late');
      const error = await rejection(api.assistant.findAll(undefined, { signal: AbortSignal.abort(reason) }));
      expect(error).toBe(reason);
      expect(server.requests).toHaveLength(0);
    },
    TIMEOUT.timeout,
  );
});

describe('path parameters that URL parsing would collapse', () => {
  it.each(['', '.', '..'])(
    '%j is refused before any request',
    async (id) => {
      const error = await rejection(api.assistant.remove(id));
      expect(error).toBeInstanceOf(TypeError);
      expect(server.requests).toHaveLength(0);
    },
    TIMEOUT.timeout,
  );
});
