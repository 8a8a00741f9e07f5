import { act, screen } from '@testing-library/react';
import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { CallEvent } from '../../streams/call/call-events';
import CallEventLog from '../../src/dev/call-event-log';
import { renderWithTheme } from '../render-with-theme';

const typed: CallEvent = {
  type: 'message',
  message: { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Can we book the hall?', typed: true },
};

describe('the dev log’s reply times', () => {
  it('shows the median of the assistant’s reply times, each from Send to its first audio, by the log’s clock', () => {
    let time = 0;
    const events$ = new Subject<CallEvent>();
    renderWithTheme(<CallEventLog events$={events$} now={() => time} defaultOpen />);
    const emit = (at: number, event: CallEvent) => act(() => ((time = at), events$.next(event)));
    emit(0, { type: 'call-start' });
    expect(screen.getByTestId('dev-median-reply')).toHaveTextContent('No answer yet.');
    const answer = (sent: number, ms: number) => {
      emit(sent, typed);
      emit(sent + ms, { type: 'speech-start' });
      emit(sent + ms + 1000, { type: 'speech-end' });
    };
    answer(1000, 1200);
    expect(screen.getByTestId('dev-median-reply')).toHaveTextContent('Median 1.2 s over 1 answer (1.2 s).');
    answer(5000, 400);
    answer(9000, 700);
    expect(screen.getByTestId('dev-median-reply')).toHaveTextContent('Median 0.7 s over 3 answers (1.2 s, 0.4 s, 0.7 s).');
  });
});
