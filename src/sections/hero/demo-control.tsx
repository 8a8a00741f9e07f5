import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../../components/ui/button';
import { Icon } from '../../components/icon';
import { media } from '../../shared/theme';
import { DesktopOnly, MobileOnly } from '../../components/responsive';
import { demoText, microphoneHelp } from '../../content/site';
import { formatPhoneNumber } from '../../content/phone';
import { callSummaryText } from '../../content/call-summary';
import { goToSection } from '../../shared/scroll-to-section';
import { CALL_SUMMARY_ID } from './call-summary-card';
import { DEMO_CONFIG, type DemoStatus, type MicrophoneProblem } from '../../../streams/demo';

export interface DemoControlProps {
  status: DemoStatus;
  /**
   * Demo calls left today; `undefined` until the visitor's stored count is known (the
   * prerendered page), so the page never shows a count it will take back.
   */
  attemptsLeft: number | undefined;
  /** Demo calls allowed per day (spec: 3). */
  attemptsPerDay?: number;
  phoneNumber: string;
  onStart?: () => void;
  onEnd?: () => void;
  /** Called on hover or focus of the start button, to fetch the call library early. */
  onPreload?: () => void;
  /** Why the last start could not use the microphone: said in the call space until the next start. */
  microphoneProblem?: MicrophoneProblem;
  /** The last call's summary is shown: the call space points to it. */
  summaryReady?: boolean;
  /** The browser would not play the assistant: while connected, one control asks for the visitor's press. */
  audioBlocked?: boolean;
  /** The press that plays the assistant (it must reach play() inside the press). */
  onHear?: () => void;
  /** Live extras shown while connected (volume meter, captions). */
  children?: ReactNode;
}

const DesktopControl = styled(DesktopOnly)`
  display: grid;
  gap: 1rem;
  /* Repeated: this display: grid would otherwise win over DesktopOnly's rule. */
  ${media.mobile} { display: none; }
`;

// The button row is as tall as the button whatever the text beside it says (at most two lines).
const Controls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.75rem 1.25rem;
  min-height: 3.5rem;
  > :first-child { min-width: 15.5rem; }
`;

// The call's own space, reserved in every state, so nothing around the panel moves.
const Stage = styled.div`
  display: grid;
  grid-template-rows: auto minmax(0, 1fr);
  gap: 0.75rem;
  height: 12rem;
  padding: 1rem;
  border-radius: ${({ theme }) => theme.radius.md};
  background: rgba(5, 12, 32, 0.45);
  border: 1px solid rgba(255, 255, 255, 0.1);
`;

// Where the status and the press to hear the assistant do not fit one line, the press wraps whole.
const StatusLine = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 0.625rem;
  min-height: 1.625rem;
  > button { white-space: nowrap; }
`;

const StatusText = styled.p`
  && { margin: 0; font-weight: 650; color: ${({ theme }) => theme.colour.onNight}; }
  &::before {
    content: '';
    display: inline-block;
    width: 0.625rem;
    height: 0.625rem;
    margin-right: 0.625rem;
    border-radius: 50%;
    background: #5fd38d;
    box-shadow: 0 0 0 4px rgba(95, 211, 141, 0.2);
  }
`;

const Dots = styled.span`
  display: inline-flex;
  gap: 0.3125rem;
  span {
    width: 0.5625rem;
    height: 0.5625rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colour.accent};
  }
  @media (prefers-reduced-motion: no-preference) {
    span { animation: vestry-pulse 1.1s ease-in-out infinite; }
    span:nth-child(2) { animation-delay: 0.15s; }
    span:nth-child(3) { animation-delay: 0.3s; }
  }
`;

const Connecting = styled.p`
  && { display: inline-flex; align-items: center; gap: 0.75rem; margin: 0; font-weight: 650; color: ${({ theme }) => theme.colour.onNight}; }
`;

const Placeholder = styled.p`
  && { display: flex; align-items: center; gap: 1rem; align-self: center; margin: 0; font-size: 0.9375rem; line-height: 1.5; color: ${({ theme }) => theme.colour.onNightMuted}; }
  svg { flex: none; padding: 0.625rem; border-radius: 50%; background: rgba(241, 194, 75, 0.14); color: ${({ theme }) => theme.colour.accent}; box-sizing: content-box; }
  a { color: ${({ theme }) => theme.colour.accent}; font-weight: 650; }
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
  strong { display: block; margin-bottom: 0.25rem; font-size: 1rem; font-weight: 700; }
  p { margin: 0; color: ${({ theme }) => theme.colour.onNight}; }
  a { color: ${({ theme }) => theme.colour.accent}; }
`;

/** A microphone that could not be used: what happened, what to do, and the demo line instead. */
function MicrophoneProblemNote({ problem, phoneNumber }: { problem: MicrophoneProblem; phoneNumber: string }) {
  const { title, todo } = microphoneHelp[problem];
  return (
    <Problem role="alert" data-testid="microphone-problem" data-problem={problem}>
      <p>
        <strong>{title}</strong>
        {todo} Or call the demo line: <a href={`tel:${phoneNumber}`}>{formatPhoneNumber(phoneNumber)}</a>.
      </p>
    </Problem>
  );
}

const Remaining = styled.p`
  && { flex: 1 1 12rem; margin: 0; font-size: 0.9375rem; line-height: 1.5; color: ${({ theme }) => theme.colour.onNightMuted}; }
  a { color: ${({ theme }) => theme.colour.onNight}; font-weight: 650; white-space: nowrap; }
`;

