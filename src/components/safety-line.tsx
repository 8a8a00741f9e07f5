import styled from 'styled-components';
import { safetyLineText as text } from '../content/safety-line';

// On the dark hero and footer alike; in the prerendered HTML, so it moves nothing when scripts run.
const Line = styled.p`
  && {
    margin: 0;
    font-size: 0.9375rem;
    line-height: 1.5;
    color: ${({ theme }) => theme.colour.onNight};
  }
  a {
    color: ${({ theme }) => theme.colour.onNight};
    font-weight: 700;
    text-decoration: underline;
    white-space: nowrap;
  }
`;

/** "In danger now? Call 000. Lifeline 13 11 14": "Call 000" and "Lifeline 13 11 14" links that dial them. */
export function SafetyLine({ className }: { className?: string }) {
  return (
    <Line className={className} data-testid="safety-line">
      {text.lead} {/* Each link says what it does, read alone in a list of links. */}
      <a href={`tel:${text.emergency.tel}`}>
        {text.call} {text.emergency.label}
      </a>
      .{' '}
      <a href={`tel:${text.lifelineNumber.tel}`}>
        {text.lifeline} {text.lifelineNumber.label}
      </a>
    </Line>
  );
}
