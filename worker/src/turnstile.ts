export type Verdict = { passed: true } | { passed: false; errorCodes: string[] } | { unreachable: true };

interface SiteverifyAnswer {
  success?: unknown;
  'error-codes'?: unknown;
}

/** Asks siteverify about a widget's token, as Cloudflare documents: a form with `secret`, `response` and `remoteip`. */
export async function verifyTurnstile(verifyUrl: string, secret: string, token: string, remoteIp: string | null): Promise<Verdict> {
  const form = new URLSearchParams({ secret, response: token });
  if (remoteIp) form.set('remoteip', remoteIp);
  try {
    const response = await fetch(verifyUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(10_000) });
    if (!response.ok) return { unreachable: true };
    const answer: SiteverifyAnswer = await response.json();
    if (answer.success === true) return { passed: true };
    const codes = Array.isArray(answer['error-codes']) ? answer['error-codes'].filter((code) => typeof code === 'string') : [];
    return { passed: false, errorCodes: codes };
  } catch {
    return { unreachable: true };
  }
}
