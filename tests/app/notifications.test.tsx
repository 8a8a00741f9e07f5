import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Subject } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { Notifications } from '../../src/app/notifications';
import { StreamsProvider } from '../../src/shared/streams-provider';
import { theme } from '../../src/shared/theme';
import type { ToastMessage } from '../../streams/shared/toast-message';
import { createToastList } from '../../streams/toasts/toast-list';
import { createTestSite } from '../site-harness';

function renderNotifications() {
  const call = new Subject<ToastMessage>();
  const contact = new Subject<ToastMessage>();
  const { site } = createTestSite();
  const toasts = createToastList({ call, contact });
  render(
    <ThemeProvider theme={theme}>
      <StreamsProvider streams={{ ...site, toasts }}>
        <Notifications />
      </StreamsProvider>
    </ThemeProvider>,
  );
  return { call, contact, toasts };
}

const items = () => screen.getAllByRole('listitem').map((item) => item.textContent);

describe('Notifications', () => {
  it('renders no toast machinery until the first toast', () => {
    renderNotifications();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('loads the toasts with the first one, shows it, and shows each later one once; one kind replaces its own', async () => {
    const { call, contact } = renderNotifications();
    act(() => call.next({ title: 'Call Connected', description: 'You are talking to the assistant.', variant: 'default' }));
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    expect(await screen.findByRole('listitem')).toHaveTextContent('Call Connected');
    act(() => contact.next({ title: 'Failed to send message', variant: 'destructive' }));
    await expect.poll(items).toEqual([expect.stringContaining('Call Connected'), expect.stringContaining('Failed to send message')]);
    act(() => call.next({ title: 'Call Ended', variant: 'default' }));
    await expect.poll(items).toEqual([expect.stringContaining('Failed to send message'), expect.stringContaining('Call Ended')]);
  });

  it('a dismissed toast leaves the list for good', async () => {
    const { call, toasts } = renderNotifications();
    const held: number[][] = [];
    toasts.toasts$.subscribe((list) => held.push(list.map((toast) => toast.id)));
    act(() => call.next({ title: 'Call Connected', variant: 'default' }));
    expect(await screen.findByRole('listitem')).toHaveTextContent('Call Connected');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await expect.poll(() => screen.queryAllByRole('listitem')).toHaveLength(0);
    // The streams' list lets go of it too, so no later render can bring it back.
    await expect.poll(() => held.at(-1)).toEqual([]);
  });
});
