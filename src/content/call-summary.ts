import type { CallBooking, CallRouting, CallSummary, CallTurn } from '../../streams/call';
import { PRODUCT_NAME } from './site';

// The words of the live captions and of the summary a demo call leaves behind.
export const callSummaryText = {
  title: 'Your demo call',
  /** A sample call's summary, whose caller is not the visitor. */
  sampleTitle: 'Sample call',
  assistant: 'Assistant',
  visitor: 'You',
  caller: 'Caller',
  /** The simulated assistant hears the visitor but transcribes nothing. */
  visitorSpeaking: 'speaking…',
  visitorSpoke: 'spoke (not transcribed in this demo)',
  /** After the words of an assistant line the visitor talked over (for screen readers, and in the copied transcript). */
  interrupted: '(interrupted)',
  /** While the assistant says its first line in a call. */
  talkOver: 'You can talk over the assistant at any time.',
  duration: 'Duration',
  medianReply: 'Median reply time',
  need: 'Needs',
  church: 'Church',
  routedTo: 'Routed to',
  booked: 'Booked',
  transcript: 'Transcript',
  notRouted: 'Not put through to anyone',
  notBooked: 'Nothing booked',
  noTurns: 'Nothing was said on this call.',
  copy: 'Copy transcript',
  copied: 'Transcript copied.',
  copyFailed: 'Copying did not work in this browser. The transcript is selected: press Ctrl+C (or ⌘C) to copy it.',
  footer: 'A summary like this goes to your office by SMS and email after every call.',
  /** Before a live call's reference (its provider's call id); a simulated call has none. */
  reference: 'Your call’s reference:',
  /** The reference's label in the copied transcript and the contact form's note. */
  referenceLabel: 'Call reference',
  /** After the reference. */
  referenceUse: 'Quote it to have this call found or deleted.',
  /** In the call space once a call has ended. */
  ended: 'Call ended. Your summary is ready:',
  seeSummary: 'see what the call captured',
  ready: (summary: CallSummary): string =>
    `Your call summary is ready: ${formatDuration(summary.durationSeconds)}, ${describeRouting(summary.routing)}.`,
} as const;

/** A reply time to one decimal: "0.8 s". */
export function formatReply(ms: number): string {
  return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
}

/** Beside an assistant caption that answered the visitor. */
export const repliedIn = (ms: number): string => `replied in ${formatReply(ms)}`;

/** "45 s", "1 min 32 s", "2 min". */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const minutes = Math.floor(whole / 60);
  const rest = whole % 60;
  if (minutes === 0) return `${rest} s`;
  return rest === 0 ? `${minutes} min` : `${minutes} min ${rest} s`;
}

export function describeRouting(routing: CallRouting | null): string {
  return routing ? `${routing.team} (${routing.leader})` : callSummaryText.notRouted;
}

export function describeBooking(booking: CallBooking | null): string {
  return booking ? `${booking.when} with ${booking.leader}, ${booking.place}` : callSummaryText.notBooked;
}

/** Who said a turn: the assistant, or `caller` (the visitor, "You", but for a sample call's). */
export function speakerOf(turn: CallTurn, caller: string = callSummaryText.visitor): string {
  return turn.role === 'assistant' ? callSummaryText.assistant : caller;
}

/** What a turn says on screen and in the copied transcript. */
export function wordsOf(turn: CallTurn): string {
  if (!turn.untranscribed) return turn.text;
  return turn.final ? callSummaryText.visitorSpoke : callSummaryText.visitorSpeaking;
}

/** A turn in the summary and the copied transcript: what was said, and a line cut short says so. */
export function saidOf(turn: CallTurn): string {
  return turn.interrupted ? `${wordsOf(turn)} ${callSummaryText.interrupted}` : wordsOf(turn);
}

/** The summary as plain text, for the clipboard, with a live call's reference (null: a simulated call's, which has none). */
export function transcriptText(summary: CallSummary, reference: string | null, caller?: string): string {
  const { routedTo, booked, duration, transcript, noTurns } = callSummaryText;
  const lines = summary.turns.map((turn) => `${speakerOf(turn, caller)}: ${saidOf(turn)}`);
  return [
    `${PRODUCT_NAME} demo call`,
    `${duration}: ${formatDuration(summary.durationSeconds)}`,
    ...(summary.need === null ? [] : [`${callSummaryText.need}: ${summary.need}`]),
    ...(summary.church === null ? [] : [`${callSummaryText.church}: ${summary.church}`]),
    `${routedTo}: ${describeRouting(summary.routing)}`,
    `${booked}: ${describeBooking(summary.booking)}`,
    ...referenceLine(reference),
    '',
    `${transcript}:`,
    ...(lines.length > 0 ? lines : [noTurns]),
  ].join('\n');
}

/** "Call reference: <id>" where the call has one, so a pasted transcript or a sent note can have it found. */
export function referenceLine(reference: string | null): string[] {
  return reference === null ? [] : [`${callSummaryText.referenceLabel}: ${reference}`];
}

/** The reference line as it reads: "Your call’s reference: <id>. Quote it to have this call found or deleted." */
export function referenceText(callId: string): string {
  return `${callSummaryText.reference} ${callId}. ${callSummaryText.referenceUse}`;
}

/** The summary card's id: the call space links to it. */
export const CALL_SUMMARY_ID = 'call-summary';
