import { act, render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { ThemeProvider } from 'styled-components';
import type { FetchLike } from '../streams/contact/send-contact';
import type { SchedulerLike } from 'rxjs';
import type { MediaPort } from '../streams/devices/media-port';
import { createSiteStreams, type SiteStreams } from '../streams/site/site-streams';
import { StreamsProvider } from '../src/shared/streams-provider';
import { theme } from '../src/shared/theme';
import { createCallHarness, type CallHarness, type HarnessOptions } from './fakes/call-harness';

export interface TestSite {
  site: SiteStreams;
  harness: CallHarness;
}

/** A whole visit, built by the site's composition root over the emulated Daily call object, in virtual time. */
export function createTestSite(
  options: {
    fetch?: FetchLike;
    storage?: Storage;
    session?: Storage;
    harness?: HarnessOptions;
    media?: (scheduler: SchedulerLike) => MediaPort;
  } = {},
): TestSite {
  const harness = createCallHarness(options.harness);
  const { media } = options;
  const site = createSiteStreams({
    voiceCall: harness.client,
    assistant: 'simulated-assistant',
    simulated: true,
    scheduler: harness.clock.scheduler,
    storage: { local: options.storage, session: options.session },
    contact: {
      fetch: options.fetch ?? (() => Promise.resolve({ ok: true, status: 200 })),
      endpoint: 'https://forms.test/contact',
      email: 'office@church.test',
    },
    // The sound check's browser, on the harness's clock.
    ...(media ? { media: () => media(harness.clock.scheduler) } : {}),
  });
  return { site, harness };
}

export function renderWithSite(ui: ReactElement, site: SiteStreams): RenderResult {
  return render(
    <ThemeProvider theme={theme}>
      <StreamsProvider streams={site}>{ui}</StreamsProvider>
    </ThemeProvider>,
  );
}

/** Renders `ui` over a fresh site and starts a call in it: connected once this resolves. */
export async function renderConnected(ui: ReactElement, options: { fetch?: FetchLike } = {}): Promise<TestSite> {
  const test = createTestSite(options);
  renderWithSite(ui, test.site);
  const pending = test.harness.client.start({ assistant: 'assistant-id' });
  await act(() => test.harness.clock.advance(600));
  await act(async () => void (await pending));
  return test;
}
