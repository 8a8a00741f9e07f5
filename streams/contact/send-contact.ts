import { catchError, defaultIfEmpty, defer, from, map, of, take, tap, timeout, type Observable, type SchedulerLike } from 'rxjs';
import { CONTACT_CONFIG } from './contact-config';
import type { ContactPayload } from './contact-payload';

export type SendOutcome =
  | { readonly kind: 'sent' }
  | { readonly kind: 'failed'; readonly reason: 'http'; readonly status: number }
  | { readonly kind: 'failed'; readonly reason: 'network' | 'timeout' };

export type SendContact = (payload: ContactPayload) => Observable<SendOutcome>;

export interface ContactSenderDeps {
  readonly fetch: FetchLike;
  readonly endpoint: string;
  /** Clock of the timeout. */
  readonly scheduler: SchedulerLike;
  readonly timeoutMs?: number;
}

const NETWORK_FAILED: SendOutcome = { kind: 'failed', reason: 'network' };
const TIMED_OUT: SendOutcome = { kind: 'failed', reason: 'timeout' };

/** Sends one payload; every way it can go becomes exactly one outcome, never an error. */
export function createContactSender({ fetch, endpoint, scheduler, timeoutMs = CONTACT_CONFIG.timeoutMs }: ContactSenderDeps): SendContact {
  return (payload) => judgeResponse(postJson(fetch, endpoint, payload), { scheduler, timeoutMs });
}

/**
 * ok status = sent (spec section 7). No answer within `timeoutMs` = timeout, and the
 * request is unsubscribed (so aborted). A rejection = network failure.
 */
export function judgeResponse(
  response$: Observable<ResponseLike>,
  { scheduler, timeoutMs }: { readonly scheduler: SchedulerLike; readonly timeoutMs: number },
): Observable<SendOutcome> {
  return response$.pipe(
    map((response): SendOutcome => (response.ok ? { kind: 'sent' } : { kind: 'failed', reason: 'http', status: response.status })),
    timeout({ first: timeoutMs, scheduler, with: () => of(TIMED_OUT) }),
    catchError(() => of(NETWORK_FAILED)),
    defaultIfEmpty(NETWORK_FAILED),
    take(1),
  );
}

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
