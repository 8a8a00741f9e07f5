import { lazy, Suspense, useLayoutEffect, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import type { CallSummary, LiveCaptures } from '../../../../streams/call';
import type { Samples } from '../../../../streams/samples';
import { useViewState } from '../../../shared/streams-context';
import { theme } from '../../../shared/theme';
import { ExampleCallCard } from '../example-call-card';
import { CardPlace } from '../hero-card';

// A sample call's card: its notepad as it plays, then its summary and what the office receives, in the hero's
// card beside the player, or under it on a phone. Loaded with the samples (sample-calls-panel.tsx).

// In the hero's card, the sample's notepad, then its summary and the office's messages, from the chunks a visitor's own call loads them in:
// imported here by name, the bundler would split those chunks and the first press would fetch more.
const nothing = () => ({ default: () => null });
const Notepad = lazy<ComponentType<{ captures: LiveCaptures }>>(() =>
  import('../call-cards/call-cards').then((module) => ({ default: module.CallNotepad }), nothing),
);
const Summary = lazy<ComponentType<{ summary: CallSummary; sample: true; rating: ReactNode }>>(() =>
  import('../call-cards/call-cards').then((module) => ({ default: module.CapturedCallCard }), nothing),
);
const Office = lazy<ComponentType<{ summary: CallSummary; sample: true }>>(() =>
  import('../call-cards/after-call').then((module) => ({ default: module.OfficePreview }), nothing),
);

/**
 * The hero's card while a sample is chosen: its notepad in the example's place as it plays, then its summary and
 * what the office receives, as for a visitor's own call; nothing when none is. `onShown` says whether it shows, so
 * that the hero's own card (the visitor's call's, or the example) steps aside meanwhile, without being made again.
 */
export function SampleCard({
  samples,
  inline = false,
  onShown,
}: {
  samples: Samples;
  inline?: boolean;
  onShown?: (shown: boolean) => void;
}) {
  const view = useViewState(samples.view$, null);
  // On a phone the hero has no card beside it: the sample's shows under its player instead.
  const phone = usePhone();
  const shown = phone === inline && view !== null && (view.summary !== null || view.captures !== null);
  useLayoutEffect(() => onShown?.(shown), [onShown, shown]);
  useLayoutEffect(() => () => onShown?.(false), [onShown]);
  if (!shown) return null;
  if (view.summary)
    return (
      <Suspense>
        <Summary summary={view.summary} sample rating={<Office summary={view.summary} sample />} />
      </Suspense>
    );
  const notepad = view.captures && <Notepad captures={view.captures} />;
  return (
    <Suspense>
      {inline ? (
        notepad
      ) : (
        <CardPlace>
          <ExampleCallCard hidden />
          {notepad}
        </CardPlace>
      )}
    </Suspense>
  );
}

const PHONE = `(max-width: ${theme.breakpoint.mobileMax})`;

function followPhone(changed: () => void): () => void {
  const query = matchMedia(PHONE);
  query.addEventListener('change', changed);
  return () => query.removeEventListener('change', changed);
}
const isPhone = () => matchMedia(PHONE).matches;
const notPhone = () => false;

/** Whether the page is as narrow as a phone's (the hero's card is not shown). */
function usePhone(): boolean {
  return useSyncExternalStore(followPhone, isPhone, notPhone);
}
