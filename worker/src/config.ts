import { siteOrigins } from './admission.ts';
import type { Env } from './env.ts';
import { PROVIDER_API_BASE_URL } from './provider.ts';

export const SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';

export interface WorkerConfig {
  turnstileSecret: string;
  verifyUrl: string;
  privateKey: string;
  /** The provider's API, where the Worker creates calls. */
  apiBaseUrl: string;
  /** Keys the visitors' hashes: its own secret, so rotating the provider's key does not reset the day. */
  visitorHashSecret: string;
  /** The site's origins: the only pages whose requests are taken, and the hostnames a challenge must have been solved on. */
  siteOrigins: string[];
  /**
   * TURNSTILE_SECRET is one of Cloudflare's documented test secrets, allowed only while every site
   * origin is this machine's: siteverify then answers for any token, with its own hostname and no action.
   */
  testSecret: boolean;
  assistantId: string;
  perVisitor: number;
  siteBudget: number;
}

/** The configuration, or the names of the variables that are missing or wrong (never their values). */
export type ConfigResult = { ok: true; config: WorkerConfig } | { ok: false; problems: string[] };

const present = (value: string | undefined): string | undefined => (value?.trim() ? value.trim() : undefined);

function count(value: string | undefined, fallback: number | undefined): number | undefined {
  const text = present(value);
  if (text === undefined) return fallback;
  return /^\d+$/.test(text) ? Number(text) : undefined;
}

function isHttpUrl(value: string): boolean {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

/** Cloudflare's test secrets (Turnstile's testing reference): always passes, always fails, token already spent. */
const TEST_SECRETS = new Set([
  '1x0000000000000000000000000000000AA',
  '2x0000000000000000000000000000000AA',
  '3x0000000000000000000000000000000AA',
]);

/** An origin on this machine: where a development run's page is served. */
function isLoopback(origin: string): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(new URL(origin).hostname);
}

export function readConfig(env: Env): ConfigResult {
  const turnstileSecret = present(env.TURNSTILE_SECRET);
  const privateKey = present(env.VAPI_PRIVATE_KEY);
  const assistantId = present(env.DEMO_ASSISTANT_ID);
  const origins = siteOrigins(env.SITE_ORIGIN);
  const verifyUrl = present(env.TURNSTILE_VERIFY_URL) ?? SITEVERIFY_URL;
  const apiBaseUrl = present(env.VAPI_API_BASE_URL) ?? PROVIDER_API_BASE_URL;
  const visitorHashSecret = present(env.VISITOR_HASH_SECRET);
  const perVisitor = count(env.DAILY_CALLS_PER_VISITOR, 3);
  const siteBudget = count(env.DAILY_CALLS_SITE_BUDGET, undefined);
  const testSecret = turnstileSecret !== undefined && TEST_SECRETS.has(turnstileSecret);
  // A test secret passes every token: on a public site it would be no challenge at all.
  const testSecretInPublic = testSecret && origins !== undefined && !origins.every(isLoopback);
  const problems = [
    (turnstileSecret === undefined || testSecretInPublic) && 'TURNSTILE_SECRET',
    privateKey === undefined && 'VAPI_PRIVATE_KEY',
    visitorHashSecret === undefined && 'VISITOR_HASH_SECRET',
    assistantId === undefined && 'DEMO_ASSISTANT_ID',
    origins === undefined && 'SITE_ORIGIN',
    env.REQUESTS === undefined && 'REQUESTS',
    !isHttpUrl(verifyUrl) && 'TURNSTILE_VERIFY_URL',
    !isHttpUrl(apiBaseUrl) && 'VAPI_API_BASE_URL',
    perVisitor === undefined && 'DAILY_CALLS_PER_VISITOR',
    siteBudget === undefined && 'DAILY_CALLS_SITE_BUDGET',
  ].filter((problem): problem is string => problem !== false);
  if (
    problems.length > 0 ||
    testSecretInPublic ||
    turnstileSecret === undefined ||
    privateKey === undefined ||
    visitorHashSecret === undefined ||
    assistantId === undefined ||
    origins === undefined ||
    perVisitor === undefined ||
    siteBudget === undefined
  ) {
    return { ok: false, problems };
  }
  return {
    ok: true,
    config: {
      turnstileSecret,
      verifyUrl,
      privateKey,
      apiBaseUrl,
      visitorHashSecret,
      siteOrigins: origins,
      testSecret,
      assistantId,
      perVisitor,
      siteBudget,
    },
  };
}
