import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { siteDay } from '../../worker/src/day.ts';
import {
  CLOUDFLARE_TEST_SECRET,
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
// Before that, what every request meets: the method, the page it comes from, its body, the rate limit, CORS.

const CALL_PATH = '/api/demo-call';
// 23:00 in Sydney (daylight time, UTC+11) on 14 March 2030: the day ends in an hour.
const LATE_EVENING = '2030-03-14T12:00:00Z';
const NEXT_DAY = '2030-03-14T13:00:30Z';

let turnstile: Awaited<ReturnType<typeof startTurnstileStandIn>>;
let provider: Awaited<ReturnType<typeof startProviderStandIn>>;
let worker: WorkerUnderTest;
/** Every answer a test reads, for the checks that hold for all of them. */
const answers: { status: number; cacheControl: string | null; body: string }[] = [];
let tokens = 0;

/** A passing Turnstile token no request has used before. */
const freshToken = () => `${PASSING_TOKEN}:${++tokens}`;

async function read(response: Response): Promise<{ status: number; headers: Headers; json: Record<string, unknown> }> {
  const body = await response.text();
  answers.push({ status: response.status, cacheControl: response.headers.get('Cache-Control'), body });
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

/** A body with a passing Turnstile token no request has used before. */
const freshBody = () => JSON.stringify({ turnstileToken: freshToken() });

function startWith(vars: Record<string, string>, entry?: string) {
  return startWorker(
    {
      ...TEST_SECRETS,
      ...TEST_VARS,
      TURNSTILE_VERIFY_URL: turnstile.url,
      VAPI_API_BASE_URL: provider.url,
      DAILY_CALLS_SITE_BUDGET: '1000',
      ...vars,
    },
    entry,
  );
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

  it("passes the visitor's church, as the rule takes it, as the assistant's one variable, and nothing else the page sends", async () => {
    const churchName = "St Mary's & St Joseph's, Kew";
    const { status } = await call({
      address: '203.0.113.11',
      now: '2030-05-02T01:00:00Z',
      extra: { churchName, assistantOverrides: { variableValues: { churchName: 'Other', systemPrompt: 'x' }, maxDurationSeconds: 43_200 } },
    });
    expect(status).toBe(201);
    expect(provider.posts.map((post) => JSON.parse(post.body) as unknown)).toEqual([
      { assistantId: TEST_VARS.DEMO_ASSISTANT_ID, assistantOverrides: { variableValues: { churchName } } },
    ]);
  });

  let refusedNames = 0;
  it.each([
    ['markup', 'St <b>Mary</b>'],
    ['a template', '{{ systemPrompt }}'],
    ['61 characters', 'a'.repeat(61)],
    ['spaces the page would have tidied', ' St  Mary '],
    ['a variation selector', 'St Mary\uFE0F'],
    ['nothing', ''],
    ['null', null],
    ['a list', ['St Mary']],
  ])("makes the call without a church name the page's rule does not give back (%s), and logs that, not the name", async (_, churchName) => {
    const logged = worker.logs.length;
    // A visitor for each: three calls a day from one.
    const address = `192.0.2.${100 + (refusedNames += 1)}`;
    const { status } = await call({ address, now: '2030-05-03T01:00:00Z', extra: { churchName } });
    expect(status).toBe(201);
    expect(JSON.parse(provider.posts.at(-1)?.body ?? '{}')).toEqual({ assistantId: TEST_VARS.DEMO_ASSISTANT_ID });
    // The log comes from workerd after the answer.
    await expect.poll(() => worker.logs.slice(logged).join('\n')).toContain('"churchName":"refused"');
    if (typeof churchName === 'string' && churchName.length > 3)
      expect(worker.logs.slice(logged).join('\n')).not.toContain(churchName.trim());
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

  it("asks siteverify once, as a form with the secret, the widget's token, the visitor's address and an idempotency key", async () => {
    const turnstileToken = freshToken();
    expect((await call({ address: '198.51.100.7', now: '2030-08-02T01:00:00Z', turnstileToken })).status).toBe(201);
    expect(turnstile.posts).toHaveLength(1);
    expect(turnstile.posts[0]?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    const { idempotency_key: key, ...form } = turnstile.posts[0]?.form ?? {};
    expect(form).toEqual({ secret: TEST_SECRETS.TURNSTILE_SECRET, response: turnstileToken, remoteip: '198.51.100.7' });
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  it('gives a visitor three calls a day: the fourth is refused until the next day in Sydney', async () => {
    const address = '203.0.113.44';
    const remaining = [];
    for (let n = 0; n < 3; n += 1) remaining.push((await call({ address, now: LATE_EVENING })).json.remainingToday);
    expect(remaining).toEqual([2, 1, 0]);

    const fourth = await call({ address, now: LATE_EVENING });
    expect(fourth.status).toBe(429);
    expect(fourth.json).toEqual({ error: 'quota', scope: 'visitor', retryAfter: 3600 });
    expect(fourth.headers.get('Retry-After')).toBe('3600');
    expect(provider.posts).toHaveLength(3);
    expect(await worker.counts('2030-03-14')).toEqual({ siteCalls: 3, visitors: 1 });
    const [stored] = await worker.storedVisitors('2030-03-14');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);

    expect((await call({ address: '203.0.113.45', now: LATE_EVENING })).status).toBe(201);
    const nextDay = await call({ address, now: NEXT_DAY });
    expect(nextDay.status).toBe(201);
    expect(nextDay.json.remainingToday).toBe(2);
    expect(await worker.counts('2030-03-15')).toEqual({ siteCalls: 1, visitors: 1 });
  });

  it('refuses a failed challenge with 403, asks the provider nothing and counts nothing', async () => {
    const now = '2030-08-03T01:00:00Z';
    const address = '203.0.113.60';
    const logged = worker.logs.length;
    const failed = await call({ address, now, turnstileToken: 'turnstile-fail' });
    expect(failed.status).toBe(403);
    expect(failed.json).toEqual({ error: 'challenge' });
    expect(worker.logs.slice(logged)).toEqual([
      expect.stringContaining('"outcome":"challenge-failed","errorCodes":["invalid-input-response"]'),
    ]);
    expect(provider.posts).toEqual([]);
    expect(await worker.counts('2030-08-03')).toEqual({ siteCalls: 0, visitors: 0 });
    for (let n = 0; n < 3; n += 1) expect((await call({ address, now })).status).toBe(201);
  });

  let badBodies = 0;
  it.each([
    ['not JSON', '{"turnstileToken":'],
    ['no token', '{}'],
    ['an empty token', '{"turnstileToken":""}'],
    ['a token that is not a string', '{"turnstileToken":42}'],
    ['an array', '[]'],
    ['a token longer than Turnstile makes', JSON.stringify({ turnstileToken: 'x'.repeat(2049) })],
  ])('answers 400 to a body with %s, without asking siteverify or the provider', async (_, body) => {
    // A visitor for each: more than the rate limit's ten a minute from one would meet it first.
    const address = `198.51.100.${200 + (badBodies += 1)}`;
    const answer = await read(await worker.post({ path: CALL_PATH, address, now: '2030-08-04T01:00:00Z', body }));
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: 'bad-request' });
    expect(turnstile.posts).toEqual([]);
    expect(provider.posts).toEqual([]);
  });

  it('answers 405 to other methods on the path and 404 elsewhere', async () => {
    const get = await read(await worker.fetch(CALL_PATH));
    expect(get.status).toBe(405);
    expect(get.json).toEqual({ error: 'method' });
    expect(get.headers.get('Allow')).toBe('POST, OPTIONS');
    const elsewhere = await read(await worker.fetch('/api/other', { method: 'POST', body: '{}' }));
    expect([elsewhere.status, elsewhere.json]).toEqual([404, { error: 'not-found' }]);
    expect((await read(await worker.fetch('/'))).status).toBe(404);
  });

  it('serves no /api/demo-token: a good request there is 404, and neither siteverify nor the provider is asked', async () => {
    const now = '2030-08-05T01:00:00Z';
    const answer = await read(await worker.post({ path: '/api/demo-token', address: '203.0.113.140', now, body: freshBody() }));
    expect(answer.status).toBe(404);
    expect(answer.json).toEqual({ error: 'not-found' });
    expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull();
    const preflight = await read(
      await worker.fetch('/api/demo-token', {
        method: 'OPTIONS',
        headers: { Origin: SITE_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
      }),
    );
    expect(preflight.status).toBe(404);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(turnstile.posts).toEqual([]);
    expect(provider.posts).toEqual([]);
    expect(await worker.counts('2030-08-05')).toEqual({ siteCalls: 0, visitors: 0 });
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
      // 11:00 in Sydney (standard time, UTC+10): the next day starts in 13 hours.
      expect(all.find(({ status }) => status === 429)?.json).toEqual({ error: 'quota', scope: 'site', retryAfter: 46_800 });
      expect(provider.posts.length).toBeLessThanOrEqual(50);
      expect(await budgeted.counts('2030-05-07')).toEqual({ siteCalls: 50, visitors: 50 });
    } finally {
      await budgeted.dispose();
    }
  });
});

describe('refused before anything is spent: neither siteverify nor the provider asked, nothing counted', () => {
  const day = '2030-05-08';
  const now = `${day}T01:00:00Z`;
  /** Another day, for the request that shows a refusal's visitor or headers are still taken. */
  const laterDay = '2030-08-07T01:00:00Z';
  /** Reads the answer, and checks that neither siteverify nor the provider was asked and nothing was counted. */
  async function refusedQuietly(request: () => Promise<Response>) {
    turnstile.posts.length = 0;
    const answer = await read(await request());
    expect(turnstile.posts).toEqual([]);
    expect(provider.posts).toEqual([]);
    expect(await worker.counts(day)).toEqual({ siteCalls: 0, visitors: 0 });
    return answer;
  }

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
    const answer = await refusedQuietly(() => request);
    expect(answer.status).toBe(status);
    expect(answer.json).toEqual({ error });
  });

  it('a page of another site, however it sends (text/plain asks for no preflight): 403 origin, no CORS', async () => {
    for (const contentType of ['application/json', 'text/plain']) {
      const answer = await refusedQuietly(() =>
        worker.post({
          path: CALL_PATH,
          address: '203.0.113.120',
          now,
          body: freshBody(),
          origin: 'https://evil.example',
          headers: { 'Content-Type': contentType },
        }),
      );
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ error: 'origin' });
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull();
    }
  });

  it('a body that is not JSON: 415, from the site too', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await refusedQuietly(() =>
        worker.post({ path: CALL_PATH, address: '203.0.113.121', now, body: freshBody(), headers: { 'Content-Type': contentType } }),
      );
      expect(answer.status).toBe(415);
      expect(answer.json).toEqual({ error: 'media-type' });
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN);
    }
    const withCharset = await call({
      address: '203.0.113.121',
      now: laterDay,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    });
    expect(withCharset.status).toBe(201);
  });

  it('a body that passes 4 KiB as it streams, with no length: 413 once 4 KiB have come, the rest never read', async () => {
    let sent = 0;
    let sentAtAnswer = Infinity;
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        // 100 MB, were it all read.
        if (sent >= 100 * 1024 * 1024) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const logged = worker.logs.length;
    // The Worker answers and stops reading; the sender may see its connection closed before the answer.
    const status = await worker
      .fetch(CALL_PATH, {
        method: 'POST',
        now,
        body: endless,
        duplex: 'half',
        headers: { 'Content-Type': 'application/json', 'CF-Connecting-IP': '203.0.113.123', Origin: SITE_ORIGIN },
      } as RequestInit)
      .then(
        async (response) => {
          sentAtAnswer = sent;
          return (await read(response)).status;
        },
        () => {
          sentAtAnswer = sent;
          return 'closed';
        },
      );
    expect([413, 'closed']).toContain(status);
    // The log line may come after the sender saw its connection closed.
    await expect.poll(() => worker.logs.slice(logged)).toEqual([expect.stringContaining('"outcome":"refused-too-large"')]);
    // What the local runtime drains from the socket after answering is the transport's; the Worker
    // answered long before the 100 MB were sent.
    expect(sentAtAnswer).toBeLessThan(16 * 1024 * 1024);
    expect(turnstile.posts).toEqual([]);
    expect(provider.posts).toEqual([]);
    expect(await worker.counts(day)).toEqual({ siteCalls: 0, visitors: 0 });
  });

  it('an eleventh request in a minute from one visitor, an IPv6 /64 being one: 429 rate, with retryAfter in the body and the header', async () => {
    const failing = JSON.stringify({ turnstileToken: 'turnstile-fail' });
    // Ten requests from addresses of one /64, each answered as its challenge deserves.
    for (let n = 1; n <= 10; n += 1) {
      const answer = await read(await worker.post({ path: CALL_PATH, address: `2001:db8:99:1::${n.toString(16)}`, now, body: failing }));
      expect(answer.status).toBe(403);
    }
    const eleventh = await refusedQuietly(() =>
      worker.post({ path: CALL_PATH, address: '2001:db8:99:1:aaaa:bbbb:cccc:dddd', now, body: freshBody() }),
    );
    expect(eleventh.status).toBe(429);
    expect(eleventh.json).toEqual({ error: 'rate', retryAfter: 60 });
    expect(eleventh.headers.get('Retry-After')).toBe('60');
    // The page reads it across origins.
    expect(eleventh.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN);
    expect(eleventh.headers.get('Access-Control-Expose-Headers')).toBe('Retry-After');
    // Another /64 is another visitor.
    expect((await call({ address: '2001:db8:99:2::1', now: laterDay })).status).toBe(201);
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

  it("Cloudflare's test secret: passes on this machine's origins (its answer names example.com and no action), and is refused for a public site", async () => {
    const local = 'http://127.0.0.1:5173';
    const development = await startWith({ TURNSTILE_SECRET: CLOUDFLARE_TEST_SECRET, SITE_ORIGIN: local });
    const published = await startWith({ TURNSTILE_SECRET: CLOUDFLARE_TEST_SECRET });
    try {
      const body = freshBody();
      const passed = await read(await development.post({ path: CALL_PATH, address: '198.51.100.60', now, origin: local, body }));
      expect(passed.status).toBe(201);
      expect(provider.posts).toHaveLength(1);
      const asked = turnstile.posts.length;
      const refused = await read(await published.post({ path: CALL_PATH, address: '198.51.100.61', now, body: freshBody() }));
      expect([refused.status, refused.json]).toEqual([500, { error: 'misconfigured' }]);
      expect(published.logs).toEqual([expect.stringContaining('"outcome":"misconfigured","problems":["TURNSTILE_SECRET"]')]);
      expect(turnstile.posts).toHaveLength(asked);
      expect(provider.posts).toHaveLength(1);
    } finally {
      await Promise.all([development.dispose(), published.dispose()]);
    }
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

describe('a site served from more than one origin', () => {
  it('takes requests from each origin SITE_ORIGIN lists, and gives each its own CORS', async () => {
    const both = await startWith({ SITE_ORIGIN: `${SITE_ORIGIN}, https://www.site.vestry.test`, DAILY_CALLS_SITE_BUDGET: '5' });
    try {
      const now = '2030-07-02T01:00:00Z';
      for (const origin of [SITE_ORIGIN, 'https://www.site.vestry.test']) {
        const answer = await read(await both.post({ path: CALL_PATH, address: '203.0.113.130', now, origin, body: freshBody() }));
        expect(answer.status).toBe(201);
        expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(origin);
      }
      const other = await read(
        await both.post({ path: CALL_PATH, address: '203.0.113.130', now, origin: 'https://other.site.vestry.test', body: freshBody() }),
      );
      expect(other.status).toBe(403);
      expect(provider.posts).toHaveLength(2);
    } finally {
      await both.dispose();
    }
  });

  it('a blank or malformed SITE_ORIGIN answers 500 misconfigured and names it in the log', async () => {
    for (const value of ['', 'https://site.vestry.test/path', 'site.vestry.test']) {
      const broken = await startWith({ SITE_ORIGIN: value, DAILY_CALLS_SITE_BUDGET: '5' });
      try {
        const answer = await read(await broken.post({ path: CALL_PATH, address: '203.0.113.131', origin: null, body: freshBody() }));
        expect(answer.status).toBe(500);
        expect(answer.json).toEqual({ error: 'misconfigured' });
        expect(broken.logs.join('\n')).toContain('"problems":["SITE_ORIGIN"]');
      } finally {
        await broken.dispose();
      }
    }
    expect(turnstile.posts).toEqual([]);
    expect(provider.posts).toEqual([]);
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    worker.fetch(CALL_PATH, {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });

  it("allows the site's origin, and only it", async () => {
    const now = '2030-08-06T01:00:00Z';
    const fromSite = await call({ address: '203.0.113.80', now });
    expect(fromSite.status).toBe(201);
    expect(fromSite.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN);
    expect(fromSite.headers.get('Vary')).toBe('Origin');
    expect(fromSite.headers.get('Access-Control-Expose-Headers')).toBe('Retry-After');
    for (const origin of ['https://elsewhere.test', 'https://site.vestry.test.elsewhere.test', 'http://site.vestry.test']) {
      const fromElsewhere = await read(await worker.post({ path: CALL_PATH, address: '203.0.113.81', now, origin, body: freshBody() }));
      expect(fromElsewhere.status).toBe(403);
      expect(fromElsewhere.json).toEqual({ error: 'origin' });
      expect(fromElsewhere.headers.get('Access-Control-Allow-Origin')).toBeNull();
    }
  });

  it("answers the site's preflight, and refuses any other's", async () => {
    const fromSite = await read(await preflight(SITE_ORIGIN));
    expect(fromSite.status).toBe(204);
    expect(fromSite.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN);
    expect(fromSite.headers.get('Access-Control-Allow-Methods')).toBe('POST');
    expect(fromSite.headers.get('Access-Control-Allow-Headers')).toBe('Content-Type');
    const logged = worker.logs.length;
    const fromElsewhere = await read(await preflight('https://elsewhere.test'));
    expect(fromElsewhere.status).toBe(403);
    expect(fromElsewhere.headers.get('Access-Control-Allow-Origin')).toBeNull();
    expect(worker.logs.slice(logged)).toEqual([expect.stringContaining('"outcome":"preflight-refused","origin":"https://elsewhere.test"')]);
    expect(turnstile.posts).toEqual([]);
    expect(provider.posts).toEqual([]);
  });
});

describe('old days', () => {
  it("deletes a day's counts once the day is over", async () => {
    // A day long gone: the alarm that forgets it is already due when the first call is counted.
    const { status } = await call({ address: '203.0.113.90', now: '2020-01-01T01:00:00Z' });
    expect(status).toBe(201);
    await expect.poll(() => worker.counts('2020-01-01'), { timeout: 10_000 }).toEqual({ siteCalls: 0, visitors: 0 });
  });
});

describe('the deployed entry', () => {
  it('serves the same endpoint on the real clock, and answers 500 naming what is missing from its configuration', async () => {
    const deployed = await startWith({ DAILY_CALLS_SITE_BUDGET: '5' }, 'src/index.ts');
    const unconfigured = await startWorker({ ...TEST_SECRETS, SITE_ORIGIN, DAILY_CALLS_SITE_BUDGET: '5' }, 'src/index.ts');
    try {
      const before = siteDay(Date.now());
      // The test clock's header is not read: the call is counted on today's date in Sydney.
      const created = await read(
        await deployed.post({ path: CALL_PATH, address: '203.0.113.100', now: '2030-01-01T01:00:00Z', body: freshBody() }),
      );
      const after = siteDay(Date.now());
      expect(created.status).toBe(201);
      expect(created.json.callId).toEqual(expect.stringMatching(/^call_\d+$/));
      const today = await Promise.all([...new Set([before, after])].map((day) => deployed.counts(day)));
      expect(today.reduce((total, { siteCalls }) => total + siteCalls, 0)).toBe(1);
      expect(await deployed.counts('2030-01-01')).toEqual({ siteCalls: 0, visitors: 0 });

      provider.posts.length = 0;
      const refused = await read(await unconfigured.post({ path: CALL_PATH, address: '203.0.113.101', body: freshBody() }));
      expect(refused.status).toBe(500);
      expect(refused.json).toEqual({ error: 'misconfigured' });
      expect(refused.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN);
      expect(unconfigured.logs.join('\n')).toContain('"problems":["DEMO_ASSISTANT_ID"]');
      expect(provider.posts).toEqual([]);
    } finally {
      await Promise.all([deployed.dispose(), unconfigured.dispose()]);
    }
  });

  it('answers 503 when siteverify cannot be reached, asks the provider nothing and counts nothing', async () => {
    const cut = await startWith({ TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/siteverify', DAILY_CALLS_SITE_BUDGET: '5' });
    try {
      const logged = cut.logs.length;
      const answer = await read(
        await cut.post({ path: CALL_PATH, address: '203.0.113.102', now: '2030-05-07T01:00:00Z', body: freshBody() }),
      );
      expect(answer.status).toBe(503);
      expect(answer.json).toEqual({ error: 'unavailable' });
      expect(cut.logs.slice(logged)).toEqual([expect.stringContaining('"outcome":"siteverify-unreachable"')]);
      expect(provider.posts).toEqual([]);
      expect(await cut.counts('2030-05-07')).toEqual({ siteCalls: 0, visitors: 0 });
    } finally {
      await cut.dispose();
    }
  });
});

describe('every answer and log line', () => {
  it('every answer says no-store, and the tests have seen each status', () => {
    expect(new Set(answers.map(({ status }) => status))).toEqual(new Set([201, 204, 400, 403, 404, 405, 413, 415, 429, 500, 502, 503]));
    for (const { cacheControl } of answers) expect(cacheControl).toBe('no-store');
  });

  it('carries no secret, no provider key, no bearer, no Turnstile token and no address', () => {
    expect(answers.length).toBeGreaterThan(20);
    for (const { body } of answers) {
      expect(body).not.toContain(TEST_SECRETS.TURNSTILE_SECRET);
      expect(body).not.toContain(TEST_SECRETS.VAPI_PRIVATE_KEY);
      expect(body).not.toContain(TEST_SECRETS.VISITOR_HASH_SECRET);
      expect(body).not.toMatch(/eyJ[\w-]+\.[\w-]+/);
      expect(body).not.toMatch(/Bearer|gpt-4|hooks\.vestry|listenUrl|orgId/);
    }
    expect(worker.logs.some((line) => line.includes('"outcome":"created"'))).toBe(true);
    for (const line of worker.logs) {
      expect(line).not.toContain(TEST_SECRETS.TURNSTILE_SECRET);
      expect(line).not.toContain(TEST_SECRETS.VAPI_PRIVATE_KEY);
      expect(line).not.toContain(TEST_SECRETS.VISITOR_HASH_SECRET);
      expect(line).not.toContain(PASSING_TOKEN);
      expect(line).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
      expect(line).not.toMatch(/198\.51\.100\.|203\.0\.113\.|2001:db8/);
    }
  });
});
