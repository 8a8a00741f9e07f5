import styled from 'styled-components';
import { callEventTypes, type LogEventType } from './call-event-types';
import { toggleType } from './row-filter';

const Details = styled.details`
  summary {
    cursor: pointer;
    font-weight: 700;
    padding-block: ${({ theme }) => theme.space(1)};
  }
`;

const Fieldset = styled.fieldset`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(11rem, 1fr));
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(2)} 0 0;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colour.line};
  border-radius: ${({ theme }) => theme.radius.sm};
  label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    font-family: ui-monospace, monospace;
  }
  input {
    width: 1.125rem;
    height: 1.125rem;
    accent-color: ${({ theme }) => theme.colour.primary};
  }
`;

interface TypeFilterProps {
  hidden: ReadonlySet<LogEventType>;
  onChange: (hidden: ReadonlySet<LogEventType>) => void;
}

/** A checkbox per event type; unchecking hides that type from the list and the copy. */
export function TypeFilter({ hidden, onChange }: TypeFilterProps) {
  const shown = callEventTypes.length - hidden.size;
  return (
    <Details>
      <summary>{`Filter by type (${shown} of ${callEventTypes.length} shown)`}</summary>
      <Fieldset>
        <legend>Show event types</legend>
        {callEventTypes.map((type) => (
          <label key={type}>
            <input type="checkbox" checked={!hidden.has(type)} onChange={() => onChange(toggleType(hidden, type))} />
            {type}
          </label>
        ))}
      </Fieldset>
    </Details>
  );
}
