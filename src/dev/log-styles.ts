import styled from 'styled-components';

// Light surface with the theme's ink: every text pair here is well above WCAG AA.
export const Aside = styled.aside`
  position: fixed;
  z-index: 1000;
  left: 1rem;
  bottom: 4.5rem;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(3)};
  width: min(46rem, calc(100vw - 2rem));
  max-height: calc(100vh - 6rem);
  overflow: auto;
  padding: ${({ theme }) => theme.space(4)};
  background: ${({ theme }) => theme.colour.paper};
  color: ${({ theme }) => theme.colour.ink};
  border: 2px solid ${({ theme }) => theme.colour.ink};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: 0 12px 32px rgba(15, 27, 61, 0.25);
  font-family: ${({ theme }) => theme.font.body};
  font-size: 0.9375rem;
  line-height: 1.4;
  > * {
    flex-shrink: 0;
  }
  h2,
  h3 {
    font-family: ${({ theme }) => theme.font.body};
    margin: 0;
  }
  h2 {
    font-size: 1.125rem;
  }
  h3 {
    font-size: 1rem;
  }
  p {
    margin: 0;
  }
  *:focus-visible:not([tabindex='-1']) {
    outline: 3px solid ${({ theme }) => theme.colour.focusInk};
    outline-offset: 2px;
  }
`;

export const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;

export const Spread = styled(Row)`
  justify-content: space-between;
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colour.inkMuted};
  font-size: 0.875rem;
`;
