import styled from 'styled-components';
import { Logo } from '../../components/logo';
import { AnchorLinks } from '../../components/anchor-links';
import { contentColumn, focusOnDark } from '../../components/container';
import { media } from '../../shared/theme';
import { PhoneMenu } from './phone-menu';

const Bar = styled.header`
  ${focusOnDark}
  position: relative;
  z-index: 10;
  background: ${({ theme }) => theme.colour.night};
  color: ${({ theme }) => theme.colour.onNight};
  border-bottom: 1px solid rgba(255, 255, 255, 0.08);
`;

const Inner = styled.div`
  ${contentColumn}
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  column-gap: 1rem;
  min-height: 4.5rem;
`;

const HomeLink = styled.a`
  display: inline-flex;
  padding-block: 0.5rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  color: inherit;
  text-decoration: none;
`;

const Nav = styled.nav`
  display: flex;
  align-items: center;
`;

const DesktopLinks = styled(AnchorLinks)`
  display: flex;
  gap: 0.25rem;
  margin: 0 -0.75rem 0 0;
  padding: 0;
  list-style: none;
  ${media.mobile} {
    display: none;
  }
  a {
    display: inline-block;
    padding: 0.5rem 0.75rem;
    border-radius: ${({ theme }) => theme.radius.sm};
    color: ${({ theme }) => theme.colour.onNight};
    font-size: 1rem;
    font-weight: 550;
    text-decoration: none;
  }
  a:hover {
    background: rgba(255, 255, 255, 0.08);
  }
`;

/** The site's header: the logo home, and the four anchors (a menu on phones). */
export function SiteHeader({ anchorBase = '' }: { anchorBase?: string }) {
  return (
    <Bar data-testid="site-header">
      <Inner>
        <HomeLink href="/" aria-label="Vestry AI home">
          <Logo />
        </HomeLink>
        <Nav aria-label="Main">
          <DesktopLinks base={anchorBase} />
          <PhoneMenu anchorBase={anchorBase} />
        </Nav>
      </Inner>
    </Bar>
  );
}
