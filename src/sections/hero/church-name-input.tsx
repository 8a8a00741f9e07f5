import { useId } from 'react';
import { useObservableState } from 'observable-hooks';
import styled from 'styled-components';
import { churchNameText as text } from '../../content/church-name';
import { churchNameLabel } from '../../content/church-name-label';
import { useStreams } from '../../shared/streams-context';
import { nightField } from './night-field';

// "Your church's name", opened in the call space before a call (church-name-field.tsx): kept for the visit
// as typed, so a name the rule refuses is never lost, only said to be refused (and then not used). A chunk
// of its own, loaded when the visitor first opens it.

const Field = styled.div`
  ${nightField}
  color: ${({ theme }) => theme.colour.onNightMuted};
  [aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colour.accent};
  }
`;

/** The field, focused as it opens, its hint, and in the hint's place while what is typed is refused, why. */
export default function ChurchNameInput() {
  const { churchName, simulated } = useStreams();
  const church = useObservableState(churchName.churchName$, null);
  const id = useId();
  const refused = church !== null && church.typed.trim() !== '' && church.name === null;
  return (
    <Field data-testid="church-name">
      <label htmlFor={id}>{churchNameLabel}</label>
      <input
        id={id}
        value={church?.typed ?? ''}
        onChange={(event) => churchName.setChurchName(event.target.value)}
        autoComplete="organization"
        autoFocus
        aria-invalid={refused || undefined}
        aria-describedby={`${id}-hint`}
      />
      {/* Polite: a refusal is said once the visitor pauses, not at each key. */}
      <p id={`${id}-hint`} aria-live="polite">
        {refused ? text.refused : simulated ? text.hint : text.liveHint}
      </p>
    </Field>
  );
}
