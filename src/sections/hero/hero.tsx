import { Suspense, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { goToSection } from '../../shared/scroll-to-section';
import { media } from '../../shared/theme';
import { contentColumn, focusOnDark } from '../../components/container';
import { DesktopOnly, MobileOnly } from '../../components/responsive';
import { site } from '../../content/site';
import { ExampleCallCard } from './example-call-card';
import { SafetyLine } from '../../components/safety-line';
import { PrivacyLine } from './privacy-line';
import { TrustBadges } from './trust-badges';

const Outer = styled.section`
  ${focusOnDark}
  position: relative;
  overflow: hidden;
  padding-block: clamp(2.5rem, 5vw, 4rem) clamp(3.5rem, 7vw, 5.5rem);
  background: ${({ theme }) => theme.colour.night};
  color: ${({ theme }) => theme.colour.onNight};
`;

// The glow is decorative, a layer of its own behind the text, and the section solid navy: checkers
// compute each text's contrast against the navy (a gradient on the section made axe ask a person).
// The glow lightens the navy a little; tests/e2e/hero-contrast.spec.ts checks every text against
// its strongest colours.
const Glow = styled.div`
  &::before {
    content: '';
    position: absolute;
    inset: 0;
    pointer-events: none;
    background:
      radial-gradient(60rem 40rem at 85% -10%, rgba(241, 194, 75, 0.13), transparent 60%),
      radial-gradient(50rem 40rem at 0% 110%, rgba(70, 105, 200, 0.25), transparent 60%);
  }
`;

// align-items: start, so nothing in one column moves when the other changes height.
const Inner = styled.div`
  ${contentColumn}
  position: relative;
  display: grid;
  gap: clamp(2.5rem, 5vw, 4rem);
  align-items: start;
  ${media.wide} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
  }
`;

const Copy = styled.div`
  display: grid;
  gap: 1.5rem;
  justify-items: start;
  min-width: 0;
`;

const Badge = styled.p`
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  padding: 0.3125rem 0.875rem 0.3125rem 0.625rem;
  border: 1px solid rgba(241, 194, 75, 0.45);
  border-radius: ${({ theme }) => theme.radius.pill};
  background: rgba(241, 194, 75, 0.12);
  color: ${({ theme }) => theme.colour.accent};
  font-weight: 650;
  font-size: ${({ theme }) => theme.text.small};
  &::before {
    content: '';
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colour.accent};
  }
`;

const Headline = styled.h1`
  max-width: 16ch;
  margin: 0;
  font-size: ${({ theme }) => theme.text.h1};
  font-weight: 600;
  line-height: 1.05;
  letter-spacing: -0.02em;
`;

const Tagline = styled.span`
  display: block;
  max-width: 28ch;
  margin-top: 1rem;
  font-family: ${({ theme }) => theme.font.body};
  font-size: ${({ theme }) => theme.text.lead};
  font-weight: 600;
  line-height: 1.35;
  letter-spacing: 0;
  color: ${({ theme }) => theme.colour.accent};
`;

const Lead = styled.p`
  max-width: ${({ theme }) => theme.width.text};
  margin: 0;
  font-size: ${({ theme }) => theme.text.body};
  line-height: 1.65;
  color: ${({ theme }) => theme.colour.onNightMuted};
`;

const DemoPanel = styled.div`
  display: grid;
  gap: 1rem;
  width: 100%;
  max-width: 40rem;
  padding: clamp(1rem, 3vw, 1.75rem);
  border: 1px solid rgba(255, 255, 255, 0.14);
  border-radius: ${({ theme }) => theme.radius.lg};
  /* Opaque (the navy under 6 % white): the texts on it have one background, whatever glows behind. */
  background: #1d2949;
  box-shadow: 0 1px 0 rgba(255, 255, 255, 0.08) inset;
  /* Not a paper card's (a sample call's, on a phone): those have their own. */
  p:not(figure p) {
    color: ${({ theme }) => theme.colour.onNightMuted};
  }
`;

const DemoIntro = styled.p`
  margin: 0;
  font-weight: 600;
  && {
    color: ${({ theme }) => theme.colour.onNight};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 1rem 2rem;
`;

const Side = styled.div`
  min-width: 0;
  ${media.mobile} {
    display: none;
  }
  ${media.wide} {
    padding-top: 0.5rem;
  }
`;

export interface HeroProps {
  /** The demo control, wired to the call streams by the page. */
  demo: ReactNode;
  /** A note under the demo panel (e.g. that the demo is simulated). */
  demoNote?: ReactNode;
  /** The card beside the copy; the example call summary unless the page gives another. */
  aside?: ReactNode;
  /** Under the demo at every width: "Listen to a sample call". */
  samples?: ReactNode;
}

/** The demo's panel: how to try it, the demo, its note and the sample calls, and where to turn in danger. */
function HeroDemo({ demo, demoNote, samples }: Pick<HeroProps, 'demo' | 'demoNote' | 'samples'>) {
  return (
    <DemoPanel data-testid="demo-panel">
      <DesktopOnly>
        <DemoIntro>{site.demoIntro}</DemoIntro>
      </DesktopOnly>
      <MobileOnly>
        <DemoIntro>{site.demoIntroPhone}</DemoIntro>
      </MobileOnly>
      <PrivacyLine />
      <Suspense>
        {demo}
        {demoNote}
        {samples}
      </Suspense>
      <SafetyLine />
    </DemoPanel>
  );
}

// The demo and the side card are boundaries of their own: they hydrate after the hero's words, in a
// commit of their own (the hero in one commit held a 4x-slower CPU for over 100 ms). The headline is one
// text with its space, so the heading's text (search results, reader views, copying) is not "answeredThe".
export function Hero({ demo, demoNote, aside = <ExampleCallCard />, samples }: HeroProps) {
  return (
    <Outer id="hero" aria-labelledby="hero-title">
      <Glow aria-hidden="true" />
      <Inner>
        <Copy>
          <Badge>{site.launchBadge}</Badge>
          <Headline id="hero-title">
            {`${site.headline} `}
            <Tagline>{site.tagline}</Tagline>
          </Headline>
          <Lead>{site.lead}</Lead>
          <HeroDemo demo={demo} demoNote={demoNote} samples={samples} />
          <Actions>
            <TrustBadges />
            <Button href="#contact" variant="outline" size="lg" onClick={(event) => goToSection(event, 'contact')}>
              {site.getStarted}
            </Button>
          </Actions>
        </Copy>
        <Side>
          <Suspense>{aside}</Suspense>
        </Side>
      </Inner>
    </Outer>
  );
}
