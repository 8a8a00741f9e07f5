import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { goToSection } from '../../app/scroll-to-section';
import { media } from '../../app/theme';
import { DesktopOnly, MobileOnly } from '../../components/responsive';
import { site } from '../../content/site';
import { CallSummaryCard } from './call-summary-card';
import { TrustBadges } from './trust-badges';

const Outer = styled.section`
  padding: 3.5rem 1.25rem 4.5rem;
  background: radial-gradient(120% 90% at 80% 0%, ${({ theme }) => theme.colour.nightSoft} 0%, ${({ theme }) => theme.colour.night} 60%);
  color: ${({ theme }) => theme.colour.onNight};
  ${media.mobile} { padding-top: 2rem; }
`;

const Inner = styled.div`
  display: grid;
  gap: 2.5rem;
  align-items: center;
  max-width: ${({ theme }) => theme.width.content};
  margin: 0 auto;
  ${media.desktop} { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); }
`;

const Copy = styled.div`
  display: grid;
  gap: 1.75rem;
`;

const Badge = styled.p`
  justify-self: start;
  margin: 0;
  padding: 0.25rem 0.875rem;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.colour.accent};
  color: ${({ theme }) => theme.colour.onAccent};
  font-weight: 700;
  font-size: 0.9375rem;
`;

const Headline = styled.h1`
  max-width: 18ch;
  margin: 0;
  font-size: clamp(2.25rem, 6vw, 3.75rem);
`;

const Tagline = styled.span`
  display: block;
  margin-top: 0.75rem;
  font-family: ${({ theme }) => theme.font.body};
  font-size: clamp(1.125rem, 2.4vw, 1.375rem);
  font-weight: 600;
  color: ${({ theme }) => theme.colour.accent};
`;

const Lead = styled.p`
  max-width: ${({ theme }) => theme.width.text};
  margin: 0;
  font-size: 1.1875rem;
  color: ${({ theme }) => theme.colour.onNightMuted};
`;

const DemoPanel = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: 1.5rem;
  border: 1px solid rgba(255, 255, 255, 0.18);
  border-radius: ${({ theme }) => theme.radius.lg};
  background: rgba(255, 255, 255, 0.06);
  max-width: 40rem;
  p { color: ${({ theme }) => theme.colour.onNightMuted}; }
`;

const DemoIntro = styled.p`
  margin: 0;
`;

export interface HeroProps {
  /** The demo control, wired to the call streams by the page. */
  demo: ReactNode;
  /** A note under the demo panel (e.g. that the demo is simulated). */
  demoNote?: ReactNode;
}

export function Hero({ demo, demoNote }: HeroProps) {
  return (
    <Outer id="hero" aria-labelledby="hero-title">
      <Inner>
        <Copy>
          <Badge>{site.launchBadge}</Badge>
          <Headline id="hero-title">
            {site.headline}
            <Tagline>{site.tagline}</Tagline>
          </Headline>
          <Lead>{site.lead}</Lead>
          <DemoPanel>
            <DesktopOnly>
              <DemoIntro>{site.demoIntro}</DemoIntro>
            </DesktopOnly>
            <MobileOnly>
              <DemoIntro>{site.demoIntroPhone}</DemoIntro>
            </MobileOnly>
            {demo}
            {demoNote}
          </DemoPanel>
          <TrustBadges />
          <div>
            <Button href="#contact" variant="outline" size="lg" onClick={(event) => goToSection(event, 'contact')}>
              {site.getStarted}
            </Button>
          </div>
        </Copy>
        <CallSummaryCard />
      </Inner>
    </Outer>
  );
}
