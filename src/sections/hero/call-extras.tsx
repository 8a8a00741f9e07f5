import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { useObservableState } from 'observable-hooks';
import { useStreams, useViewState } from '../../shared/streams-context';
import { assistantStateText } from '../../content/assistant-state';
import type { AssistantState as AssistantStateName } from '../../../streams/call';
import type { SoundControlsProps } from './call-cards/call-cards';
import { CallHint, Captions } from './call-captions';
import { MicrophoneMeter, VolumeMeter } from './call-meters';

// A column whose captions take what is left: a hint comes and goes without moving the panel.
const Panel = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  width: 100%;
  min-height: 0;
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 1rem;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colour.onNight};
  > span {
    flex: none;
    min-width: 11.5rem;
  }
`;

// The mark of the assistant's state loads with the call, not with the page; offline, its place stays empty.
const AssistantMark = lazy(() =>
  import('./call-cards/call-cards').then(
    (module): { default: (props: { state: AssistantStateName | null }) => ReactNode } => ({ default: module.AssistantMark }),
    (error: unknown) => {
      console.error("The assistant's state could not load:", error);
      return { default: () => null };
    },
  ),
);

// The mark's place is kept while it loads, and the words' as they change, so the row never moves.
const StatePlace = styled.span`
  flex: none;
  display: grid;
  grid-template-columns: 1.25rem 1fr;
  align-items: center;
  gap: 0.5rem;
  width: 8.5rem;
  height: 1.5rem;
  font-weight: 650;
`;

/**
 * Whose turn it is: the mark, and the state in words, shown as it changes; a screen reader is told a
 * state only once it has held (`heldAssistantState$`), so a quick answer's "Thinking" is not read out.
 * Connecting is the status line's to say.
 */
function AssistantState() {
  const { voiceCall } = useStreams();
  const state = useViewState(voiceCall.assistantState$, null);
  const held = useViewState(voiceCall.heldAssistantState$, null);
  return (
    <StatePlace data-testid="assistant-state-place">
      <Suspense fallback={<span />}>
        <AssistantMark state={state} />
      </Suspense>
      <span aria-hidden="true" data-testid="assistant-state">
        {state ? assistantStateText[state] : ''}
      </span>
      <span className="visually-hidden" aria-live="polite" data-testid="assistant-state-announced">
        {held && held !== 'connecting' ? assistantStateText[held] : ''}
      </span>
    </StatePlace>
  );
}

// The phone line's sound and the volume, beside the captions, load with the call too; offline, the captions alone.
const SoundControls = lazy(() =>
  import('./call-cards/call-cards').then(
    (module): { default: (props: SoundControlsProps) => ReactNode } => ({ default: module.SoundControls }),
    () => ({ default: ({ children }: SoundControlsProps) => children }),
  ),
);

// Push to talk's press, loaded with its switch (call-cards/push-to-talk.tsx); offline, Mute microphone stays.
const HoldToTalk = lazy(() =>
  import('./call-cards/push-to-talk').then(
    (module) => ({ default: module.HoldToTalk }),
    () => ({ default: MuteToggle }),
  ),
);

/** Mute microphone, or while push to talk is on, "Hold to talk" in its place. */
function MicrophoneControl() {
  const on = useObservableState(useStreams().voiceCall.pushToTalk$, null)?.on === true;
  if (!on) return <MuteToggle />;
  return (
    <Suspense fallback={<MuteToggle />}>
      <HoldToTalk />
    </Suspense>
  );
}

/** A fixed label with aria-pressed: "Mute microphone, pressed" reads unambiguously. */
function MuteToggle() {
  const { voiceCall } = useStreams();
  // What the call reports, not what was last asked.
  const muted = useObservableState(useStreams().voiceCall.muted$, false);
  return (
    <Button variant={muted ? 'accent' : 'outline'} size="sm" aria-pressed={muted} onClick={() => voiceCall.setMuted(!muted)}>
      Mute microphone
    </Button>
  );
}

const Video = styled.video`
  flex: none;
  width: 6rem;
  aspect-ratio: 16 / 9;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: #000;
  object-fit: cover;
`;

/** The assistant's face when its voice is an avatar; its sound plays through the audio element. */
function AssistantVideo() {
  const track = useViewState(useStreams().voiceCall.video$, null);
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || !track) return;
    element.srcObject = new MediaStream([track]);
    return () => {
      element.srcObject = null;
    };
  }, [track]);
  return track ? <Video ref={ref} autoPlay playsInline muted aria-label="The assistant" data-testid="assistant-video" /> : null;
}

export function CallExtras() {
  const [soundOpen, setSoundOpen] = useState(false);
  return (
    <Panel>
      <Row>
        <AssistantVideo />
        <AssistantState />
        <VolumeMeter />
        <MicrophoneMeter />
        <MicrophoneControl />
      </Row>
      <CallHint soundOpen={soundOpen} />
      <Suspense fallback={<Captions />}>
        <SoundControls open={soundOpen} setOpen={setSoundOpen}>
          <Captions />
        </SoundControls>
      </Suspense>
    </Panel>
  );
}
