import type { CallSummary, CallTurn } from '../../streams/call';
import { callSummaryText, describeBooking, describeRouting, formatDuration, speakerOf, wordsOf } from './call-summary';
import { PRODUCT_NAME } from './site';

// The words of the summary card a demo call leaves behind, and its copied transcript: loaded with the card
// (call-summary.ts has the words the first load needs).
export const summaryCardText = {
  noTurns: 'Nothing was said on this call.',
  /** The reference's label in the copied transcript and the contact form's note. */
  referenceLabel: 'Call reference',
} as const;

/** A turn in the summary and the copied transcript: what was said, and a line cut short says so. */
export function saidOf(turn: CallTurn): string {
  return turn.interrupted ? `${wordsOf(turn)} ${callSummaryText.interrupted}` : wordsOf(turn);
}

/** The summary as plain text, for the clipboard, with a live call's reference (null: a simulated call's, which has none). */
export function transcriptText(summary: CallSummary, reference: string | null, caller?: string): string {
  const { routedTo, booked, duration, transcript } = callSummaryText;
  const { noTurns } = summaryCardText;
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
  return reference === null ? [] : [`${summaryCardText.referenceLabel}: ${reference}`];
}

/** The reference line as it reads: "Your call’s reference: <id>. Quote it to have this call found or deleted." */
export function referenceText(callId: string): string {
  return `${callSummaryText.reference} ${callId}. ${callSummaryText.referenceUse}`;
}
