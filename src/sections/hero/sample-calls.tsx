import { lazy, Suspense, useId, useState, type ComponentType } from 'react';
import { Button } from '../../components/ui/button';
import { sampleCallsLabel } from '../../content/sample-calls-label';
import { useStreams } from '../../shared/streams-context';

// "Listen to a sample call", beside the demo at every width (on a phone beside the tap-to-call): a press that
// loads the samples, their player and their audio (samples/, a chunk of its own) and opens them under it.

const SampleCallsPanel = lazy<ComponentType<{ id: string }>>(() =>
  import('./samples/sample-calls-panel').then(
    (module) => ({ default: module.SampleCallsPanel }),
    // Offline the press stays, and opens nothing.
    () => ({ default: () => null }),
  ),
);

export function SampleCalls() {
  const { samples } = useStreams();
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        aria-expanded={open}
        style={{ justifySelf: 'start' }}
        aria-controls={open ? id : undefined}
        onClick={() => {
          void samples.load().catch(() => undefined);
          setOpen(!open);
        }}
      >
        {sampleCallsLabel}
      </Button>
      {open && (
        <Suspense>
          <SampleCallsPanel id={id} />
        </Suspense>
      )}
    </>
  );
}
