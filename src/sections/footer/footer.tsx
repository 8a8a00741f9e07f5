import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { Logo } from '../../components/logo';
import { site } from '../../content/site';
import { AnchorLinks } from '../../components/anchor-links';

const Outer = styled.footer`
  padding: 3rem 1.25rem 2rem;
  background: ${({ theme }) => theme.colour.night};
  color: ${({ theme }) => theme.colour.onNight};
`;

const Inner = styled.div`
  display: grid;
  gap: 1.5rem;
  max-width: ${({ theme }) => theme.width.content};
  margin: 0 auto;
  a { color: ${({ theme }) => theme.colour.onNight}; }
  a:focus-visible { outline-color: ${({ theme }) => theme.colour.focus}; }
  p { margin: 0; color: ${({ theme }) => theme.colour.onNightMuted}; }
`;

const Links = styled(AnchorLinks)`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a { display: inline-block; padding: 0.5rem 0; font-weight: 600; }
`;

const noSubscription = () => () => undefined;

/** The visitor's year; the prerendered page (and hydration) use the year it was built. */
function useCurrentYear(): number {
  return useSyncExternalStore(noSubscription, () => new Date().getFullYear(), () => __BUILD_YEAR__);
}

export function Footer({ contactEmail }: { contactEmail: string }) {
  const year = useCurrentYear();
  return (
    <Outer id="footer">
      <Inner>
        <Logo />
        <p>{site.tagline}.</p>
        <nav aria-label="Quick links">
          <Links />
        </nav>
        <p>
          Email us: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
        <p>
          © {year} {site.name}. All rights reserved.
        </p>
      </Inner>
    </Outer>
  );
}
