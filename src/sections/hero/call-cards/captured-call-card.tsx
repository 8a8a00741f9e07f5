import { useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import styled from 'styled-components';
import { LogoMark } from '../../../components/logo';
import { LinkedWords } from '../../../components/linked-words';
import { Button } from '../../../components/ui/button';
import {
  callSummaryText as text,
  describeBooking,
  describeRouting,
  formatDuration,
  formatReply,
  speakerOf,
} from '../../../content/call-summary';
import { saidOf, summaryCardText as card, transcriptText } from '../../../content/summary-card';
import type { CallSummary } from '../../../../streams/call';
import { CONTACT_MESSAGE_ID } from '../../../content/contact';
import { callNote, followUpText } from '../../../content/call-follow-up';
import { goToField } from '../../../shared/scroll-to-section';
import { useStreams } from '../../../shared/streams-context';
import { CALL_SUMMARY_ID } from '../../../content/call-summary';
import { Caption, Card, Footer } from '../hero-card';

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
  li + li {
    margin-top: 0.5rem;
  }
  b {
    margin-right: 0.5rem;
    font-weight: 650;
  }
  [data-untranscribed] span {
    color: ${({ theme }) => theme.colour.inkMuted};
    font-style: italic;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  padding: 0.875rem 1.5rem;
  border-top: 1px solid ${({ theme }) => theme.colour.line};
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colour.inkMuted};
  }
`;

type CopyState = 'idle' | 'copied' | 'failed';

/** Copies the transcript; where the clipboard is refused, selects it for the visitor to copy. */
function useCopyTranscript(summary: CallSummary, reference: string | null, transcript: RefObject<HTMLOListElement | null>, caller: string) {
  // The outcome belongs to one summary: the next call's card starts without it.
  const [outcome, setOutcome] = useState<{ of: CallSummary; state: CopyState } | null>(null);
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard in this browser.');
      await navigator.clipboard.writeText(transcriptText(summary, reference, caller));
      setOutcome({ of: summary, state: 'copied' });
    } catch {
      if (transcript.current) window.getSelection()?.selectAllChildren(transcript.current);
      transcript.current?.focus();
      setOutcome({ of: summary, state: 'failed' });
    }
  };
  return { state: outcome?.of === summary ? outcome.state : 'idle', copy };
}

/** What the call captured, fact by fact; the need and church only when the call had them. */
function SummaryFacts({ summary }: { summary: CallSummary }) {
  return (
    <dl>
      <dt>{text.duration}</dt>
      <dd data-testid="call-duration">{formatDuration(summary.durationSeconds)}</dd>
      {summary.medianReplyMs !== undefined && (
        <>
          <dt>{text.medianReply}</dt>
          <dd data-testid="call-median-reply">{formatReply(summary.medianReplyMs)}</dd>
        </>
      )}
      {summary.need !== null && (
        <>
          <dt>{text.need}</dt>
          <dd data-testid="call-need">{summary.need}</dd>
        </>
      )}
      {summary.church !== null && (
        <>
          <dt>{text.church}</dt>
          <dd data-testid="call-church">{summary.church}</dd>
        </>
      )}
      <dt>{text.routedTo}</dt>
      <dd data-testid="call-routing">{describeRouting(summary.routing)}</dd>
      <dt>{text.booked}</dt>
      <dd data-testid="call-booking">{describeBooking(summary.booking)}</dd>
    </dl>
  );
}

// The live call's reference, to quote to the church office or to us: selectable in one click, never a link.
const Reference = styled.p`
  margin: 0;
  padding: 0 1.5rem 1.25rem;
  font-size: 0.875rem;
  line-height: 1.5;
  color: ${({ theme }) => theme.colour.inkMuted};
  code {
    font: inherit;
    font-weight: 600;
    color: ${({ theme }) => theme.colour.ink};
    overflow-wrap: anywhere;
    user-select: all;
  }
`;

function CallReference({ reference }: { reference: string | null }) {
  if (reference === null) return null;
  return (
    <Reference data-testid="call-reference">
      {text.reference} <code>{reference}</code>. {text.referenceUse}
    </Reference>
  );
}

const FollowUp = styled.div`
  display: grid;
  justify-items: start;
  gap: 0.5rem;
  padding: 0 1.5rem 1.25rem;
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colour.inkMuted};
  }
`;

/** From the demo to us: the summary into the contact form's message, and the visitor taken there to edit it. */
function WriteToUs({ summary, reference }: { summary: CallSummary; reference: string | null }) {
  const streams = useStreams();
  const carry = () => {
    streams.carryCallToContact(callNote(summary, reference), summary.church);
    goToField(CONTACT_MESSAGE_ID);
  };
  return (
    <FollowUp>
      <Button variant="accent" size="sm" onClick={carry} aria-describedby="write-to-us-hint" data-testid="write-to-us">
        {followUpText.action}
      </Button>
      <p id="write-to-us-hint">{followUpText.hint}</p>
    </FollowUp>
  );
}

/** What the visitor's own call captured, in place of the example once the call ends; `rating` asks what they thought. */
export function CapturedCallCard({ summary, rating, sample }: { summary: CallSummary; rating?: ReactNode; sample?: true }) {
  const transcript = useRef<HTMLOListElement>(null);
  // A live call's provider id; none for a simulated call, which no one holds (its id is the page's own), nor a sample's.
  const reference = useStreams().simulated || sample ? null : (summary.callId ?? null);
  const caller = sample ? text.caller : text.visitor;
  const { state, copy } = useCopyTranscript(summary, reference, transcript, caller);
  const title = useId();
  return (
    <Card {...(sample ? {} : { id: CALL_SUMMARY_ID })} tabIndex={-1} aria-labelledby={title} data-testid="call-summary">
      <Caption id={title}>
        <LogoMark size={28} />
        {sample ? text.sampleTitle : text.title}
      </Caption>
      <SummaryFacts summary={summary} />
      <CallReference reference={reference} />
      {/* A sample is no call of the visitor's to write to us about. */}
      {!sample && <WriteToUs summary={summary} reference={reference} />}
      <Transcript ref={transcript} tabIndex={0} aria-label={text.transcript} data-testid="call-transcript">
        {summary.turns.length === 0 && <li>{card.noTurns}</li>}
        {summary.turns.map((turn, index) => (
          <li key={index} data-role={turn.role} data-untranscribed={turn.untranscribed || undefined}>
            <b>{speakerOf(turn, caller)}</b>
            <span>
              <LinkedWords text={saidOf(turn)} />
            </span>
          </li>
        ))}
      </Transcript>
      <Actions>
        <Button variant="default" size="sm" onClick={() => void copy()} data-testid="copy-transcript">
          {text.copy}
        </Button>
        <p role="status">{state === 'copied' ? text.copied : state === 'failed' ? text.copyFailed : ''}</p>
      </Actions>
      {rating}
      <Footer>{text.footer}</Footer>
    </Card>
  );
}
