import { useId, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useObservableState } from 'observable-hooks';
import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { typingText } from '../../content/typing';
import { microphoneHelp } from '../../content/site';
import type { MicrophoneProblem } from '../../../streams/demo';
import { useStreams } from '../../shared/streams-context';
import { HardCalls } from './hard-calls';
import { nightField } from './night-field';

const Form = styled.form`
  ${nightField}
  p {
    color: ${({ theme }) => theme.colour.accent};
  }
`;

/**
 * The switch between talking and typing: "Type instead" mutes the microphone and moves to the field;
 * "Talk instead" turns it on (for the first time in a typed call, which asks for it then). Talking or
 * typing is the microphone itself (the call's muted$, as the Mute toggle shows it), not a second state:
 * a typed call starts muted, and muting by either control switches the mode.
 */
function CallMode({ field, problem }: { field: RefObject<HTMLInputElement | null>; problem?: MicrophoneProblem }) {
  const { voiceCall } = useStreams();
  const typing = useObservableState(voiceCall.muted$, false);
  // Push to talk mutes between holds: the call is not typed then, and the switch is push to talk's.
  const pushToTalk = useObservableState(voiceCall.pushToTalk$, null)?.on === true;
  const toggle = () => {
    voiceCall.setMuted(!typing);
    if (!typing) field.current?.focus();
  };
  if (pushToTalk) return null;
  return (
    <>
      <Button type="button" variant="outline" size="sm" onClick={toggle} data-testid="call-mode">
        {typing ? typingText.talkInstead : typingText.typeInstead}
      </Button>
      {/* A typed call's microphone refused at "Talk instead": why, on a line of its own; the call goes on, typed. */}
      {typing && problem && (
        <p role="alert" data-testid="call-microphone-problem">
          {microphoneHelp[problem].title}
        </p>
      )}
    </>
  );
}

/**
 * The visitor's typed turns while connected: a labelled field and Send (Enter sends too), and the switch
 * between talking and typing. In a call held by typing the field takes the focus at once; the assistant's
 * answers are read out by the captions.
 */
export function TypeToAssistant({ focus = false, problem }: { focus?: boolean; problem?: MicrophoneProblem }) {
  const { voiceCall } = useStreams();
  const [text, setText] = useState('');
  const id = useId();
  const field = useRef<HTMLInputElement>(null);
  const send = (event: FormEvent) => {
    event.preventDefault();
    voiceCall.sendText(text); // blank words send nothing
    setText('');
  };
  return (
    <>
      <HardCalls mode="send" onPick={(words) => voiceCall.sendText(words)} />
      <Form onSubmit={send} data-testid="type-to-assistant">
        <label htmlFor={id}>{typingText.label}</label>
        <input
          id={id}
          value={text}
          onChange={(event) => setText(event.target.value)}
          autoComplete="off"
          maxLength={500}
          enterKeyHint="send"
          autoFocus={focus}
          ref={field}
        />
        <Button type="submit" variant="accent" size="sm">
          {typingText.send}
        </Button>
        <CallMode field={field} problem={problem} />
      </Form>
    </>
  );
}
