import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { CHURCH, CRISIS_REPLY } from '../../assistant/church';
import { demoChurch } from '../../src/content/office';
import type { CallSummary } from '../../streams/call/call-record';
import {
  SMS_MAX_LENGTH,
  bookingCalendar,
  nextBookedTime,
  officeEmail,
  officeMessages,
  officeSms,
} from '../../streams/office/office-messages';

const pastoral: CallSummary = {
  callId: 'call-7f3a',
  durationSeconds: 94,
  need: 'A hospital visit for my mother',
  church: null,
  routing: { team: 'Pastoral care', leader: 'Reverend Grace Taylor' },
  booking: { leader: 'Reverend Grace Taylor', when: 'Tuesday 10:30 am', place: "St Columba's parish office" },
  turns: [
    { role: 'assistant', text: "Hello, I'm Vestry's AI receptionist.", final: true, untranscribed: false },
    { role: 'user', text: 'My mum is in hospital.', final: true, untranscribed: false },
  ],
};

const atRisk: CallSummary = {
  durationSeconds: 41,
  need: "I'm not safe at home",
  church: null,
  routing: { team: CHURCH.urgentTeam, leader: 'Reverend Grace Taylor' },
  booking: null,
  turns: [
    { role: 'user', text: "I'm not safe at home", final: true, untranscribed: false },
    { role: 'assistant', text: CRISIS_REPLY, final: true, untranscribed: false },
  ],
};

const church = { name: CHURCH.name, urgentTeam: CHURCH.urgentTeam };

// A Friday, 3:15 pm local time.
const friday = new Date(2026, 10, 27, 15, 15);

describe('the church the page names in them', () => {
  it('is the one both assistants answer for', () => {
    expect(demoChurch).toEqual(church);
  });
});

