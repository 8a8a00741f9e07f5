// Runs the demo Worker in workerd (Miniflare) with stand-ins for Turnstile and the provider on local ports.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';

export const PASSING_TOKEN = 'turnstile-pass';
export const SITE_ORIGIN = 'https://site.vestry.test';
export const TEST_SECRETS = {
  TURNSTILE_SECRET: 'turnstile-secret-for-tests-0f3a9c',
  VAPI_PRIVATE_KEY: 'vapi-private-key-for-tests-7d21be',
  VISITOR_HASH_SECRET: 'visitor-hash-secret-for-tests-5e90c4',
};
export const TEST_VARS = {
  SITE_ORIGIN,
  DEMO_ASSISTANT_ID: 'asst_demo_test',
};

/** Cloudflare's documented Turnstile test secret that always passes (what `npm run worker:dev` uses by default). */
export const CLOUDFLARE_TEST_SECRET = '1x0000000000000000000000000000000AA';

/** What the Worker posted to siteverify. */
export interface SiteverifyPost {
  contentType: string | undefined;
  form: Record<string, string>;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** The hostname of SITE_ORIGIN, as siteverify names where a widget was solved. */
export const SITE_HOSTNAME = new URL(SITE_ORIGIN).hostname;

/**
 * Cloudflare's siteverify as the tests need it. For the test secret: `turnstile-pass`, or
 * `turnstile-pass:<anything>` (a token of its own: the Worker refuses a token it has seen before),
 * passes for the site's hostname and the `demo-call` action; `turnstile-elsewhere:…` passes for another
 * hostname, `turnstile-other-action:…` for another action; `turnstile-internal-error-once:…` fails with
 * `internal-error` the first time an idempotency key is asked and passes the second;
 * `turnstile-internal-error:…` always fails so; any other token fails. Cloudflare's always-passes test
 * secret passes any token, for `example.com` and no action, as Cloudflare answers it. Another secret: `invalid-input-secret`.
 */
export async function startTurnstileStandIn() {
  const posts: SiteverifyPost[] = [];
  const keysSeen = new Set<string>();
  const answerFor = (form: Record<string, string>): Record<string, unknown> => {
    const passed = (hostname: string, action: string) => ({ success: true, hostname, action, challenge_ts: new Date().toISOString() });
    const failed = (code: string) => ({ success: false, 'error-codes': [code] });
    if (form.secret === CLOUDFLARE_TEST_SECRET) return passed('example.com', '');
    if (form.secret !== TEST_SECRETS.TURNSTILE_SECRET) return failed('invalid-input-secret');
    const [kind] = (form.response ?? '').split(':', 1);
    if (kind === PASSING_TOKEN) return passed(SITE_HOSTNAME, 'demo-call');
    if (kind === 'turnstile-elsewhere') return passed('evil.example', 'demo-call');
    if (kind === 'turnstile-other-action') return passed(SITE_HOSTNAME, 'login');
    if (kind === 'turnstile-internal-error') return failed('internal-error');
    if (kind === 'turnstile-internal-error-once') {
      const key = form.idempotency_key ?? '';
      if (key !== '' && keysSeen.has(key)) return passed(SITE_HOSTNAME, 'demo-call');
      keysSeen.add(key);
      return failed('internal-error');
    }
    return failed('invalid-input-response');
  };
  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const form = Object.fromEntries(new URLSearchParams(text));
      posts.push({ contentType: request.headers['content-type'], form });
      response.setHeader('Content-Type', 'application/json');
      response.end(JSON.stringify(answerFor(form)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/turnstile/v0/siteverify`,
    posts,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** What the Worker sent the provider. */
export interface ProviderPost {
  path: string;
  authorization: string | undefined;
  contentType: string | undefined;
  body: string;
}

/** How the provider stand-in answers the next `POST /call/web`: a call, an error status, silence, or a 201 with no room. */
export type ProviderBehaviour = 'create' | { status: number } | 'hang' | 'no-room';

/**
 * The provider's `POST /call/web` as the tests need it: a web call as the provider answers one (with
 * fields the page must not see: the assistant's model, its server, the org), or what `behaviour` says.
 */
export async function startProviderStandIn() {
  const posts: ProviderPost[] = [];
  const state: { behaviour: ProviderBehaviour; calls: number } = { behaviour: 'create', calls: 0 };
  const hanging = new Set<() => void>();
  const server = createServer((request, response) => {
    void readBody(request).then((body) => {
      posts.push({
        path: request.url ?? '',
        authorization: request.headers.authorization,
        contentType: request.headers['content-type'],
        body,
      });
      const behaviour = state.behaviour;
      if (behaviour === 'hang') {
        hanging.add(() => response.destroy());
        return;
      }
      response.setHeader('Content-Type', 'application/json');
      if (typeof behaviour === 'object') {
        response.statusCode = behaviour.status;
        response.end(JSON.stringify({ message: `failed with ${behaviour.status}`, echo: body }));
        return;
      }
      state.calls += 1;
      const id = `call_${String(state.calls).padStart(4, '0')}`;
      response.statusCode = 201;
      response.end(
        JSON.stringify({
          id,
          orgId: 'org_vestry_test',
          type: 'webCall',
          status: 'queued',
          ...(behaviour === 'no-room' ? {} : { webCallUrl: `https://vestry-test.daily.co/${id}` }),
          monitor: { listenUrl: `wss://provider.test/${id}/listen`, controlUrl: `https://provider.test/${id}/control` },
          artifactPlan: { videoRecordingEnabled: false, recordingEnabled: true },
          assistant: {
            name: 'Vestry demo',
            voice: { provider: 'vapi', voiceId: 'Elliot' },
            model: { provider: 'openai', model: 'gpt-4o', messages: [{ role: 'system', content: 'You are the receptionist.' }] },
            server: { url: 'https://hooks.vestry.test/provider' },
            maxDurationSeconds: 300,
          },
        }),
      );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    posts,
    state,
    close: () =>
      new Promise<void>((resolve) => {
        for (const end of hanging) end();
        server.close(() => resolve());
      }),
  };
}

