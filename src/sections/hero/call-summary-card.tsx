import { lazy, Suspense } from 'react';
import { useObservableState } from 'observable-hooks';
import { LogoMark } from '../../components/logo';
import { Caption, Card, Footer } from './hero-card';
import { useStreams } from '../../shared/streams-context';
import { announceNoted } from '../../content/call-notepad';
import { callSummaryText as text } from '../../content/call-summary';

// The notepad and a call's summary are only ever shown once a call has connected, so they load
// with the call (a chunk of their own), not with the page. The example holds the place meanwhile,
// and for the rest of the visit if the chunk cannot load (offline): the page must not break.
const CallCards = lazy(() =>
  import('./call-cards/call-cards').then(
    (module) => ({ default: module.CallCards }),
    (error: unknown) => {
      console.error('The call summary could not load:', error);
      return { default: () => <CallSummaryCard /> };
    },
  ),
);

/** A sample of the SMS and email summary a church receives after each call; hidden, it holds the card's size. */
export function CallSummaryCard({ hidden = false }: { hidden?: boolean }) {
  return (
    <Card aria-label="Example call summary" data-testid="example-card" aria-hidden={hidden || undefined}>
      <Caption>
        <LogoMark size={28} />
        Example call summary
      </Caption>
      <dl>
        <dt>Caller</dt>
        <dd>Margaret, parishioner</dd>
        <dt>Needs</dt>
        <dd>A hospital visit for her husband this week</dd>
        <dt>Routed to</dt>
        <dd>Pastoral care</dd>
        <dt>Booked</dt>
        <dd>Thursday 2:30 pm with Rev. Sarah</dd>
        <dt>Sent</dt>
        <dd>SMS and email summary to the office</dd>
      </dl>
      <Footer>Handled by Vestry AI at 9:42 pm</Footer>
    </Card>
  );
}

/** The summary card's id: the call space links to it. */
export const CALL_SUMMARY_ID = 'call-summary';

/**
 * The hero's card: the example until the visitor's call connects, the live notepad in the
 * example's place while it runs, then what that call captured. One polite live region says
 * each fact as it is noted and that the summary is ready: its text changes only with them.
 */
export function HeroSummary() {
  const { voiceCall } = useStreams();
  const summary = useObservableState(voiceCall.summary$, null);
  const captures = useObservableState(voiceCall.captures$, null);
  return (
    <>
      {summary || captures ? (
        <Suspense fallback={<CallSummaryCard />}>
          <CallCards summary={summary} captures={captures} />
        </Suspense>
      ) : (
        <CallSummaryCard />
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="card-announcement">
        {summary ? text.ready(summary) : captures ? announceNoted(captures) : ''}
      </p>
    </>
  );
}
