import { waitUntil } from 'cloudflare:workers';
import {
  callRequestOf,
  readCappedBody,
  refuseByHeaders,
  siteOrigins,
  visitorNetwork,
  type CallRequest,
  type Refusal,
} from './admission.ts';
import { corsHeaders, log, reply, replyJson } from './answers.ts';
import { readConfig, type WorkerConfig } from './config.ts';
import { nextDayStart, secondsUntilNextDay, siteDay } from './day.ts';
import type { Reservation } from './daily-counts.ts';
import type { Env } from './env.ts';
import { createDemoCall } from './provider.ts';
import { checkChallenge } from './turnstile.ts';

/** Where the page asks for a call: the Worker creates it with the provider. */
export const CALL_PATH = '/api/demo-call';

/** What the test entry may change; the deployed entry changes nothing. */
export interface HandlerOptions {
  providerTimeoutMs?: number;
}

/** A day's counts are deleted an hour after it ends: no request of that day can still be on its way. */
const FORGET_AFTER_MS = 60 * 60 * 1000;
/** The rate limiting binding's period (wrangler.jsonc), told to a visitor it refused. */
const RATE_PERIOD_SECONDS = 60;

const hex = (bytes: ArrayBuffer) => [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');

/** An HMAC of `text`, in hex: how a visitor is named to the counts and the rate limit, so no address is stored or sent. */
async function hashed(config: WorkerConfig, text: string): Promise<string> {
  const encoder = new TextEncoder();
  const key = await crypto.subtle.importKey('raw', encoder.encode(config.visitorHashSecret), { name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(text)));
}

/** What every request is answered within: the CORS it gets, the configuration, the clock. */
interface Context {
  env: Env;
  config: WorkerConfig;
  now: () => number;
  cors: Record<string, string>;
  options: HandlerOptions;
}

/** A refusal before anything is spent; the rate limit's says when to try again, in its body and in `Retry-After`, as a quota's does. */
function refused(refusal: Refusal, cors: Record<string, string>): Response {
  log({ outcome: `refused-${refusal.error}` });
  if (refusal.status === 429) {
    const retryAfter = RATE_PERIOD_SECONDS;
    return reply(429, { error: refusal.error, retryAfter }, { ...cors, 'Retry-After': String(retryAfter) });
  }
  return reply(refusal.status, { error: refusal.error }, { ...cors, ...(refusal.status === 405 ? { Allow: 'POST, OPTIONS' } : {}) });
}

interface Admitted {
  address: string;
  network: string;
  request: CallRequest;
}

/** The rate limit, then the body read with a cap: what is checked before the challenge is asked about. */
async function admit(request: Request, { env, config, cors }: Context): Promise<Admitted | Response> {
  const address = request.headers.get('CF-Connecting-IP');
  if (!address) {
    // Cloudflare sets it on every request from the internet: without it, every visitor would be one.
    log({ outcome: 'misconfigured', problems: ['CF-Connecting-IP'] });
    return reply(500, { error: 'misconfigured' }, cors);
  }
  const network = visitorNetwork(address);
  // Counted before the body is read or anything is asked: a flood costs a counter, not siteverify's time or ours.
  const rate = await env.REQUESTS!.limit({ key: await hashed(config, network) });
  if (!rate.success) return refused({ status: 429, error: 'rate' }, cors);
  const text = await readCappedBody(request);
  if (text === undefined) return refused({ status: 413, error: 'too-large' }, cors);
  const callRequest = callRequestOf(text);
  if (callRequest === undefined) {
    log({ outcome: 'bad-request' });
    return reply(400, { error: 'bad-request' }, cors);
  }
  return { address, network, request: callRequest };
}

/** The day's answer to a daily limit: until the next day starts in Sydney. */
function quotaRefusal(scope: 'visitor' | 'site', at: number, day: string, { cors }: Context): Response {
  const retryAfter = secondsUntilNextDay(at);
  log({ outcome: `quota-${scope}`, day });
  return reply(429, { error: 'quota', scope, retryAfter }, { ...cors, 'Retry-After': String(retryAfter) });
}

/** `POST /api/demo-call`: the challenge, the day's limits, then the call itself, made by the Worker and counted once it exists. */
async function createCall(request: Request, context: Context): Promise<Response> {
  const { env, config, cors } = context;
  const admitted = await admit(request, context);
  if (admitted instanceof Response) return admitted;
  const { address, network, request: asked } = admitted;
  const { turnstileToken } = asked;
  const hostnames = config.siteOrigins.map((origin) => new URL(origin).hostname);
  const challenge = await checkChallenge(config.verifyUrl, config.turnstileSecret, turnstileToken, address, {
    hostnames,
    testSecret: config.testSecret,
  });
  if (!challenge.passed) {
    switch (challenge.why) {
      case 'unavailable':
        log({ outcome: 'siteverify-unreachable' });
        return reply(503, { error: 'unavailable' }, cors);
      case 'misconfigured':
        log({ outcome: 'misconfigured', problems: ['TURNSTILE_SECRET'] });
        return reply(500, { error: 'misconfigured' }, cors);
      case 'failed':
        log({ outcome: 'challenge-failed', errorCodes: challenge.errorCodes });
        return reply(403, { error: 'challenge' }, cors);
      case 'elsewhere':
        log({ outcome: 'challenge-elsewhere', hostname: challenge.hostname, action: challenge.action });
        return reply(403, { error: 'challenge' }, cors);
    }
  }
  const at = context.now();
  const day = siteDay(at);
  const counter = env.DAILY_COUNTS.get(env.DAILY_COUNTS.idFromName(day));
  const visitor = await hashed(config, `${day} ${network}`);
  const seen = hex(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(turnstileToken)));
  const limits = { perVisitor: config.perVisitor, siteBudget: config.siteBudget };
  const reservation = await counter.reserve(visitor, seen, limits, nextDayStart(at) + FORGET_AFTER_MS, at);
  if (!reservation.granted) {
    if (reservation.scope === 'replayed') {
      log({ outcome: 'challenge-replayed' });
      return reply(403, { error: 'challenge' }, cors);
    }
    return quotaRefusal(reservation.scope, at, day, context);
  }
  // Once the provider is asked, the asking and the counting run to the end even if the visitor hangs up:
  // a call made but never confirmed would otherwise give its place back.
  const outcome = callAndCount(context, { counter, reservation, visitor, day, asked });
  waitUntil(
    outcome.then(
      () => undefined,
      () => undefined,
    ),
  );
  return outcome;
}

