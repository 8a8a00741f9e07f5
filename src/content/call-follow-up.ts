import type { CallSummary } from '../../streams/call';
import { callSummaryText, describeBooking, describeRouting } from './call-summary';
import { referenceLine } from './summary-card';
import { PRODUCT_NAME } from './site';

// From the demo to us: the summary card's action, and the note it leaves in the contact form.
export const followUpText = {
  action: 'Write to our team about this call',
  hint: 'It goes into the contact form for you to edit. Nothing is sent until you press Send Message.',
} as const;

/** A call's summary as the contact form's message: plain lines the visitor can edit, with a live call's reference. */
export function callNote(summary: CallSummary, reference: string | null): string {
  const { need, church, routedTo, booked } = callSummaryText;
  return [
    `About my ${PRODUCT_NAME} demo call:`,
    ...(summary.need === null ? [] : [`${need}: ${summary.need}`]),
    ...(summary.church === null ? [] : [`${church}: ${summary.church}`]),
    `${routedTo}: ${describeRouting(summary.routing)}`,
    `${booked}: ${describeBooking(summary.booking)}`,
    ...referenceLine(reference),
  ].join('\n');
}
