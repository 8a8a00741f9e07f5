import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  PASSING_TOKEN,
  SITE_ORIGIN,
  TEST_SECRETS,
  TEST_VARS,
  startProviderStandIn,
  startTurnstileStandIn,
  startWorker,
  type WorkerUnderTest,
} from './worker-harness.ts';

// POST /api/demo-call: the Worker creates the call itself, with a body of its own, and counts it once it exists.

const CALL_PATH = '/api/demo-call';

let turnstile: Awaited<ReturnType<typeof startTurnstileStandIn>>;
let provider: Awaited<ReturnType<typeof startProviderStandIn>>;
let worker: WorkerUnderTest;
/** Every answer a test reads, for the checks that hold for all of them. */
const answers: { status: number; body: string }[] = [];
let tokens = 0;

/** A passing Turnstile token no request has used before. */
const freshToken = () => `${PASSING_TOKEN}:${++tokens}`;

async function read(response: Response): Promise<{ status: number; headers: Headers; json: Record<string, unknown> }> {
  const body = await response.text();
  answers.push({ status: response.status, body });
  return { status: response.status, headers: response.headers, json: body ? (JSON.parse(body) as Record<string, unknown>) : {} };
}

function call(options: {
  address: string;
  now: string;
  turnstileToken?: string;
  extra?: Record<string, unknown>;
  headers?: Record<string, string>;
}) {
  const { address, now, turnstileToken = freshToken(), extra = {}, headers = {} } = options;
  return worker.post({ path: CALL_PATH, address, now, body: JSON.stringify({ turnstileToken, ...extra }), headers }).then(read);
}

function startWith(vars: Record<string, string>) {
  return startWorker({
    ...TEST_SECRETS,
    ...TEST_VARS,
    TURNSTILE_VERIFY_URL: turnstile.url,
    VAPI_API_BASE_URL: provider.url,
    DAILY_CALLS_SITE_BUDGET: '1000',
    ...vars,
  });
}

beforeAll(async () => {
  turnstile = await startTurnstileStandIn();
  provider = await startProviderStandIn();
  worker = await startWith({});
});

beforeEach(() => {
  provider.state.behaviour = 'create';
  provider.posts.length = 0;
  turnstile.posts.length = 0;
});

afterAll(async () => {
  await worker.dispose();
  await turnstile.close();
  await provider.close();
});

