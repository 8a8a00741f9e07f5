import { authHeaders, createTransport, unwrap, type ProviderApiOptions } from './transport';
import type { components } from './generated/schema';

// The demo's only REST call, kept apart from the facade so the page's initial
// bundle carries neither the operation table nor the other 138 operations.

/**
 * `POST /call/web`. Rejects with ProviderApiError (HTTP failure), ProviderNetworkError
 * (no answer), or the abort reason when `signal` aborts.
 */
export async function createWebCall(options: ProviderApiOptions, body: WebCallCreate, signal?: AbortSignal): Promise<WebCall> {
  const result = await createTransport(options).POST('/call/web', {
    body,
    headers: authHeaders(options.token, true),
    signal,
  });
  return unwrap(result);
}

/** `POST /call/web` payload: a string field is an id, an object field an inline definition. */
export type WebCallCreate = components['schemas']['WebCallCreate'];

/** The created web call: the fields the call client reads are typed, the rest is open. */
export type WebCall = components['schemas']['WebCall'];
