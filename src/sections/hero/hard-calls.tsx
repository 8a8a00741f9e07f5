import { Fragment, useId } from 'react';
import styled from 'styled-components';
import { hardCallsText } from '../../content/typing';

// Hard calls to try, one press each: before a call, a topic that starts a typed call with its words; in a
// call, the words themselves, sent as if typed. One row tall in the call (it scrolls sideways where the
// words do not fit), so the captions above keep their lines.

const Row = styled.div<{ $oneLine: boolean }>`
  display: flex;
  flex-wrap: ${({ $oneLine }) => ($oneLine ? 'nowrap' : 'wrap')};
  align-items: center;
  /* At the foot of the call space, before a call and while it connects alike. */
  align-self: end;
  align-content: flex-start;
  gap: 0.375rem 0.5rem;
  min-width: 0;
  overflow-x: ${({ $oneLine }) => ($oneLine ? 'auto' : 'visible')};
  scrollbar-width: thin;
  /* The focus ring of a chip at either end stays inside the scrolled box. */
  padding: 0.1875rem;
  margin: -0.1875rem;
  > span {
    flex: none;
    font-size: 0.875rem;
    font-weight: 650;
    color: ${({ theme }) => theme.colour.onNight};
  }
`;

const Chip = styled.button`
  flex: none;
  min-height: 2rem;
  padding: 0 0.75rem;
  border: 1.5px solid rgba(255, 255, 255, 0.45);
  border-radius: 999px;
  background: rgba(255, 255, 255, 0.06);
  color: ${({ theme }) => theme.colour.onNight};
  font: inherit;
  font-size: 0.875rem;
  font-weight: 600;
  white-space: nowrap;
  cursor: pointer;
  &:hover:not([aria-disabled='true']) {
    background: rgba(255, 255, 255, 0.16);
  }
  &[aria-disabled='true'] {
    cursor: default;
    opacity: 0.7;
  }
`;

/**
 * `start`: "Try a call about" and the topics, each press a typed call that opens with its words; `busy`
 * while one connects (the pressed one keeps the focus). `send`: "Try saying" and the words, each sent.
 */
export function HardCalls({ mode, onPick, busy = false }: { mode: 'start' | 'send'; onPick: (opening: string) => void; busy?: boolean }) {
  const id = useId();
  const start = mode === 'start';
  return (
    <Row role="group" aria-labelledby={id} $oneLine={!start}>
      <span id={id}>{start ? hardCallsText.before : hardCallsText.during}</span>
      {hardCallsText.calls.map(({ topic, opening }, index) => (
        <Fragment key={topic}>
          <Chip
            type="button"
            aria-disabled={busy || undefined}
            aria-describedby={start ? `${id}-${index}` : undefined}
            onClick={busy ? undefined : () => onPick(opening)}
          >
            {start ? topic : opening}
          </Chip>
          {/* Outside the button: its words are its description, not part of its name. */}
          {start && (
            <span id={`${id}-${index}`} className="visually-hidden">
              {hardCallsText.beforeHint(opening)}
            </span>
          )}
        </Fragment>
      ))}
    </Row>
  );
}
