import styled from 'styled-components';
import { LogoMark } from '../../components/logo';

const Card = styled.figure`
  margin: 0;
  max-width: 30rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colour.paper};
  color: ${({ theme }) => theme.colour.ink};
  box-shadow: 0 2px 6px rgba(0, 0, 0, 0.2), 0 32px 64px rgba(0, 0, 0, 0.35);
  overflow: hidden;
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.75rem 1.25rem; margin: 0; padding: 1.5rem; font-size: 0.9375rem; line-height: 1.45; }
  dt { color: ${({ theme }) => theme.colour.inkMuted}; font-weight: 500; }
  dd { margin: 0; font-weight: 600; }
`;

const Caption = styled.figcaption`
  display: flex;
  align-items: center;
  gap: 0.75rem;
  padding: 1rem 1.5rem;
  border-bottom: 1px solid ${({ theme }) => theme.colour.line};
  background: ${({ theme }) => theme.colour.paperAlt};
  font-weight: 650;
  svg { flex: none; }
`;

const Footer = styled.p`
  display: flex;
  align-items: center;
  gap: 0.5rem;
  margin: 0;
  padding: 0.875rem 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colour.line};
  font-size: 0.875rem;
  font-weight: 600;
  color: ${({ theme }) => theme.colour.success};
  &::before { content: '✓'; font-weight: 700; }
`;

/** A sample of the SMS and email summary a church receives after each call. */
export function CallSummaryCard() {
  return (
    <Card aria-label="Example call summary" data-testid="example-card">
      <Caption>
        <LogoMark size={28} />
        Example call summary
      </Caption>
      <dl>
        <dt>Caller</dt>
        <dd>Margaret, parishioner</dd>
        <dt>Needs</dt>
        <dd>A hospital visit for her husband this week</dd>
        <dt>Routed to</dt>
        <dd>Pastoral care</dd>
        <dt>Booked</dt>
        <dd>Thursday 2:30 pm with Rev. Sarah</dd>
        <dt>Sent</dt>
        <dd>SMS and email summary to the office</dd>
      </dl>
      <Footer>Handled by Vestry AI at 9:42 pm</Footer>
    </Card>
  );
}
