import { decodeProtectedHeader, errors, jwtVerify } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PASSING_TOKEN,
  SITE_ORIGIN,
  TEST_SECRETS,
  TEST_VARS,
  startTurnstileStandIn,
  startWorker,
  type WorkerUnderTest,
} from './worker-harness.ts';

// 23:00 in Sydney (daylight time, UTC+11) on 14 March 2030: the day ends in an hour.
const LATE_EVENING = '2030-03-14T12:00:00Z';
const NEXT_DAY = '2030-03-14T13:00:30Z';
const key = new TextEncoder().encode(TEST_SECRETS.VAPI_PRIVATE_KEY);

let turnstile: Awaited<ReturnType<typeof startTurnstileStandIn>>;
let worker: WorkerUnderTest;
/** Every answer a test reads, for the checks that hold for all of them. */
const answers: { status: number; cacheControl: string | null; body: string }[] = [];

async function read(response: Response): Promise<{ status: number; headers: Headers; json: Record<string, unknown> }> {
  const body = await response.text();
  answers.push({ status: response.status, cacheControl: response.headers.get('Cache-Control'), body });
  return { status: response.status, headers: response.headers, json: body ? (JSON.parse(body) as Record<string, unknown>) : {} };
}

beforeAll(async () => {
  turnstile = await startTurnstileStandIn();
  worker = await startWorker({ ...TEST_SECRETS, ...TEST_VARS, TURNSTILE_VERIFY_URL: turnstile.url, DAILY_CALLS_SITE_BUDGET: '1000' });
});

afterAll(async () => {
  await worker.dispose();
  await turnstile.close();
});

describe('POST /api/demo-token', () => {
  it('answers a passed challenge with a 120-second token for the demo assistant on the site alone', async () => {
    const now = '2030-05-02T01:00:00Z';
    const { status, json } = await read(await worker.post({ address: '203.0.113.5', now }));
    expect(status).toBe(200);
    expect(Object.keys(json).sort()).toEqual(['expiresAt', 'remainingToday', 'token']);
    expect(json.remainingToday).toBe(2);
    const token = String(json.token);
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'], currentDate: new Date(now) });
    const issuedAt = Date.parse(now) / 1000;
    expect(payload).toEqual({
      orgId: TEST_VARS.VAPI_ORG_ID,
      token: {
        tag: 'public',
        restrictions: {
          enabled: true,
          allowedOrigins: [SITE_ORIGIN],
          allowedAssistantIds: [TEST_VARS.DEMO_ASSISTANT_ID],
          allowTransientAssistant: false,
        },
      },
      iat: issuedAt,
      exp: issuedAt + 120,
    });
    expect(json.expiresAt).toBe(new Date((issuedAt + 120) * 1000).toISOString());
    await expect(jwtVerify(token, key, { currentDate: new Date(Date.parse(now) + 119_000) })).resolves.toBeTruthy();
    await expect(jwtVerify(token, key, { currentDate: new Date(Date.parse(now) + 121_000) })).rejects.toBeInstanceOf(errors.JWTExpired);
    await expect(jwtVerify(token, new TextEncoder().encode('another key'))).rejects.toBeInstanceOf(errors.JWSSignatureVerificationFailed);
  });

  it("asks siteverify with the secret, the widget's token and the visitor's address, as a form", async () => {
    turnstile.posts.length = 0;
    await read(await worker.post({ address: '198.51.100.7', now: '2030-05-03T01:00:00Z' }));
    expect(turnstile.posts).toHaveLength(1);
    expect(turnstile.posts[0]?.contentType).toMatch(/^application\/x-www-form-urlencoded/);
    expect(turnstile.posts[0]?.form).toEqual({ secret: TEST_SECRETS.TURNSTILE_SECRET, response: PASSING_TOKEN, remoteip: '198.51.100.7' });
  });

  it('gives a visitor three calls a day: the fourth is refused until the next day in Sydney', async () => {
    const address = '203.0.113.44';
    const remaining = [];
    for (let call = 0; call < 3; call++)
      remaining.push((await read(await worker.post({ address, now: LATE_EVENING }))).json.remainingToday);
    expect(remaining).toEqual([2, 1, 0]);

    const fourth = await read(await worker.post({ address, now: LATE_EVENING }));
    expect(fourth.status).toBe(429);
    expect(fourth.json).toEqual({ error: 'quota', scope: 'visitor', retryAfter: 3600 });
    expect(fourth.headers.get('Retry-After')).toBe('3600');
    expect(await worker.counts('2030-03-14')).toEqual({ siteCalls: 3, visitors: 1 });
    const [stored] = await worker.storedVisitors('2030-03-14');
    expect(stored).toMatch(/^[0-9a-f]{64}$/);

    expect((await read(await worker.post({ address: '203.0.113.45', now: LATE_EVENING }))).status).toBe(200);
    const nextDay = await read(await worker.post({ address, now: NEXT_DAY }));
    expect(nextDay.status).toBe(200);
    expect(nextDay.json.remainingToday).toBe(2);
    expect(await worker.counts('2030-03-15')).toEqual({ siteCalls: 1, visitors: 1 });
  });

  it('refuses a failed challenge with 403 and counts nothing', async () => {
    const now = '2030-05-04T01:00:00Z';
    const address = '203.0.113.60';
    const failed = await read(await worker.post({ address, now, body: JSON.stringify({ turnstileToken: 'turnstile-fail' }) }));
    expect(failed.status).toBe(403);
    expect(failed.json).toEqual({ error: 'challenge' });
    expect(await worker.counts('2030-05-04')).toEqual({ siteCalls: 0, visitors: 0 });
    for (let call = 0; call < 3; call++) expect((await read(await worker.post({ address, now }))).status).toBe(200);
  });

  it.each([
    ['not JSON', '{"turnstileToken":'],
    ['no token', '{}'],
    ['an empty token', '{"turnstileToken":""}'],
    ['a token that is not a string', '{"turnstileToken":42}'],
    ['an array', '[]'],
    ['a token longer than Turnstile makes', JSON.stringify({ turnstileToken: 'x'.repeat(2049) })],
  ])('answers 400 to a body with %s, without asking siteverify', async (_, body) => {
    turnstile.posts.length = 0;
    const answer = await read(await worker.post({ address: '203.0.113.70', now: '2030-05-05T01:00:00Z', body }));
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual({ error: 'bad-request' });
    expect(turnstile.posts).toEqual([]);
  });

  it('answers 405 to other methods on the path and 404 elsewhere', async () => {
    const get = await read(await worker.fetch('/api/demo-token'));
    expect(get.status).toBe(405);
    expect(get.headers.get('Allow')).toBe('POST, OPTIONS');
    expect((await read(await worker.fetch('/api/other', { method: 'POST', body: '{}' }))).status).toBe(404);
    expect((await read(await worker.fetch('/'))).status).toBe(404);
  });
});

