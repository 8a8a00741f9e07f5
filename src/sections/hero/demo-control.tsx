import type { ReactNode } from 'react';
import { useObservableState } from 'observable-hooks';
import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { DesktopOnly } from '../../components/responsive';
import { demoText } from '../../content/site';
import { useStreams, useViewState } from '../../shared/streams-context';
import { media } from '../../shared/theme';
import { DEMO_CONFIG, UNCOUNTED_DEMO_VIEW, type DemoStatus, type DemoView, type UncountedDemoView } from '../../../streams/demo';
import { AttemptsText } from './attempts-text';
import { CallExtras } from './call-extras';
import { CallStage } from './call-stage';
import { ChurchNameField } from './church-name-field';
import { HardCalls } from './hard-calls';
import { PhoneCall } from './phone-call';
import { SoundCheckSlot } from './sound-check-slot';
import { TypeInstead } from './type-instead';
import { TypeToAssistant } from './type-to-assistant';

/** What the visitor's presses do. */
export interface DemoActions {
  readonly start: () => void;
  readonly end: () => void;
  /** The press that plays the assistant (it must reach play() inside the press). */
  readonly hear: () => void;
  /** "Start a typed call": a call held by typing (beside Start, and in the microphone note). */
  readonly startTyping: () => void;
  /** "Try a call about": a typed call that opens with these words. */
  readonly tryCall: (opening: string) => void;
  /** On hover or focus of the start button: fetches the call library early. */
  readonly preload: () => void;
}

export interface DemoControlProps {
  /**
   * The demo's view: what each press may do, the calls left today, why the microphone failed, a limit that
   * holds. Without a count before the visitor's stored count is known (the prerendered page), so the page
   * never shows a count it will take back.
   */
  view: DemoView | UncountedDemoView;
  actions?: Partial<DemoActions>;
  /** Demo calls allowed per day (spec: 3). */
  attemptsPerDay?: number;
  phoneNumber: string;
  /** The build has a demo-call endpoint: the call space holds its challenge's slot while connecting. */
  challenge?: boolean;
  /** The last call's summary is shown: the call space points to it. */
  summaryReady?: boolean;
  /** Live extras shown while connected (volume meter, captions). */
  children?: ReactNode;
  /** The sound check's place in the idle call space (its button, or the open check). */
  soundCheck?: ReactNode;
  /** The sound check is open: it has the call space to itself. */
  soundCheckOpen?: boolean;
  /** "Your church's name" (church-name-field.tsx), above "Try a call about" before a call. */
  churchName?: ReactNode;
}

const DesktopControl = styled(DesktopOnly)`
  display: grid;
  gap: 1rem;
  /* Repeated: this display: grid would otherwise win over DesktopOnly's rule. */
  ${media.mobile} {
    display: none;
  }
`;

// The button row is as tall as the button whatever the text beside it says (at most two lines).
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  min-height: 3.5rem;
  > :first-child {
    min-width: 15.5rem;
  }
`;

function buttonLabel(status: DemoStatus): string {
  if (status === 'connecting') return demoText.connecting;
  if (status === 'connected') return demoText.end;
  return demoText.start;
}

/**
 * The desktop's row: the button that starts and ends the call, "Start a typed call", and what is left of
 * today's calls. What a press may do is the demo's to say (`canStart`, `canEnd`), not recomputed here.
 */
function ControlRow({
  view,
  actions = {},
  attemptsLeft,
  attemptsPerDay,
  phoneNumber,
}: {
  view: DemoView | UncountedDemoView;
  actions?: Partial<DemoActions>;
  attemptsLeft: number | undefined;
  attemptsPerDay: number;
  phoneNumber: string;
}) {
  const { status, canStart, canEnd } = view;
  const disabled = !canStart && !canEnd;
  return (
    <Controls>
      {/* aria-disabled, not disabled: the button keeps keyboard focus while connecting,
          and the same button becomes End Call. */}
      <Button
        variant={canEnd ? 'secondary' : 'hero'}
        size="xl"
        aria-disabled={disabled || undefined}
        aria-busy={status === 'connecting' || undefined}
        onClick={disabled ? undefined : canEnd ? actions.end : actions.start}
        onPointerEnter={actions.preload}
        onFocus={actions.preload}
        data-testid="demo-button"
      >
        {buttonLabel(status)}
      </Button>
      {actions.startTyping && (
        <TypeInstead onPress={actions.startTyping} busy={status === 'connecting'} unavailable={!canStart && status !== 'connecting'} />
      )}
      <AttemptsText status={status} attemptsLeft={attemptsLeft} attemptsPerDay={attemptsPerDay} phoneNumber={phoneNumber} />
    </Controls>
  );
}

/**
 * "Your church's name" and "Try a call about", while a press may start a call, and the latter while it connects;
 * not before the visitor's count is known (the prerendered page), so it never offers a call the day has no room for.
 */
function beforeCall(view: DemoView | UncountedDemoView, tryCall: DemoActions['tryCall'] | undefined, churchName: ReactNode): ReactNode {
  const { status, canStart } = view;
  if (!tryCall || view.attemptsLeft === undefined || !(canStart || status === 'connecting')) return undefined;
  return (
    <>
      {status === 'idle' && churchName}
      <HardCalls mode="start" onPick={tryCall} busy={status === 'connecting'} />
    </>
  );
}

export function DemoControl(props: DemoControlProps) {
  const { view, actions = {}, phoneNumber } = props;
  const { status, canStart, microphoneProblem, unavailable, audioBlocked } = view;
  // Only a build with a demo-call endpoint has limits to say and a challenge: the others carry none of their code.
  const quota = __SITE_DEMO_CALL__ ? view.quota : undefined;
  return (
    <div data-demo-status={status}>
      <DesktopControl>
        {/* Unavailable, or a limit (QuotaNote): the call space says so, and no count invites a press. */}
        <ControlRow
          view={view}
          actions={actions}
          attemptsLeft={unavailable || quota ? undefined : view.attemptsLeft}
          attemptsPerDay={props.attemptsPerDay ?? DEMO_CONFIG.maxAttemptsPerDay}
          phoneNumber={phoneNumber}
        />
        <CallStage
          status={status}
          problem={microphoneProblem}
          unavailable={unavailable === true}
          {...(__SITE_DEMO_CALL__ ? { quota, challenge: props.challenge } : {})}
          summaryReady={props.summaryReady}
          audioBlocked={audioBlocked === true}
          onHear={actions.hear}
          onTypeInstead={canStart ? actions.startTyping : undefined}
          phoneNumber={phoneNumber}
          soundCheck={props.soundCheck}
          soundCheckOpen={props.soundCheckOpen}
          beforeCall={beforeCall(view, actions.tryCall, props.churchName)}
        >
          {props.children}
        </CallStage>
      </DesktopControl>
      <PhoneCall phoneNumber={phoneNumber} />
    </div>
  );
}

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
