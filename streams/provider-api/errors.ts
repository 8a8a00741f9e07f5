/**
 * The provider answered with a failed HTTP status. `error` is the parsed body:
 * JSON when it parses, the text otherwise, undefined when the body is empty.
 */
export class ProviderApiError extends Error {
  override readonly name = 'ProviderApiError';
  readonly status: number;

  constructor(
    readonly response: Response,
    readonly error: unknown,
  ) {
    super(`Provider API request failed with HTTP ${response.status}${response.url ? ` (${response.url})` : ''}`);
    this.status = response.status;
  }
}

/** The request never got an HTTP answer (offline, DNS, CORS, connection reset). `cause` is what fetch threw. */
export class ProviderNetworkError extends Error {
  override readonly name = 'ProviderNetworkError';

  constructor(
    readonly request: Request,
    cause: unknown,
  ) {
    super(`Network failure calling the provider API: ${request.method} ${request.url}`, { cause });
  }
}
