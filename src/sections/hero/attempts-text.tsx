import styled from 'styled-components';
import { formatPhoneNumber } from '../../content/phone';
import { demoText } from '../../content/site';
import type { DemoStatus } from '../../../streams/demo';

// One line kept even while the count is unknown: where it wraps below the buttons, its arrival moves nothing.
const Remaining = styled.p`
  && {
    flex: 1 1 12rem;
    min-height: 1.5em;
    margin: 0;
    font-size: 0.9375rem;
    line-height: 1.5;
    color: ${({ theme }) => theme.colour.onNightMuted};
  }
  a {
    color: ${({ theme }) => theme.colour.onNight};
    font-weight: 650;
    white-space: nowrap;
  }
`;

/** What is left of today's calls; once they are used, the demo line instead (hidden while a call runs). */
export function AttemptsText({
  status,
  attemptsLeft,
  attemptsPerDay,
  phoneNumber,
}: {
  status: DemoStatus;
  attemptsLeft: number | undefined;
  attemptsPerDay: number;
  phoneNumber: string;
}) {
  if (attemptsLeft === undefined) return <Remaining data-testid="attempts-pending" />;
  if (attemptsLeft > 0) return <Remaining data-testid="attempts-remaining">{demoText.remaining(attemptsLeft, attemptsPerDay)}</Remaining>;
  if (status === 'connected') return null;
  return (
    <Remaining>
      {demoText.limitReached} <a href={`tel:${phoneNumber}`}>{formatPhoneNumber(phoneNumber)}</a>.
    </Remaining>
  );
}
