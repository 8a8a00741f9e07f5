// @vitest-environment node
// The site's side of the demo-call endpoint (the Worker's POST /api/demo-call), over MSW.
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DemoCallRefusal, requestDemoCall } from '../../streams/demo-endpoint/demo-call-request';
import { useRecordingServer, type RecordedRequest } from '../provider-api/recording-server';

const URL_ = 'https://demo.church.test/api/demo-call';
const server = useRecordingServer();
const send = (signal?: AbortSignal, churchName?: string) =>
  requestDemoCall(URL_, { turnstileToken: 'turnstile-token-1', churchName }, (url, init) => fetch(url, init), signal);

const CREATED = {
  callId: 'call-1',
  webCallUrl: 'https://vestry.daily.co/room-1',
  remainingToday: 2,
  artifactPlan: { videoRecordingEnabled: false },
  assistant: { voice: { provider: 'vapi' } },
};

async function refusalOf(promise: Promise<unknown>): Promise<DemoCallRefusal> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof DemoCallRefusal)) throw new Error(`not a refusal: ${String(error)}`);
  return error;
}

describe('requestDemoCall', () => {
  it('POSTs only the challenge’s token as JSON, with no credentials and no Authorization, and resolves with the Worker’s call and the day’s count', async () => {
    server.respondWith(() => HttpResponse.json(CREATED, { status: 201 }));
    await expect(send()).resolves.toEqual({
      webCall: {
        id: 'call-1',
        webCallUrl: 'https://vestry.daily.co/room-1',
        artifactPlan: { videoRecordingEnabled: false },
        assistant: { voice: { provider: 'vapi' } },
      },
      remainingToday: 2,
    });
    const seen = server.requests[0] as RecordedRequest;
    expect(`${seen.method} ${seen.url.href}`).toBe(`POST ${URL_}`);
    expect(seen.headers.get('content-type')).toBe('application/json');
    expect(seen.headers.get('authorization')).toBeNull();
    expect(seen.json).toEqual({ turnstileToken: 'turnstile-token-1' });
  });

  it('sends the visitor’s church beside the token where the call is given one, and nothing else of theirs', async () => {
    server.respondWith(() => HttpResponse.json(CREATED, { status: 201 }));
    await send(undefined, "St Mary's");
    await send(undefined, '');
    expect(server.requests.map((request) => request.json)).toEqual([
      { turnstileToken: 'turnstile-token-1', churchName: "St Mary's" },
      { turnstileToken: 'turnstile-token-1' },
    ]);
  });

  it('keeps the room’s join token where the Worker passes one on, which the join must carry', async () => {
    server.respondWith(() => HttpResponse.json({ ...CREATED, transport: { callToken: 'room-token-1', other: 'x' } }, { status: 201 }));
    const made = await send();
    expect(made.webCall.transport).toEqual({ callToken: 'room-token-1' });
    server.respondWith(() => HttpResponse.json({ ...CREATED, transport: { callToken: '' } }, { status: 201 }));
    expect((await send()).webCall).not.toHaveProperty('transport');
  });

  it('keeps only the fields the client reads: whatever else the answer carries does not reach the call', async () => {
    server.respondWith(() =>
      HttpResponse.json({ ...CREATED, token: 'a-bearer', assistant: { voice: { provider: 'vapi' }, model: {} } }, { status: 201 }),
    );
    const made = await send();
    expect(made.webCall).not.toHaveProperty('token');
    expect(made.webCall.assistant).toEqual({ voice: { provider: 'vapi' } });
  });

  it.each(['visitor', 'site'] as const)('429 quota for the %s: a limit that says whose, and when it lifts', async (scope) => {
    server.respondWith(() =>
      HttpResponse.json({ error: 'quota', scope, retryAfter: 5400 }, { status: 429, headers: { 'Retry-After': '5400' } }),
    );
    const refusal = await refusalOf(send());
    expect(refusal).toMatchObject({ reason: 'limit', status: 429, quota: scope, retryAfter: 5400 });
    expect(refusal).not.toHaveProperty('busy');
    expect(refusal).not.toHaveProperty('permanent');
  });

  it('429 rate: the connection’s minute, its time from the body, else from Retry-After', async () => {
    server.respondWith(() => HttpResponse.json({ error: 'rate', retryAfter: 60 }, { status: 429 }));
    expect(await refusalOf(send())).toMatchObject({ reason: 'limit', quota: 'rate', retryAfter: 60 });
    server.respondWith(() => HttpResponse.json({ error: 'rate' }, { status: 429, headers: { 'Retry-After': '42' } }));
    expect(await refusalOf(send())).toMatchObject({ reason: 'limit', quota: 'rate', retryAfter: 42 });
    server.respondWith(() => new HttpResponse(null, { status: 429 }));
    const untimed = await refusalOf(send());
    expect(untimed).toMatchObject({ reason: 'limit', quota: 'rate' });
    expect(untimed.retryAfter).toBeUndefined();
  });

  it.each([
    ['502 provider', 502, { error: 'provider' }],
    ['503 unavailable', 503, { error: 'unavailable' }],
  ])('%s: busy, try again in a minute', async (_name, status, body) => {
    server.respondWith(() => HttpResponse.json(body, { status }));
    const refusal = await refusalOf(send());
    expect(refusal).toMatchObject({ reason: 'busy', status, busy: true });
    expect(refusal.quota).toBeUndefined();
    expect(refusal).not.toHaveProperty('permanent');
  });

  it.each([
    ['500 misconfigured', 500, { error: 'misconfigured' }],
    ['403 origin', 403, { error: 'origin' }],
    ['405 method', 405, { error: 'method' }],
    ['413 too-large', 413, { error: 'too-large' }],
    ['415 content-type', 415, { error: 'content-type' }],
  ])('%s: the endpoint is not set up for this site, so the demo is unavailable for the visit', async (_name, status, body) => {
    server.respondWith(() => HttpResponse.json(body, { status }));
    const refusal = await refusalOf(send());
    expect(refusal).toMatchObject({ reason: 'unavailable', status, permanent: true });
    expect(refusal).not.toHaveProperty('busy');
  });

  it('403 challenge: a refusal with no mark (a failed start the visitor may try again)', async () => {
    server.respondWith(() => HttpResponse.json({ error: 'challenge' }, { status: 403 }));
    const refusal = await refusalOf(send());
    expect(refusal).toMatchObject({ reason: 'challenge', status: 403 });
    for (const key of ['quota', 'retryAfter', 'busy', 'permanent']) expect(refusal).not.toHaveProperty(key);
  });

  it.each([
    ['400 bad-request', () => HttpResponse.json({ error: 'bad-request' }, { status: 400 })],
    ['a 200 (the endpoint answers 201 for a call)', () => HttpResponse.json(CREATED)],
    ['a 201 without a call id', () => HttpResponse.json({ ...CREATED, callId: '' }, { status: 201 })],
    ['a 201 without a room', () => HttpResponse.json({ ...CREATED, webCallUrl: undefined }, { status: 201 })],
    ['a 201 whose room is not https', () => HttpResponse.json({ ...CREATED, webCallUrl: 'http://vestry.daily.co/r' }, { status: 201 })],
    ['a 201 with a count that is not one', () => HttpResponse.json({ ...CREATED, remainingToday: -1 }, { status: 201 })],
    ['a 201 that is not JSON', () => new HttpResponse('<html>', { status: 201 })],
  ])('%s: unexpected, without a mark', async (_name, answer) => {
    server.respondWith(answer);
    const refusal = await refusalOf(send());
    expect(refusal.reason).toBe('unexpected');
    for (const key of ['quota', 'busy', 'permanent']) expect(refusal).not.toHaveProperty(key);
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