const PhoneControl = styled(MobileOnly)`
  display: grid;
  gap: 0.625rem;
  ${media.desktop} { display: none; }
  /* One line down to 320 px: the label is the product's call to action. */
  a { width: 100%; padding-inline: 0.75rem; white-space: nowrap; }
  @media (max-width: 359.98px) { a { font-size: 1rem; } }
`;

const DemoLine = styled.p`
  && { margin: 0; font-size: 0.9375rem; text-align: center; color: ${({ theme }) => theme.colour.onNightMuted}; }
  strong { color: ${({ theme }) => theme.colour.onNight}; font-weight: 650; letter-spacing: 0.01em; }
`;

function buttonLabel(status: DemoStatus): string {
  if (status === 'connecting') return demoText.connecting;
  if (status === 'connected') return demoText.end;
  return demoText.start;
}

/**
 * The call's status line. While connected, a browser that would not play the assistant gets
 * one control beside it; in the status region, so the offer is announced when it appears.
 */
function CallStatus({ status, audioBlocked, onHear }: Pick<CallStageProps, 'status' | 'audioBlocked' | 'onHear'>) {
  return (
    <StatusLine role="status">
      {status === 'connecting' && (
        <Connecting>
          <Dots aria-hidden="true" data-testid="connecting-indicator">
            <span />
            <span />
            <span />
          </Dots>
          {demoText.connecting}
        </Connecting>
      )}
      {status === 'connected' && <StatusText>{demoText.connected}</StatusText>}
      {status === 'connected' && audioBlocked && (
        <Button variant="accent" size="sm" onClick={onHear} data-testid="hear-assistant">
          {demoText.hearAssistant}
        </Button>
      )}
    </StatusLine>
  );
}

/** What the reserved call space shows before, during and while setting up a call. */
interface CallStageProps {
  status: DemoStatus;
  problem?: MicrophoneProblem;
  summaryReady?: boolean;
  audioBlocked?: boolean;
  onHear?: () => void;
  phoneNumber: string;
  children?: ReactNode;
}

function CallStage({ status, problem, summaryReady, audioBlocked, onHear, phoneNumber, children }: CallStageProps) {
  return (
    <Stage data-testid="call-stage">
      <CallStatus status={status} audioBlocked={audioBlocked} onHear={onHear} />
      {status === 'connected' && children}
      {status === 'idle' && problem && <MicrophoneProblemNote problem={problem} phoneNumber={phoneNumber} />}
      {status === 'idle' && !problem && summaryReady && (
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
      )}
      {status === 'idle' && !problem && !summaryReady && (
        <Placeholder>
          <Icon name="mic" size={22} />
          Allow the microphone when asked, then talk as you would to your church office. Live captions appear here.
        </Placeholder>
      )}
    </Stage>
  );
}

/** What is left of today's calls; once they are used, the demo line instead (hidden while a call runs). */
function AttemptsText({ status, attemptsLeft, attemptsPerDay, phoneNumber }: { status: DemoStatus; attemptsLeft: number | undefined; attemptsPerDay: number; phoneNumber: string }) {
  if (attemptsLeft === undefined) return <Remaining data-testid="attempts-pending" />;
  if (attemptsLeft > 0) return <Remaining data-testid="attempts-remaining">{demoText.remaining(attemptsLeft, attemptsPerDay)}</Remaining>;
  if (status === 'connected') return null;
  return (
    <Remaining>
      {demoText.limitReached} <a href={`tel:${phoneNumber}`}>{formatPhoneNumber(phoneNumber)}</a>.
    </Remaining>
  );
}

export function DemoControl(props: DemoControlProps) {
  const { status, attemptsLeft, attemptsPerDay = DEMO_CONFIG.maxAttemptsPerDay, phoneNumber, onStart, onEnd, onPreload, microphoneProblem, summaryReady, audioBlocked, onHear, children } = props;
  const exhausted = attemptsLeft !== undefined && attemptsLeft <= 0;
  const disabled = status === 'connecting' || (exhausted && status !== 'connected');
  return (
    <div data-demo-status={status}>
      <DesktopControl>
        <Controls>
          {/* aria-disabled, not disabled: the button keeps keyboard focus while connecting,
              and the same button becomes End Call. */}
          <Button
            variant={status === 'connected' ? 'secondary' : 'hero'}
            size="xl"
            aria-disabled={disabled || undefined}
            aria-busy={status === 'connecting' || undefined}
            onClick={disabled ? undefined : status === 'connected' ? onEnd : onStart}
            onPointerEnter={onPreload}
            onFocus={onPreload}
            data-testid="demo-button"
          >
            {buttonLabel(status)}
          </Button>
          <AttemptsText status={status} attemptsLeft={attemptsLeft} attemptsPerDay={attemptsPerDay} phoneNumber={phoneNumber} />
        </Controls>
        <CallStage status={status} problem={microphoneProblem} summaryReady={summaryReady} audioBlocked={audioBlocked} onHear={onHear} phoneNumber={phoneNumber}>
          {children}
        </CallStage>
      </DesktopControl>
      <PhoneControl>
        <Button href={`tel:${phoneNumber}`} variant="hero" size="xl" data-testid="call-now-link">
          {demoText.callNow}
        </Button>
        <DemoLine>
          Demo line <strong>{formatPhoneNumber(phoneNumber)}</strong>
        </DemoLine>
      </PhoneControl>
    </div>
  );
}
