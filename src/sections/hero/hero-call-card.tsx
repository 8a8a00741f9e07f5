import { lazy, Suspense } from 'react';
import { useObservableState } from 'observable-hooks';
import { useStreams } from '../../shared/streams-context';
import { announceNoted } from '../../content/call-notepad';
import { callSummaryText as text } from '../../content/call-summary';
import { ExampleCallCard } from './example-call-card';

// The notepad and a call's summary are only ever shown once a call has connected, so they load
// with the call (a chunk of their own), not with the page. The example holds the place meanwhile,
// and for the rest of the visit if the chunk cannot load (offline): the page must not break.
const CallCards = lazy(() =>
  import('./call-cards/call-cards').then(
    (module) => ({ default: module.CallCards }),
    (error: unknown) => {
      console.error('The call cards could not load:', error);
      return { default: () => <ExampleCallCard /> };
    },
  ),
);

// The question under a summary loads when a call has ended (its own chunk, beside its streams');
// offline nothing is asked. Declared here, so the call's first chunk does not carry its loader.
const DemoRating = lazy(() =>
  import('./call-cards/demo-rating').then(
    (module) => ({ default: module.DemoRating }),
    () => ({ default: () => null }),
  ),
);

/**
 * The hero's card: the example until the visitor's call connects, the live notepad in the
 * example's place while it runs, then what that call captured. One polite live region says
 * each fact as it is noted and that the summary is ready: its text changes only with them.
 */
export function HeroCallCard() {
  const { voiceCall } = useStreams();
  const summary = useObservableState(voiceCall.summary$, null);
  const captures = useObservableState(voiceCall.captures$, null);
  return (
    <>
      {summary || captures ? (
        <Suspense fallback={<ExampleCallCard />}>
          <CallCards
            summary={summary}
            captures={captures}
            rating={
              <Suspense>
                <DemoRating />
              </Suspense>
            }
          />
        </Suspense>
      ) : (
        <ExampleCallCard />
      )}
      <p className="visually-hidden" aria-live="polite" data-testid="card-announcement">
        {summary ? text.ready(summary) : captures ? announceNoted(captures) : ''}
      </p>
    </>
  );
}
