import { describe, expect, it } from 'vitest';
import { CONTACT_FIELD_ERRORS, hasFieldErrors, validateContact } from '../../streams/contact/contact-validation';
import { EMPTY_DRAFT } from '../../streams/contact/contact-draft';

const draft = (name: string, email = '') => ({ ...EMPTY_DRAFT, name, email });

describe('validateContact', () => {
  it('accepts a name alone (email, church, phone, message are optional)', () => {
    expect(validateContact(draft('Anonymous'))).toEqual({});
    expect(hasFieldErrors(validateContact(draft('Anonymous')))).toBe(false);
  });

  it.each(['', '   ', '\n\t'])('requires a name (%j is blank)', (name) => {
    expect(validateContact(draft(name))).toEqual({ name: CONTACT_FIELD_ERRORS.nameRequired });
  });

  it.each(['ruth@example.org', 'a.b+c@sub.example.com.au', 'pastor@localhost', ' ruth@example.org '])('accepts the email %j', (email) => {
    expect(validateContact(draft('Ruth', email))).toEqual({});
  });

  it.each(['ruth', 'ruth@', '@example.org', 'ruth@@example.org', 'ruth example@x.org', 'ruth@-x.org'])('rejects the email %j', (email) => {
    expect(validateContact(draft('Ruth', email))).toEqual({ email: CONTACT_FIELD_ERRORS.emailInvalid });
  });

  it('reports both fields at once', () => {
    const errors = validateContact(draft('', 'nope'));
    expect(errors).toEqual({ name: CONTACT_FIELD_ERRORS.nameRequired, email: CONTACT_FIELD_ERRORS.emailInvalid });
    expect(hasFieldErrors(errors)).toBe(true);
  });
});
