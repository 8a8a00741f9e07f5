import { useId, useMemo, useRef, useState, type RefObject } from 'react';
import styled from 'styled-components';
import { LinkedWords } from '../../../components/linked-words';
import { Button } from '../../../components/ui/button';
import { demoChurch, officeText as text } from '../../../content/office';
import { useStreams, useViewState } from '../../../shared/streams-context';
import type { CallSummary } from '../../../../streams/call';
import { officeMessages } from '../../../../streams/office';

// What the office would receive after the call, under its summary: a disclosure, so the card stays
// short until a visitor asks. A chunk loaded with the first summary, beside the rating.

const Panel = styled.details`
  border-top: 1px solid ${({ theme }) => theme.colour.line};
  > summary {
    padding: 0.875rem 1.5rem;
    font-weight: 650;
    cursor: pointer;
  }
  > div {
    display: grid;
    gap: 1rem;
    padding: 0 1.5rem 1.25rem;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colour.inkMuted};
  }
`;

// Not a heading: the card sits inside the hero, whose outline is its own heading alone.
const Label = styled.p`
  && {
    margin: 0 0 0.375rem;
    font-size: 0.9375rem;
    font-weight: 650;
    color: ${({ theme }) => theme.colour.ink};
  }
`;

// The messages as the office would read them: their line breaks kept, a long email scrolling in place.
const Message = styled.div`
  max-height: 12rem;
  overflow-y: auto;
  padding: 0.625rem 0.75rem;
  border: 1px solid ${({ theme }) => theme.colour.line};
  border-radius: 0.5rem;
  font-size: 0.875rem;
  line-height: 1.5;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 0.5rem 1rem;
  margin-top: 0.5rem;
`;

type Copied = 'copied' | 'failed' | null;

/** Copies a message; where the clipboard is refused, selects it for the visitor to copy. */
function CopyButton({ label, text: message, from }: { label: string; text: string; from: RefObject<HTMLDivElement | null> }) {
  const [state, setState] = useState<Copied>(null);
  const copy = async () => {
    // Cleared first: a second Copy is announced again.
    setState(null);
    try {
      if (!navigator.clipboard) throw new Error('No clipboard in this browser.');
      await navigator.clipboard.writeText(message);
      setState('copied');
    } catch {
      if (from.current) window.getSelection()?.selectAllChildren(from.current);
      setState('failed');
    }
  };
  return (
    <Row>
      <Button variant="default" size="sm" onClick={() => void copy()} aria-label={label}>
        {text.copy}
      </Button>
      <p role="status">{state === 'copied' ? text.copied : state === 'failed' ? text.copyFailed : ''}</p>
    </Row>
  );
}

/** The booking as a file to open in a calendar: a data URL, made from the text alone, that the link downloads. */
function CalendarLink({ calendar }: { calendar: string }) {
  return (
    <Button
      href={`data:text/calendar;charset=utf-8,${encodeURIComponent(calendar)}`}
      download={text.calendarFile}
      variant="secondary"
      size="sm"
      data-testid="add-to-calendar"
    >
      {text.calendar}
    </Button>
  );
}

export function OfficePreview({ summary, sample = false }: { summary: CallSummary; sample?: boolean }) {
  // A simulated call's id is the page's own, which no one holds: no reference, as in the summary.
  const { simulated, churchName } = useStreams();
  // The office is the visitor's church's where they gave its name; a sample's is the church its recording names.
  const given = useViewState(churchName.churchName$, null)?.name;
  const name = sample ? null : given;
  // The call has just ended: its booking is placed from now.
  const messages = useMemo(() => {
    const { callId, ...facts } = summary;
    const church = name ? { ...demoChurch, name } : demoChurch;
    return officeMessages(simulated || callId === undefined ? facts : { ...facts, callId }, church, new Date());
  }, [summary, simulated, name]);
  const sms = useRef<HTMLDivElement>(null);
  const email = useRef<HTMLDivElement>(null);
  const smsTitle = useId();
  const emailTitle = useId();
  const emailText = `${text.subject} ${messages.email.subject}\n\n${messages.email.body}`;
  return (
    <Panel data-testid="office-preview">
      <summary>{text.title}</summary>
      <div>
        <p>{text.lead}</p>
        <div role="group" aria-labelledby={smsTitle}>
          <Label id={smsTitle}>{text.sms(messages.smsTo)}</Label>
          <Message ref={sms} data-testid="office-sms">
            <LinkedWords text={messages.sms} />
          </Message>
          <CopyButton label={text.copySms} text={messages.sms} from={sms} />
        </div>
        <div role="group" aria-labelledby={emailTitle}>
          <Label id={emailTitle}>{text.email}</Label>
          {/* A region of its own: it scrolls, so the keyboard reaches it, and it says what it is. */}
          <Message ref={email} tabIndex={0} role="region" aria-labelledby={emailTitle} data-testid="office-email">
            <LinkedWords text={emailText} />
          </Message>
          <CopyButton label={text.copyEmail} text={emailText} from={email} />
        </div>
        {messages.calendar && <CalendarLink calendar={messages.calendar} />}
      </div>
    </Panel>
  );
}
