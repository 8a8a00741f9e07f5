import { lazy, Suspense, useState, type ComponentType } from 'react';
import { useObservableState } from 'observable-hooks';
import type { Samples } from '../../../streams/samples';
import type { CallSummary } from '../../../streams/call';
import { useStreams, useViewState } from '../../shared/streams-context';
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

// What the office receives and the question under a summary load when a call has ended (their own
// chunk, beside the rating's streams); offline neither shows. Declared here, so the call's first chunk
// does not carry their loader.
const AfterCall = lazy<ComponentType<{ summary: CallSummary }>>(() =>
  import('./call-cards/after-call').then(
    (module) => ({ default: module.AfterCall }),
    () => ({ default: () => null }),
  ),
);

// A sample call's card, once the samples have loaded (their first press): see samples/sample-card.tsx. From the
// panel's chunk, which re-exports it: a chunk of its own would cost the first load its name.
const SampleCard = lazy<ComponentType<{ samples: Samples; onShown: (shown: boolean) => void }>>(() =>
  import('./samples/sample-calls-panel').then(
    (module) => ({ default: module.SampleCard }),
    () => ({ default: () => null }),
  ),
);

/**
 * The hero's card: the example until the visitor's call connects, the live notepad in the
 * example's place while it runs, then what that call captured. One polite live region says
 * each fact as it is noted and that the summary is ready: its text changes only with them.
 */
export function HeroCallCard() {
  const { voiceCall, samples } = useStreams();
  const summary = useViewState(voiceCall.summary$, null);
  const captures = useViewState(voiceCall.captures$, null);
  const loaded = useObservableState(samples.loaded$, null);
  const [sampleShown, setSampleShown] = useState(false);
  const card =
    summary || captures ? (
      <Suspense fallback={<ExampleCallCard />}>
        <CallCards
          summary={summary}
          captures={captures}
          rating={
            summary && (
              <Suspense>
                <AfterCall summary={summary} />
              </Suspense>
            )
          }
        />
      </Suspense>
    ) : (
      <ExampleCallCard />
    );
  return (
    <>
      {/* Each in a place of its own: the samples loading makes the visitor's card again at no time. */}
      {loaded && (
        <Suspense>
          <SampleCard samples={loaded} onShown={setSampleShown} />
        </Suspense>
      )}
      {/* Hidden, not unmade, while a sample shows: the visitor's summary keeps what they opened or copied. */}
      <div hidden={sampleShown}>{card}</div>
      <p className="visually-hidden" aria-live="polite" data-testid="card-announcement">
        {summary ? text.ready(summary) : captures ? announceNoted(captures) : ''}
      </p>
    </>
  );
}
