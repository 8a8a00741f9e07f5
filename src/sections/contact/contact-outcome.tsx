import styled, { css } from 'styled-components';
import { Button } from '../../components/ui/button';
import { MessageText } from '../../components/ui/message-text';
import { contactText } from '../../content/contact';

// Around the contact form's fields (contact-form.tsx): what the visitor should know before writing, Send, and
// how the last press went.

export interface ContactResult {
  readonly title: string;
  readonly description?: string;
  readonly variant: 'default' | 'destructive';
}

const Note = styled.p`
  margin: 0;
  font-size: 0.9375rem;
  color: ${({ theme }) => theme.colour.inkMuted};
`;

const Submit = styled.div`
  display: grid;
  gap: 1rem;
  justify-items: start;
`;

// The region is always in the page, so assistive technology hears each new result.
const Status = styled.div`
  width: 100%;
`;

const ResultBox = styled.p<{ $variant: ContactResult['variant'] }>`
  margin: 0;
  padding: 0.875rem 1rem;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid;
  font-size: 1rem;
  line-height: 1.5;
  strong {
    font-weight: 650;
  }
  ${({ $variant, theme }) =>
    $variant === 'destructive'
      ? css`
          background: ${theme.colour.dangerSoft};
          border-color: ${theme.colour.danger};
          color: ${theme.colour.danger};
        `
      : css`
          background: ${theme.colour.successSoft};
          border-color: ${theme.colour.success};
          color: ${theme.colour.success};
        `}
  a {
    color: inherit;
    font-weight: 650;
  }
`;

function ResultMessage({ result }: { result: ContactResult }) {
  return (
    <ResultBox $variant={result.variant} data-variant={result.variant}>
      <strong>{result.title}</strong>
      {result.description && (
        <>
          {' '}
          <MessageText text={result.description} />
        </>
      )}
    </ResultBox>
  );
}

/** Send, what it cannot promise, and the region that says how the last press went. */
interface SubmitRowProps {
  sending: boolean;
  result: ContactResult | null;
  noWayToReply: boolean;
  sendsNothing: boolean;
}

export function SubmitRow({ sending, result, noWayToReply, sendsNothing }: SubmitRowProps) {
  // Send says what it cannot do: a form's own description is not read when a field or the button has focus.
  const described = [sendsNothing && 'contact-sends-nothing', noWayToReply && 'contact-no-reply'].filter(Boolean).join(' ');
  return (
    <Submit>
      {noWayToReply && (
        <Note id="contact-no-reply" data-testid="contact-no-reply">
          {contactText.noWayToReply}
        </Note>
      )}
      <Button
        type="submit"
        size="lg"
        aria-disabled={sending || undefined}
        aria-busy={sending || undefined}
        aria-describedby={described || undefined}
      >
        {sending ? contactText.sending : contactText.submit}
      </Button>
      <Status role="status" data-testid="contact-result">
        {result && <ResultMessage result={result} />}
      </Status>
    </Submit>
  );
}

/** What the visitor should know before writing: whether anything is sent, and what is required. */
export function FormNotes({ sendsNothing }: { sendsNothing: boolean }) {
  return (
    <>
      {sendsNothing && (
        <Note id="contact-sends-nothing" data-testid="contact-sends-nothing">
          {contactText.sendsNothing}
        </Note>
      )}
      <Note id="contact-required-note">{contactText.requiredNote}</Note>
    </>
  );
}
