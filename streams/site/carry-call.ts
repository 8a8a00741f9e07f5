import { step, type Step } from '../shared';
import type { CallSummary } from '../call';
import type { ContactPrefill } from '../contact';

// The summary card's press, as data: the last call's summary in the page's words goes to the
// contact form as a prefill. Which summary is shown is state; the prefill is what a press raises.

export interface CarryState {
  /** The summary the page shows: none before a call ends, nor once the next connects. */
  readonly summary: CallSummary | null;
}

export type CarryInput =
  | { readonly type: 'summary-shown'; readonly summary: CallSummary | null }
  /** The visitor's press, with the page's words for the summary it shows, and the church it names (the call's, else the visitor's). */
  | { readonly type: 'carry-pressed'; readonly note: string; readonly church: string | null };

export const NO_SUMMARY: CarryState = { summary: null };

/** A press with a summary shown raises its prefill (the note, and the church the card names); without one, nothing. */
export function reduceCarry(state: CarryState, input: CarryInput): Step<CarryState, ContactPrefill, never> {
  if (input.type === 'summary-shown') return step({ summary: input.summary });
  return state.summary ? step(state, [{ message: input.note, church: input.church }]) : step(state);
}
