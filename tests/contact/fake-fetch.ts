import type { FetchLike, ResponseLike } from '../../streams/contact/send-contact';

export interface PendingRequest {
  readonly url: string;
  readonly init: RequestInit;
  respond(response: ResponseLike): void;
  fail(error: unknown): void;
}

/** A fetch whose requests wait until the test answers them. Throws, like browsers, when called bound to an object. */
export function controllableFetch(): { fetch: FetchLike; requests: PendingRequest[] } {
  const requests: PendingRequest[] = [];
  const fetch = function (this: unknown, url: string, init: RequestInit): Promise<ResponseLike> {
    if (this !== undefined) return Promise.reject(new TypeError("Failed to execute 'fetch': Illegal invocation"));
    return new Promise((resolve, reject) => requests.push({ url, init, respond: resolve, fail: reject }));
  };
  return { fetch, requests };
}
