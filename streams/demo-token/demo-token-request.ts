import type { DemoToken } from '../call';
import type { QuotaScope } from '../telemetry';

// The site's side of the demo-token endpoint (the Worker's POST /api/demo-token): the challenge's
// token in, a short-lived provider token out, or the reason there is none.

/** Why the endpoint gave no token: a daily limit, a failed challenge, a request it could not read, or an answer this page cannot read. */
export type DemoTokenRefusalReason = 'quota' | 'challenge' | 'bad-request' | 'unexpected';

/**
 * The endpoint's refusal. `quota` says whose daily limit (the call machine reads it: no call was
 * made, so no attempt is spent); every other refusal is a failed start the visitor may try again.
 */
export class DemoTokenRefusal extends Error {
  constructor(
    readonly reason: DemoTokenRefusalReason,
    readonly status: number,
    readonly quota?: QuotaScope,
    /** Seconds until the limit lifts, as the endpoint said. */
    readonly retryAfter?: number,
  ) {
    super(`The demo-token endpoint gave no token: ${reason}${quota ? ` (${quota})` : ''}, HTTP ${status}.`);
    this.name = 'DemoTokenRefusal';
  }
}

export type DemoTokenFetch = (url: string, init: RequestInit) => Promise<Response>;

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/** The body as JSON, or undefined when it is none. */
async function bodyOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

function asToken(body: unknown): DemoToken | undefined {
  const token = field(body, 'token');
  const expiresAt = field(body, 'expiresAt');
  const remainingToday = field(body, 'remainingToday');
  if (typeof token !== 'string' || token === '' || typeof expiresAt !== 'string') return undefined;
  if (typeof remainingToday !== 'number' || !Number.isInteger(remainingToday) || remainingToday < 0) return undefined;
  return { token, expiresAt, remainingToday };
}

function refusalOf(status: number, body: unknown): DemoTokenRefusal {
  const error = field(body, 'error');
  const scope = field(body, 'scope');
  if (status === 429 && error === 'quota' && (scope === 'visitor' || scope === 'site')) {
    const retryAfter = field(body, 'retryAfter');
    return new DemoTokenRefusal('quota', status, scope, typeof retryAfter === 'number' ? retryAfter : undefined);
  }
  if (status === 403 && error === 'challenge') return new DemoTokenRefusal('challenge', status);
  if (status === 400) return new DemoTokenRefusal('bad-request', status);
  return new DemoTokenRefusal('unexpected', status);
}

/**
 * POSTs the challenge's token to the endpoint. Resolves with the call's token; rejects with a
 * DemoTokenRefusal, or with fetch's own error when there was no answer (or the signal aborted).
 */
export async function requestDemoToken(
  url: string,
  turnstileToken: string,
  fetch: DemoTokenFetch,
  signal?: AbortSignal,
): Promise<DemoToken> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ turnstileToken }),
    // Nothing of the visitor's goes along; the endpoint allows the site's origin, not credentials.
    credentials: 'omit',
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  const body = await bodyOf(response);
  if (!response.ok) throw refusalOf(response.status, body);
  const token = asToken(body);
  if (token === undefined) throw new DemoTokenRefusal('unexpected', response.status);
  return token;
}
