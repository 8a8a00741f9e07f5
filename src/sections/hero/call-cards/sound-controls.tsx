import { useObservableState } from 'observable-hooks';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { soundText } from '../../../content/sound-controls';
import { useStreams } from '../../../shared/streams-context';
import type { SoundSettings, VoiceCall } from '../../../../streams/call';

// How the visitor hears the assistant: the phone line's sound and the volume, both kept for the visit by
// the call client. They load with the call, in the call cards' chunk.

// "Sound" beside the captions; pressed, the controls open over the row above it, and the captions, with
// their live region, keep their place and their size: the words go on while the volume is set.
const Place = styled.div`
  position: relative;
  flex: 1 1 0;
  display: flex;
  gap: 0.75rem;
  min-height: 0;
  /* The captions, last in the focus order, first in the row. */
  > :last-child {
    order: 0;
    flex: 1 1 0;
    min-width: 0;
  }
  > button {
    order: 1;
    align-self: flex-end;
  }
`;

// Two short rows over the left of the row above (the state and the meters), never over Mute microphone
// at its right, nor above the call's space.
const Panel = styled.div`
  position: absolute;
  z-index: 1;
  left: 0;
  bottom: calc(100% + 0.375rem);
  display: grid;
  justify-items: start;
  gap: 0.375rem;
  padding: 0.375rem 0.625rem;
  border: 1px solid rgba(255, 255, 255, 0.18);
  border-radius: 8px;
  background: #0b1430;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.45);
  font-size: 0.875rem;
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    white-space: nowrap;
  }
  /* A touch target of 24 px at least (WCAG 2.5.8). */
  input {
    width: 7rem;
    height: 1.5rem;
    margin: 0;
    accent-color: #f1c24b;
  }
`;

// The switch's state in a word, beside its name: the switch itself tells a screen reader.
const State = styled.span`
  margin-inline-start: 0.25rem;
  font-weight: 600;
`;

/**
 * A range of 0 to 100 (its default) in tens: the arrow keys step it, a screen reader reads the percentage
 * (`aria-valuetext`), and the value is in sight beside it.
 */
function VolumeRange({ volume, setVolume }: { volume: number; setVolume: (volume: number) => void }) {
  const percent = Math.round(volume * 100);
  return (
    <label>
      <span>{soundText.volume}</span>
      <input
        type="range"
        step={10}
        value={percent}
        aria-valuetext={`${percent}%`}
        onChange={(event) => setVolume(event.currentTarget.valueAsNumber / 100)}
      />
      <span aria-hidden="true" data-testid="volume-value">
        {percent}%
      </span>
    </label>
  );
}

/** The phone line's switch and the assistant's volume. */
function SoundPanel({
  id,
  sound,
  voiceCall,
}: {
  id: string;
  sound: SoundSettings;
  voiceCall: Pick<VoiceCall, 'setPhoneBand' | 'setVolume'>;
}) {
  return (
    <Panel id={id} role="group" aria-label={soundText.sound} data-testid="sound-panel">
      <Button
        variant={sound.phoneBand ? 'accent' : 'outline'}
        size="sm"
        role="switch"
        aria-checked={sound.phoneBand}
        onClick={() => voiceCall.setPhoneBand(!sound.phoneBand)}
      >
        {soundText.phoneBand} <State aria-hidden="true">{sound.phoneBand ? soundText.on : soundText.off}</State>
      </Button>
      {/* iOS Safari keeps the volume at 1 (the device's buttons set it): no control that does nothing. */}
      {sound.volumeAdjustable && <VolumeRange volume={sound.volume} setVolume={(volume) => voiceCall.setVolume(volume)} />}
    </Panel>
  );
}

export interface SoundControlsProps {
  readonly children: ReactNode;
  /** Held by the call panel, which keeps its hint out of the way while the controls are open. */
  readonly open: boolean;
  readonly setOpen: (open: boolean) => void;
}

/** The captions, and beside them "Sound": pressed, the sound panel above until pressed again, or Escape. */
export function SoundControls({ children, open, setOpen }: SoundControlsProps) {
  const { voiceCall } = useStreams();
  const sound = useObservableState(voiceCall.sound$, null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  if (!sound) return children;
  // Escape closes the controls from within them, back on "Sound", as a menu button's popup does.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!open || event.key !== 'Escape') return;
    setOpen(false);
    button.current?.focus();
  };
  return (
    <Place onKeyDown={onKeyDown}>
      {/* First in the focus order, what it opens next; shown at the right. */}
      <Button
        ref={button}
        variant="outline"
        size="sm"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          setOpen(!open);
          // Where the press came from the panel's own controls' side (Safari does not focus a pressed button), focus stays on Sound.
          button.current?.focus();
        }}
      >
        {soundText.sound}
      </Button>
      {open && <SoundPanel id={panelId} sound={sound} voiceCall={voiceCall} />}
      {children}
    </Place>
  );
}
