import styled from 'styled-components';

// The hero's card: a paper card on the navy hero, with the light surface's focus ring inside
// it. The example, the live notepad and a call's summary take turns in one place.

export const Card = styled.figure`
  --focus-inner: ${({ theme }) => theme.colour.paper};
  --focus-outer: ${({ theme }) => theme.colour.focusInk};
  margin: 0;
  max-width: 30rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colour.paper};
  color: ${({ theme }) => theme.colour.ink};
  box-shadow:
    0 2px 6px rgba(0, 0, 0, 0.2),
    0 32px 64px rgba(0, 0, 0, 0.35);
  overflow: hidden;
  dl {
    display: grid;
    grid-template-columns: auto 1fr;
    gap: 0.75rem 1.25rem;
    margin: 0;
    padding: 1.5rem;
    font-size: 0.9375rem;
    line-height: 1.45;
  }
  dt {
    color: ${({ theme }) => theme.colour.inkMuted};
    font-weight: 500;
  }
  dd {
    margin: 0;
    font-weight: 600;
  }
`;

export const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 1rem 1.5rem;
  border-bottom: 1px solid ${({ theme }) => theme.colour.line};
  background: ${({ theme }) => theme.colour.paperAlt};
  font-weight: 650;
  svg {
    flex: none;
  }
`;

export const Footer = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  padding: 0.875rem 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colour.line};
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colour.success};
  &::before {
    content: '✓';
    font-weight: 700;
  }
`;

/**
 * Holds the example card, hidden, under the card shown in its place, so that card takes the
 * example's size exactly and the hero does not move (it grows only if its content must).
 */
export const CardPlace = styled.div`
  display: grid;
  > * {
    grid-area: 1 / 1;
    min-width: 0;
  }
  > [aria-hidden='true'] {
    visibility: hidden;
  }
`;
