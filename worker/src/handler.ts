import { readCappedBody, refuseByHeaders, siteOrigins, visitorNetwork, type Refusal } from './admission.ts';
import { mintCallToken } from './call-token.ts';
import { readConfig, type WorkerConfig } from './config.ts';
import { nextDayStart, secondsUntilNextDay, siteDay } from './day.ts';
import type { Env } from './env.ts';
import { verifyTurnstile } from './turnstile.ts';

export const TOKEN_PATH = '/api/demo-token';

/** A day's counts are deleted an hour after it ends: no request of that day can still be on its way. */
const FORGET_AFTER_MS = 60 * 60 * 1000;
/** The rate limiting binding's period (wrangler.jsonc), told to a visitor it refused. */
const RATE_PERIOD_SECONDS = 60;

type Answer = Record<string, string | number>;

/** One line per request, for `wrangler tail` and Workers Logs: never an address, a token or a secret. */
function log(fields: Record<string, string | number | string[]>): void {
  console.log(JSON.stringify({ event: 'demo-token', ...fields }));
}

/** CORS for a request from one of the site's pages; none for any other. */
function corsHeaders(request: Request, origins: readonly string[]): Record<string, string> {
  const origin = request.headers.get('Origin');
  if (!origin || !origins.includes(origin)) return {};
  return { 'Access-Control-Allow-Origin': origin, 'Access-Control-Expose-Headers': 'Retry-After', Vary: 'Origin' };
}

function reply(status: number, body: Answer | null, headers: Record<string, string>): Response {
  const all: Record<string, string> = { 'Cache-Control': 'no-store', ...headers };
  if (body) all['Content-Type'] = 'application/json';
  return new Response(body ? JSON.stringify(body) : null, { status, headers: all });
}

/** The widget's token from a JSON body, or undefined when there is none. */
function turnstileTokenOf(text: string): string | undefined {
  try {
    const body: unknown = JSON.parse(text);
    if (typeof body !== 'object' || body === null || !('turnstileToken' in body)) return undefined;
    const token = body.turnstileToken;
    return typeof token === 'string' && token.length > 0 && token.length <= 2048 ? token : undefined;
  } catch {
    return undefined;
  }
}

/** An HMAC of `text`, in hex: how a visitor is named to the counts and the rate limit, so no address is stored or sent. */
async function hashed(config: WorkerConfig, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(config.privateKey), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await crypto.subtle.sign('HMAC', key, encoder.encode(text));
  return [...new Uint8Array(mac)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function refused(refusal: Refusal, cors: Record<string, string>): Response {
  log({ outcome: `refused-${refusal.error}` });
  const extra: Record<string, string> =
    refusal.status === 405 ? { Allow: 'POST, OPTIONS' } : refusal.status === 429 ? { 'Retry-After': String(RATE_PERIOD_SECONDS) } : {};
  return reply(refusal.status, { error: refusal.error }, { ...cors, ...extra });
}

async function issue(request: Request, env: Env, config: WorkerConfig, now: () => number, cors: Record<string, string>): Promise<Response> {
  const address = request.headers.get('CF-Connecting-IP');
  const network = visitorNetwork(address ?? 'unknown');
  // Counted before the body is read or anything is asked: a flood costs a counter, not siteverify's time or ours.
  const rate = await env.REQUESTS!.limit({ key: await hashed(config, network) });
  if (!rate.success) return refused({ status: 429, error: 'rate' }, cors);
  const text = await readCappedBody(request);
  if (text === undefined) return refused({ status: 413, error: 'too-large' }, cors);
  const turnstileToken = turnstileTokenOf(text);
  if (turnstileToken === undefined) {
    log({ outcome: 'bad-request' });
    return reply(400, { error: 'bad-request' }, cors);
  }
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
  const visitor = await hashed(config, `${day} ${network}`);
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

/**
 * `POST /api/demo-token`: a Turnstile token in, a short-lived call token out, within the day's limits.
 * What is refused before anything is spent: another method, a misconfigured Worker, another site's page,
 * a body that is not JSON or too large, too many requests from one visitor (see admission.ts).
 */
export async function handleRequest(request: Request, env: Env, now: () => number): Promise<Response> {
  if (new URL(request.url).pathname !== TOKEN_PATH) return reply(404, { error: 'not-found' }, {});
  const origins = siteOrigins(env.SITE_ORIGIN) ?? [];
  const cors = corsHeaders(request, origins);
  if (request.method === 'OPTIONS') {
    if (Object.keys(cors).length === 0) {
      // Whose page asked: a site misconfigured in SITE_ORIGIN shows here first.
      log({ outcome: 'preflight-refused', origin: (request.headers.get('Origin') ?? 'none').slice(0, 200) });
      return reply(403, null, {});
    }
    return reply(204, null, {
      ...cors,
      'Access-Control-Allow-Methods': 'POST',
      'Access-Control-Allow-Headers': 'Content-Type',
      'Access-Control-Max-Age': '600',
    });
  }
  if (request.method !== 'POST') return refused({ status: 405, error: 'method' }, cors);
  const read = readConfig(env);
  if (!read.ok) {
    log({ outcome: 'misconfigured', problems: read.problems });
    return reply(500, { error: 'misconfigured' }, cors);
  }
  const refusal = refuseByHeaders(request, read.config.siteOrigins);
  if (refusal) return refused(refusal, cors);
  try {
    return await issue(request, env, read.config, now, cors);
  } catch (error) {
    // The error's name only: a message could quote a request or a binding.
    log({ outcome: 'error', error: error instanceof Error ? error.name : 'unknown' });
    return reply(500, { error: 'unavailable' }, cors);
  }
}
