import styled from 'styled-components';
import { media } from '../../app/theme';

const Card = styled.figure`
  margin: 0;
  padding: 1.5rem;
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.colour.paper};
  color: ${({ theme }) => theme.colour.ink};
  box-shadow: 0 24px 60px rgba(0, 0, 0, 0.35);
  ${media.mobile} { display: none; }
  figcaption { font-weight: 700; margin-bottom: 0.75rem; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; margin: 0; font-size: 1rem; }
  dt { color: ${({ theme }) => theme.colour.inkMuted}; }
  dd { margin: 0; font-weight: 600; }
`;

/** A sample of the SMS and email summary a church receives after each call. */
export function CallSummaryCard() {
  return (
    <Card aria-label="Example call summary">
      <figcaption>Example call summary</figcaption>
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
    </Card>
  );
}
