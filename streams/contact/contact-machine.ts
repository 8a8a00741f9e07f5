import { step, type Step, type ToastMessage } from '../shared';
import { EMPTY_DRAFT, type ContactDraft } from './contact-draft';
import { toContactPayload, type ContactPayload } from './contact-payload';
import { withPrefill, type ContactPrefill } from './contact-prefill';
import { hasFieldErrors, validateContact, type FieldErrors } from './contact-validation';
import type { SendOutcome } from './send-contact';

// The contact form's state machine (spec sections 4, 5 and 8), pure: what it reacts to, how it
// moves, which toasts and effects each move asks for, and what the form renders.

/** The reply time of the spec's sent toast; a build hands in its own (VITE_REPLY_WITHIN), null promising none. */
export const SPEC_REPLY_WITHIN = '24 hours';

/** The sent toast, promising a reply within the build's time ("Message sent successfully!" alone when it promises none). */
export function sentNotification(replyWithin: string | null): ToastMessage {
  const title = 'Message sent successfully!';
  return { title: replyWithin === null ? title : `${title} We'll get back to you within ${replyWithin}`, variant: 'default' };
}

/** The contact toasts, with the exact spec texts (section 8). */
export const CONTACT_MESSAGES = {
  sent: sentNotification(SPEC_REPLY_WITHIN),
  failedTitle: 'Failed to send message',
} as const;

export function sendFailedNotification(contactEmail: string): ToastMessage {
  return {
    title: CONTACT_MESSAGES.failedTitle,
    description: `Please try again or contact us directly at ${contactEmail}`,
    variant: 'destructive',
  };
}

export type ContactInput =
  /** The draft saved in this tab, read when the form's streams start. */
  | { readonly type: 'restored'; readonly draft: ContactDraft }
  | { readonly type: 'edited'; readonly patch: Partial<ContactDraft> }
  /** A demo call's summary, carried into the message at the visitor's press; sent only by Send Message. */
  | { readonly type: 'prefilled'; readonly prefill: ContactPrefill }
  | { readonly type: 'send-pressed' }
  | { readonly type: 'send-settled'; readonly outcome: SendOutcome };

export type ContactEffect = { readonly type: 'send'; readonly payload: ContactPayload } | { readonly type: 'forget-draft' };

export interface ContactState {
  readonly draft: ContactDraft;
  readonly status: 'idle' | 'sending';
  /** Field errors of the last press. */
  readonly errors: FieldErrors;
  /** The last press's result for the status region beside the form: none before any, while sending, or after field errors. */
  readonly result: ToastMessage | null;
}

export type ContactStep = Step<ContactState, ToastMessage, ContactEffect>;

export const INITIAL_CONTACT_STATE: ContactState = { draft: EMPTY_DRAFT, status: 'idle', errors: {}, result: null };

/**
 * The machine's one move. Nothing the visitor typed is lost but by a success. `contactEmail` is named in
 * the failure toast, `replyWithin` promised in the sent one.
 */
export function reduceContact(
  state: ContactState,
  input: ContactInput,
  contactEmail: string,
  replyWithin: string | null = SPEC_REPLY_WITHIN,
): ContactStep {
  switch (input.type) {
    case 'restored':
      return step({ ...state, draft: input.draft });
    case 'edited':
      return step({ ...state, draft: { ...state.draft, ...input.patch } });
    case 'prefilled':
      return step({ ...state, draft: withPrefill(state.draft, input.prefill) });
    case 'send-pressed':
      return state.status === 'sending' ? step(state) : pressSend(state, replyWithin);
    case 'send-settled':
      if (state.status !== 'sending') return step(state);
      return input.outcome.kind === 'sent' ? succeeded(replyWithin) : failed(state, contactEmail);
  }
}

function pressSend(state: ContactState, replyWithin: string | null): ContactStep {
  // A filled honeypot: nothing is sent, but it looks like success so bots learn nothing.
  if (state.draft.honeypot.trim() !== '') return succeeded(replyWithin);
  const errors = validateContact(state.draft);
  if (hasFieldErrors(errors)) return step({ ...state, errors, result: null });
  return step({ ...state, status: 'sending', errors: {}, result: null }, [], [{ type: 'send', payload: toContactPayload(state.draft) }]);
}

function succeeded(replyWithin: string | null): ContactStep {
  const sent = sentNotification(replyWithin);
  return step({ draft: EMPTY_DRAFT, status: 'idle', errors: {}, result: sent }, [sent], [{ type: 'forget-draft' }]);
}

function failed(state: ContactState, contactEmail: string): ContactStep {
  const toast = sendFailedNotification(contactEmail);
  return step({ ...state, status: 'idle', result: toast }, [toast]);
}

/** What the form renders: the button reads "Sending..." while sending (spec section 4). */
export interface ContactView {
  readonly status: 'idle' | 'sending';
  readonly errors: FieldErrors;
}

export const IDLE_CONTACT_VIEW: ContactView = { status: 'idle', errors: {} };

export function toContactView(state: ContactState): ContactView {
  return { status: state.status, errors: state.errors };
}

export function sameContactView(a: ContactView, b: ContactView): boolean {
  return a.status === b.status && a.errors.name === b.errors.name && a.errors.email === b.errors.email;
}
