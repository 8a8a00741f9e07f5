import type { CallBooking, CallSummary, CallTurn } from '../call';

// What the church's office would receive after a call, built from the call's facts alone: the SMS to
// the leader the call was passed to, the email to the office, and the booking as a calendar event.
// Plain text, no page or browser in it, so a server could send the same from the same facts.

/** The church the call was for: its name, and the team an urgent call is passed to. */
export interface OfficeChurch {
  readonly name: string;
  readonly urgentTeam: string;
}

/** Two parts of a long SMS (153 characters each): more costs more and reads worse on a phone. */
export const SMS_MAX_LENGTH = 306;

/** The numbers the assistant gives a caller at risk, each as the office's messages name it. */
const SAFETY_LINES: readonly (readonly [string, RegExp])[] = [
  ['000', /(?<!\d)000(?!\d)/],
  ['Lifeline 13 11 14', /13 ?11 ?14/],
  ['Kids Helpline 1800 55 1800', /1800 ?55 ?1800/],
];

/** What the assistant said it gave the caller, from its own words: "000 and Lifeline 13 11 14", or "" for none. */
export function givenLines(summary: Pick<CallSummary, 'turns'>): string {
  const said = summary.turns.filter((turn) => turn.role === 'assistant').map((turn) => turn.text);
  const given = SAFETY_LINES.filter(([, number]) => said.some((text) => number.test(text))).map(([name]) => name);
  return given.length < 2 ? given.join('') : `${given.slice(0, -1).join(', ')} and ${given.at(-1) ?? ''}`;
}

export interface OfficeEmail {
  readonly subject: string;
  readonly body: string;
}

export interface OfficeMessages {
  /** To the leader the call was passed to (or the office, when it was passed to no one). */
  readonly smsTo: string;
  readonly sms: string;
  readonly email: OfficeEmail;
  /** The booking as an iCalendar file (RFC 5545), when the call booked a time this page can place on a calendar. */
  readonly calendar: string | null;
}

/** A call passed to pastoral care as urgent: someone at risk. */
export function isUrgent(summary: Pick<CallSummary, 'routing'>, church: OfficeChurch): boolean {
  return summary.routing?.team === church.urgentTeam;
}

/** Cut to `room` characters with "..." (ASCII: one character outside an SMS's alphabet would shrink its parts to 67). */
const clip = (text: string, room: number): string =>
  text.length <= room ? text : `${text.slice(0, Math.max(0, room - 3)).trimEnd()}...`.slice(0, Math.max(0, room));

function needOf(summary: CallSummary): string {
  return summary.need?.trim() || 'no need was said';
}

/** A sentence's end, unless the words end one already ("…for a wedding?"). */
const stop = (text: string): string => (/[.?!]$/.test(text) ? '' : '.');

function bookingLine({ leader, when, place }: CallBooking): string {
  return `${when} with ${leader}, ${place}`;
}

/** The SMS: who, what for, and what was booked; "URGENT" first for a caller at risk. Never over `SMS_MAX_LENGTH`. */
export function officeSms(summary: CallSummary, church: OfficeChurch): string {
  const team = summary.routing ? `${summary.routing.team} (${summary.routing.leader})` : 'the office';
  const given = givenLines(summary);
  const head = isUrgent(summary, church)
    ? `URGENT: ${church.name} caller may be at risk.${given ? ` Given ${given}.` : ''} Please call back. Need: `
    : `${church.name} call for ${team}. Need: `;
  // The booking's words are the model's: cut too, so the reference and the limit hold whatever it said.
  const booked = summary.booking ? ` Booked: ${clip(bookingLine(summary.booking), 120)}.` : '';
  const tail = `${booked}${summary.callId ? ` Ref ${summary.callId}.` : ''}`;
  const need = clip(needOf(summary), SMS_MAX_LENGTH - head.length - tail.length - 1);
  return clip(`${head}${need}${stop(need)}${tail}`, SMS_MAX_LENGTH);
}

const speaker = (turn: CallTurn): string => (turn.role === 'assistant' ? 'Vestry AI' : 'Caller');

