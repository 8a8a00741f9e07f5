import type { CallSummary } from '../../../../streams/call';
import { DemoRating } from './demo-rating';
import { OfficePreview } from './office-preview';

// A sample call's office messages too (samples/sample-card.tsx), from this chunk.
export { OfficePreview };

/** Under a call's summary, loaded with the first one: what the office receives, then what the visitor thought. */
export function AfterCall({ summary }: { summary: CallSummary }) {
  return (
    <>
      <OfficePreview summary={summary} />
      <DemoRating />
    </>
  );
}
