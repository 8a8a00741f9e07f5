import styled from 'styled-components';
import { Logo } from '../../components/logo';
import { AnchorLinks } from '../../components/anchor-links';
import { media } from '../../app/theme';

const Bar = styled.header`
  background: ${({ theme }) => theme.colour.night};
  color: ${({ theme }) => theme.colour.onNight};
`;

const Inner = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 1rem;
  max-width: ${({ theme }) => theme.width.content};
  margin: 0 auto;
  padding: 1rem 1.25rem;
`;

const HomeLink = styled.a`
  color: inherit;
  text-decoration: none;
  &:focus-visible { outline-color: ${({ theme }) => theme.colour.focus}; }
`;

const Nav = styled.nav`
  ${media.mobile} { display: none; }
  ul { display: flex; gap: 0.25rem; margin: 0; padding: 0; list-style: none; }
  a {
    display: inline-block;
    padding: 0.5rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colour.onNight};
    font-weight: 600;
    text-decoration: none;
  }
  a:hover { text-decoration: underline; }
  a:focus-visible { outline-color: ${({ theme }) => theme.colour.focus}; }
`;

export function SiteHeader() {
  return (
    <Bar>
      <Inner>
        <HomeLink href="/" aria-label="Vestry AI home">
          <Logo />
        </HomeLink>
        <Nav aria-label="Main">
          <AnchorLinks />
        </Nav>
      </Inner>
    </Bar>
  );
}
