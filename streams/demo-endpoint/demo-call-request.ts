import type { EndpointCall, FailureMarks } from '../call';
import type { WebCall } from '../provider-api';
import { isQuotaScope, type QuotaScope } from '../telemetry';
import { fieldOf } from '../shared';

// The site's side of the Worker's POST /api/demo-call: the challenge's token in, a web call the
// Worker made with the provider out (no bearer of any kind), or the reason there is none.

/**
 * Why the endpoint made no call: a limit (today's, or this connection's requests per minute), a
 * failed challenge, the provider or siteverify not answering (`busy`), the endpoint not set up for
 * this site (`unavailable`), or an answer this page cannot read.
 */
export type DemoCallRefusalReason = 'limit' | 'challenge' | 'busy' | 'unavailable' | 'unexpected';

/**
 * The endpoint's refusal, as `refusalMarks` reads it for the call's failure events: `quota` says
 * whose limit and `retryAfter` when it lifts; `busy`, try again in a minute; `permanent`, not during
 * this visit. No call was made for any of them, so no attempt is spent.
 */
export class DemoCallRefusal extends Error {
  // Declared, not defined: an absent mark is no property at all.
  declare readonly quota?: QuotaScope;
  /** Seconds until the limit lifts, as the endpoint said. */
  declare readonly retryAfter?: number;
  declare readonly busy?: true;
  declare readonly permanent?: true;

  constructor(
    readonly reason: DemoCallRefusalReason,
    readonly status: number,
    limit?: { readonly quota: QuotaScope; readonly retryAfter?: number },
  ) {
    super(`The demo-call endpoint made no call: ${reason}${limit ? ` (${limit.quota})` : ''}, HTTP ${status}.`);
    this.name = 'DemoCallRefusal';
    const marks: { quota?: QuotaScope; retryAfter?: number; busy?: true; permanent?: true } = {
      ...limit,
      ...(reason === 'busy' ? { busy: true } : {}),
      ...(reason === 'unavailable' ? { permanent: true } : {}),
    };
    if (marks.retryAfter === undefined) delete marks.retryAfter;
    Object.assign(this, marks);
  }
}

/** What a failed start's events say of its cause: a refusal's marks (one at most), nothing for any other failure. */
export function refusalMarks(cause: unknown): FailureMarks {
  if (!(cause instanceof DemoCallRefusal)) return {};
  if (cause.permanent) return { permanent: true };
  if (cause.busy) return { busy: true };
  if (!isQuotaScope(cause.quota)) return {};
  return { quota: cause.quota, ...(cause.retryAfter === undefined ? {} : { retryAfter: cause.retryAfter }) };
}

export type DemoCallFetch = (url: string, init: RequestInit) => Promise<Response>;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/** The body as JSON, or undefined when it is none. */
async function bodyOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return undefined;
  }
}

/** The Worker's 201: the call's id, room and join token, its two flags the client reads, and the visitor's count. */
function asDemoCall(body: unknown): EndpointCall | undefined {
  const id = text(fieldOf(body, 'callId'));
  const webCallUrl = text(fieldOf(body, 'webCallUrl'));
  const remainingToday = fieldOf(body, 'remainingToday');
  if (id === undefined || webCallUrl === undefined || !/^https:\/\//.test(webCallUrl)) return undefined;
  if (typeof remainingToday !== 'number' || !Number.isInteger(remainingToday) || remainingToday < 0) return undefined;
  const provider = text(fieldOf(fieldOf(fieldOf(body, 'assistant'), 'voice'), 'provider'));
  // The room's own join token, where the provider issues one: without it the call exists, and is billed, but cannot be joined.
  const callToken = text(fieldOf(fieldOf(body, 'transport'), 'callToken'));
  const webCall: WebCall = {
    id,
    webCallUrl,
    artifactPlan: { videoRecordingEnabled: fieldOf(fieldOf(body, 'artifactPlan'), 'videoRecordingEnabled') === true },
    ...(provider === undefined ? {} : { assistant: { voice: { provider } } }),
    ...(callToken === undefined ? {} : { transport: { callToken } }),
  };
  return { webCall, remainingToday };
}

/** Seconds from the body's `retryAfter`, else the Retry-After header's; none when neither is a count of seconds. */
function retryAfterOf(response: Response, body: unknown): number | undefined {
  const candidates = [fieldOf(body, 'retryAfter'), Number(response.headers.get('Retry-After') ?? NaN)];
  return candidates.find((value): value is number => typeof value === 'number' && Number.isFinite(value) && value >= 0);
}

function refusalOf(response: Response, body: unknown): DemoCallRefusal {
  const { status } = response;
  const error = fieldOf(body, 'error');
  const scope = fieldOf(body, 'scope');
  if (status === 429) {
    const retryAfter = retryAfterOf(response, body);
    const when = retryAfter === undefined ? {} : { retryAfter };
    if (error === 'quota' && (scope === 'visitor' || scope === 'site'))
      return new DemoCallRefusal('limit', status, { quota: scope, ...when });
    // A 429 without a day's scope is the per-minute limit, whoever sent it.
    return new DemoCallRefusal('limit', status, { quota: 'rate', ...when });
  }
  if (status === 403 && error === 'challenge') return new DemoCallRefusal('challenge', status);
  if (status === 502 || status === 503) return new DemoCallRefusal('busy', status);
  // Our own setup: a blank or wrong variable (500 misconfigured), this site's origin not allowed (403
  // origin), a request the endpoint should never be sent (405, 413, 415). Trying again will not mend it.
  if (status === 500 || status === 403 || status === 405 || status === 413 || status === 415)
    return new DemoCallRefusal('unavailable', status);
  return new DemoCallRefusal('unexpected', status);
}

/** What the page sends the endpoint: the challenge's token, and the visitor's church for the greeting where given. */
export interface DemoCallRequest {
  readonly turnstileToken: string;
  readonly churchName?: string | undefined;
}

/**
 * POSTs the request to the endpoint. Resolves with the call the Worker made; rejects with a
 * DemoCallRefusal, or with fetch's own error when there was no answer (or the signal aborted).
 */
export async function requestDemoCall(
  url: string,
  { turnstileToken, churchName }: DemoCallRequest,
  fetch: DemoCallFetch,
  signal?: AbortSignal,
): Promise<EndpointCall> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(churchName ? { turnstileToken, churchName } : { turnstileToken }),
    // Nothing of the visitor's goes along; the endpoint allows the site's origin, not credentials.
    credentials: 'omit',
    cache: 'no-store',
    ...(signal ? { signal } : {}),
  });
  const body = await bodyOf(response);
  if (response.status !== 201) throw refusalOf(response, body);
  const call = asDemoCall(body);
  if (call === undefined) throw new DemoCallRefusal('unexpected', response.status);
  return call;
}