function minutes(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The email to the office: the caller, the need, where it went, what was booked, and the whole transcript. */
export function officeEmail(summary: CallSummary, church: OfficeChurch): OfficeEmail {
  const urgent = isUrgent(summary, church);
  const given = givenLines(summary);
  const routed = summary.routing ? `${summary.routing.team}, ${summary.routing.leader}` : 'no one yet: the office to decide';
  const lines = [
    `A call to ${church.name}, answered by Vestry AI.`,
    ...(urgent ? ['', `The caller may be at risk.${given ? ` They were given ${given}.` : ''} Please call back today.`] : []),
    '',
    // The record keeps no name or number: any the caller gave are in the transcript.
    `Caller: ${summary.church ? `from ${summary.church}; ` : ''}any name or number they gave is in the transcript`,
    `Need: ${needOf(summary)}`,
    `Passed to: ${routed}`,
    ...(summary.booking ? [`Booked: ${bookingLine(summary.booking)}`] : []),
    `Length: ${minutes(summary.durationSeconds)}`,
    ...(summary.callId ? [`Reference: ${summary.callId}`] : []),
    '',
    'Transcript',
    ...summary.turns.map((turn) => `${speaker(turn)}: ${turn.untranscribed ? '(heard, not transcribed)' : turn.text}`),
  ];
  const subject = `${urgent ? 'URGENT: ' : ''}Call for ${summary.routing?.team ?? 'the office'}: ${clip(needOf(summary), 60)}`;
  return { subject, body: lines.join('\n') };
}

const WEEKDAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

/** "Tuesday 10:30 am" (the booking tool's form) as the next such local time after `after`; null for any other form. */
export function nextBookedTime(when: string, after: Date): Date | null {
  const match = /^\s*(\w+)\s+(\d{1,2})(?::(\d{2}))?\s*([ap])\.?m\.?\s*$/i.exec(when);
  const day = WEEKDAYS.indexOf(match?.[1]?.toLowerCase() ?? '');
  const hour = Number(match?.[2]);
  const minute = Number(match?.[3] ?? 0);
  if (!match || day < 0 || hour < 1 || hour > 12 || minute > 59) return null;
  const hours = (hour % 12) + (match[4]?.toLowerCase() === 'p' ? 12 : 0);
  const at = new Date(after.getFullYear(), after.getMonth(), after.getDate(), hours, minute);
  const ahead = (day - at.getDay() + 7) % 7;
  at.setDate(at.getDate() + (ahead === 0 && at <= after ? 7 : ahead));
  return at;
}

const pad = (value: number): string => String(value).padStart(2, '0');

/** A local ("floating") date-time: the booking is at that wall-clock time wherever the calendar is. */
function icsLocal(date: Date): string {
  return `${date.getFullYear()}${pad(date.getMonth() + 1)}${pad(date.getDate())}T${pad(date.getHours())}${pad(date.getMinutes())}00`;
}

function icsUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** Text as an iCalendar value: backslash, semicolon, comma and newline escaped (RFC 5545 3.3.11). */
function icsText(text: string): string {
  return text.replace(/[\\;,]/g, (char) => `\\${char}`).replace(/\r?\n/g, '\\n');
}

/** The booking as a one-event calendar, half an hour long; null when its time is not one this page can place. */
export function bookingCalendar(summary: CallSummary, church: OfficeChurch, endedAt: Date): string | null {
  const { booking } = summary;
  const start = booking ? nextBookedTime(booking.when, endedAt) : null;
  if (!booking || !start) return null;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Vestry AI//Demo call booking//EN',
    'CALSCALE:GREGORIAN',
    'BEGIN:VEVENT',
    `UID:${summary.callId ?? icsUtc(endedAt)}-booking@vestry.ai`,
    `DTSTAMP:${icsUtc(endedAt)}`,
    `DTSTART:${icsLocal(start)}`,
    'DURATION:PT30M',
    `SUMMARY:${icsText(`${church.name}: ${needOf(summary)} (with ${booking.leader})`)}`,
    `LOCATION:${icsText(booking.place)}`,
    `DESCRIPTION:${icsText(`Booked by Vestry AI on a call to ${church.name}. Passed to ${summary.routing?.team ?? 'the office'}.`)}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(folded).join('\r\n')}\r\n`;
}

/** A content line folded at 75 octets (RFC 5545 3.1): a line break and a space, never inside a character. */
function folded(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let part = '';
  for (const char of line) {
    // Continuation lines start with the space, which counts towards their 75.
    const limit = parts.length === 0 ? 75 : 74;
    if (encoder.encode(part + char).length > limit) {
      parts.push(part);
      part = '';
    }
    part += char;
  }
  return [...parts, part].join('\r\n ');
}

/** Everything the office of `church` would receive after this call, which ended at `endedAt`. */
export function officeMessages(summary: CallSummary, church: OfficeChurch, endedAt: Date): OfficeMessages {
  return {
    smsTo: summary.routing?.leader ?? 'the parish office',
    sms: officeSms(summary, church),
    email: officeEmail(summary, church),
    calendar: bookingCalendar(summary, church, endedAt),
  };
}
