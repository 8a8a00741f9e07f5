// @vitest-environment node
import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { VirtualTimeScheduler, firstValueFrom } from 'rxjs';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createContactSender, type FetchLike } from '../../streams/contact/send-contact';
import { toContactPayload } from '../../streams/contact/contact-payload';
import { EMPTY_DRAFT } from '../../streams/contact/contact-draft';
import { SIMULATED_CONTACT_TRIGGERS } from '../../streams/simulated/contact-service';
import { SIMULATED_CONTACT_ENDPOINT, simulatedContactHandlers } from '../../streams/simulated/msw-handlers';

const PAYLOAD = toContactPayload({ ...EMPTY_DRAFT, name: 'Ruth', email: 'ruth@example.org', church: 'Grace Church', message: 'Hi' });
const server = setupServer(...simulatedContactHandlers);

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

// The real global fetch, handed in the way the app will: as a plain function value.
const realFetch: FetchLike = (url, init) => fetch(url, init);
const sender = (scheduler = new VirtualTimeScheduler(), timeoutMs = 15_000) =>
  createContactSender({ fetch: realFetch, endpoint: SIMULATED_CONTACT_ENDPOINT, scheduler, timeoutMs });

describe('contact sender against the simulated endpoint (MSW)', () => {
  it('POSTs exactly the six fields as JSON and counts the 200 as sent', async () => {
    const seen: { method: string; contentType: string | null; accept: string | null; body: unknown }[] = [];
    // Records the request, then falls through (returns nothing) to the simulated handler.
    server.use(
      http.post(SIMULATED_CONTACT_ENDPOINT, async ({ request }) => {
        const body: unknown = await request.clone().json();
        seen.push({
          method: request.method,
          contentType: request.headers.get('content-type'),
          accept: request.headers.get('accept'),
          body,
        });
      }),
    );
    expect(await firstValueFrom(sender()(PAYLOAD))).toEqual({ kind: 'sent' });
    expect(seen).toEqual([
      {
        method: 'POST',
        contentType: 'application/json',
        accept: 'application/json',
        body: {
          name: 'Ruth',
          email: 'ruth@example.org',
          church: 'Grace Church',
          phone: '',
          message: 'Hi',
          subject: 'New inquiry from Grace Church',
        },
      },
    ]);
  });

  it('reports a 500 as an http failure without reading the body', async () => {
    server.use(http.post(SIMULATED_CONTACT_ENDPOINT, () => new HttpResponse('not json at all', { status: 500 })));
    expect(await firstValueFrom(sender()(PAYLOAD))).toEqual({ kind: 'failed', reason: 'http', status: 500 });
  });

  it('reports a network error as a network failure', async () => {
    server.use(http.post(SIMULATED_CONTACT_ENDPOINT, () => HttpResponse.error()));
    expect(await firstValueFrom(sender()(PAYLOAD))).toEqual({ kind: 'failed', reason: 'network' });
  });

  it('times a hanging request out in virtual time and aborts it on the wire', async () => {
    let arrived!: () => void;
    const reachedServer = new Promise<void>((resolve) => (arrived = resolve));
    let serverSignal: AbortSignal | undefined;
    server.use(
      http.post(SIMULATED_CONTACT_ENDPOINT, async ({ request }) => {
        serverSignal = request.signal;
        arrived();
        await delay('infinite');
        return HttpResponse.json({ ok: true });
      }),
    );
    const scheduler = new VirtualTimeScheduler();
    const outcome = firstValueFrom(sender(scheduler, 15_000)(PAYLOAD));
    await reachedServer;
    expect(serverSignal?.aborted).toBe(false);
    scheduler.flush(); // 15 virtual seconds, no real waiting
    expect(await outcome).toEqual({ kind: 'failed', reason: 'timeout' });
    expect(serverSignal?.aborted).toBe(true);
  });
});

describe('simulated contact handlers', () => {
  const post = (body: string, contentType = 'application/json') =>
    fetch(SIMULATED_CONTACT_ENDPOINT, { method: 'POST', headers: { 'Content-Type': contentType }, body });

  it('answer 200 {ok: true} for the six fields', async () => {
    const response = await post(JSON.stringify(PAYLOAD));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
  });

  it.each([
    ['a missing field', JSON.stringify({ ...PAYLOAD, subject: undefined })],
    ['an extra field', JSON.stringify({ ...PAYLOAD, company_website: 'x' })],
    ['a non-string field', JSON.stringify({ ...PAYLOAD, phone: 400 })],
    ['a blank name', JSON.stringify({ ...PAYLOAD, name: ' ' })],
    ['not JSON', '{"name":'],
    ['an array', '[]'],
  ])('answer 422 for %s', async (_label, body) => {
    expect((await post(body)).status).toBe(422);
  });

  it.each([
    ['#simulate-500', { kind: 'failed', reason: 'http', status: 500 }],
    ['#simulate-network-error', { kind: 'failed', reason: 'network' }],
  ])('misbehave on request: %s', async (trigger, outcome) => {
    const payload = { ...PAYLOAD, message: `Testing ${trigger}` };
    expect(await firstValueFrom(sender()(payload))).toEqual(outcome);
  });

  it('hang on request (#simulate-timeout) until the client gives up', async () => {
    const scheduler = new VirtualTimeScheduler();
    let aborted: AbortSignal | undefined;
    const spyFetch: FetchLike = (url, init) => {
      aborted = init.signal ?? undefined;
      return fetch(url, init);
    };
    const send = createContactSender({ fetch: spyFetch, endpoint: SIMULATED_CONTACT_ENDPOINT, scheduler, timeoutMs: 15_000 });
    const reachedServer = new Promise<void>((resolve) => server.events.on('request:start', () => resolve()));
    let settled = false;
    const outcome = firstValueFrom(send({ ...PAYLOAD, message: SIMULATED_CONTACT_TRIGGERS.hang })).finally(() => (settled = true));
    await reachedServer;
    server.events.removeAllListeners();
    for (let tick = 0; tick < 10; tick += 1) await new Promise((resolve) => setImmediate(resolve)); // let a non-hanging handler answer
    expect(settled).toBe(false);
    scheduler.flush();
    expect(await outcome).toEqual({ kind: 'failed', reason: 'timeout' });
    expect(aborted?.aborted).toBe(true);
  });

  it('answer 422 when the body is not sent as JSON', async () => {
    expect((await post(JSON.stringify(PAYLOAD), 'text/plain')).status).toBe(422);
  });
});
