import type { ReactNode } from 'react';
import type { CallSummary, LiveCaptures } from '../../../../streams/call';
import { withChurch } from '../../../../streams/demo';
import { useStreams, useViewState } from '../../../shared/streams-context';
import { ExampleCallCard } from '../example-call-card';
import { CardPlace } from '../hero-card';
import { CallNotepad } from './call-notepad';
import { CapturedCallCard } from './captured-call-card';

// The assistant's mark shows from the same connect: one chunk for what a connected call adds.
export { AssistantMark } from './assistant-state';
export { SoundControls, type SoundControlsProps } from './sound-controls';
// And a sample call's notepad and summary (samples/sample-card.tsx): one chunk for both, as the bundler would otherwise split them.
export { CallNotepad, CapturedCallCard };

interface CallCardsProps {
  summary: CallSummary | null;
  captures: LiveCaptures | null;
  /** Under the summary: what the visitor thought of the demo. */
  rating?: ReactNode;
}

/**
 * The hero's card once a call has connected: the live notepad in the example's place, then the call's summary;
 * each names the visitor's church ("Your church's name") where the call noted none, the notepad from the start.
 */
export function CallCards({ summary, captures, rating }: CallCardsProps) {
  const church = useViewState(useStreams().churchName.churchName$, null)?.name ?? null;
  if (summary) return <CapturedCallCard summary={withChurch(summary, church)} rating={rating} />;
  if (!captures) return null;
  return (
    <CardPlace>
      <ExampleCallCard hidden />
      <CallNotepad captures={withChurch(captures, church)} />
    </CardPlace>
  );
}
