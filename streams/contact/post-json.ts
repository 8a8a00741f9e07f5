import { defer, from, tap, type Observable } from 'rxjs';

/** The slice of `fetch` the contact form needs; the global `fetch` fits it. */
export type FetchLike = (url: string, init: RequestInit) => Promise<ResponseLike>;

/** What is judged of a response: its status only, the body is never read (spec section 7). */
export interface ResponseLike {
  readonly ok: boolean;
  readonly status: number;
}

/**
 * POSTs `body` as JSON. Unsubscribing before the answer aborts the request, which is
 * how a timeout (or a torn-down page) cancels it; an answered or failed request is left alone.
 *
 * This is `fromFetch` (rxjs/fetch) with the fetch handed in: `fromFetch` always calls the
 * global `fetch`, and the contact form's fetch is injected (the in-page simulator, the tests).
 */
export function postJson(fetchFn: FetchLike, url: string, body: unknown): Observable<ResponseLike> {
  return defer(() => {
    const controller = new AbortController();
    const init: RequestInit = {
      method: 'POST',
      // Accept: form services (Formspree-style) answer JSON instead of redirecting to a page.
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    };
    // Called unbound: browsers throw "Illegal invocation" for fetch called on another object.
    // A synchronous throw becomes the stream's error (defer catches it).
    let settled = false;
    const answer = fetchFn(url, init).finally(() => (settled = true));
    // tap's `unsubscribe` runs only when the subscriber leaves before the end, which a
    // first-value consumer does right after the answer: only a pending request is aborted.
    return from(answer).pipe(tap({ unsubscribe: () => settled || controller.abort() }));
  });
}
