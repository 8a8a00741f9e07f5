import { catchError, defaultIfEmpty, map, of, take, timeout, type Observable, type SchedulerLike } from 'rxjs';
import { CONTACT_CONFIG } from './contact-config';
import { postJson, type FetchLike, type ResponseLike } from './post-json';
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
