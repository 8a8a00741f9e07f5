import { useId } from 'react';
import { useObservableState } from 'observable-hooks';
import styled from 'styled-components';
import { recognisedWordsText } from '../../content/recognised-words';
import { media } from '../../shared/theme';
import { useStreams } from '../../shared/streams-context';

// Phones call the real demo line, so the note is for the in-browser demo only.
const Note = styled.div`
  ${media.mobile} {
    display: none;
  }
  display: grid;
  gap: 0.375rem;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colour.onNightMuted};
  p {
    margin: 0;
  }
`;

// Where the browser cannot transcribe, none (the page's first script marks the root otherwise);
// elsewhere kept in the layout while hidden before hydration, so nothing below moves when it shows.
const Choice = styled.div<{ $shown: boolean }>`
  visibility: ${({ $shown }) => ($shown ? 'visible' : 'hidden')};
  display: none;
  html.speech-recognition & {
    display: grid;
  }
  grid-template-columns: auto 1fr;
  column-gap: 0.5rem;
  align-items: start;
  input {
    margin: 0.2rem 0 0;
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${({ theme }) => theme.colour.accent};
  }
  label {
    color: ${({ theme }) => theme.colour.onNight};
    cursor: pointer;
  }
  small {
    grid-column: 2;
    font-size: 0.8125rem;
  }
`;

/** The visitor's choice to have the browser transcribe what they say to the simulated assistant. */
function RecognisedWords() {
  const { recognisedWords } = useStreams();
  const id = useId();
  // null in the prerendered HTML and the render that hydrates it, so both match.
  const allowed = useObservableState(recognisedWords.allowed$, null);
  const shown = recognisedWords.offered && allowed !== null;
  return (
    <Choice $shown={shown} data-testid="recognised-words-choice">
      <input
        id={id}
        type="checkbox"
        checked={allowed ?? false}
        disabled={!shown}
        aria-describedby={`${id}-hint`}
        onChange={(event) => recognisedWords.allow(event.target.checked)}
      />
      <label htmlFor={id}>{recognisedWordsText.label}</label>
      <small id={`${id}-hint`}>{recognisedWordsText.hint}</small>
    </Choice>
  );
}

/** Says, discreetly, that the assistant on this build is simulated in the browser. */
export function SimulatedNote() {
  const { simulated } = useStreams();
  if (!simulated) return null;
  return (
    <Note>
      <p data-testid="simulated-note">Demo mode: you will talk to a simulated assistant that runs in your browser.</p>
      <RecognisedWords />
    </Note>
  );
}
