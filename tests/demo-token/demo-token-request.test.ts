// @vitest-environment node
// The site's side of the demo-token endpoint (the Worker's POST /api/demo-token), over MSW.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DemoTokenRefusal, requestDemoToken } from '../../streams/demo-token';
import { useRecordingServer, type RecordedRequest } from '../provider-api/recording-server';

const URL_ = 'https://demo-token.church.test/api/demo-token';
const server = useRecordingServer();
const send = (signal?: AbortSignal) => requestDemoToken(URL_, 'turnstile-token-1', (url, init) => fetch(url, init), signal);

async function refusalOf(promise: Promise<unknown>): Promise<DemoTokenRefusal> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DemoTokenRefusal)) throw new Error(`not a refusal: ${String(error)}`);
  return error;
}

describe('requestDemoToken', () => {
  it('POSTs the challenge’s token as JSON, and resolves with the token, its expiry and the day’s count', async () => {
    server.respondWith(() => HttpResponse.json({ token: 'jwt.1', expiresAt: '2026-11-26T06:00:00.000Z', remainingToday: 2 }));
    await expect(send()).resolves.toEqual({ token: 'jwt.1', expiresAt: '2026-11-26T06:00:00.000Z', remainingToday: 2 });
    const seen = server.requests[0] as RecordedRequest;
    expect(`${seen.method} ${seen.url.href}`).toBe(`POST ${URL_}`);
    expect(seen.headers.get('content-type')).toBe('application/json');
    expect(seen.json).toEqual({ turnstileToken: 'turnstile-token-1' });
  });

  it.each(['visitor', 'site'] as const)('429 quota for the %s: a refusal that says whose limit, and when it lifts', async (scope) => {
    server.respondWith(() => HttpResponse.json({ error: 'quota', scope, retryAfter: 5400 }, { status: 429 }));
    const refusal = await refusalOf(send());
    expect(refusal).toMatchObject({ reason: 'quota', status: 429, quota: scope, retryAfter: 5400 });
  });

  it('403 challenge: a refusal with no quota (a failed start the visitor may try again)', async () => {
    server.respondWith(() => HttpResponse.json({ error: 'challenge' }, { status: 403 }));
    const refusal = await refusalOf(send());
    expect(refusal).toMatchObject({ reason: 'challenge', status: 403 });
    expect(refusal.quota).toBeUndefined();
  });

  it.each([
    ['400 bad-request', () => HttpResponse.json({ error: 'bad-request' }, { status: 400 }), 'bad-request'],
    ['a 429 that is not a quota answer', () => HttpResponse.json({ error: 'quota', scope: 'planet' }, { status: 429 }), 'unexpected'],
    ['a 500 with no body', () => new HttpResponse(null, { status: 500 }), 'unexpected'],
    ['a 200 without a token', () => HttpResponse.json({ expiresAt: 'x', remainingToday: 1 }), 'unexpected'],
    ['a 200 with a count that is not one', () => HttpResponse.json({ token: 't', expiresAt: 'x', remainingToday: -1 }), 'unexpected'],
    ['a 200 that is not JSON', () => new HttpResponse('<html>', { status: 200 }), 'unexpected'],
  ])('%s: a refusal without a quota', async (_name, answer, reason) => {
    server.respondWith(answer);
    const refusal = await refusalOf(send());
    expect(refusal.reason).toBe(reason);
    expect(refusal.quota).toBeUndefined();
  });

  it('no answer: fetch’s own error, not a refusal', async () => {
    server.respondWith(() => HttpResponse.error());
    const error: unknown = await send().catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(TypeError);
  });

  it('an aborted start aborts the request', async () => {
    server.respondWith(() => new Promise<Response>(() => undefined));
    const abort = new AbortController();
    const pending = send(abort.signal);
    abort.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
