import { useSession } from '../../app/session/session-context';
import { useDemoView } from '../../hooks/use-demo-view';
import { CallExtras } from './call-extras';
import { DemoControl } from './demo-control';

/** The hero's demo control, wired to the demo-call streams. */
export function LiveDemo({ phoneNumber }: { phoneNumber: string }) {
  const { demo, voiceCall } = useSession();
  const view = useDemoView();
  return (
    <DemoControl
      status={view.status}
      attemptsLeft={view.attemptsLeft}
      phoneNumber={phoneNumber}
      onStart={() => demo.start()}
      onEnd={() => demo.end()}
      onPreload={() => void voiceCall.preload()}
    >
      <CallExtras />
    </DemoControl>
  );
}
