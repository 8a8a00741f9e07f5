import styled from 'styled-components';
import { focusOnDark } from './container';

const Link = styled.a`
  /* It appears over the navy header. */
  ${focusOnDark}
  position: absolute;
  left: 1rem;
  top: -4rem;
  z-index: 200;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colour.accent};
  color: ${({ theme }) => theme.colour.onAccent};
  font-weight: 700;
  &:focus {
    top: 1rem;
  }
`;

export function SkipLink() {
  return <Link href="#main">Skip to main content</Link>;
}
