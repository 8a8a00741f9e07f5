import { exhaustMap, map, of, startWith, type Observable } from 'rxjs';
import { toContactPayload } from './contact-payload';
import { hasFieldErrors, validateContact, type FieldErrors } from './contact-validation';
import type { ContactDraft } from './contact-draft';
import type { SendContact, SendOutcome } from './send-contact';

export type SubmissionOutcome =
  | SendOutcome
  /** Honeypot filled: nothing was sent, but it looks like success so bots learn nothing. */
  | { readonly kind: 'dropped' }
  | { readonly kind: 'invalid'; readonly errors: FieldErrors };

export type SubmissionState =
  | { readonly status: 'sending' }
  | { readonly status: 'idle'; readonly outcome: SubmissionOutcome };

const SENDING: SubmissionState = { status: 'sending' };

/**
 * Contact submission (spec section 4): each submitted draft goes sending → idle with
 * an outcome. Presses while a request is in flight are ignored (one press, one request).
 */
export function submitContact(submits$: Observable<ContactDraft>, deps: { readonly send: SendContact }): Observable<SubmissionState> {
  return submits$.pipe(exhaustMap((draft) => submitOne(draft, deps.send)));
}

function submitOne(draft: ContactDraft, send: SendContact): Observable<SubmissionState> {
  if (draft.honeypot.trim() !== '') return of(SENDING, idle({ kind: 'dropped' }));
  const errors = validateContact(draft);
  if (hasFieldErrors(errors)) return of(idle({ kind: 'invalid', errors }));
  return send(toContactPayload(draft)).pipe(map(idle), startWith(SENDING));
}

function idle(outcome: SubmissionOutcome): SubmissionState {
  return { status: 'idle', outcome };
}

/** Sent, or dropped by the honeypot: the visitor sees success and the form is cleared. */
export function looksSent(outcome: SubmissionOutcome): boolean {
  return outcome.kind === 'sent' || outcome.kind === 'dropped';
}

/** What the form renders: the button reads "Sending..." while sending (spec section 4). */
export interface ContactView {
  readonly status: 'idle' | 'sending';
  readonly errors: FieldErrors;
}

export const IDLE_CONTACT_VIEW: ContactView = { status: 'idle', errors: {} };

export function toContactView(state: SubmissionState): ContactView {
  if (state.status === 'sending') return { status: 'sending', errors: {} };
  return { status: 'idle', errors: state.outcome.kind === 'invalid' ? state.outcome.errors : {} };
}
