import styled, { keyframes } from 'styled-components';
import type { AssistantState } from '../../../../streams/call';

// Whose turn it is, at a glance: one mark that changes with the assistant's state (its words are the
// call panel's). It loads with the call, in the call cards' chunk. It moves only by transform, which the
// compositor animates without the page's main thread; its place is kept for it, so nothing moves.

const pulse = keyframes`
  from { transform: scale(0.75); }
`;

const spin = keyframes`
  to { transform: rotate(1turn); }
`;

// Listening: a ring in the visitor's colour (their captions' green), breathing. Thinking: a gold arc
// turning. Speaking: a gold disc, pulsing as it talks. Each still, and still distinct, without motion.
const Mark = styled.span`
  width: 1.25rem;
  height: 1.25rem;
  border-radius: 50%;
  border: 0.1875rem solid #8fe0b0;
  &[data-state='thinking'] {
    border-color: #f1c24b55 #f1c24b55 #f1c24b55 #f1c24b;
  }
  &[data-state='speaking'] {
    border-color: #f1c24b;
    background: #f1c24b;
  }
  @media (prefers-reduced-motion: no-preference) {
    animation: ${pulse} 0.9s ease-in-out infinite alternate;
    &[data-state='thinking'] {
      animation: ${spin} 0.8s linear infinite;
    }
    &[data-state='speaking'] {
      animation-duration: 0.35s;
    }
  }
`;

/** The mark of the assistant's state (the call panel's), for the eye only: the words beside it say the same. */
export function AssistantMark({ state }: { state: AssistantState | null }) {
  return <Mark aria-hidden="true" data-state={state ?? 'none'} data-testid="assistant-state-mark" />;
}
