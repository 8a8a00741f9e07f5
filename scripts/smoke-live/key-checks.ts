// The public key's restrictions, checked from the command line with plain HTTP requests: what the
// provider must refuse the key that ships in every keyed page. A public key restricted as the
// provider's API-key guide says (allowed origins, allowed assistants, transient assistants off)
// is refused a web call from an origin it does not list and a call with an ad-hoc (transient)
// assistant; and a public key is refused the private API (`GET /assistant`), which a private key,
// pasted into `VITE_VAPI_PUBLIC_KEY` by mistake, would be answered.
//
// "Refused" is precise: 401 or 403 with the provider's error body (`{ statusCode, message, error? }`,
// `statusCode` the same as the HTTP status). Any other answer fails the check and is shown; a
// request that gets no answer at all fails too: a check that cannot reach the provider proves nothing.
import type { KeyCheckName, KeyReport, StepResult } from './report';

/** An origin no allowed-origins list names: a page elsewhere using the key. */
export const FOREIGN_ORIGIN = 'https://someone-else.example';

export interface KeyCheckTarget {
  /** The provider's API base URL, as the build uses it. */
  readonly apiBaseUrl: string;
  readonly publicKey: string;
  /** The demo's assistant (the one the key should allow). */
  readonly assistantId: string;
  /** The origin the smoke run's page calls from: one the key must allow, so the ad-hoc check fails for its assistant alone. */
  readonly allowedOrigin: string;
}

interface Answer {
  readonly status: number;
  readonly text: string;
}

/** The provider's error body, if the text is one for this status. */
function errorBody(status: number, text: string): { message: string; error?: string } | null {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof body !== 'object' || body === null) return null;
  const { statusCode, message, error } = body as Record<string, unknown>;
  const words = Array.isArray(message) && message.every((part) => typeof part === 'string') ? message.join('; ') : message;
  if (statusCode !== status || typeof words !== 'string') return null;
  return { message: words, ...(typeof error === 'string' ? { error } : {}) };
}

/** Never the key in a report: the provider may quote it back. */
function redact(text: string, key: string): string {
  return key.length > 0 ? text.split(key).join('[key]') : text;
}

/** What an accepted request means, and what to do about it. */
const IF_ACCEPTED: Readonly<Record<KeyCheckName, string>> = {
  'foreign origin refused': 'any web page may start calls on this key: list the site in its Allowed Origins',
  'ad-hoc assistant refused':
    'anyone may run an assistant of their own on this key: allow only the demo assistant and turn Transient Assistant off',
  'not a private key':
    'VITE_VAPI_PUBLIC_KEY holds a key that reads the private API, shipped in every page: use the public key, and rotate this one',
};

/** A check's row from the provider's answer: ok only for a refusal in the provider's own words. */
export function judge(name: KeyCheckName, answer: Answer, key: string): StepResult {
  const body = answer.status === 401 || answer.status === 403 ? errorBody(answer.status, answer.text) : null;
  if (body) {
    const error = body.error ? `${body.error} ` : '';
    return { name, status: 'ok', detail: redact(`refused: ${answer.status} ${error}"${body.message}"`, key) };
  }
  if (answer.status >= 200 && answer.status < 300) {
    const call = /"id"\s*:\s*"([^"]+)"/.exec(answer.text)?.[1];
    const made = call && name !== 'not a private key' ? ` (web call ${call} made; unjoined, it times out)` : '';
    return { name, status: 'failed', detail: redact(`ACCEPTED ${answer.status}${made}: ${IF_ACCEPTED[name]}`, key) };
  }
  const shown = answer.text.replace(/\s+/g, ' ').trim().slice(0, 160) || '(empty body)';
  return { name, status: 'failed', detail: redact(`not a refusal in the provider's words: ${answer.status} ${shown}`, key) };
}

type Fetch = typeof fetch;

async function ask(fetchFn: Fetch, url: string, init: RequestInit): Promise<Answer | Error> {
  try {
    const response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(15_000) });
    return { status: response.status, text: await response.text() };
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

function webCall(target: KeyCheckTarget, origin: string, body: object): RequestInit {
  return {
    method: 'POST',
    headers: { authorization: `Bearer ${target.publicKey}`, 'content-type': 'application/json', origin },
    body: JSON.stringify(body),
  };
}

/** The three requests: what each sends. */
function requests(target: KeyCheckTarget): readonly (readonly [KeyCheckName, string, RequestInit])[] {
  const base = target.apiBaseUrl.replace(/\/+$/, '');
  return [
    // The demo's own assistant, from an origin the key should not list.
    ['foreign origin refused', `${base}/call/web`, webCall(target, FOREIGN_ORIGIN, { assistantId: target.assistantId })],
    // From the origin the key must allow, with an assistant made up in the request.
    [
      'ad-hoc assistant refused',
      `${base}/call/web`,
      webCall(target, target.allowedOrigin, {
        assistant: { name: 'smoke-live ad-hoc assistant', firstMessage: 'This call should have been refused.' },
      }),
    ],
    // The private API: a public key is refused it.
    ['not a private key', `${base}/assistant?limit=1`, { method: 'GET', headers: { authorization: `Bearer ${target.publicKey}` } }],
  ];
}

/** Asks the provider the three questions, one after another, and reports each answer. */
export async function checkKeyRestrictions(target: KeyCheckTarget, fetchFn: Fetch = fetch): Promise<KeyReport> {
  const report = {} as KeyReport;
  for (const [name, url, init] of requests(target)) {
    const answer = await ask(fetchFn, url, init);
    report[name] =
      answer instanceof Error
        ? {
            name,
            status: 'failed',
            detail: redact(`no answer from ${new URL(url).origin}: ${answer.message}${causeOf(answer)}`, target.publicKey),
          }
        : judge(name, answer, target.publicKey);
  }
  return report;
}

function causeOf(error: Error): string {
  const cause = (error as { cause?: unknown }).cause;
  return cause instanceof Error ? ` (${cause.message})` : '';
}
