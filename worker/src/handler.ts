import { mintCallToken } from './call-token.ts';
import { readConfig, type WorkerConfig } from './config.ts';
import { nextDayStart, secondsUntilNextDay, siteDay } from './day.ts';
import type { Env } from './env.ts';
import { verifyTurnstile } from './turnstile.ts';

export const TOKEN_PATH = '/api/demo-token';

/** A day's counts are deleted an hour after it ends: no request of that day can still be on its way. */
const FORGET_AFTER_MS = 60 * 60 * 1000;
const MAX_BODY_CHARS = 4096;

type Answer = Record<string, string | number>;

/** One line per request, for `wrangler tail` and Workers Logs: never an address, a token or a secret. */
function log(fields: Record<string, string | number | string[]>): void {
  console.log(JSON.stringify({ event: 'demo-token', ...fields }));
}

function corsHeaders(request: Request, env: Env): Record<string, string> {
  const origin = request.headers.get('Origin');
  const siteOrigin = env.SITE_ORIGIN?.trim();
  if (!origin || !siteOrigin || origin !== siteOrigin) return {};
  return { 'Access-Control-Allow-Origin': siteOrigin, 'Access-Control-Expose-Headers': 'Retry-After', Vary: 'Origin' };
}

function reply(status: number, body: Answer | null, headers: Record<string, string>): Response {
  const all: Record<string, string> = { 'Cache-Control': 'no-store', ...headers };
  if (body) all['Content-Type'] = 'application/json';
  return new Response(body ? JSON.stringify(body) : null, { status, headers: all });
}

async function readTurnstileToken(request: Request): Promise<string | undefined> {
  const text = await request.text();
  if (text.length > MAX_BODY_CHARS) return undefined;
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null || !('turnstileToken' in body)) return undefined;
    const token = body.turnstileToken;
    return typeof token === 'string' && token.length > 0 && token.length <= 2048 ? token : undefined;
  } catch {
    return undefined;
  }
}

/** The visitor's key for the day: an HMAC of the day and the address, so no address is stored. */
async function visitorKey(config: WorkerConfig, day: string, address: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(config.privateKey), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(`${day} ${address}`));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

async function issue(request: Request, env: Env, config: WorkerConfig, now: () => number, cors: Record<string, string>): Promise<Response> {
  const turnstileToken = await readTurnstileToken(request);
  if (turnstileToken === undefined) {
    log({ outcome: 'bad-request' });
    return reply(400, { error: 'bad-request' }, cors);
  }
  const address = request.headers.get('CF-Connecting-IP');
  const verdict = await verifyTurnstile(config.verifyUrl, config.turnstileSecret, turnstileToken, address);
  if ('unreachable' in verdict) {
    log({ outcome: 'siteverify-unreachable' });
    return reply(503, { error: 'unavailable' }, cors);
  }
  if (!verdict.passed) {
    log({ outcome: 'challenge-failed', errorCodes: verdict.errorCodes });
    return reply(403, { error: 'challenge' }, cors);
  }
  const at = now();
  const day = siteDay(at);
  const counter = env.DAILY_COUNTS.get(env.DAILY_COUNTS.idFromName(day));
  const visitor = await visitorKey(config, day, address ?? 'unknown');
  const taken = await counter.take(
    visitor,
    { perVisitor: config.perVisitor, siteBudget: config.siteBudget },
    nextDayStart(at) + FORGET_AFTER_MS,
  );
  if (!taken.granted) {
    const retryAfter = secondsUntilNextDay(at);
    log({ outcome: `quota-${taken.scope}`, day });
    return reply(429, { error: 'quota', scope: taken.scope, retryAfter }, { ...cors, 'Retry-After': String(retryAfter) });
  }
  const { token, expiresAt } = await mintCallToken(config, at);
  log({ outcome: 'issued', day, siteCalls: taken.siteCalls, siteBudget: config.siteBudget });
  return reply(200, { token, expiresAt, remainingToday: Math.max(0, config.perVisitor - taken.visitorCalls) }, cors);
}

/** `POST /api/demo-token`: a Turnstile token in, a short-lived call token out, within the day's limits. */
export async function handleRequest(request: Request, env: Env, now: () => number): Promise<Response> {
  if (new URL(request.url).pathname !== TOKEN_PATH) return reply(404, { error: 'not-found' }, {});
  const cors = corsHeaders(request, env);
  const allowed = Object.keys(cors).length > 0;
  if (request.method === 'OPTIONS') {
    if (!allowed) return reply(403, null, {});
    return reply(204, null, {
      ...cors,
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '600',
    });
  }
  if (request.method !== 'POST') return reply(405, { error: 'method' }, { ...cors, Allow: 'POST, OPTIONS' });
  const read = readConfig(env);
  if (!read.ok) {
    log({ outcome: 'misconfigured', problems: read.problems });
    return reply(500, { error: 'unavailable' }, cors);
  }
  try {
    return await issue(request, env, read.config, now, cors);
  } catch (error) {
    // The error's name only: a message could quote a request or a binding.
    log({ outcome: 'error', error: error instanceof Error ? error.name : 'unknown' });
    return reply(500, { error: 'unavailable' }, cors);
  }
}
