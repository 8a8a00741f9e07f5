import styled from 'styled-components';
import { formatPhoneNumber } from '../../content/phone';
import { contactText } from '../../content/contact';

const Aside = styled.div`
  display: grid;
  gap: 1.5rem;
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.text.h3};
`;

const List = styled.ul`
  display: grid;
  gap: 1rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 0.25rem 1rem;
  align-items: start;
  padding: 1.25rem;
  border: 1px solid ${({ theme }) => theme.colour.line};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.colour.paper};
  p { grid-column: 2; margin: 0; font-size: 0.9375rem; color: ${({ theme }) => theme.colour.inkMuted}; }
  a { grid-column: 2; font-weight: 650; font-size: 1.0625rem; overflow-wrap: anywhere; }
`;

const Icon = styled.span`
  grid-row: 1 / span 2;
  display: grid;
  place-items: center;
  width: 2.5rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.colour.primarySoft};
  color: ${({ theme }) => theme.colour.primary};
`;

const ReplyPromise = styled.p`
  display: flex;
  align-items: center;
  gap: 0.625rem;
  margin: 0;
  font-weight: 600;
  &::before {
    content: '';
    flex: none;
    width: 0.625rem;
    height: 0.625rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colour.success};
  }
`;

function PhoneIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d="M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1.9.4 1.8.7 2.7a2 2 0 0 1-.5 2.1L8 9.8a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.7.7a2 2 0 0 1 1.7 2z" />
    </svg>
  );
}

function MailIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <rect x="2" y="4" width="20" height="16" rx="2" />
      <path d="M22 7l-10 6L2 7" />
    </svg>
  );
}

/** How else to reach the team: the demo line, the email address and the reply promise. */
export interface ContactDetailsProps {
  email: string;
  phoneNumber: string;
  /** h3 inside the contact section, h2 on a page of its own (the 404). */
  headingLevel?: 'h2' | 'h3';
}

export function ContactDetails({ email, phoneNumber, headingLevel = 'h3' }: ContactDetailsProps) {
  return (
    <Aside>
      <Title as={headingLevel}>{contactText.otherWaysTitle}</Title>
      <List>
        <Item>
          <Icon>
            <PhoneIcon />
          </Icon>
          <a href={`tel:${phoneNumber}`} data-testid="contact-phone">
            {formatPhoneNumber(phoneNumber)}
          </a>
          <p>{contactText.demoLine}</p>
        </Item>
        <Item>
          <Icon>
            <MailIcon />
          </Icon>
          <a href={`mailto:${email}`} data-testid="contact-email">
            {email}
          </a>
          <p>{contactText.emailLine}</p>
        </Item>
      </List>
      <ReplyPromise>{contactText.replyPromise}</ReplyPromise>
    </Aside>
  );
}
