import createClient, { type Client } from 'openapi-fetch';
import { ProviderApiError, ProviderNetworkError } from './errors';
import type { paths } from './generated/schema';
import { DEFAULT_PROVIDER_API_BASE_URL } from './default-base-url';

export { DEFAULT_PROVIDER_API_BASE_URL };

export interface ProviderApiOptions {
  /** Defaults to the provider's public API host; the app passes `VITE_VAPI_API_BASE_URL`. */
  baseUrl?: string;
  /** Bearer token, sent only on secured operations. */
  token?: string;
  /** Defaults to the global fetch, looked up per request (so test interceptors installed later apply). */
  fetch?: typeof fetch;
}

/**
 * fetch rejections become ProviderNetworkError, except an abort: that rejects with the
 * signal's reason as is (a DOMException named "AbortError" when abort() had no reason).
 */
async function send(request: Request, customFetch: typeof fetch | undefined): Promise<Response> {
  const fetchFn = customFetch ?? globalThis.fetch; // called unbound: window.fetch rejects a foreign `this`
  try {
    return await fetchFn(request);
  } catch (cause) {
    if (request.signal.aborted) throw cause;
    throw new ProviderNetworkError(request, cause);
  }
}

export function createTransport(options: ProviderApiOptions): Client<paths> {
  return createClient<paths>({
    // An empty string (an unset env value) means the default too.
    baseUrl: options.baseUrl || DEFAULT_PROVIDER_API_BASE_URL,
    fetch: (request) => send(request, options.fetch),
    pathSerializer: serializePath,
  });
}

export function authHeaders(token: string | undefined, secured: boolean): Record<string, string> {
  return secured && token ? { Authorization: `Bearer ${token}` } : {};
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** The success data (undefined for an empty 2xx body), or a ProviderApiError carrying the Response and the parsed body. */
export function unwrap<T>(result: FetchResult<T>): T {
  if (result.response.ok) return result.data as T;
  // openapi-fetch hands an empty error body over as "".
  throw new ProviderApiError(result.response, result.error === '' ? undefined : result.error);
}

const PATH_PARAM = /\{([^{}]+)\}/g;

/**
 * Substitutes `{name}` with the URL-encoded value (`/`, spaces and unicode included).
 * Empty, "." and ".." are refused: URL parsing would collapse them into another endpoint
 * (`DELETE /assistant/..` is `DELETE /`), and so is a missing value.
 */
export function serializePath(url: string, params: Record<string, unknown>): string {
  return url.replace(PATH_PARAM, (_match, name: string) => {
    const value = params[name];
    if (typeof value !== 'string' && typeof value !== 'number') {
      throw new TypeError(`Path parameter "${name}" is missing`);
    }
    const text = String(value);
    if (text === '' || text === '.' || text === '..') {
      throw new TypeError(`Path parameter "${name}" must not be empty, "." or ".."`);
    }
    return encodeURIComponent(text);
  });
}
