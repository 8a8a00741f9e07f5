import { useStreams } from '../../shared/streams-context';
import { useObservableState } from 'observable-hooks';
import { CallExtras } from './call-extras';
import { DemoControl } from './demo-control';
import { TypeToAssistant } from './type-to-assistant';

/** The hero's demo control, wired to the demo-call streams. */
export function LiveDemo({ phoneNumber }: { phoneNumber: string }) {
  const { demo, voiceCall } = useStreams();
  // null in the prerendered HTML and the render that hydrates it: the visitor's stored
  // attempts arrive when the hero subscribes, and until then no count is shown.
  const view = useObservableState(demo.state$, null);
  const summary = useObservableState(voiceCall.summary$, null);
  return (
    <DemoControl
      status={view?.status ?? 'idle'}
      attemptsLeft={view?.attemptsLeft}
      microphoneProblem={view?.microphoneProblem}
      summaryReady={summary !== null}
      audioBlocked={view?.audioBlocked === true}
      phoneNumber={phoneNumber}
      onStart={() => demo.start()}
      onEnd={() => demo.end()}
      onHear={() => demo.hear()}
      onTypeInstead={() => demo.startTyping()}
      onPreload={() => void voiceCall.preload()}
    >
      <CallExtras />
      <TypeToAssistant focus={view?.typing === true} />
    </DemoControl>
  );
}
