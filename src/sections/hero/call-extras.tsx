import { lazy, Suspense, useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { useObservableState, useSubscription } from 'observable-hooks';
import type { Observable } from 'rxjs';
import { useStreams, useViewState } from '../../shared/streams-context';
import { SafetyNumbers } from '../../components/safety-numbers';
import { callSummaryText, repliedIn, speakerOf, wordsOf } from '../../content/call-summary';
import { demoText } from '../../content/site';
import { assistantStateText } from '../../content/assistant-state';
import type { AssistantState as AssistantStateName } from '../../../streams/call';
import type { SoundControlsProps } from './call-cards/call-cards';

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

const Track = styled.div`
  flex: 1 1 3rem;
  height: 0.625rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(255, 255, 255, 0.18);
  overflow: hidden;
`;

const Fill = styled.div`
  height: 100%;
  transform-origin: left center;
  background: ${({ theme }) => theme.colour.accent};
  transition: transform 90ms linear;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/**
 * A level (0 to 1) written into its meter's fill as it comes, ten times a second in a call, without a
 * React render: the fill's transform and its data-volume. React renders the fill once, at 0.
 */
function useLevelFill(level$: Observable<number>): RefObject<HTMLDivElement | null> {
  const fill = useRef<HTMLDivElement>(null);
  useSubscription(level$, (level) => {
    const element = fill.current;
    if (!element) return;
    element.style.transform = `scaleX(${level})`;
    element.dataset.volume = level.toFixed(2);
  });
  return fill;
}

const AT_ZERO = { transform: 'scaleX(0)' } as const;

/** The assistant's level, ten times a second while connected; nothing re-renders for it. */
export function VolumeMeter() {
  const fill = useLevelFill(useStreams().voiceCall.volume$);
  return (
    <Track aria-hidden="true" data-testid="volume-meter">
      <Fill ref={fill} style={AT_ZERO} data-volume="0.00" />
    </Track>
  );
}

const MicTrack = styled(Track)`
  flex: 0 0 3rem;
  height: 0.375rem;
  background: rgba(255, 255, 255, 0.14);
`;

const MicFill = styled(Fill)`
  background: #5fd38d;
`;

/** The visitor's own level: "is it hearing me?" answered at a glance; where the library lost it, the meter says so instead of 0. */
export function MicrophoneMeter() {
  const { voiceCall } = useStreams();
  const fill = useLevelFill(voiceCall.localVolume$);
  const shown = useObservableState(voiceCall.localVolumeShown$, true);
  if (!shown) return <LevelUnavailable data-testid="microphone-meter-unavailable">{demoText.levelUnavailable}</LevelUnavailable>;
  return (
    <MicTrack title="Your microphone" aria-hidden="true" data-testid="microphone-meter">
      <MicFill ref={fill} style={AT_ZERO} data-volume="0.00" />
    </MicTrack>
  );
}

// In the meter's place, on its line.
const LevelUnavailable = styled.span`
  flex: 0 0 auto;
  font-size: 0.75rem;
  color: ${({ theme }) => theme.colour.onNight};
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

// A fixed box showing the latest lines: long captions never push the hero down.
const CaptionBox = styled.div`
  flex: 1 1 0;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: 0.25rem;
  min-height: 0;
  overflow: hidden;
  padding: 0.5rem 0.75rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: rgba(0, 0, 0, 0.3);
  color: ${({ theme }) => theme.colour.onNight};
  font-size: 0.9375rem;
  line-height: 1.5;
  /* Older lines slide out under a fade, not a hard cut. */
  mask-image: linear-gradient(to bottom, transparent, #000 1.25rem);
  p {
    flex: none;
    margin: 0;
  }
  /* 000 and 13 11 14: underlined in the captions' own colour, which is legible on the night panel as the words are. */
  a {
    color: inherit;
    text-underline-offset: 0.15em;
  }
  b {
    margin-right: 0.5rem;
    font-weight: 650;
    color: ${({ theme }) => theme.colour.accent};
  }
  [data-role='user'] b {
    color: #8fe0b0;
  }
  [data-untranscribed] span,
  [data-final='false'] span {
    color: ${({ theme }) => theme.colour.onNightMuted};
  }
  /* The words a visitor cut off: dimmer and slanted, not by colour alone (over 5:1 on the panel). */
  [data-unheard] {
    color: #a3aecb;
    font-style: italic;
  }
  small {
    margin-left: 0.5rem;
    font-size: 0.75rem;
    color: ${({ theme }) => theme.colour.onNightMuted};
    white-space: nowrap;
  }
`;

/**
 * Live captions of both sides, the newest at the bottom; only the assistant's settled
 * sentences are read out, politely (a screen reader user hears their own words already).
 */
function Captions() {
  const turns = useViewState(useStreams().voiceCall.turns$, []);
  const said = turns.filter((turn) => turn.role === 'assistant' && turn.final).at(-1);
  // A line cut short is read as far as it was said.
  const spoken = said ? `${said.text}${said.interrupted ? ` ${callSummaryText.interrupted}` : ''}` : '';
  return (
    <CaptionBox>
      <div aria-hidden="true" data-testid="captions">
        {turns.length === 0 && <p>…</p>}
        {turns.map((turn, index) => (
          <p
            key={index}
            data-testid="caption-turn"
            data-role={turn.role}
            data-final={String(turn.final)}
            data-untranscribed={turn.untranscribed || undefined}
          >
            <b>{speakerOf(turn)}</b>
            <span>
              <SafetyNumbers text={wordsOf(turn)} focusable={false} />
            </span>
            {turn.unheard && <span data-unheard> {turn.unheard}</span>}
            {turn.interrupted && <span className="visually-hidden"> {callSummaryText.interrupted}</span>}
            {turn.replyMs !== undefined && <small data-testid="reply-time">{repliedIn(turn.replyMs)}</small>}
          </p>
        ))}
      </div>
      <p className="visually-hidden" aria-live="polite" data-testid="spoken-captions">
        {spoken}
      </p>
    </CaptionBox>
  );
}

const Hint = styled.p`
  && {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colour.accent};
  }
`;

type HintName = 'connection' | 'talk-over';

const hints: Readonly<Record<HintName, ReactNode>> = {
  connection: <Hint data-testid="connection-hint">Your connection is weak, so the assistant may sound choppy.</Hint>,
  'talk-over': <Hint data-testid="talk-over-hint">{callSummaryText.talkOver}</Hint>,
};

/**
 * One hint at most, so the captions keep their lines: a gentle word when Daily judges the connection
 * weak; else, while the assistant says its first line of a call (until the line ends or the visitor
 * talks over it), that it can be talked over. While the sound controls are open the hint that showed
 * when they opened stays, and no other comes: a hint coming or going would move them under the pointer.
 */
function CallHint({ soundOpen }: { soundOpen: boolean }) {
  const { voiceCall } = useStreams();
  const quality = useViewState(voiceCall.networkQuality$, 'good');
  const state = useViewState(voiceCall.assistantState$, null);
  // 0 before the first line, 1 while it is said, 2 after: kept from render to render, as React derives state.
  const [line, setLine] = useState(0);
  const now = state === null || state === 'connecting' ? 0 : state === 'speaking' ? line || 1 : line && 2;
  if (now !== line) setLine(now);
  const current: HintName | null = quality === 'warning' || quality === 'bad' ? 'connection' : now === 1 ? 'talk-over' : null;
  // The hint held while the controls are open, taken as they open.
  const [held, setHeld] = useState<{ readonly open: boolean; readonly hint: HintName | null }>({ open: soundOpen, hint: null });
  if (held.open !== soundOpen) setHeld({ open: soundOpen, hint: current });
  const shown = soundOpen ? held.hint : current;
  return shown ? hints[shown] : null;
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
        <MuteToggle />
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
