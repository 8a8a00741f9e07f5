import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT } from '../../streams/contact/contact-draft';
import { inquirySubject, toContactPayload } from '../../streams/contact/contact-payload';

describe('inquirySubject', () => {
  it('names the church when there is one', () => {
    expect(inquirySubject('Ruth', 'St John’s Anglican')).toBe('New inquiry from St John’s Anglican');
  });

  it.each(['', '   '])('names the person when the church is %j', (church) => {
    expect(inquirySubject('Ruth Baker', church)).toBe('New inquiry from Ruth Baker');
  });
});

describe('toContactPayload', () => {
  it('has exactly the six spec fields, trimmed, with the derived subject', () => {
    const payload = toContactPayload({
      ...EMPTY_DRAFT,
      name: ' Ruth ',
      email: 'ruth@example.org ',
      church: ' Grace Church',
      phone: '0400 000 000',
      message: 'Hello\nthere ',
      honeypot: '',
    });
    expect(payload).toStrictEqual({
      name: 'Ruth',
      email: 'ruth@example.org',
      church: 'Grace Church',
      phone: '0400 000 000',
      message: 'Hello\nthere',
      subject: 'New inquiry from Grace Church',
    });
  });

  it('never carries the honeypot', () => {
    expect(Object.keys(toContactPayload({ ...EMPTY_DRAFT, name: 'x', honeypot: 'spam' }))).not.toContain('honeypot');
  });
});
