import { useSyncExternalStore } from 'react';
import styled from 'styled-components';
import { siteConfig as config } from '../../../config/site';
import { media } from '../../shared/theme';
import { Logo } from '../../components/logo';
import { site } from '../../content/site';
import { replyPromise } from '../../content/contact';
import { PRIVACY_PATH } from '../../content/privacy-line';
import { formatPhoneNumber } from '../../content/phone';
import { AnchorLinks } from '../../components/anchor-links';
import { SafetyLine } from '../../components/safety-line';
import { contentColumn, focusOnDark } from '../../components/container';

const Outer = styled.footer`
  ${focusOnDark}
  padding-block: clamp(3rem, 6vw, 4.5rem) 2rem;
  background: ${({ theme }) => theme.colour.night};
  color: ${({ theme }) => theme.colour.onNight};
`;

const Inner = styled.div`
  ${contentColumn}
  display: grid;
  gap: 2.5rem;
  a {
    color: ${({ theme }) => theme.colour.onNight};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colour.onNightMuted};
  }
`;

const Top = styled.div`
  display: grid;
  gap: 2rem;
  ${media.desktop} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) minmax(0, 1.4fr);
  }
`;

const Brand = styled.div`
  display: grid;
  gap: 1rem;
  align-content: start;
  p {
    max-width: 30ch;
  }
`;

const Heading = styled.h2`
  margin: 0 0 0.75rem;
  font-family: ${({ theme }) => theme.font.body};
  font-size: 0.875rem;
  font-weight: 700;
  letter-spacing: 0.08em;
  text-transform: uppercase;
  color: ${({ theme }) => theme.colour.onNightMuted};
`;

const Links = styled(AnchorLinks)`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 0.375rem 0;
    font-weight: 550;
    text-decoration: none;
  }
  a:hover {
    text-decoration: underline;
  }
`;

const Reach = styled.ul`
  display: grid;
  gap: 0.25rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    display: inline-block;
    padding: 0.375rem 0;
    font-weight: 550;
    overflow-wrap: anywhere;
  }
`;

const Bottom = styled.p`
  padding-top: 1.5rem;
  border-top: 1px solid rgba(255, 255, 255, 0.12);
  font-size: 0.9375rem;
`;

const noSubscription = () => () => undefined;

/** The visitor's year; the prerendered page (and hydration) use the year it was built. */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

export interface FooterProps {
  contactEmail: string;
  /** '' on the home page; '/' where the anchors are on another page. */
  anchorBase?: string;
}

export function Footer({ contactEmail, anchorBase = '' }: FooterProps) {
  const year = useCurrentYear();
  return (
    <Outer id="footer">
      <Inner>
        <Top>
          <Brand>
            <Logo />
            <p>{site.tagline}.</p>
          </Brand>
          <nav aria-label="Quick links">
            <Heading>Explore</Heading>
            <Links base={anchorBase} />
          </nav>
          <div>
            <Heading>Contact</Heading>
            <Reach>
              <li>
                Email us: <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
              </li>
              <li>
                Demo line: <a href={`tel:${config.demoPhoneNumber}`}>{formatPhoneNumber(config.demoPhoneNumber)}</a>
              </li>
            </Reach>
            <p>{replyPromise(config.replyWithin)}</p>
          </div>
        </Top>
        <SafetyLine />
        <Bottom>
          © {year} {site.name}. All rights reserved. <a href={PRIVACY_PATH}>Privacy</a>
        </Bottom>
      </Inner>
    </Outer>
  );
}