async function bundle(entry: string): Promise<string> {
  const result = await build({
    entryPoints: [fileURLToPath(new URL(`../../worker/${entry}`, import.meta.url))],
    bundle: true,
    format: 'esm',
    platform: 'neutral',
    target: 'es2024',
    conditions: ['workerd', 'worker', 'browser'],
    external: ['cloudflare:*'],
    write: false,
    logLevel: 'silent',
  });
  const [output] = result.outputFiles;
  if (!output) throw new Error(`esbuild made nothing of ${entry}`);
  return output.text;
}

const WORKER_NAME = 'demo-call';

export interface WorkerUnderTest {
  /**
   * `POST /api/demo-call` (or `path`) from a visitor's address at a moment of the test clock (`origin: null`: no Origin header).
   * The default body's Turnstile token passes once a day: a test that calls twice sends tokens of its own.
   */
  post(options: {
    path?: string;
    address: string;
    now?: string;
    body?: string;
    origin?: string | null;
    headers?: Record<string, string>;
  }): Promise<Response>;
  fetch(path: string, init?: RequestInit & { now?: string }): Promise<Response>;
  /** The counts of a day (`YYYY-MM-DD`) as the Durable Object holds them. */
  counts(day: string): Promise<{ siteCalls: number; visitors: number }>;
  /** The visitor keys a day's Durable Object has stored. */
  storedVisitors(day: string): Promise<string[]>;
  /** The places a day's Durable Object holds for calls the provider has not yet answered. */
  reservations(day: string): Promise<number>;
  /** Runs SQL in a day's Durable Object storage, as a request that died half-way would have left it. */
  exec(day: string, query: string, ...values: (string | number)[]): Promise<unknown[]>;
  logs: string[];
  dispose(): Promise<void>;
}

/**
 * The Worker in workerd. `entry`: `test/clock-entry.ts` (the handler with a test clock, read from
 * `X-Test-Now`) or `src/index.ts` (the deployed entry).
 */
export async function startWorker(vars: Record<string, string>, entry = 'test/clock-entry.ts'): Promise<WorkerUnderTest> {
  const logs: string[] = [];
  const mf = new Miniflare(
    convertV4MiniflareOptions({
      name: WORKER_NAME,
      unsafeInspectDurableObjects: true,
      modules: true,
      script: await bundle(entry),
      compatibilityDate: '2026-11-17',
      durableObjects: { DAILY_COUNTS: { className: 'DailyCounts', useSQLite: true } },
      // As worker/wrangler.jsonc binds it: ten requests a minute from one visitor.
      ratelimits: { REQUESTS: { namespace_id: '1001', simple: { limit: 10, period: 60 } } },
      bindings: vars,
      handleStructuredLogs: ({ message }) => logs.push(message),
    }),
  );
  /** A day's rows, read in the Durable Object's own SQLite storage (none before its first call, or once deleted). */
  const storedRows = async (day: string) => {
    const storage = await mf.unsafeGetDurableObjectStorage(WORKER_NAME, 'DailyCounts', { name: day });
    const tables = await storage.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'visitors'");
    return tables.length === 0 ? [] : storage.exec<{ visitor: string; calls: number }>('SELECT visitor, calls FROM visitors');
  };
  const fetch = async (path: string, { now, ...init }: RequestInit & { now?: string } = {}) => {
    const headers = new Headers(init.headers);
    if (now) headers.set('X-Test-Now', now);
    const response = await mf.dispatchFetch(`https://demo.vestry.test${path}`, { ...init, headers } as never);
    return response as unknown as Response;
  };
  return {
    fetch,
    post: ({
      path = '/api/demo-call',
      address,
      now,
      body = JSON.stringify({ turnstileToken: PASSING_TOKEN }),
      origin = SITE_ORIGIN,
      headers = {},
    }) =>
      fetch(path, {
        method: 'POST',
        body,
        now,
        headers: {
          'Content-Type': 'application/json',
          'CF-Connecting-IP': address,
          ...(origin === null ? {} : { Origin: origin }),
          ...headers,
        },
      }),
    counts: async (day) => {
      const rows = await storedRows(day);
      return { siteCalls: rows.reduce((total, { calls }) => total + calls, 0), visitors: rows.length };
    },
    storedVisitors: async (day) => (await storedRows(day)).map(({ visitor }) => visitor),
    exec: async (day, query, ...values) => {
      const storage = await mf.unsafeGetDurableObjectStorage(WORKER_NAME, 'DailyCounts', { name: day });
      return storage.exec(query, ...values);
    },
    reservations: async (day) => {
      const storage = await mf.unsafeGetDurableObjectStorage(WORKER_NAME, 'DailyCounts', { name: day });
      const tables = await storage.exec("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'reservations'");
      return tables.length === 0 ? 0 : (await storage.exec<{ n: number }>('SELECT COUNT(*) AS n FROM reservations'))[0]!.n;
    },
    logs,
    dispose: () => mf.dispose(),
  };
}