describe('refused before anything is spent: nothing asked of siteverify, nothing counted', () => {
  const day = '2030-07-01';
  const now = `${day}T01:00:00Z`;
  /** Posts, and checks that siteverify was not asked and nothing was counted. */
  async function refusedQuietly(request: () => Promise<Response>) {
    turnstile.posts.length = 0;
    const answer = await read(await request());
    expect(turnstile.posts).toEqual([]);
    expect(await worker.counts(day)).toEqual({ siteCalls: 0, visitors: 0 });
    return answer;
  }

  it('another method: 405', async () => {
    const answer = await refusedQuietly(() => worker.fetch('/api/demo-token', { method: 'PUT', body: '{}', now }));
    expect(answer.status).toBe(405);
    expect(answer.json).toEqual({ error: 'method' });
  });

  it('a page of another site, however it sends (text/plain asks for no preflight): 403 origin, no CORS', async () => {
    for (const contentType of ['application/json', 'text/plain']) {
      const answer = await refusedQuietly(() =>
        worker.post({ address: '203.0.113.120', now, origin: 'https://evil.example', headers: { 'Content-Type': contentType } }),
      );
      expect(answer.status).toBe(403);
      expect(answer.json).toEqual({ error: 'origin' });
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBeNull();
    }
  });

  it('a body that is not JSON: 415, from the site too', async () => {
    for (const contentType of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await refusedQuietly(() => worker.post({ address: '203.0.113.121', now, headers: { 'Content-Type': contentType } }));
      expect(answer.status).toBe(415);
      expect(answer.json).toEqual({ error: 'media-type' });
      expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN);
    }
    expect(
      (
        await read(
          await worker.post({
            address: '203.0.113.121',
            now: '2030-07-03T02:00:00Z',
            headers: { 'Content-Type': 'application/json; charset=utf-8' },
          }),
        )
      ).status,
    ).toBe(200);
  });

  it('a body over 4 KiB by its length: 413', async () => {
    const body = JSON.stringify({ turnstileToken: PASSING_TOKEN, padding: 'x'.repeat(4096) });
    const answer = await refusedQuietly(() => worker.post({ address: '203.0.113.122', now, body }));
    expect(answer.status).toBe(413);
    expect(answer.json).toEqual({ error: 'too-large' });
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
    turnstile.posts.length = 0;
    const logged = worker.logs.length;
    // The Worker answers and stops reading; the sender may see its connection closed before the answer.
    const status = await worker
      .fetch('/api/demo-token', {
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
    expect(await worker.counts(day)).toEqual({ siteCalls: 0, visitors: 0 });
  });

  it('an eleventh request in a minute from one visitor, an IPv6 /64 being one: 429 rate, siteverify not asked', async () => {
    const failing = JSON.stringify({ turnstileToken: 'turnstile-fail' });
    // Ten requests from addresses of one /64, each answered as its challenge deserves.
    for (let n = 1; n <= 10; n += 1) {
      const answer = await read(await worker.post({ address: `2001:db8:1:2::${n.toString(16)}`, now, body: failing }));
      expect(answer.status).toBe(403);
    }
    const eleventh = await refusedQuietly(() => worker.post({ address: '2001:db8:1:2:aaaa:bbbb:cccc:dddd', now }));
    expect(eleventh.status).toBe(429);
    expect(eleventh.json).toEqual({ error: 'rate' });
    expect(eleventh.headers.get('Retry-After')).toBe('60');
    // Another /64 is another visitor.
    expect((await read(await worker.post({ address: '2001:db8:1:3::1', now: '2030-07-03T02:00:00Z' }))).status).toBe(200);
  });
});

describe('a site served from more than one origin', () => {
  it('takes requests from each origin SITE_ORIGIN lists, gives each its own CORS, and its tokens allow them all', async () => {
    const both = await startWorker({
      ...TEST_SECRETS,
      ...TEST_VARS,
      SITE_ORIGIN: `${SITE_ORIGIN}, https://www.site.vestry.test`,
      TURNSTILE_VERIFY_URL: turnstile.url,
      DAILY_CALLS_SITE_BUDGET: '5',
    });
    try {
      const now = '2030-07-02T01:00:00Z';
      for (const origin of [SITE_ORIGIN, 'https://www.site.vestry.test']) {
        const answer = await read(await both.post({ address: '203.0.113.130', now, origin }));
        expect(answer.status).toBe(200);
        expect(answer.headers.get('Access-Control-Allow-Origin')).toBe(origin);
        const { payload } = await jwtVerify(String(answer.json.token), key, { currentDate: new Date(now) });
        expect(payload.token).toMatchObject({ restrictions: { allowedOrigins: [SITE_ORIGIN, 'https://www.site.vestry.test'] } });
      }
      expect((await read(await both.post({ address: '203.0.113.130', now, origin: 'https://other.site.vestry.test' }))).status).toBe(403);
    } finally {
      await both.dispose();
    }
  });

  it('a blank or malformed SITE_ORIGIN answers 500 misconfigured and names it in the log', async () => {
    for (const value of ['', 'https://site.vestry.test/path', 'site.vestry.test']) {
      const broken = await startWorker({
        ...TEST_SECRETS,
        ...TEST_VARS,
        SITE_ORIGIN: value,
        TURNSTILE_VERIFY_URL: turnstile.url,
        DAILY_CALLS_SITE_BUDGET: '5',
      });
      try {
        const answer = await read(await broken.post({ address: '203.0.113.131', origin: null }));
        expect(answer.status).toBe(500);
        expect(answer.json).toEqual({ error: 'misconfigured' });
        expect(broken.logs.join('\n')).toContain('"problems":["SITE_ORIGIN"]');
      } finally {
        await broken.dispose();
      }
    }
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    worker.fetch('/api/demo-token', {
      method: 'OPTIONS',
      headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'content-type' },
    });

  it("allows the site's origin, and only it", async () => {
    const now = '2030-05-06T01:00:00Z';
    const fromSite = await read(await worker.post({ address: '203.0.113.80', now }));
    expect(fromSite.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN);
    expect(fromSite.headers.get('Vary')).toBe('Origin');
    expect(fromSite.headers.get('Access-Control-Expose-Headers')).toBe('Retry-After');
    for (const origin of ['https://elsewhere.test', 'https://site.vestry.test.elsewhere.test', 'http://site.vestry.test']) {
      const fromElsewhere = await read(await worker.post({ address: '203.0.113.81', now, origin }));
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
    const fromElsewhere = await read(await preflight('https://elsewhere.test'));
    expect(fromElsewhere.status).toBe(403);
    expect(fromElsewhere.headers.get('Access-Control-Allow-Origin')).toBeNull();
  });
});

describe('the site budget', () => {
  it('gives 200 simultaneous visitors exactly 50 tokens when the budget is 50', async () => {
    const budgeted = await startWorker({
      ...TEST_SECRETS,
      ...TEST_VARS,
      TURNSTILE_VERIFY_URL: turnstile.url,
      DAILY_CALLS_SITE_BUDGET: '50',
    });
    try {
      const now = '2030-06-10T02:00:00Z'; // noon in Sydney (standard time, UTC+10)
      const responses = await Promise.all(
        Array.from({ length: 200 }, (_, visitor) => budgeted.post({ address: `10.1.${visitor >> 8}.${visitor & 255}`, now }).then(read)),
      );
      const statuses = responses.map(({ status }) => status);
      expect(statuses.filter((status) => status === 200)).toHaveLength(50);
      expect(statuses.filter((status) => status === 429)).toHaveLength(150);
      expect(responses.find(({ status }) => status === 429)?.json).toEqual({ error: 'quota', scope: 'site', retryAfter: 43_200 });
      expect(await budgeted.counts('2030-06-10')).toEqual({ siteCalls: 50, visitors: 50 });
    } finally {
      await budgeted.dispose();
    }
  });
});

describe('old days', () => {
  it("deletes a day's counts once the day is over", async () => {
    // A day long gone: the alarm that forgets it is already due when the first call is counted.
    const { status } = await read(await worker.post({ address: '203.0.113.90', now: '2020-01-01T01:00:00Z' }));
    expect(status).toBe(200);
    await expect.poll(() => worker.counts('2020-01-01'), { timeout: 10_000 }).toEqual({ siteCalls: 0, visitors: 0 });
  });
});

describe('the deployed entry', () => {
  it('serves the same endpoint on the real clock, and answers 500 naming what is missing from its configuration', async () => {
    const deployed = await startWorker(
      { ...TEST_SECRETS, ...TEST_VARS, TURNSTILE_VERIFY_URL: turnstile.url, DAILY_CALLS_SITE_BUDGET: '5' },
      'src/index.ts',
    );
    const unconfigured = await startWorker({ ...TEST_SECRETS, SITE_ORIGIN, DAILY_CALLS_SITE_BUDGET: '5' }, 'src/index.ts');
    try {
      const issued = await read(await deployed.post({ address: '203.0.113.100' }));
      expect(issued.status).toBe(200);
      const { payload } = await jwtVerify(String(issued.json.token), key);
      expect((payload.exp ?? 0) - Date.now() / 1000).toBeGreaterThan(100);

      const refused = await read(await unconfigured.post({ address: '203.0.113.101' }));
      expect(refused.status).toBe(500);
      expect(refused.json).toEqual({ error: 'misconfigured' });
      expect(refused.headers.get('Access-Control-Allow-Origin')).toBe(SITE_ORIGIN);
      expect(unconfigured.logs.join('\n')).toContain('"problems":["VAPI_ORG_ID","DEMO_ASSISTANT_ID"]');
    } finally {
      await Promise.all([deployed.dispose(), unconfigured.dispose()]);
    }
  });

  it('answers 503 when siteverify cannot be reached, and counts nothing', async () => {
    const cut = await startWorker({
      ...TEST_SECRETS,
      ...TEST_VARS,
      TURNSTILE_VERIFY_URL: 'http://127.0.0.1:9/siteverify',
      DAILY_CALLS_SITE_BUDGET: '5',
    });
    try {
      const answer = await read(await cut.post({ address: '203.0.113.102', now: '2030-05-07T01:00:00Z' }));
      expect(answer.status).toBe(503);
      expect(answer.json).toEqual({ error: 'unavailable' });
      expect(await cut.counts('2030-05-07')).toEqual({ siteCalls: 0, visitors: 0 });
    } finally {
      await cut.dispose();
    }
  });
});

describe('every answer', () => {
  it('says no-store, and carries no secret', () => {
    expect(new Set(answers.map(({ status }) => status))).toEqual(new Set([200, 204, 400, 403, 404, 405, 413, 415, 429, 500, 503]));
    for (const answer of answers) {
      expect(answer.cacheControl).toBe('no-store');
      expect(answer.body).not.toContain(TEST_SECRETS.TURNSTILE_SECRET);
      expect(answer.body).not.toContain(TEST_SECRETS.VAPI_PRIVATE_KEY);
    }
  });

  it('logs one line per request with no secret, token or address in it', () => {
    expect(worker.logs.some((line) => line.includes('"outcome":"issued"'))).toBe(true);
    for (const line of worker.logs) {
      expect(line).not.toContain(TEST_SECRETS.TURNSTILE_SECRET);
      expect(line).not.toContain(TEST_SECRETS.VAPI_PRIVATE_KEY);
      expect(line).not.toContain(PASSING_TOKEN);
      expect(line).not.toMatch(/\d+\.\d+\.\d+\.\d+/);
    }
  });
});
