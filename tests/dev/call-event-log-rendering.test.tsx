import { act, screen, within } from '@testing-library/react';
import { Profiler, StrictMode } from 'react';
import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { CallEvent } from '../../streams/call/call-events';
import CallEventLog from '../../src/dev/call-event-log';
import { renderWithTheme } from '../render-with-theme';
import { volume } from './call-events';

const now = (): number => 0;

describe('CallEventLog rendering', () => {
  it('works under StrictMode and when open from the start', () => {
    const events$ = new Subject<CallEvent>();
    renderWithTheme(
      <StrictMode>
        <CallEventLog events$={events$} now={now} defaultOpen />
      </StrictMode>,
    );
    act(() => events$.next({ type: 'call-start' }));
    const panel = screen.getByRole('complementary', { name: 'Call events' });
    expect(within(panel).getAllByRole('row')).toHaveLength(2);
    expect(events$.observed).toBe(true);
  });

  it('keeps folding while closed without re-rendering anything, and unsubscribes on unmount', () => {
    const events$ = new Subject<CallEvent>();
    const onRender = vi.fn();
    const { unmount } = renderWithTheme(
      <Profiler id="log" onRender={onRender}>
        <CallEventLog events$={events$} now={now} />
      </Profiler>,
    );
    const rendersAfterMount = onRender.mock.calls.length;
    act(() => {
      for (let i = 0; i < 50; i += 1) events$.next(volume(i / 50));
    });
    expect(onRender).toHaveBeenCalledTimes(rendersAfterMount);
    act(() => screen.getByRole('button', { name: 'Call events' }).click());
    const rows = within(screen.getByRole('region', { name: 'Event list' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('50 updates');
    unmount();
    expect(events$.observed).toBe(false);
  });
});
