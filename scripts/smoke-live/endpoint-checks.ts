// The Worker's demo-call endpoint, checked from the command line with plain HTTP requests: what it
// must refuse before it asks the provider for anything, so that no one but the site's own pages,
// having solved the site's challenge, makes it start a call. A request from an origin that is not the
// site's is refused 403 `origin`; one from the site's origin with a made-up challenge token is refused
// 403 `challenge` (Cloudflare's siteverify fails it). Anything else fails the check and is shown: an
// accepted request means the Worker started a billed call for a script.
import { FOREIGN_ORIGIN } from './key-checks';
import type { EndpointCheckName, StepResult } from './report';

export interface EndpointCheckTarget {
  /** The build's `VITE_DEMO_CALL_URL`. */
  readonly callUrl: string;
  /** The site's origin, the one the Worker takes requests from. */
  readonly siteOrigin: string;
}

/** A token no challenge ever gave. */
export const MADE_UP_TOKEN = 'smoke-live-made-up-token';

const EXPECTED: Readonly<Record<EndpointCheckName, string>> = {
  'foreign origin refused': 'origin',
  'unsolved challenge refused': 'challenge',
};

const IF_ACCEPTED: Readonly<Record<EndpointCheckName, string>> = {
  'foreign origin refused': "the Worker takes requests from any page: set its SITE_ORIGIN to the site's origins",
  'unsolved challenge refused':
    "the Worker makes calls without a solved challenge: check its TURNSTILE_SECRET (Cloudflare's test secret passes every token)",
};

/** A check's row from the Worker's answer: ok only for its own refusal, `{ "error": … }` with 403. */
export function judgeEndpoint(name: EndpointCheckName, status: number, text: string): StepResult {
  let error: unknown;
  try {
    error = (JSON.parse(text) as { error?: unknown }).error;
  } catch {
    error = undefined;
  }
  if (status === 403 && error === EXPECTED[name]) return { name, status: 'ok', detail: `refused: 403 ${text.trim()}` };
  const shown = text.replace(/\s+/g, ' ').trim().slice(0, 160) || '(empty body)';
  if (status >= 200 && status < 300) return { name, status: 'failed', detail: `ACCEPTED ${status} ${shown}: ${IF_ACCEPTED[name]}` };
  return { name, status: 'failed', detail: `not the Worker's refusal (403 "${EXPECTED[name]}"): ${status} ${shown}` };
}

/** Asks the endpoint the two questions, one after another. */
export async function checkEndpoint(target: EndpointCheckTarget, fetchFn: typeof fetch = fetch): Promise<StepResult[]> {
  const asks: readonly (readonly [EndpointCheckName, string])[] = [
    ['foreign origin refused', FOREIGN_ORIGIN],
    ['unsolved challenge refused', target.siteOrigin],
  ];
  const rows: StepResult[] = [];
  for (const [name, origin] of asks) {
    try {
      const response = await fetchFn(target.callUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin },
        body: JSON.stringify({ turnstileToken: MADE_UP_TOKEN }),
        signal: AbortSignal.timeout(15_000),
      });
      rows.push(judgeEndpoint(name, response.status, await response.text()));
    } catch (error) {
      const why = error instanceof Error ? error.message : String(error);
      rows.push({ name, status: 'failed', detail: `no answer from ${new URL(target.callUrl).origin}: ${why}` });
    }
  }
  return rows;
}
