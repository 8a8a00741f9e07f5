import { act, render, screen } from '@testing-library/react';
import { Subject } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { Notifications } from '../../src/app/notifications';
import { StreamsProvider } from '../../src/app/streams/streams-provider';
import { theme } from '../../src/app/theme';
import type { Toast } from '../../src/components/ui/toast-context';
import { createTestSession } from '../session-harness';

function renderNotifications() {
  const notifications$ = new Subject<Toast>();
  const { session } = createTestSession();
  render(
    <ThemeProvider theme={theme}>
      <StreamsProvider streams={{ ...session, notifications$ }}>
        <Notifications />
      </StreamsProvider>
    </ThemeProvider>,
  );
  return notifications$;
}

describe('Notifications', () => {
  it('renders no toast machinery until the first toast', () => {
    renderNotifications();
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('loads the toasts with the first one, shows it, and shows each later one once; one kind replaces its own', async () => {
    const notifications$ = renderNotifications();
    act(() => notifications$.next({ title: 'Call Connected', description: 'You are talking to the assistant.', variant: 'default', kind: 'call' }));
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    expect(await screen.findByRole('listitem')).toHaveTextContent('Call Connected');
    act(() => notifications$.next({ title: 'Failed to send message', variant: 'destructive', kind: 'contact' }));
    await expect.poll(() => screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Call Connected'),
      expect.stringContaining('Failed to send message'),
    ]);
    act(() => notifications$.next({ title: 'Call Ended', variant: 'default', kind: 'call' }));
    await expect.poll(() => screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Failed to send message'),
      expect.stringContaining('Call Ended'),
    ]);
  });
});
