import type { ReactNode } from 'react';
import { Section } from '../../components/section';
import { contactText } from '../../content/contact';

export function ContactSection({ children }: { children: ReactNode }) {
  return (
    <Section id="contact" title={contactText.title} intro={contactText.intro}>
      {children}
    </Section>
  );
}
