export type Verdict =
  | { passed: true; hostname: string | undefined; action: string | undefined }
  | { passed: false; errorCodes: string[] }
  | { unreachable: true };

interface SiteverifyAnswer {
  success?: unknown;
  'error-codes'?: unknown;
  hostname?: unknown;
  action?: unknown;
}

const text = (value: unknown) => (typeof value === 'string' ? value : undefined);

/**
 * Asks siteverify about a widget's token, as Cloudflare documents: a form with `secret`, `response`,
 * `remoteip` and, so that a retry is answered for the same token rather than as its second use, `idempotency_key`.
 */
export async function verifyTurnstile(
  verifyUrl: string,
  secret: string,
  token: string,
  remoteIp: string | null,
  idempotencyKey?: string,
): Promise<Verdict> {
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  if (idempotencyKey) form.set('idempotency_key', idempotencyKey);
  try {
    const response = await fetch(verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return { unreachable: true };
    const answer: SiteverifyAnswer = await response.json();
    if (answer.success === true) return { passed: true, hostname: text(answer.hostname), action: text(answer.action) };
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].filter((code) => typeof code === 'string') : [];
    return { passed: false, errorCodes: codes };
  } catch {
    return { unreachable: true };
  }
}

/** The action the page's widget is rendered with; a token made for anything else is refused. */
export const CHALLENGE_ACTION = 'demo-call';

export type Challenge =
  | { passed: true }
  | { passed: false; why: 'failed'; errorCodes: string[] }
  | { passed: false; why: 'elsewhere'; hostname: string; action: string }
  | { passed: false; why: 'unavailable' }
  | { passed: false; why: 'misconfigured' };

/** Our own secret is wrong: no visitor can pass, and only the owner can fix it. */
const SECRET_ERRORS = ['missing-input-secret', 'invalid-input-secret'];

/**
 * The whole of siteverify's answer: a pass for one of the site's hostnames and the demo's action;
 * `internal-error` (Cloudflare's, retryable) asked once more with the same idempotency key. With one of
 * Cloudflare's test secrets (a development run, config.ts) siteverify names no real hostname or action,
 * so a pass is a pass.
 */
export async function checkChallenge(
  verifyUrl: string,
  secret: string,
  token: string,
  remoteIp: string | null,
  expected: { readonly hostnames: readonly string[]; readonly testSecret: boolean },
): Promise<Challenge> {
  const key = crypto.randomUUID();
  let verdict = await verifyTurnstile(verifyUrl, secret, token, remoteIp, key);
  if ('errorCodes' in verdict && verdict.errorCodes.includes('internal-error')) {
    verdict = await verifyTurnstile(verifyUrl, secret, token, remoteIp, key);
  }
  if ('unreachable' in verdict) return { passed: false, why: 'unavailable' };
  if (!verdict.passed) {
    if (verdict.errorCodes.some((code) => SECRET_ERRORS.includes(code))) return { passed: false, why: 'misconfigured' };
    if (verdict.errorCodes.includes('internal-error')) return { passed: false, why: 'unavailable' };
    return { passed: false, why: 'failed', errorCodes: verdict.errorCodes };
  }
  const { hostname = '', action = '' } = verdict;
  if (expected.testSecret) return { passed: true };
  if (!expected.hostnames.includes(hostname) || action !== CHALLENGE_ACTION) {
    return { passed: false, why: 'elsewhere', hostname: hostname.slice(0, 100), action: action.slice(0, 100) };
  }
  return { passed: true };
}
