import { Accordion } from '../../components/ui/accordion';
import { Section } from '../../components/section';
import { faqItems } from '../../content/faq';

export function Faq() {
  return (
    <Section id="faq" title="Frequently asked questions" intro="The questions church offices ask us first." tone="alt">
      <Accordion items={faqItems} idPrefix="faq" />
    </Section>
  );
}
