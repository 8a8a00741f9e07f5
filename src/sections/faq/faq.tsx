import { Accordion } from '../../components/ui/accordion';
import { Section } from '../../components/section';
import { faqItems } from '../../content/faq';

export function Faq() {
  return (
    <Section id="faq" eyebrow="FAQ" title="Frequently asked questions" intro="The questions church offices ask us first." split>
      <Accordion items={faqItems(__SITE_KEYED__)} idPrefix="faq" />
    </Section>
  );
}
