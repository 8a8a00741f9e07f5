import { useId } from 'react';
import { medianOf, type TurnTaking } from '../../streams/call';
import { formatReply } from '../content/call-summary';

/** How fast the assistant answered: the median of the reply times, beside the start's waterfall. */
export function ReplyTimes({ taking }: { taking: TurnTaking }) {
  const headingId = useId();
  const median = medianOf(taking.replies);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>Replies</h3>
      <p data-testid="dev-median-reply">
        {median === null
          ? 'No answer yet.'
          : `Median ${formatReply(median)} over ${taking.replies.length} ${taking.replies.length === 1 ? 'answer' : 'answers'} (${taking.replies.map(formatReply).join(', ')}).`}
      </p>
    </section>
  );
}
