// Runs the demo-token Worker in workerd (Miniflare) with a Turnstile stand-in on a local port.
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
};
export const TEST_VARS = {
  VAPI_ORG_ID: 'org_vestry_test',
  SITE_ORIGIN,
  DEMO_ASSISTANT_ID: 'asst_demo_test',
};

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

/** Cloudflare's siteverify as the tests need it: success for the secret and the passing token, failure otherwise. */
export async function startTurnstileStandIn() {
  const posts: SiteverifyPost[] = [];
  const server = createServer((request, response) => {
    void readBody(request).then((text) => {
      const form = Object.fromEntries(new URLSearchParams(text));
      posts.push({ contentType: request.headers['content-type'], form });
      const success = form.secret === TEST_SECRETS.TURNSTILE_SECRET && form.response === PASSING_TOKEN;
      response.setHeader('Content-Type', 'application/json');
      response.end(
        JSON.stringify(success ? { success, hostname: 'site.vestry.test' } : { success, 'error-codes': ['invalid-input-response'] }),
      );
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

const WORKER_NAME = 'demo-token';

export interface WorkerUnderTest {
  /** `POST /api/demo-token` from a visitor's address at a moment of the test clock (`origin: null`: no Origin header). */
  post(options: {
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
    const response = await mf.dispatchFetch(`https://token.vestry.test${path}`, { ...init, headers } as never);
    return response as unknown as Response;
  };
  return {
    fetch,
    post: ({ address, now, body = JSON.stringify({ turnstileToken: PASSING_TOKEN }), origin = SITE_ORIGIN, headers = {} }) =>
      fetch('/api/demo-token', {
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
    logs,
    dispose: () => mf.dispose(),
  };
}
