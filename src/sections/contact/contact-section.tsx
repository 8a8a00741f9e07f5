import type { ReactNode } from 'react';
import styled from 'styled-components';
import { siteConfig as config } from '../../../config/site';
import { media } from '../../shared/theme';
import { Section } from '../../components/section';
import { contactIntro, contactText } from '../../content/contact';
import { ContactDetails } from './contact-details';

const Columns = styled.div`
  display: grid;
  gap: clamp(2rem, 5vw, 4rem);
  align-items: start;
  ${media.wide} {
    grid-template-columns: minmax(0, 7fr) minmax(0, 4fr);
  }
`;

// A card from 640 px; on phones the fields take the whole width, so placeholders fit.
const FormCard = styled.div`
  @media (min-width: 640px) {
    padding: clamp(1.5rem, 4vw, 2.5rem);
    border: 1px solid ${({ theme }) => theme.colour.line};
    border-radius: ${({ theme }) => theme.radius.lg};
    background: ${({ theme }) => theme.colour.paper};
    box-shadow: ${({ theme }) => theme.shadow.card};
  }
`;

/** The contact section: the form, and beside it the other ways to reach the team. */
export function ContactSection({ children }: { children: ReactNode }) {
  return (
    <Section id="contact" title={contactText.title} intro={contactIntro(config.replyWithin)} eyebrow="Contact" tone="alt">
      <Columns>
        <FormCard>{children}</FormCard>
        <ContactDetails email={config.contactEmail} phoneNumber={config.demoPhoneNumber} />
      </Columns>
    </Section>
  );
}
