import { Suspense, type ReactNode } from 'react';
import { siteConfig as config } from '../../config/site';
import { Hero } from '../sections/hero/hero';
import { LiveDemo } from '../sections/hero/demo-control';
import { SimulatedNote } from '../sections/hero/simulated-note';
import { HeroCallCard } from '../sections/hero/hero-call-card';
import { SampleCalls } from '../sections/hero/sample-calls';
import { Features } from '../sections/features/features';
import { Pricing } from '../sections/pricing/pricing';
import { Faq } from '../sections/faq/faq';
import { ContactSection } from '../sections/contact/contact-section';
import { ContactPanel } from '../sections/contact/contact-form';
import { Footer } from '../sections/footer/footer';
import { SiteHeader } from '../sections/hero/site-header';
import { SkipLink } from '../components/skip-link';
import { WordLinks } from '../shared/word-links';

// The church's number and the site's own addresses are links in the words of a call (word-links.ts).
const WORD_LINKS = { phone: config.demoPhoneNumber, origin: config.siteUrl };

// Each part of the page is a Suspense boundary of its own, nested in the one before it: React
// hydrates a boundary only once its parent has hydrated, so the parts hydrate in turn, each in a
// render of its own that yields to the browser and a commit of its own (sibling boundaries would
// share one commit, with all their layout effects and subscriptions in one long task). A press on
// a part not yet hydrated makes React hydrate it, and the parts around it, at once.
export function HomePage() {
  return (
    <>
      <SkipLink />
      <Suspense>
        <WordLinks.Provider value={WORD_LINKS}>
          <SiteHeader />
          <main id="main" tabIndex={-1}>
            <InTurn
              parts={[
                <Hero
                  key="hero"
                  demo={<LiveDemo phoneNumber={config.demoPhoneNumber} />}
                  demoNote={<SimulatedNote />}
                  aside={<HeroCallCard />}
                  samples={<SampleCalls />}
                />,
                <Features key="features" />,
                <Pricing key="pricing" />,
                <Faq key="faq" />,
                <ContactSection key="contact">
                  <ContactPanel />
                </ContactSection>,
              ]}
            />
          </main>
          <Suspense>
            <Footer contactEmail={config.contactEmail} />
          </Suspense>
        </WordLinks.Provider>
      </Suspense>
    </>
  );
}

/** Each part in a boundary inside the previous part's: hydrated one after another. */
function InTurn({ parts }: { parts: ReactNode[] }) {
  return parts.reduceRight<ReactNode>(
    (rest, part) => (
      <Suspense>
        {part}
        {rest}
      </Suspense>
    ),
    null,
  );
}
