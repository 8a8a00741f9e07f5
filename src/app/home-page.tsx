import { config } from './config';
import { Hero } from '../sections/hero/hero';
import { DemoControl } from '../sections/hero/demo-control';
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
        <Hero demo={<DemoControl status="idle" attemptsLeft={3} phoneNumber={config.demoPhoneNumber} />} />
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
