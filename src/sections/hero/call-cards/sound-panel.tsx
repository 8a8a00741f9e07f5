import { useObservableState } from 'observable-hooks';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { soundText } from '../../../content/sound-controls';
import type { SoundSettings, VoiceCall } from '../../../../streams/call';

// The sound controls' panel: the phone line's sound and the assistant's volume, both kept for the visit by
// the call client, and push to talk, for the call. A chunk of its own, loaded when "Sound" is first pressed.

// Two short rows (three where the switches wrap) over the left of the row above (the state and the meters), never over Mute microphone
// at its right, nor above the call's space.
const Panel = styled.div`
  position: absolute;
  z-index: 1;
  left: 0;
  bottom: calc(100% + 0.375rem);
  /* Clear of Mute microphone (or Hold to talk) at the right of the row above. */
  max-width: calc(100% - 11rem);
  display: grid;
  /* One column as wide as the panel, so a row wider than it shrinks rather than spills. */
  grid-template-columns: minmax(0, 100%);
  justify-items: start;
  gap: 0.25rem;
  padding: 0.25rem 0.625rem;
  border: 1px solid rgba(255, 255, 255, 0.18);
  border-radius: 8px;
  background: #0b1430;
  box-shadow: 0 8px 24px rgba(0, 0, 0, 0.45);
  font-size: 0.875rem;
  label {
    display: flex;
    align-items: center;
    gap: 0.5rem;
    max-width: 100%;
    white-space: nowrap;
  }
  /* A touch target of 24 px at least (WCAG 2.5.8); narrower where the panel is, so its value stays inside. */
  input {
    flex: 0 1 7rem;
    min-width: 3.5rem;
    width: 7rem;
    height: 1.5rem;
    margin: 0;
    accent-color: #f1c24b;
  }
`;

// The two switches side by side where the row has room for them, and compact (a 28 px target, over WCAG
// 2.5.8's 24), so the panel stays inside the call's space once the hint above the captions has gone.
const Switches = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.375rem;
  > button {
    min-height: 1.75rem;
    padding-inline: 0.625rem;
    font-size: 0.875rem;
  }
  /* The switch's state in a word, beside its name: the switch itself tells a screen reader. */
  > button > span {
    margin-inline-start: 0.25rem;
    font-weight: 600;
  }
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

export interface SoundPanelProps {
  readonly id: string;
  readonly label: string;
  readonly sound: SoundSettings;
  readonly voiceCall: Pick<VoiceCall, 'setPhoneBand' | 'setVolume' | 'pushToTalk$' | 'setPushToTalk'>;
}

/** A switch with its state in a word beside its name (the switch itself tells a screen reader). */
function Switch({ name, on, flip }: { name: string; on: boolean; flip: (on: boolean) => void }) {
  return (
    <Button variant={on ? 'accent' : 'outline'} size="sm" role="switch" aria-checked={on} onClick={() => flip(!on)}>
      {name} <span aria-hidden="true">{on ? soundText.on : soundText.off}</span>
    </Button>
  );
}

/** The microphone off except while held (push-to-talk.tsx): for a noisy room or a meeting; once on, screen readers are told how to talk. */
function PushToTalkSwitch({ voiceCall }: { voiceCall: Pick<VoiceCall, 'pushToTalk$' | 'setPushToTalk'> }) {
  const on = useObservableState(voiceCall.pushToTalk$, null)?.on === true;
  return (
    <>
      <Switch name={soundText.pushToTalk} on={on} flip={(next) => voiceCall.setPushToTalk(next)} />
      <span className="visually-hidden" aria-live="polite" data-testid="push-to-talk-announced">
        {on ? soundText.pushToTalkOn : ''}
      </span>
    </>
  );
}

/** The phone line's and push to talk's switches, and the assistant's volume; `label` names the group as "Sound" names its button. */
export default function SoundPanel({ id, label, sound, voiceCall }: SoundPanelProps) {
  return (
    <Panel id={id} role="group" aria-label={label} data-testid="sound-panel">
      <Switches>
        <Switch name={soundText.phoneBand} on={sound.phoneBand} flip={(next) => voiceCall.setPhoneBand(next)} />
        <PushToTalkSwitch voiceCall={voiceCall} />
      </Switches>
      {/* iOS Safari keeps the volume at 1 (the device's buttons set it): no control that does nothing. */}
      {sound.volumeAdjustable && <VolumeRange volume={sound.volume} setVolume={(volume) => voiceCall.setVolume(volume)} />}
    </Panel>
  );
}
