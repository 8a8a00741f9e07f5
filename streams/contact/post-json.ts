import { Observable } from 'rxjs';

/** The slice of `fetch` the contact form needs; the global `fetch` fits it. */
export type FetchLike = (url: string, init: RequestInit) => Promise<ResponseLike>;

/** What is judged of a response: its status only, the body is never read (spec section 7). */
export interface ResponseLike {
  readonly ok: boolean;
  readonly status: number;
}

/**
 * POSTs `body` as JSON. Unsubscribing before the answer aborts the request, which is
 * how a timeout (or a torn-down page) cancels it.
 */
export function postJson(fetchFn: FetchLike, url: string, body: unknown): Observable<ResponseLike> {
  return new Observable<ResponseLike>((subscriber) => {
    const controller = new AbortController();
    let settled = false;
    const init: RequestInit = {
      method: 'POST',
      // Accept: form services (Formspree-style) answer JSON instead of redirecting to a page.
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
      signal: controller.signal,
    };
    try {
      // Called unbound: browsers throw "Illegal invocation" for fetch called on another object.
      fetchFn(url, init).then(
        (response) => {
          settled = true;
          subscriber.next(response);
          subscriber.complete();
        },
        (error: unknown) => {
          settled = true;
          subscriber.error(error);
        },
      );
    } catch (error) {
      settled = true;
      subscriber.error(error);
    }
    return () => {
      if (!settled) controller.abort();
    };
  });
}
