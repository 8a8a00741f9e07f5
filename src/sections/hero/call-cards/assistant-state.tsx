import { useObservableState } from 'observable-hooks';
import styled, { keyframes } from 'styled-components';
import { assistantStateText } from '../../../content/assistant-state';
import { useStreams } from '../../../shared/streams-context';

// Whose turn it is, at a glance: one mark that changes with the assistant's state, and the state in
// words. It loads with the call, in the call cards' chunk. The mark moves only by transform and opacity,
// which the compositor animates without the page's main thread; its place is fixed, so nothing moves.

const breathe = keyframes`
  from { transform: scale(0.8); opacity: 0.7; }
  to { transform: scale(1.05); opacity: 1; }
`;

const spin = keyframes`
  to { transform: rotate(1turn); }
`;

const talk = keyframes`
  0%, 100% { transform: scaleY(0.45); }
  50% { transform: scaleY(1); }
`;

// Listening: a ring in the visitor's colour (their captions' green), breathing.
// Thinking: a gold arc turning. Speaking: three gold bars, talking. Still without motion.
const Mark = styled.span`
  position: relative;
  flex: none;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 0.1875rem;
  width: 1.5rem;
  height: 1.5rem;
  &::before {
    content: '';
    position: absolute;
    inset: 0.125rem;
    border-radius: 50%;
    border: 0.1875rem solid transparent;
  }
  &[data-state='listening']::before {
    border-color: #8fe0b0;
  }
  &[data-state='thinking']::before {
    border-color: rgba(241, 194, 75, 0.25);
    border-top-color: ${({ theme }) => theme.colour.accent};
  }
  i {
    display: none;
    width: 0.1875rem;
    height: 1rem;
    border-radius: 0.125rem;
    background: ${({ theme }) => theme.colour.accent};
  }
  &[data-state='speaking'] i {
    display: block;
  }
  @media (prefers-reduced-motion: no-preference) {
    &[data-state='listening']::before {
      animation: ${breathe} 0.9s ease-in-out infinite alternate;
    }
    &[data-state='thinking']::before {
      animation: ${spin} 0.8s linear infinite;
    }
    &[data-state='speaking'] i {
      animation: ${talk} 0.7s ease-in-out infinite;
    }
    &[data-state='speaking'] i:nth-child(2) {
      animation-delay: -0.25s;
    }
    &[data-state='speaking'] i:nth-child(3) {
      animation-delay: -0.5s;
    }
  }
`;

const Words = styled.span`
  font-weight: 650;
  color: ${({ theme }) => theme.colour.onNight};
`;

/**
 * The assistant's state, shown as it changes; a screen reader is told a state only once it has held
 * (`heldAssistantState$`), so a short pause or a quick answer is not read out. Connecting is the
 * status line's to say.
 */
export function AssistantState() {
  const { voiceCall } = useStreams();
  const state = useObservableState(voiceCall.assistantState$, null);
  const held = useObservableState(voiceCall.heldAssistantState$, null);
  return (
    <>
      <Mark aria-hidden="true" data-state={state ?? 'none'} data-testid="assistant-state-mark">
        <i />
        <i />
        <i />
      </Mark>
      <Words aria-hidden="true" data-testid="assistant-state" data-state={state ?? 'none'}>
        {state ? assistantStateText[state] : ''}
      </Words>
      <span className="visually-hidden" aria-live="polite" data-testid="assistant-state-announced">
        {held && held !== 'connecting' ? assistantStateText[held] : ''}
      </span>
    </>
  );
}
