import { lazy, Suspense, useId, useState, type ComponentType } from 'react';
import { Button } from '../../components/ui/button';
import { sampleCallsFailed, sampleCallsLabel } from '../../content/sample-calls-label';
import { useStreams } from '../../shared/streams-context';

// "Listen to a sample call", beside the demo at every width (on a phone beside the tap-to-call): a press that
// loads the samples, their player and their audio (samples/, a chunk of its own) and opens them under it.

type PanelProps = { id: string };

/** Offline: what could not load says so, where the samples would be; the next press tries again. */
const Failed = ({ id }: PanelProps) => (
  <p id={id} role="status">
    {sampleCallsFailed}
  </p>
);

const panel = () =>
  lazy<ComponentType<PanelProps>>(() =>
    import('./samples/sample-calls-panel').then(
      (module) => ({ default: module.SampleCallsPanel }),
      () => ({ default: Failed }),
    ),
  );

export function SampleCalls() {
  const { samples } = useStreams();
  const [open, setOpen] = useState(false);
  // The panel's loader, made at each opening: React keeps a lazy component's first outcome, a failed load's too.
  const [Panel, setPanel] = useState(panel);
  const [failed, setFailed] = useState(false);
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
          if (!open) {
            setFailed(false);
            setPanel(panel);
            samples.load().catch(() => setFailed(true));
          }
          setOpen(!open);
        }}
      >
        {sampleCallsLabel}
      </Button>
      {open &&
        (failed ? (
          <Failed id={id} />
        ) : (
          <Suspense>
            <Panel id={id} />
          </Suspense>
        ))}
    </>
  );
}
