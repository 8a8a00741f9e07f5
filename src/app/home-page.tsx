import { config } from './config';
import { Hero } from '../sections/hero/hero';
import { LiveDemo } from '../sections/hero/live-demo';
import { SimulatedNote } from '../sections/hero/simulated-note';
import { Features } from '../sections/features/features';
import { Pricing } from '../sections/pricing/pricing';
import { Faq } from '../sections/faq/faq';
import { ContactSection } from '../sections/contact/contact-section';
import { ContactPanel } from '../sections/contact/contact-panel';
import { Footer } from '../sections/footer/footer';
import { SiteHeader } from '../sections/hero/site-header';
import { SkipLink } from '../components/skip-link';

export function HomePage() {
  return (
    <>
      <SkipLink />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Hero demo={<LiveDemo phoneNumber={config.demoPhoneNumber} />} demoNote={<SimulatedNote />} />
        <Features />
        <Pricing />
        <Faq />
        <ContactSection>
          <ContactPanel />
        </ContactSection>
      </main>
      <Footer contactEmail={config.contactEmail} />
    </>
  );
}
