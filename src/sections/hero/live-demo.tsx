import { useStreams, useViewState } from '../../shared/streams-context';
import { useObservableState } from 'observable-hooks';
import { UNCOUNTED_DEMO_VIEW } from '../../../streams/demo';
import { CallExtras } from './call-extras';
import { ChurchNameField } from './church-name-field';
import { DemoControl } from './demo-control';
import { SoundCheckSlot } from './sound-check-slot';
import { TypeToAssistant } from './type-to-assistant';

/** The hero's demo control, wired to the demo-call streams. */
export function LiveDemo({ phoneNumber }: { phoneNumber: string }) {
  const { demo, voiceCall, devices } = useStreams();
  // The prerendered HTML and the render that hydrates it have no view: the visitor's stored
  // attempts arrive when the hero subscribes, and until then the demo's view without a count.
  // Its challenge slot may so come a few frames after the press (streams/demo-endpoint/challenge-slot.ts).
  const view = useViewState(demo.state$, null) ?? UNCOUNTED_DEMO_VIEW;
  const summary = useViewState(voiceCall.summary$, null);
  // null until the visitor first opens the sound check (its code loads then).
  const deviceView = useObservableState(devices.view$, null);
  return (
    <DemoControl
      view={view}
      actions={{
        start: () => demo.start(),
        end: () => demo.end(),
        hear: () => demo.hear(),
        startTyping: () => demo.startTyping(),
        tryCall: (opening) => demo.tryCall(opening),
        preload: () => void voiceCall.preload(),
      }}
      // Not siteConfig.demoCall: the hero's chunk must not take the config, or the entry would run it before the styles' markers.
      challenge={__SITE_DEMO_CALL__}
      summaryReady={summary !== null}
      phoneNumber={phoneNumber}
      soundCheck={<SoundCheckSlot view={deviceView} />}
      soundCheckOpen={deviceView !== null && deviceView.check.phase !== 'closed'}
      churchName={<ChurchNameField />}
    >
      <CallExtras />
      <TypeToAssistant focus={view.typing === true} problem={view.microphoneProblem} />
    </DemoControl>
  );
}
