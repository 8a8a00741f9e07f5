import { useLayoutEffect, useRef, type KeyboardEvent } from 'react';
import { useObservableState } from 'observable-hooks';
import styled from 'styled-components';
import { deviceNoticeText, soundCheckProblem, soundCheckText as text } from '../../content/sound-check';
import type { DeviceNotice, DeviceStreams, DevicesView } from '../../../streams/devices';
import { MicFill, Track as LevelTrack } from './level-meter';
import { MicrophoneField, SpeakerField } from './device-picker';
import { FieldRow, SmallButton } from './sound-check-parts';

// The sound check, in the call space while the demo is idle: the microphone's level and whether
// it hears the visitor, a test sound for the speaker, and the devices to use. It never starts a
// call, so it costs no demo call; its microphone goes when it closes or a call starts. Loaded
// when first opened (sound-check-slot.tsx).

// Over the whole call space, which keeps its size: nothing around the panel moves.
const Panel = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  grid-template-rows: auto auto 1fr auto;
  gap: 0.375rem;
  padding: 0.75rem 1rem;
  overflow-y: auto;
  color: ${({ theme }) => theme.colour.onNight};
  &:focus {
    outline: none;
  }
`;

const Track = styled(LevelTrack)`
  flex: 0 1 9rem;
  min-width: 4rem;
  height: 0.5rem;
`;

const Message = styled.p`
  && {
    margin: 0;
    align-self: center;
    font-size: 0.875rem;
    line-height: 1.4;
    color: ${({ theme }) => theme.colour.onNight};
  }
  strong {
    font-weight: 700;
  }
`;

const Footer = styled.div`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  p {
    flex: 1;
    margin: 0;
    font-size: 0.875rem;
    line-height: 1.4;
    color: ${({ theme }) => theme.colour.onNightMuted};
  }
`;

const NoticeLine = styled.p`
  && {
    flex: 1;
    margin: 0;
    font-size: 0.875rem;
    line-height: 1.3;
    color: ${({ theme }) => theme.colour.accent};
    /* Two lines at most: the note below keeps its place. */
    display: -webkit-box;
    -webkit-line-clamp: 2;
    -webkit-box-orient: vertical;
    overflow: hidden;
  }
`;

/** Beside the closed check's button: a chosen device unplugged since, so the next call uses the default. */
export function DeviceNoticeLine({ notice }: { notice: DeviceNotice | null }) {
  return (
    <NoticeLine role="status" data-testid="device-notice">
      {notice ? deviceNoticeText(notice) : ''}
    </NoticeLine>
  );
}

/** The level as a meter, in per cent: screen readers read it when they reach it, not at every change. */
function LevelMeter({ devices }: { devices: DeviceStreams }) {
  const level = useObservableState(devices.level$, 0);
  return (
    <Track
      role="meter"
      aria-label={text.level}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(level * 100)}
      data-testid="sound-check-level"
      data-level={level.toFixed(2)}
    >
      <MicFill style={{ transform: `scaleX(${level})` }} />
    </Track>
  );
}

/** What the check says about the microphone: a device that went, a problem, the wait for permission, or the verdict. */
function microphoneMessage(view: DevicesView) {
  if (view.notice) return deviceNoticeText(view.notice);
  const { check } = view;
  if (check.phase === 'failed') {
    const { title, todo } = soundCheckProblem[check.problem];
    return (
      <>
        <strong>{title}.</strong> {todo}
      </>
    );
  }
  return check.phase === 'listening' ? text.verdict[check.verdict] : text.opening;
}

/** The line under it: a speaker that cannot play, the headphones tip, or what to do if the chime was not heard. */
function speakerHint(view: DevicesView): string {
  if (view.chime === 'failed') return text.chimeFailed;
  if (view.echoRisk) return text.headphones;
  return view.chime === 'played' ? text.chimePlayed : '';
}

export interface SoundCheckProps {
  devices: DeviceStreams;
  view: DevicesView;
  /** Done or Escape: the check closes (and lets its microphone go). */
  onDone: () => void;
}

export default function SoundCheck({ devices, view, onDone }: SoundCheckProps) {
  const panel = useRef<HTMLDivElement>(null);
  // The button that opened it is gone: the panel takes the focus, and names itself.
  useLayoutEffect(() => panel.current?.focus(), []);
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') onDone();
  };
  return (
    <Panel ref={panel} role="group" aria-label={text.panel} tabIndex={-1} onKeyDown={closeOnEscape} data-testid="sound-check">
      <FieldRow>
        <MicrophoneField view={view} devices={devices} />
        <LevelMeter devices={devices} />
      </FieldRow>
      <FieldRow>
        <SpeakerField view={view} devices={devices} />
        <SmallButton
          variant="outline"
          aria-disabled={view.chime === 'playing' || undefined}
          onClick={() => devices.playChime()}
          data-testid="play-chime"
        >
          {text.chime}
        </SmallButton>
      </FieldRow>
      <Message role="status" data-testid="sound-check-message">
        {microphoneMessage(view)}
      </Message>
      <Footer>
        <p role="status" data-testid="sound-check-hint">
          {speakerHint(view)}
        </p>
        <SmallButton variant="accent" onClick={onDone}>
          {text.done}
        </SmallButton>
      </Footer>
    </Panel>
  );
}
