import type { FieldErrors } from './contact-validation';
import type { SubmissionState } from './submit-contact';

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
