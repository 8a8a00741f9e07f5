import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { describe, expect, it, vi } from 'vitest';
import type { CallEvent } from '../../streams/call/call-events';
import CallEventLog from '../../src/dev/call-event-log';
import { renderWithTheme } from '../render-with-theme';
import { failingStart, volume } from './call-events';

let clock = 0;
const now = (): number => clock;

function setup() {
  const events$ = new Subject<CallEvent>();
  const user = userEvent.setup();
  renderWithTheme(<CallEventLog events$={events$} now={now} />);
  const emit = (...events: CallEvent[]): void => act(() => events.forEach((e) => events$.next(e)));
  const open = async (): Promise<HTMLElement> => {
    await user.click(screen.getByRole('button', { name: 'Call events' }));
    return screen.getByRole('complementary', { name: 'Call events' });
  };
  return { events$, user, emit, open };
}

function bodyRows(panel: HTMLElement): HTMLElement[] {
  const table = within(panel).getByRole('table');
  return within(table).getAllByRole('row').slice(1);
}

function clipboardWith(value: unknown): void {
  Object.defineProperty(navigator, 'clipboard', { value, configurable: true });
}

describe('CallEventLog', () => {
  it('toggles a labelled, non-modal panel; Escape closes it and refocuses the toggle', async () => {
    const { user, open } = setup();
    const toggle = screen.getByRole('button', { name: 'Call events' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('complementary')).toBeNull();
    const panel = await open();
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAttribute('aria-controls', panel.id);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(panel).getByRole('heading', { name: 'Call events' })).toHaveFocus();
    await user.tab();
    expect(within(panel).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('complementary')).toBeNull();
    expect(toggle).toHaveFocus();
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('lists events live with their time, including those from before it was opened', async () => {
    const { emit, open } = setup();
    clock = 1000;
    emit({ type: 'call-start' });
    const panel = await open();
    expect(bodyRows(panel)).toHaveLength(1);
    clock = 2234;
    emit({ type: 'error', error: { type: 'daily-error', stage: 'in-call', duration: 1234, message: 'network lost', error: null } });
    const [newest] = bodyRows(panel);
    expect(newest).toHaveTextContent('+1.234 s');
    expect(newest).toHaveTextContent('daily-error: network lost');
    // The list itself is not a live region; only the status line is.
    expect(within(panel).getByRole('region', { name: 'Event list' })).not.toHaveAttribute('aria-live');
  });

  it('folds volume levels into one updating row', async () => {
    const { emit, open } = setup();
    const panel = await open();
    emit(...Array.from({ length: 20 }, (_, i) => volume(i / 20)));
    const rows = bodyRows(panel);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toHaveTextContent('latest level 0.95 · 20 updates');
  });

  it('filters by type with labelled checkboxes', async () => {
    const { user, emit, open } = setup();
    const panel = await open();
    emit({ type: 'call-start' }, volume(0.2), { type: 'speech-start' });
    await user.click(within(panel).getByText(/Filter by type/));
    await user.click(within(panel).getByRole('checkbox', { name: 'volume-level' }));
    expect(bodyRows(panel).map((r) => r.dataset.type)).toEqual(['speech-start', 'call-start']);
    expect(within(panel).getByText('2 of 3 rows shown · 3 events received')).toBeInTheDocument();
    await user.click(within(panel).getByRole('checkbox', { name: 'volume-level' }));
    expect(bodyRows(panel)).toHaveLength(3);
  });

  it('pauses (holding and counting new events) and shows them on resume', async () => {
    const { user, emit, open } = setup();
    const panel = await open();
    emit({ type: 'call-start' });
    await user.click(within(panel).getByRole('button', { name: 'Pause' }));
    emit({ type: 'speech-start' }, { type: 'speech-end' });
    expect(bodyRows(panel)).toHaveLength(1);
    expect(within(panel).getByText('Paused: 2 new events held, shown on resume.')).toBeInTheDocument();
    await user.click(within(panel).getByRole('button', { name: 'Resume' }));
    expect(bodyRows(panel)).toHaveLength(3);
    expect(within(panel).getByRole('status')).toHaveTextContent('Resumed: 2 held events now shown');
  });

  it('clears the list', async () => {
    const { user, emit, open } = setup();
    const panel = await open();
    emit({ type: 'call-start' }, { type: 'call-end' });
    await user.click(within(panel).getByRole('button', { name: 'Clear' }));
    expect(within(panel).queryAllByRole('row')).toHaveLength(1);
    expect(within(panel).getByText('No events to show.')).toBeInTheDocument();
    expect(within(panel).getByRole('status')).toHaveTextContent('Cleared the log');
  });

  it('copies the shown events as JSON and says so politely', async () => {
    const { user, emit, open } = setup();
    const writeText = vi.fn((_text: string) => Promise.resolve());
    clipboardWith({ writeText });
    const panel = await open();
    emit({ type: 'call-start' }, volume(0.1), volume(0.3), { type: 'call-end' });
    await user.click(within(panel).getByRole('button', { name: 'Copy as JSON' }));
    expect(writeText).toHaveBeenCalledOnce();
    const copied = JSON.parse(writeText.mock.calls[0]?.[0] ?? '') as Array<{ event: CallEvent; count?: number }>;
    expect(copied.map((entry) => entry.event.type)).toEqual(['call-start', 'volume-level', 'call-end']);
    expect(copied[1]?.count).toBe(2);
    const status = within(panel).getByRole('status');
    expect(status).toHaveTextContent('Copied 3 events');
    expect(status).toHaveAttribute('role', 'status');
  });

  it('offers the JSON to copy by hand when the clipboard is unavailable', async () => {
    const { user, emit, open } = setup();
    clipboardWith(undefined);
    const panel = await open();
    emit({ type: 'call-start' });
    await user.click(within(panel).getByRole('button', { name: 'Copy as JSON' }));
    expect(within(panel).getByRole('status')).toHaveTextContent(/Clipboard unavailable/);
    const fallback = within(panel).getByRole('textbox', { name: 'Events as JSON' });
    expect(JSON.parse((fallback as HTMLTextAreaElement).value)).toHaveLength(1);
  });

  it('draws the last start as a waterfall, marking the failed stage in words', async () => {
    const { emit, open } = setup();
    emit(...failingStart());
    const panel = await open();
    const stages = within(panel).getAllByRole('listitem');
    const cells = stages.map((stage) => [...stage.querySelectorAll(':scope > span:not([aria-hidden])')].map((s) => s.textContent));
    expect(cells).toEqual([
      ['initialization', '✓ completed', '10 ms, at +0.000 s'],
      ['web-call-creation', '✓ completed', '100 ms, at +0.010 s'],
      ['daily-call-join', '✕ failed', '300 ms, at +0.120 s'],
    ]);
    // Bars are placed by offset and sized by duration, in percent of the 420 ms total.
    const joinBar = stages[2]?.querySelector<HTMLElement>('[aria-hidden] > span');
    expect(parseFloat(joinBar?.style.left ?? '')).toBeCloseTo((120 / 420) * 100);
    expect(parseFloat(joinBar?.style.width ?? '')).toBeCloseTo((300 / 420) * 100);
    expect(within(panel).getByText(/Start failed at daily-call-join after 420 ms: join refused/)).toBeInTheDocument();
  });

  it('is operable from the keyboard alone', async () => {
    const { user, emit } = setup();
    emit({ type: 'call-start' });
    await user.tab();
    expect(screen.getByRole('button', { name: 'Call events' })).toHaveFocus();
    await user.keyboard('{Enter}');
    const panel = screen.getByRole('complementary', { name: 'Call events' });
    await user.tab(); // Close
    await user.tab(); // Pause
    await user.keyboard(' ');
    expect(within(panel).getByRole('button', { name: 'Resume' })).toHaveFocus();
  });
});
