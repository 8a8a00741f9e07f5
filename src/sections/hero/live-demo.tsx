import { useStreams } from '../../app/streams/streams-context';
import { useObservableState } from 'observable-hooks';
import { DEMO_CONFIG, INITIAL_DEMO_STATE, toDemoView, type DemoView } from '../../../streams/demo';
import { CallExtras } from './call-extras';
import { DemoControl } from './demo-control';

// What the prerendered HTML shows; the visitor's stored attempts arrive after hydration.
const PRERENDERED_VIEW: DemoView = toDemoView(INITIAL_DEMO_STATE, DEMO_CONFIG.maxAttemptsPerDay);

/** The hero's demo control, wired to the demo-call streams. */
export function LiveDemo({ phoneNumber }: { phoneNumber: string }) {
  const { demo, voiceCall } = useStreams();
  const view = useObservableState(demo.state$, PRERENDERED_VIEW);
  const summary = useObservableState(voiceCall.summary$, null);
  return (
    <DemoControl
      status={view.status}
      attemptsLeft={view.attemptsLeft}
      microphoneProblem={view.microphoneProblem}
      summaryReady={summary !== null}
      phoneNumber={phoneNumber}
      onStart={() => demo.start()}
      onEnd={() => demo.end()}
      onPreload={() => void voiceCall.preload()}
    >
      <CallExtras />
    </DemoControl>
  );
}
