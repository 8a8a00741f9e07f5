import styled from 'styled-components';
import { siteConfig as config } from '../../../config/site';
import { Icon } from '../../components/icon';
import { formatPhoneNumber } from '../../content/phone';
import { contactText, replyPromise } from '../../content/contact';

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
  p {
    grid-column: 2;
    margin: 0;
    font-size: 0.9375rem;
    color: ${({ theme }) => theme.colour.inkMuted};
  }
  a {
    grid-column: 2;
    font-weight: 650;
    font-size: 1.0625rem;
    overflow-wrap: anywhere;
  }
`;

const IconTile = styled.span`
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
          <IconTile>
            <Icon name="phone" size={20} />
          </IconTile>
          <a href={`tel:${phoneNumber}`} data-testid="contact-phone">
            {formatPhoneNumber(phoneNumber)}
          </a>
          <p>{contactText.demoLine}</p>
        </Item>
        <Item>
          <IconTile>
            <Icon name="mail" size={20} />
          </IconTile>
          <a href={`mailto:${email}`} data-testid="contact-email">
            {email}
          </a>
          <p>{contactText.emailLine}</p>
        </Item>
      </List>
      <ReplyPromise>{replyPromise(config.replyWithin)}</ReplyPromise>
    </Aside>
  );
}