describe('the SMS to the leader', () => {
  it('says the church, the team and leader, the need, the booking and the reference', () => {
    expect(officeSms(pastoral, church)).toBe(
      "St Columba's call for Pastoral care (Reverend Grace Taylor). Need: A hospital visit for my mother. " +
        "Booked: Tuesday 10:30 am with Reverend Grace Taylor, St Columba's parish office. Ref call-7f3a.",
    );
  });

  it('ends the need with its own question mark, not a second stop', () => {
    expect(officeSms({ ...pastoral, need: 'Can we book the hall for a wedding?', booking: null }, church)).toBe(
      "St Columba's call for Pastoral care (Reverend Grace Taylor). Need: Can we book the hall for a wedding? Ref call-7f3a.",
    );
  });

  it('for a caller at risk: URGENT first, with 000 and Lifeline 13 11 14', () => {
    const sms = officeSms(atRisk, church);
    expect(sms.startsWith('URGENT: ')).toBe(true);
    expect(sms).toContain('000 and Lifeline 13 11 14');
    expect(sms).toContain("I'm not safe at home");
  });

  it('stays within two SMS parts (306 characters) however long the need, cutting the need and keeping the rest', () => {
    expect(SMS_MAX_LENGTH).toBe(306);
    const long = { ...pastoral, need: 'word '.repeat(200) };
    const sms = officeSms(long, church);
    expect(sms.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(sms).toContain('...');
    expect(sms.endsWith('Ref call-7f3a.')).toBe(true);
    expect(officeSms({ ...atRisk, need: 'x'.repeat(1000) }, church).length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
  });

  it('stays within them whatever the booking says: the model’s words are cut too', () => {
    const place = 'the hall '.repeat(60);
    const sms = officeSms({ ...pastoral, need: 'x'.repeat(400), booking: { ...pastoral.booking!, place } }, church);
    expect(sms.length).toBeLessThanOrEqual(SMS_MAX_LENGTH);
    expect(sms).toMatch(/^St Columba's call for Pastoral care/);
  });

  it('names only the numbers the assistant gave: a child at risk is given Kids Helpline, not Lifeline', () => {
    const child: CallSummary = {
      ...atRisk,
      turns: [
        {
          role: 'assistant',
          text: 'If the child is in danger now, call 000; otherwise Kids Helpline is 1800 55 1800.',
          final: true,
          untranscribed: false,
        },
      ],
    };
    expect(officeSms(child, church)).toMatch(
      /^URGENT: St Columba's caller may be at risk\. Given 000 and Kids Helpline 1800 55 1800\. Please call back\./,
    );
    expect(officeSms({ ...atRisk, turns: [] }, church)).toMatch(/^URGENT: St Columba's caller may be at risk\. Please call back\. Need: /);
    expect(officeEmail({ ...atRisk, turns: [] }, church).body).toContain('The caller may be at risk. Please call back today.');
  });

  it('a call passed to no one, with no need said, still says so plainly', () => {
    expect(officeSms({ ...pastoral, routing: null, booking: null, need: null }, church)).toBe(
      "St Columba's call for the office. Need: no need was said. Ref call-7f3a.",
    );
  });
});

describe('the email to the office', () => {
  it('has a subject naming the team and the need, and a body with the caller, need, team, booking and transcript', () => {
    const { subject, body } = officeEmail(pastoral, church);
    expect(subject).toBe('Call for Pastoral care: A hospital visit for my mother');
    expect(body.split('\n')).toEqual([
      "A call to St Columba's, answered by Vestry AI.",
      '',
      'Caller: any name or number they gave is in the transcript',
      'Need: A hospital visit for my mother',
      'Passed to: Pastoral care, Reverend Grace Taylor',
      "Booked: Tuesday 10:30 am with Reverend Grace Taylor, St Columba's parish office",
      'Length: 1:34',
      'Reference: call-7f3a',
      '',
      'Transcript',
      "Vestry AI: Hello, I'm Vestry's AI receptionist.",
      'Caller: My mum is in hospital.',
    ]);
  });

  it('names the caller’s church when they said it', () => {
    expect(officeEmail({ ...pastoral, church: 'Grace Chapel' }, church).body).toContain(
      'Caller: from Grace Chapel; any name or number they gave is in the transcript',
    );
  });

  it('for a caller at risk: URGENT in the subject, and what they were given first in the body', () => {
    const { subject, body } = officeEmail(atRisk, church);
    expect(subject).toBe("URGENT: Call for Pastoral care, urgent: I'm not safe at home");
    expect(body.split('\n').slice(0, 3)).toEqual([
      "A call to St Columba's, answered by Vestry AI.",
      '',
      'The caller may be at risk. They were given 000 and Lifeline 13 11 14. Please call back today.',
    ]);
  });
});

describe('the booking on a calendar', () => {
  it('reads the booking tool’s "Tuesday 10:30 am" as the next such time, today when it is still to come', () => {
    expect(nextBookedTime('Tuesday 10:30 am', friday)).toEqual(new Date(2026, 11, 1, 10, 30));
    expect(nextBookedTime('Friday 4:30 pm', friday)).toEqual(new Date(2026, 10, 27, 16, 30));
    expect(nextBookedTime('Friday 2:00 pm', friday)).toEqual(new Date(2026, 11, 4, 14, 0));
    expect(nextBookedTime('Monday 11 am', friday)).toEqual(new Date(2026, 10, 30, 11, 0));
    expect(nextBookedTime('monday 12:15 p.m.', friday)).toEqual(new Date(2026, 10, 30, 12, 15));
  });

  it('places no other form: a date, a word for the time, or nonsense', () => {
    for (const when of ['next week', 'Tuesday at ten thirty', '3 December 10:30 am', 'Someday 10:30 am', 'Tuesday 13:00 pm', ''])
      expect(nextBookedTime(when, friday)).toBeNull();
  });

  it('is a calendar a parser reads: one event at the booked local time, half an hour, at the place', () => {
    const ics = bookingCalendar(pastoral, church, friday);
    expect(ics).not.toBeNull();
    const events = ICAL.Component.fromString(ics ?? '').getAllSubcomponents('vevent');
    expect(events).toHaveLength(1);
    const event = new ICAL.Event(events[0]);
    expect(event.startDate.toString()).toBe('2026-12-01T10:30:00');
    expect(event.startDate.zone?.tzid).toBe('floating');
    expect(event.duration.toSeconds()).toBe(30 * 60);
    expect(event.location).toBe("St Columba's parish office");
    expect(event.summary).toBe("St Columba's: A hospital visit for my mother (with Reverend Grace Taylor)");
    expect(event.uid).toBe('call-7f3a-booking@vestry.ai');
  });

  it('folds every line at 75 octets, never inside a character, and reads back whole', () => {
    const place = 'Église Saint-Colomba, salle paroissiale — entrée côté jardin, près du parking des bénévoles';
    const ics = bookingCalendar({ ...pastoral, booking: { ...pastoral.booking!, place } }, church, friday) ?? '';
    for (const line of ics.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    expect(ics).toContain('\r\n ');
    const event = new ICAL.Event(ICAL.Component.fromString(ics).getFirstSubcomponent('vevent') ?? undefined);
    expect(event.location).toBe(place);
  });

  it('escapes what iCalendar text must escape, so a place with commas and semicolons reads back whole', () => {
    const place = 'Hall B; side door, next to the car park\\gate';
    const ics = bookingCalendar({ ...pastoral, booking: { ...pastoral.booking!, place } }, church, friday);
    const event = new ICAL.Event(ICAL.Component.fromString(ics ?? '').getFirstSubcomponent('vevent') ?? undefined);
    expect(event.location).toBe(place);
  });

  it('none without a booking, or with a time it cannot place', () => {
    expect(bookingCalendar(atRisk, church, friday)).toBeNull();
    expect(bookingCalendar({ ...pastoral, booking: { ...pastoral.booking!, when: 'soon' } }, church, friday)).toBeNull();
    expect(officeMessages(atRisk, church, friday)).toMatchObject({ smsTo: 'Reverend Grace Taylor', calendar: null });
  });
});
