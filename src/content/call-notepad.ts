import type { CallCaptures, CaptureKind, LiveCaptures } from '../../streams/call';
import { callSummaryText, describeBooking, describeRouting } from './call-summary';

// The words of the live notepad: the hero's card while a call runs, filled in as the
// assistant captures each fact.
export const notepadText = {
  title: 'Live notepad',
  live: 'Live',
  /** A fact the assistant has not captured yet. */
  pending: 'Not noted yet',
  footer: 'The assistant fills this in as it captures each detail.',
} as const;

/** The notepad's rows, in the order the call record lists a change's facts. */
export const notepadFacts = ['need', 'church', 'routing', 'booking'] as const satisfies readonly CaptureKind[];

/** The notepad's label of each fact. */
export const factLabels: Readonly<Record<CaptureKind, string>> = {
  need: callSummaryText.need,
  church: callSummaryText.church,
  routing: callSummaryText.routedTo,
  booking: callSummaryText.booked,
};

/** A captured fact in words, or null while it is not captured. */
export function describeFact(captures: CallCaptures, kind: CaptureKind): string | null {
  switch (kind) {
    case 'need':
      return captures.need;
    case 'church':
      return captures.church;
    case 'routing':
      return captures.routing && describeRouting(captures.routing);
    case 'booking':
      return captures.booking && describeBooking(captures.booking);
  }
}

/** What the polite live region says of the facts the last change brought: each once. */
export function announceNoted(captures: LiveCaptures): string {
  const sentence = (words: string): string => (/[.!?]$/.test(words) ? words : `${words}.`);
  const facts = captures.latest.map((kind) => `${factLabels[kind]}: ${sentence(describeFact(captures, kind) ?? '')}`);
  return facts.length === 0 ? '' : `Noted. ${facts.join(' ')}`;
}
