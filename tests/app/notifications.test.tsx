import { act, render, screen } from '@testing-library/react';
import { Subject } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { Notifications } from '../../src/app/notifications';
import { StreamsProvider } from '../../src/app/streams/streams-provider';
import { theme } from '../../src/app/theme';
import type { ToastMessage } from '../../streams/demo';
import { createTestSession } from '../session-harness';

function renderNotifications() {
  const notifications$ = new Subject<ToastMessage>();
  const { session } = createTestSession();
  render(
    <ThemeProvider theme={theme}>
      <StreamsProvider session={{ ...session, notifications$ }}>
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

  it('loads the toasts with the first one, shows it, and shows each later one once', async () => {
    const notifications$ = renderNotifications();
    act(() => notifications$.next({ title: 'Call Connected', description: 'You are talking to the assistant.', variant: 'default' }));
    expect(await screen.findByRole('region', { name: /Notifications/ })).toBeInTheDocument();
    expect(await screen.findByRole('listitem')).toHaveTextContent('Call Connected');
    act(() => notifications$.next({ title: 'Call Ended', variant: 'destructive' }));
    await expect.poll(() => screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Call Connected'),
      expect.stringContaining('Call Ended'),
    ]);
  });
});
