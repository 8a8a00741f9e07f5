import { useObservableState } from 'observable-hooks';
import { useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { soundText } from '../../../content/sound-controls';
import { useStreams } from '../../../shared/streams-context';
import type { SoundSettings, VoiceCall } from '../../../../streams/call';

// How the visitor hears the assistant: the phone line's sound and the volume, both kept for the visit by
// the call client. They load with the call, in the call cards' chunk.

// "Sound" beside the captions; pressed, the controls take the captions' place until it is pressed again.
// The panel's rows keep the space they had.
const Place = styled.div`
  flex: 1 1 0;
  display: flex;
  gap: 0.75rem;
  min-height: 0;
  > button {
    order: 1;
    align-self: flex-end;
  }
  > div {
    flex: 1 1 0;
    display: flex;
    align-items: center;
    gap: 1rem;
    padding: 0.5rem 0.75rem;
    border-radius: 8px;
    background: rgba(0, 0, 0, 0.3);
    font-size: 0.875rem;
  }
  label {
    display: grid;
  }
  input {
    width: 7rem;
    accent-color: #f1c24b;
  }
`;

/** The phone line's switch and the assistant's volume. */
function SoundPanel({ sound, voiceCall }: { sound: SoundSettings; voiceCall: Pick<VoiceCall, 'setPhoneBand' | 'setVolume'> }) {
  return (
    <div>
      <Button
        variant={sound.phoneBand ? 'accent' : 'outline'}
        size="sm"
        role="switch"
        aria-checked={sound.phoneBand}
        onClick={() => voiceCall.setPhoneBand(!sound.phoneBand)}
      >
        {soundText.phoneBand}
      </Button>
      {/* iOS Safari keeps the volume at 1 (the device's buttons set it): no control that does nothing. A range
          of 0 to 100 (its default) in tens: the arrow keys step it, and a screen reader reads a whole number. */}
      {sound.volumeAdjustable && (
        <label>
          {soundText.volume}
          <input
            type="range"
            step={10}
            value={Math.round(sound.volume * 100)}
            onChange={(event) => voiceCall.setVolume(event.currentTarget.valueAsNumber / 100)}
          />
        </label>
      )}
    </div>
  );
}

/** The captions, and beside them "Sound": pressed, the sound panel in their place until pressed again. */
export function SoundControls({ children }: { children: ReactNode }) {
  const { voiceCall } = useStreams();
  const sound = useObservableState(voiceCall.sound$, null);
  const [open, setOpen] = useState(false);
  if (!sound) return children;
  return (
    <Place>
      {/* First in the focus order, what it opens next; shown at the right. */}
      <Button variant="outline" size="sm" aria-expanded={open} onClick={() => setOpen(!open)}>
        {soundText.sound}
      </Button>
      {open ? <SoundPanel sound={sound} voiceCall={voiceCall} /> : children}
    </Place>
  );
}
