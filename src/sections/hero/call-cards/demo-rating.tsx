import { useEffect, type FormEvent } from 'react';
import { useObservableState } from 'observable-hooks';
import styled from 'styled-components';
import { Button } from '../../../components/ui/button';
import { CALL_SUMMARY_ID } from '../../../content/call-summary';
import { demoRatingText as text } from '../../../content/demo-rating';
import { useStreams } from '../../../shared/streams-context';
import { FEEDBACK_CONFIG, STARS, type RatingView } from '../../../../streams/feedback';

// What the visitor thought of the demo, under the call's summary: stars in one radio group (arrow
// keys choose), then an optional comment sent only at Send. A chunk of its own, loaded with the
// first summary; its streams load beside it.

const Panel = styled.div`
  display: grid;
  gap: 0.75rem;
  padding: 1rem 1.5rem 1.25rem;
  border-top: 1px solid ${({ theme }) => theme.colour.line};
  fieldset {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 0.25rem 0.75rem;
    margin: 0;
    padding: 0;
    border: 0;
  }
  legend {
    float: left;
    margin-right: 0.5rem;
    font-weight: 650;
  }
  p {
    margin: 0;
    font-size: 0.875rem;
    color: ${({ theme }) => theme.colour.inkMuted};
  }
  textarea {
    width: 100%;
    padding: 0.5rem 0.75rem;
    border: 1.5px solid ${({ theme }) => theme.colour.lineStrong};
    border-radius: ${({ theme }) => theme.radius.sm};
    font: inherit;
    font-size: 0.9375rem;
    resize: vertical;
  }
  label {
    font-weight: 600;
    font-size: 0.9375rem;
  }
  [data-failed] {
    color: ${({ theme }) => theme.colour.danger};
  }
`;

const CommentForm = styled.form`
  display: grid;
  justify-items: start;
  gap: 0.5rem;
`;

// The radios are hidden; each star shows its own and the focus ring. Filled up to the choice.
const Star = styled.label`
  position: relative;
  display: inline-flex;
  cursor: pointer;
  svg {
    border-radius: 4px;
    fill: none;
    stroke: ${({ theme }) => theme.colour.lineStrong};
    stroke-width: 1.5;
  }
  &[data-on] svg {
    fill: ${({ theme }) => theme.colour.accent};
    stroke: #7a5800;
  }
  input:focus-visible + svg {
    outline: 3px solid var(--focus-outer);
    outline-offset: 1px;
  }
`;

function StarIcon() {
  return (
    <svg width={28} height={28} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d="M12 2.8l2.8 5.7 6.3.9-4.6 4.4 1.1 6.3L12 17.1l-5.6 3 1.1-6.3L2.9 9.4l6.3-.9z" strokeLinejoin="round" />
    </svg>
  );
}

function Stars({ chosen, onChoose }: { chosen: RatingView['stars']; onChoose: (stars: (typeof STARS)[number]) => void }) {
  return (
    <>
      {STARS.map((count) => (
        <Star key={count} data-on={(chosen !== null && count <= chosen) || undefined}>
          <input className="visually-hidden" type="radio" name="demo-rating" checked={chosen === count} onChange={() => onChoose(count)} />
          <StarIcon />
          <span className="visually-hidden">{text.stars(count)}</span>
        </Star>
      ))}
    </>
  );
}

/** The comment, once the stars are chosen: kept when sending fails, cleared once it arrived. */
function Comment({ view }: { view: RatingView }) {
  const { rating } = useStreams();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    rating.send();
  };
  const max = FEEDBACK_CONFIG.commentMaxLength;
  return (
    <CommentForm onSubmit={submit} noValidate>
      <p>{text.thanks}</p>
      <label htmlFor="demo-comment">{text.commentLabel}</label>
      <textarea
        id="demo-comment"
        rows={3}
        maxLength={max}
        value={view.comment}
        onChange={(event) => rating.edit(event.currentTarget.value)}
        aria-describedby="demo-comment-hint demo-comment-count"
      />
      <p id="demo-comment-hint">{text.commentHint}</p>
      <p id="demo-comment-count">{text.counter(view.comment.length, max)}</p>
      <Button type="submit" size="sm" aria-disabled={view.sending || undefined} aria-busy={view.sending || undefined}>
        {view.sending ? text.sending : text.send}
      </Button>
      <p role="status" data-testid="demo-rating-result">
        {view.result === 'sent' ? text.sent : view.result === 'failed' ? text.failed : ''}
      </p>
    </CommentForm>
  );
}

/** "How was this demo?" under the call's summary, once a visit. */
export function DemoRating() {
  const { rating } = useStreams();
  const view = useObservableState(rating.view$, null);
  useEffect(() => {
    rating.load().catch((error: unknown) => console.error('The demo rating could not load:', error));
  }, [rating]);
  if (!view?.shown) return null;
  const dismiss = () => {
    rating.dismiss();
    // The button goes with the question: the summary keeps the focus.
    document.getElementById(CALL_SUMMARY_ID)?.focus();
  };
  return (
    <Panel data-testid="demo-rating">
      <fieldset>
        <legend>{text.question}</legend>
        <Stars chosen={view.stars} onChoose={rating.choose} />
        {view.stars === null && (
          <Button variant="ghost" size="sm" onClick={dismiss}>
            {text.dismiss}
          </Button>
        )}
      </fieldset>
      {view.stars !== null && <Comment view={view} />}
    </Panel>
  );
}
