import type { CallBooking, CallRouting, CallSummary, CallTurn } from '../../streams/call';

// The words of the live captions, the notepad and the call space about a demo call's summary: the first load's.
// The summary card's own words are summary-card.ts's, loaded with the card.
export const callSummaryText = {
  /** Before a live call's reference (its provider's call id); a simulated call has none. */
  reference: 'Your call’s reference:',
  /** After the reference. */
  referenceUse: 'Quote it to have this call found or deleted.',
  copy: 'Copy transcript',
  copied: 'Transcript copied.',
  copyFailed: 'Copying did not work in this browser. The transcript is selected: press Ctrl+C (or ⌘C) to copy it.',
  footer: 'A summary like this goes to your office by SMS and email after every call.',
  title: 'Your demo call',
  /** A sample call's summary, whose caller is not the visitor. */
  sampleTitle: 'Sample call',
  duration: 'Duration',
  medianReply: 'Median reply time',
  transcript: 'Transcript',
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
  need: 'Needs',
  church: 'Church',
  routedTo: 'Routed to',
  booked: 'Booked',
  notRouted: 'Not put through to anyone',
  notBooked: 'Nothing booked',
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

/** The summary card's id: the call space links to it. */
export const CALL_SUMMARY_ID = 'call-summary';
