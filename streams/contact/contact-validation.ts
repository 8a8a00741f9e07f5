import type { ContactDraft } from './contact-draft';

export interface FieldErrors {
  readonly name?: string;
  readonly email?: string;
}

export const CONTACT_FIELD_ERRORS = {
  nameRequired: 'Please enter your name (or "Anonymous").',
  emailInvalid: 'Please enter a valid email address, or leave it empty.',
} as const;

// The WHATWG "valid e-mail address" rule, i.e. the browser's own type="email" check.
const EMAIL_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Spec section 5: name required; email optional but well-formed when given. */
export function validateContact(draft: ContactDraft): FieldErrors {
  const email = draft.email.trim();
  return {
    ...(draft.name.trim() === '' ? { name: CONTACT_FIELD_ERRORS.nameRequired } : {}),
    ...(email !== '' && !EMAIL_PATTERN.test(email) ? { email: CONTACT_FIELD_ERRORS.emailInvalid } : {}),
  };
}

export function hasFieldErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}
