import { judgeContactBody } from './contact-service';

type InPageResponse = { readonly ok: boolean; readonly status: number };

function parse(body: RequestInit['body']): unknown {
  try {
    return typeof body === 'string' ? JSON.parse(body) : undefined;
  } catch {
    return undefined;
  }
}

function abortError(signal: AbortSignal): Error {
  return signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * The simulated contact service answered in the page, without a network: the same
 * verdicts as its MSW handlers, for browsers that block service workers.
 */
export function inPageContactFetch(_url: string, init: RequestInit): Promise<InPageResponse> {
  const verdict = judgeContactBody(parse(init.body));
  if (verdict === 'network-error') return Promise.reject(new TypeError('Failed to fetch'));
  if (verdict === 'hang') {
    // Never answers; only the caller's abort (its timeout) ends it.
    return new Promise((_resolve, reject) => {
      const { signal } = init;
      if (signal?.aborted) reject(abortError(signal));
      signal?.addEventListener('abort', () => reject(abortError(signal)), { once: true });
    });
  }
  const status = verdict === 'accepted' ? 200 : verdict === 'invalid' ? 422 : 500;
  return Promise.resolve({ ok: status === 200, status });
}