type Counter = ReturnType<Env['DAILY_COUNTS']['get']>;
type Granted = Extract<Reservation, { granted: true }>;

/** Confirms a place: once more if the first try fails; if both fail, the place lapses into a counted call (daily-counts.ts). */
async function confirmed(counter: Counter, id: string, visitor: string): Promise<boolean> {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await counter.confirm(id, visitor);
      return true;
    } catch {
      // The object may have been reset by a deploy: the next try reaches a new one.
    }
  }
  return false;
}

/** A place held in the day's counts, for one visitor, and what the call is made with. */
interface Place {
  counter: Counter;
  reservation: Granted;
  visitor: string;
  day: string;
  asked: CallRequest;
}

async function callAndCount(context: Context, { counter, reservation, visitor, day, asked }: Place): Promise<Response> {
  const { churchName } = asked;
  const { config, cors } = context;
  const made = await createDemoCall(
    config.apiBaseUrl,
    config.privateKey,
    { assistantId: config.assistantId, churchName },
    context.options.providerTimeoutMs,
  );
  if (made.outcome === 'failed') {
    await counter.release(reservation.id);
    log({ outcome: 'provider-failed', reason: made.reason });
    return reply(502, { error: 'provider' }, cors);
  }
  // The call exists once the provider said 201: it is counted, whatever the page can make of it.
  if (!(await confirmed(counter, reservation.id, visitor))) log({ outcome: 'confirm-failed', day });
  if (made.outcome === 'unusable') {
    log({ outcome: 'provider-unusable', day, ...(made.callId ? { callId: made.callId } : {}) });
    return reply(502, { error: 'provider' }, cors);
  }
  log({
    outcome: 'created',
    day,
    callId: made.call.callId,
    siteCalls: reservation.siteCalls,
    siteBudget: config.siteBudget,
    // Whether the page's rule and ours differ (one deployed before the other); never the name.
    ...(asked.churchNameRefused ? { churchName: 'refused' } : {}),
  });
  const remainingToday = Math.max(0, config.perVisitor - reservation.visitorCalls);
  return replyJson(201, { ...made.call, remainingToday }, cors);
}

/**
 * `POST /api/demo-call`: a Turnstile token in, a call out, within the day's limits; any other path is 404.
 * What is refused before anything is spent: another method, a misconfigured Worker, another site's page,
 * a body that is not JSON or too large, too many requests from one visitor (see admission.ts).
 */
export async function handleRequest(request: Request, env: Env, now: () => number, options: HandlerOptions = {}): Promise<Response> {
  const path = new URL(request.url).pathname;
  if (path !== CALL_PATH) return reply(404, { error: 'not-found' }, {});
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
  const context: Context = { env, config: read.config, now, cors, options };
  try {
    return await createCall(request, context);
  } catch (error) {
    // The error's name only: a message could quote a request or a binding.
    log({ outcome: 'error', error: error instanceof Error ? error.name : 'unknown' });
    return reply(500, { error: 'unavailable' }, cors);
  }
}
