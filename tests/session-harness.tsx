import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { merge } from 'rxjs';
import { ThemeProvider } from 'styled-components';
import { createContactStreams, type FetchLike } from '../streams/contact';
import { createAttemptStore } from '../streams/demo';
import { createDemoOver, type SiteStreams } from '../src/app/streams/site-streams';
import { StreamsProvider } from '../src/app/streams/streams-provider';
import { ToastProvider } from '../src/components/ui/toast';
import { theme } from '../src/app/theme';
import { createCallHarness, type CallHarness, type HarnessOptions } from './fakes/call-harness';

export interface TestSession {
  session: SiteStreams;
  harness: CallHarness;
}

/** A whole session over the fake Daily call object, in virtual time (the harness's clock). */
export function createTestSession(options: { fetch?: FetchLike; storage?: Storage; harness?: HarnessOptions } = {}): TestSession {
  const harness = createCallHarness(options.harness);
  const scheduler = harness.clock.scheduler;
  // The page's own wiring of the demo, over the client and the fake call object.
  const demo = createDemoOver(harness.client, { assistant: 'simulated-assistant', attempts: createAttemptStore({ storage: options.storage, scheduler }), scheduler });
  const contact = createContactStreams({
    fetch: options.fetch ?? (() => Promise.resolve({ ok: true, status: 200 })),
    endpoint: 'https://forms.test/contact',
    contactEmail: 'office@church.test',
    storage: undefined,
    scheduler,
  });
  const session: SiteStreams = {
    voiceCall: harness.client,
    demo,
    contact,
    notifications$: merge(demo.notifications$, contact.notifications$),
    simulated: true,
  };
  return { session, harness };
}

export function renderWithSession(ui: ReactElement, session: SiteStreams): RenderResult {
  return render(
    <ThemeProvider theme={theme}>
      <StreamsProvider streams={session}>
        <ToastProvider>{ui}</ToastProvider>
      </StreamsProvider>
    </ThemeProvider>,
  );
}

/** Renders `ui` in a fresh session and starts a call in it: connected once this resolves. */
export async function renderConnected(ui: ReactElement): Promise<TestSession> {
  const test = createTestSession();
  renderWithSession(ui, test.session);
  const pending = test.harness.client.start({ assistant: 'assistant-id' });
  await act(() => test.harness.clock.advance(600));
  await act(async () => void (await pending));
  return test;
}
