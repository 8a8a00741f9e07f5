import styled from 'styled-components';
import { Icon } from '../../components/icon';
import { CALL_SUMMARY_ID, callSummaryText } from '../../content/call-summary';
import { formatPhoneNumber } from '../../content/phone';
import { demoText, demoCallText, microphoneHelp } from '../../content/site';
import { goToSection } from '../../shared/scroll-to-section';
import type { MicrophoneProblem, QuotaScope } from '../../../streams/demo';
import { TypeInstead } from './type-instead';

// What the call space says between calls: how to begin, where the last call's summary is, or why
// there is no call to start (a microphone problem, the demo refused for good, a limit).

/** What the idle call space is told of the visitor's last try. */
export interface IdleNoteProps {
  problem?: MicrophoneProblem;
  unavailable?: boolean;
  summaryReady?: boolean;
  /** Offered in the microphone note: a call held by typing. */
  onTypeInstead?: () => void;
  phoneNumber: string;
}

const Placeholder = styled.p`
  && {
    display: flex;
    align-items: center;
    gap: 1rem;
    align-self: center;
    margin: 0;
    font-size: 0.9375rem;
    line-height: 1.5;
    color: ${({ theme }) => theme.colour.onNightMuted};
  }
  svg {
    flex: none;
    padding: 0.625rem;
    border-radius: 50%;
    background: rgba(241, 194, 75, 0.14);
    color: ${({ theme }) => theme.colour.accent};
    box-sizing: content-box;
  }
  a {
    color: ${({ theme }) => theme.colour.accent};
    font-weight: 650;
  }
`;

const Problem = styled.div`
  align-self: center;
  padding: 0.75rem 1rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  border-left: 4px solid ${({ theme }) => theme.colour.accent};
  background: rgba(241, 194, 75, 0.1);
  color: ${({ theme }) => theme.colour.onNight};
  font-size: 0.9375rem;
  line-height: 1.5;
  strong {
    display: block;
    margin-bottom: 0.25rem;
    font-size: 1rem;
    font-weight: 700;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colour.onNight};
  }
  a {
    color: ${({ theme }) => theme.colour.accent};
  }
  button {
    margin-top: 0.625rem;
  }
`;

/** A microphone that could not be used: what happened, what to do, the demo line instead, or typing. */
function MicrophoneProblemNote({
  problem,
  phoneNumber,
  onTypeInstead,
}: {
  problem: MicrophoneProblem;
  phoneNumber: string;
  onTypeInstead?: () => void;
}) {
  const { title, todo } = microphoneHelp[problem];
  return (
    <Problem role="alert" data-testid="microphone-problem" data-problem={problem}>
      <p>
        <strong>{title}</strong>
        {todo} Or call the demo line: <a href={`tel:${phoneNumber}`}>{formatPhoneNumber(phoneNumber)}</a>.
      </p>
      {onTypeInstead && <TypeInstead onPress={onTypeInstead} size="sm" />}
    </Problem>
  );
}

/** The live demo refused for good: no Start to press again, the demo line and the contact form instead. */
function UnavailableNote({ phoneNumber }: { phoneNumber: string }) {
  return (
    <Problem role="alert" data-testid="demo-unavailable">
      <p>
        <strong>{demoText.unavailable}</strong>
        {demoText.unavailableTodo} <a href={`tel:${phoneNumber}`}>{formatPhoneNumber(phoneNumber)}</a>,{' '}
        <a href="#contact" onClick={(event) => goToSection(event, 'contact')}>
          {demoText.writeToUs}
        </a>
        .
      </p>
    </Problem>
  );
}

/**
 * A limit of the demo-call endpoint holds: the visitor's own day (in the words the count beside Start
 * uses), everyone's day (the demo line and the contact form instead), or this connection's minute
 * (Start comes back by itself). Only in a build with the endpoint (__SITE_DEMO_CALL__ at its use).
 */
export function QuotaNote({ scope, phoneNumber }: { scope: QuotaScope; phoneNumber: string }) {
  const line = <a href={`tel:${phoneNumber}`}>{formatPhoneNumber(phoneNumber)}</a>;
  return (
    <Problem role="alert" data-testid="demo-quota" data-scope={scope}>
      {scope === 'rate' ? (
        <p>
          <strong>{demoCallText.rateLimited}</strong> {demoCallText.rateLifts}
        </p>
      ) : scope === 'visitor' ? (
        <p>
          {demoText.limitReached} {line}.
        </p>
      ) : (
        <p>
          <strong>{demoCallText.siteQuota}</strong>
          {demoText.unavailableTodo} {line},{' '}
          <a href="#contact" onClick={(event) => goToSection(event, 'contact')}>
            {demoText.writeToUs}
          </a>
          .
        </p>
      )}
    </Problem>
  );
}

/** Between calls: the demo refused for good, a microphone problem, the last call's summary, or how to begin; one of them. */
export function IdleNote({ problem, unavailable, summaryReady, onTypeInstead, phoneNumber }: IdleNoteProps) {
  // The demo refused for good says so instead of anything that invites another try.
  if (unavailable) return <UnavailableNote phoneNumber={phoneNumber} />;
  if (problem) return <MicrophoneProblemNote problem={problem} phoneNumber={phoneNumber} onTypeInstead={onTypeInstead} />;
  if (summaryReady) {
    return (
      <Placeholder data-testid="call-ended-note">
        <Icon name="summary" size={22} />
        <span>
          {callSummaryText.ended}{' '}
          <a href={`#${CALL_SUMMARY_ID}`} onClick={(event) => goToSection(event, CALL_SUMMARY_ID)}>
            {callSummaryText.seeSummary}
          </a>
          .
        </span>
      </Placeholder>
    );
  }
  return (
    <Placeholder>
      <Icon name="mic" size={22} />
      Allow the microphone when asked, then talk as you would to your church office. Live captions appear here.
    </Placeholder>
  );
}
