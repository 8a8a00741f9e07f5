import { useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { useObservableState } from 'observable-hooks';
import { LogoMark } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { useStreams } from '../../shared/streams-context';
import { callSummaryText as text, describeBooking, describeRouting, formatDuration, speakerOf, transcriptText, wordsOf } from '../../content/call-summary';
import type { CallSummary } from '../../../streams/call';

// A paper card on the navy hero: the light surface's focus ring inside it.
const Card = styled.figure`
  --focus-inner: ${({ theme }) => theme.colour.paper};
  --focus-outer: ${({ theme }) => theme.colour.focusInk};
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

// Scrolls inside the card, so a long call does not stretch the hero; focusable so keys scroll it.
const Transcript = styled.ol`
  max-height: 15rem;
  margin: 0;
  padding: 1rem 1.5rem;
  overflow-y: auto;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colour.line};
  font-size: 0.9375rem;
  line-height: 1.5;
  li + li { margin-top: 0.5rem; }
  b { margin-right: 0.5rem; font-weight: 650; }
  [data-untranscribed] span { color: ${({ theme }) => theme.colour.inkMuted}; font-style: italic; }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.875rem 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colour.line};
  p { margin: 0; font-size: 0.875rem; color: ${({ theme }) => theme.colour.inkMuted}; }
`;

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies the transcript; where the clipboard is refused, selects it for the visitor to copy. */
function useCopyTranscript(summary: CallSummary, transcript: RefObject<HTMLOListElement | null>) {
  // The outcome belongs to one summary: the next call's card starts without it.
  const [outcome, setOutcome] = useState<{ of: CallSummary; state: CopyState } | null>(null);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard in this browser.');
      await navigator.clipboard.writeText(transcriptText(summary));
      setOutcome({ of: summary, state: 'copied' });
    } catch {
      if (transcript.current) window.getSelection()?.selectAllChildren(transcript.current);
      transcript.current?.focus();
      setOutcome({ of: summary, state: 'failed' });
    }
  };
  return { state: outcome?.of === summary ? outcome.state : 'idle', copy };
}

/** The summary card's id: the call space links to it. */
export const CALL_SUMMARY_ID = 'call-summary';

/** What the visitor's own call captured, in place of the example once the call ends. */
export function CapturedCallCard({ summary }: { summary: CallSummary }) {
  const transcript = useRef<HTMLOListElement>(null);
  const { state, copy } = useCopyTranscript(summary, transcript);
  return (
    <Card id={CALL_SUMMARY_ID} tabIndex={-1} aria-labelledby="captured-call-title" data-testid="call-summary">
      <Caption id="captured-call-title">
        <LogoMark size={28} />
        {text.title}
      </Caption>
      <dl>
        <dt>{text.duration}</dt>
        <dd data-testid="call-duration">{formatDuration(summary.durationSeconds)}</dd>
        <dt>{text.routedTo}</dt>
        <dd data-testid="call-routing">{describeRouting(summary.routing)}</dd>
        <dt>{text.booked}</dt>
        <dd data-testid="call-booking">{describeBooking(summary.booking)}</dd>
      </dl>
      <Transcript ref={transcript} tabIndex={0} aria-label={text.transcript} data-testid="call-transcript">
        {summary.turns.length === 0 && <li>{text.noTurns}</li>}
        {summary.turns.map((turn, index) => (
          <li key={index} data-role={turn.role} data-untranscribed={turn.untranscribed || undefined}>
            <b>{speakerOf(turn)}</b>
            <span>{wordsOf(turn)}</span>
          </li>
        ))}
      </Transcript>
      <Actions>
        <Button variant="default" size="sm" onClick={() => void copy()} data-testid="copy-transcript">
          {text.copy}
        </Button>
        <p role="status">{state === 'copied' ? text.copied : state === 'failed' ? text.copyFailed : ''}</p>
      </Actions>
      <Footer>{text.footer}</Footer>
    </Card>
  );
}

/** The hero's card: the example until the visitor's own call ends, then what that call captured. */
export function HeroSummary() {
  const summary = useObservableState(useStreams().voiceCall.summary$, null);
  return (
    <>
      {summary ? <CapturedCallCard summary={summary} /> : <CallSummaryCard />}
      <p className="visually-hidden" aria-live="polite">
        {summary ? text.ready(summary) : ''}
      </p>
    </>
  );
}
