import { Fragment, useId } from 'react';
import styled, { keyframes } from 'styled-components';
import { LogoMark } from '../../../components/logo';
import { LinkedWords } from '../../../components/linked-words';
import { describeFact, factLabels, notepadFacts, notepadText as text } from '../../../content/call-notepad';
// Types only: the call client is a chunk of its own, loaded on first use.
import type { LiveCaptures } from '../../../../streams/call';
import { Caption, Card } from '../hero-card';

// A fact just noted glows a moment, so the eye finds it; still for visitors who prefer less motion.
const justNoted = keyframes`
  from { background-color: rgba(241, 194, 75, 0.45); }
  to { background-color: transparent; }
`;

// Stretched to the example card's height (see CardPlace); each fact keeps to two lines, so the
// notepad fits inside it. The summary after the call shows every word.
const Sheet = styled(Card)`
  display: flex;
  flex-direction: column;
  dl {
    flex: 1;
    align-content: start;
  }
  dd {
    display: -webkit-box;
    -webkit-box-orient: vertical;
    -webkit-line-clamp: 2;
    overflow: hidden;
    border-radius: 4px;
  }
  dd[data-pending] {
    font-weight: 500;
    font-style: italic;
    color: ${({ theme }) => theme.colour.inkMuted};
  }
  @media (prefers-reduced-motion: no-preference) {
    dd[data-fresh] {
      animation: ${justNoted} 1.6s ease-out;
    }
  }
`;

const LiveBadge = styled.span`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  margin-left: auto;
  font-size: 0.8125rem;
  font-weight: 700;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colour.success};
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: currentColor;
  }
`;

const Note = styled.p`
  margin: 0;
  padding: 0.875rem 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colour.line};
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colour.inkMuted};
`;

/** The hero's card while a call runs: what the assistant has captured so far, fact by fact. */
export function CallNotepad({ captures }: { captures: LiveCaptures }) {
  // The church shows only once noted: most calls never name one.
  const kinds = notepadFacts.filter((kind) => kind !== 'church' || captures.church !== null);
  // A sample call's notepad may be on the page beside the visitor's own call's.
  const title = useId();
  return (
    <Sheet aria-labelledby={title} data-testid="call-notepad">
      <Caption>
        <LogoMark size={28} />
        <span id={title}>{text.title}</span>
        <LiveBadge aria-hidden="true">{text.live}</LiveBadge>
      </Caption>
      <dl>
        {kinds.map((kind) => {
          const fact = describeFact(captures, kind);
          return (
            <Fragment key={kind}>
              <dt>{factLabels[kind]}</dt>
              {/* A new fact is a new element, so its glow starts again. */}
              <dd
                key={fact ?? ''}
                data-testid={`notepad-${kind}`}
                data-pending={fact === null || undefined}
                data-fresh={captures.latest.includes(kind) || undefined}
              >
                {fact === null ? text.pending : <LinkedWords text={fact} />}
              </dd>
            </Fragment>
          );
        })}
      </dl>
      <Note>{text.footer}</Note>
    </Sheet>
  );
}
