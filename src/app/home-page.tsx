import { Suspense } from 'react';
import { config } from './config';
import { Hero } from '../sections/hero/hero';
import { LiveDemo } from '../sections/hero/live-demo';
import { SimulatedNote } from '../sections/hero/simulated-note';
import { HeroSummary } from '../sections/hero/call-summary-card';
import { Features } from '../sections/features/features';
import { Pricing } from '../sections/pricing/pricing';
import { Faq } from '../sections/faq/faq';
import { ContactSection } from '../sections/contact/contact-section';
import { ContactPanel } from '../sections/contact/contact-panel';
import { Footer } from '../sections/footer/footer';
import { SiteHeader } from '../sections/hero/site-header';
import { SkipLink } from '../components/skip-link';

// Each part of the page is a Suspense boundary of its own: React hydrates such a boundary
// apart from the rest, in slices that yield to the browser, instead of the whole tree in one
// long task; and a press on a part not yet hydrated makes React hydrate that part first.
// (Their code stays in the first chunk: styled-components numbers its components in the order
// their modules run, so chunks arriving in any order would not match the prerendered classes.)
export function HomePage() {
  return (
    <>
      <SkipLink />
      <Suspense>
        <SiteHeader />
      </Suspense>
      <main id="main" tabIndex={-1}>
        <Suspense>
          <Hero demo={<LiveDemo phoneNumber={config.demoPhoneNumber} />} demoNote={<SimulatedNote />} aside={<HeroSummary />} />
        </Suspense>
        <Suspense>
          <Features />
        </Suspense>
        <Suspense>
          <Pricing />
        </Suspense>
        <Suspense>
          <Faq />
        </Suspense>
        <Suspense>
          <ContactSection>
            <ContactPanel />
          </ContactSection>
        </Suspense>
      </main>
      <Suspense>
        <Footer contactEmail={config.contactEmail} />
      </Suspense>
    </>
  );
}
