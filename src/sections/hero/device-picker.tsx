import { useId } from 'react';
import styled from 'styled-components';
import { soundCheckText as text } from '../../content/sound-check';
import type { AudioDevice, DeviceStreams, DevicesView } from '../../../streams/devices';
import { SmallButton } from './sound-check-parts';

// The microphone and the speaker the demo uses, chosen in the sound check. The browser names its
// devices only once the visitor has let the page use a microphone; until then (and where it
// lists no speakers) the field says the default is used.

const Select = styled.select`
  flex: 1 1 0;
  min-width: 0;
  height: 2rem;
  padding: 0 0.5rem;
  border: 1px solid rgba(255, 255, 255, 0.5);
  border-radius: ${({ theme }) => theme.radius.sm};
  background: rgba(0, 0, 0, 0.35);
  color: ${({ theme }) => theme.colour.onNight};
  font: inherit;
  text-overflow: ellipsis;
  &:focus-visible {
    outline: 3px solid var(--focus-outer);
    outline-offset: 2px;
    box-shadow: 0 0 0 2px var(--focus-inner);
  }
  option {
    color: ${({ theme }) => theme.colour.ink};
    background: ${({ theme }) => theme.colour.paper};
  }
`;

const Default = styled.span`
  flex: 1 1 0;
  min-width: 0;
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${({ theme }) => theme.colour.onNight};
`;

function DeviceSelect({
  id,
  devices,
  value,
  onChoose,
  testId,
}: {
  id: string;
  devices: readonly AudioDevice[];
  value: string | null;
  onChoose: (deviceId: string) => void;
  testId: string;
}) {
  return (
    <Select id={id} value={value ?? ''} onChange={(event) => onChoose(event.target.value)} data-testid={testId}>
      {devices.map((device) => (
        <option key={device.deviceId} value={device.deviceId}>
          {device.label}
        </option>
      ))}
    </Select>
  );
}

interface FieldProps {
  view: DevicesView;
  devices: DeviceStreams;
}

/** The microphone: the list once the browser names it, else the default. */
export function MicrophoneField({ view, devices }: FieldProps) {
  const id = useId();
  if (view.inputs.length === 0) {
    return (
      <>
        <span>{text.microphone}</span>
        <Default>{text.defaultMicrophone}</Default>
      </>
    );
  }
  return (
    <>
      <label htmlFor={id}>{text.microphone}</label>
      <DeviceSelect
        id={id}
        devices={view.inputs}
        value={view.microphone}
        onChoose={(deviceId) => devices.chooseMicrophone(deviceId)}
        testId="microphone-select"
      />
    </>
  );
}

/** The speaker: the list where the page may choose one, the browser's own prompt (Firefox), else the default. */
export function SpeakerField({ view, devices }: FieldProps) {
  const id = useId();
  if (view.speakerChoice === 'list') {
    return (
      <>
        <label htmlFor={id}>{text.speaker}</label>
        <DeviceSelect
          id={id}
          devices={view.outputs}
          value={view.speaker}
          onChoose={(deviceId) => devices.chooseSpeaker(deviceId)}
          testId="speaker-select"
        />
      </>
    );
  }
  return (
    <>
      <span>{text.speaker}</span>
      <Default>{text.defaultSpeaker}</Default>
      {view.speakerChoice === 'prompt' && (
        <SmallButton variant="link" onClick={() => devices.promptSpeaker()}>
          {text.chooseSpeaker}
        </SmallButton>
      )}
    </>
  );
}