describe('POST /api/demo-call', () => {
  it("creates the call with the Worker's own fixed body, whatever the page sends, and answers the room with no bearer", async () => {
    const { status, json } = await call({
      address: '203.0.113.10',
      now: '2030-05-02T01:00:00Z',
      extra: {
        assistantId: 'asst_someone_else',
        assistant: { model: { provider: 'openai', model: 'gpt-4.1' } },
        assistantOverrides: {
          maxDurationSeconds: 43_200,
          model: { provider: 'anthropic', model: 'claude' },
          server: { url: 'https://evil.example' },
        },
        squadId: 'squad_x',
      },
    });
    expect(status).toBe(201);
    expect(provider.posts).toEqual([
      {
        path: '/call/web',
        authorization: `Bearer ${TEST_SECRETS.VAPI_PRIVATE_KEY}`,
        contentType: 'application/json',
        body: JSON.stringify({ assistantId: TEST_VARS.DEMO_ASSISTANT_ID }),
      },
    ]);
    expect(String(json.callId)).toMatch(/^call_\d+$/);
    expect(json).toEqual({
      callId: json.callId,
      webCallUrl: `https://vestry-test.daily.co/${String(json.callId)}`,
      remainingToday: 2,
      artifactPlan: { videoRecordingEnabled: false },
      assistant: { voice: { provider: 'vapi' } },
    });
  });

  it('asks siteverify with an idempotency key, and gives the visitor three calls a day', async () => {
    const now = '2030-05-03T01:00:00Z';
    const remaining = [];
    for (let n = 0; n < 3; n += 1) remaining.push((await call({ address: '198.51.100.20', now })).json.remainingToday);
    expect(remaining).toEqual([2, 1, 0]);
    const fourth = await call({ address: '198.51.100.20', now });
    expect(fourth.status).toBe(429);
    expect(fourth.json).toMatchObject({ error: 'quota', scope: 'visitor' });
    expect(provider.posts).toHaveLength(3);
    const { response, idempotency_key: key, ...rest } = turnstile.posts[0]?.form ?? {};
    expect(rest).toEqual({ secret: TEST_SECRETS.TURNSTILE_SECRET, remoteip: '198.51.100.20' });
    expect(response).toMatch(/^turnstile-pass:/);
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('holds one IPv6 /64 as one visitor, and keys it with the visitor-hash secret, not the provider key', async () => {
    const now = '2030-05-04T01:00:00Z';
    for (const host of ['a', 'b', 'c']) expect((await call({ address: `2001:db8:7:9::${host}`, now })).status).toBe(201);
    const fourth = await call({ address: '2001:db8:7:9:ffff::1', now });
    expect(fourth.json).toMatchObject({ error: 'quota', scope: 'visitor' });
    expect((await call({ address: '2001:db8:7:a::1', now })).status).toBe(201);
    const key = (secret: string, network: string) => createHmac('sha256', secret).update(`2030-05-04 ${network}`).digest('hex');
    expect((await worker.storedVisitors('2030-05-04')).sort()).toEqual(
      [key(TEST_SECRETS.VISITOR_HASH_SECRET, '2001:db8:7:9::/64'), key(TEST_SECRETS.VISITOR_HASH_SECRET, '2001:db8:7:a::/64')].sort(),
    );
  });
});

describe('a call is counted once it exists', () => {
  const cases: [string, () => void, Record<string, string>][] = [
    ['a provider 5xx', () => (provider.state.behaviour = { status: 503 }), {}],
    ['a provider 4xx (our key refused)', () => (provider.state.behaviour = { status: 401 }), {}],
    ['a provider that does not answer in time', () => (provider.state.behaviour = 'hang'), { 'X-Test-Provider-Timeout-Ms': '300' }],
  ];
  it.each(cases)('%s: 502 provider, nothing counted, the visitor keeps the call', async (_, arrange, headers) => {
    const now = '2030-05-05T01:00:00Z';
    const address = `192.0.2.${cases.findIndex(([name]) => name === _) + 10}`;
    arrange();
    const logged = worker.logs.length;
    const failed = await call({ address, now, headers });
    expect(failed.status).toBe(502);
    expect(failed.json).toEqual({ error: 'provider' });
    expect(provider.posts).toHaveLength(1);
    expect(worker.logs.slice(logged)).toEqual([expect.stringContaining('"outcome":"provider-failed"')]);
    expect(await worker.reservations('2030-05-05')).toBe(0);
    const counted = (await worker.counts('2030-05-05')).siteCalls;
    provider.state.behaviour = 'create';
    const again = await call({ address, now });
    expect(again.status).toBe(201);
    expect(again.json.remainingToday).toBe(2);
    expect((await worker.counts('2030-05-05')).siteCalls).toBe(counted + 1);
  });

  it('a 201 with no room in it: counted (the call exists), and 502 provider to the page', async () => {
    provider.state.behaviour = 'no-room';
    const answer = await call({ address: '192.0.2.40', now: '2030-05-06T01:00:00Z' });
    expect(answer.status).toBe(502);
    expect(await worker.counts('2030-05-06')).toEqual({ siteCalls: 1, visitors: 1 });
  });

  it('a place left by a request that died after asking the provider lapses into a counted call after a minute, never given back', async () => {
    const day = '2030-05-10';
    const now = Date.parse(`${day}T01:00:00Z`);
    // The day's object, as a first call leaves it.
    expect((await call({ address: '192.0.2.60', now: new Date(now).toISOString() })).status).toBe(201);
    const visitor = createHmac('sha256', TEST_SECRETS.VISITOR_HASH_SECRET).update(`${day} 192.0.2.61`).digest('hex');
    await worker.exec(day, 'INSERT INTO reservations (id, visitor, at) VALUES (?, ?, ?)', 'died', visitor, now - 61_000);
    const next = await call({ address: '192.0.2.61', now: new Date(now).toISOString() });
    expect(next.status).toBe(201);
    // The lapsed place counted as this visitor's first call of the day.
    expect(next.json.remainingToday).toBe(1);
    expect(await worker.reservations(day)).toBe(0);
    expect(await worker.counts(day)).toEqual({ siteCalls: 3, visitors: 2 });
  });

  it('gives 200 simultaneous visitors against a budget of 50 at most 50 provider calls, exactly 50 created', async () => {
    const budgeted = await startWith({ DAILY_CALLS_SITE_BUDGET: '50' });
    try {
      const now = '2030-05-07T01:00:00Z';
      const all = await Promise.all(
        Array.from({ length: 200 }, (_, n) =>
          budgeted
            .post({
              path: CALL_PATH,
              address: `10.${Math.floor(n / 250)}.${n % 250}.1`,
              now,
              body: JSON.stringify({ turnstileToken: freshToken() }),
            })
            .then(read),
        ),
      );
      const statuses = all.map(({ status }) => status);
      expect(statuses.filter((status) => status === 201)).toHaveLength(50);
      expect(all.filter(({ status, json }) => status === 429 && json.scope === 'site')).toHaveLength(150);
      expect(provider.posts.length).toBeLessThanOrEqual(50);
      expect(await budgeted.counts('2030-05-07')).toEqual({ siteCalls: 50, visitors: 50 });
    } finally {
      await budgeted.dispose();
    }
  });
});

describe('refused before anything is spent: neither siteverify nor the provider asked, nothing counted', () => {
  const now = '2030-05-08T01:00:00Z';
  const refusals: [string, Parameters<WorkerUnderTest['post']>[0], number, string][] = [
    ['another method (PUT)', { address: '198.51.100.30' }, 405, 'method'],
    ['a foreign page', { address: '198.51.100.31', origin: 'https://evil.example' }, 403, 'origin'],
    ['text/plain', { address: '198.51.100.32', headers: { 'Content-Type': 'text/plain' } }, 415, 'media-type'],
    [
      'a Content-Length over 4 KiB',
      { address: '198.51.100.33', body: JSON.stringify({ turnstileToken: PASSING_TOKEN, pad: 'x'.repeat(5000) }) },
      413,
      'too-large',
    ],
  ];
  it.each(refusals)('%s', async (_, options, status, error) => {
    const request =
      status === 405
        ? worker.fetch(CALL_PATH, { method: 'PUT', now, headers: { Origin: SITE_ORIGIN, 'CF-Connecting-IP': options.address } })
        : worker.post({ path: CALL_PATH, now, ...options });
    const answer = await read(await request);
    expect([answer.status, answer.json.error]).toEqual([status, error]);
    expect(turnstile.posts).toEqual([]);
    expect(provider.posts).toEqual([]);
    expect(await worker.counts('2030-05-08')).toEqual({ siteCalls: 0, visitors: 0 });
  });

  it('an eleventh request in a minute from one visitor: 429 rate', async () => {
    const failing = JSON.stringify({ turnstileToken: 'turnstile-fail' });
    for (let n = 0; n < 10; n += 1) {
      await read(await worker.post({ path: CALL_PATH, address: `2001:db8:99:1::${n + 1}`, now, body: failing }));
    }
    turnstile.posts.length = 0;
    const eleventh = await read(await worker.post({ path: CALL_PATH, address: '2001:db8:99:1::ff', now }));
    expect(eleventh.status).toBe(429);
    expect(eleventh.json).toEqual({ error: 'rate' });
    expect(eleventh.headers.get('Retry-After')).toBe('60');
    expect(turnstile.posts).toEqual([]);
    expect(provider.posts).toEqual([]);
  });
});

describe("Turnstile's whole answer", () => {
  const now = '2030-05-09T01:00:00Z';

  it('a token solved on another hostname, or for another action: 403 challenge, no call', async () => {
    for (const [n, kind] of ['turnstile-elsewhere', 'turnstile-other-action'].entries()) {
      const logged = worker.logs.length;
      const answer = await call({ address: `198.51.100.4${n}`, now, turnstileToken: `${kind}:1` });
      expect([answer.status, answer.json]).toEqual([403, { error: 'challenge' }]);
      expect(worker.logs.slice(logged)).toEqual([expect.stringContaining('"outcome":"challenge-elsewhere"')]);
    }
    expect(provider.posts).toEqual([]);
    expect(await worker.counts('2030-05-09')).toEqual({ siteCalls: 0, visitors: 0 });
  });

  it("Cloudflare's internal-error is asked once more with the same idempotency key; twice is 503", async () => {
    const once = await call({ address: '198.51.100.50', now, turnstileToken: 'turnstile-internal-error-once:1' });
    expect(once.status).toBe(201);
    expect(turnstile.posts).toHaveLength(2);
    expect(turnstile.posts[1]?.form.idempotency_key).toBe(turnstile.posts[0]?.form.idempotency_key);
    turnstile.posts.length = 0;
    const twice = await call({ address: '198.51.100.51', now, turnstileToken: 'turnstile-internal-error:1' });
    expect([twice.status, twice.json]).toEqual([503, { error: 'unavailable' }]);
    expect(turnstile.posts).toHaveLength(2);
    expect(provider.posts).toHaveLength(1);
  });

  it('our own secret refused by siteverify: 500 misconfigured, logged with its name', async () => {
    const wrong = await startWith({ TURNSTILE_SECRET: 'not-the-secret' });
    try {
      const answer = await read(
        await wrong.post({ path: CALL_PATH, address: '198.51.100.52', now, body: JSON.stringify({ turnstileToken: freshToken() }) }),
      );
      expect([answer.status, answer.json]).toEqual([500, { error: 'misconfigured' }]);
      expect(wrong.logs).toEqual([expect.stringMatching(/"outcome":"misconfigured","problems":\["TURNSTILE_SECRET"\]/)]);
      expect(provider.posts).toEqual([]);
    } finally {
      await wrong.dispose();
    }
  });

  it('one Turnstile token sent ten times at once, from ten addresses: one call', async () => {
    const token = freshToken();
    const all = await Promise.all(Array.from({ length: 10 }, (_, n) => call({ address: `198.18.0.${n + 1}`, now, turnstileToken: token })));
    expect(all.map(({ status }) => status).sort()).toEqual([201, ...Array<number>(9).fill(403)]);
    expect(provider.posts).toHaveLength(1);
    const later = await call({ address: '198.18.0.99', now, turnstileToken: token });
    expect(later.status).toBe(403);
  });
});

describe('every answer and log line', () => {
  it('carries no provider key, no bearer, no Turnstile token and no address', () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const { body } of answers) {
      expect(body).not.toContain(TEST_SECRETS.VAPI_PRIVATE_KEY);
      expect(body).not.toContain(TEST_SECRETS.VISITOR_HASH_SECRET);
      expect(body).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
      expect(body).not.toMatch(/Bearer|gpt-4|hooks\.vestry|listenUrl|orgId/);
    }
    for (const line of worker.logs) {
      expect(line).not.toContain(TEST_SECRETS.VAPI_PRIVATE_KEY);
      expect(line).not.toContain(TEST_SECRETS.VISITOR_HASH_SECRET);
      expect(line).not.toContain(PASSING_TOKEN);
      expect(line).not.toMatch(/198\.51\.100\.|203\.0\.113\.|2001:db8/);
    }
  });
});
