import { act, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { createSiteStreams } from '../../streams/site/site-streams';
import { referenceText } from '../../src/content/summary-card';
import { HeroCallCard } from '../../src/sections/hero/hero-call-card';
import { createCallHarness } from '../fakes/call-harness';
import { renderWithSite } from '../site-harness';

// The reference under a call's summary: the provider's call id, shown only where there is a provider
// (a keyed build, `simulated: false`); a simulated call's id is the page's own, and no one holds the call.

/** A visit built as the browser builds it (`simulated` is `!__SITE_KEYED__` there), with one call that connects, then ends. */
async function endedCall(simulated: boolean) {
  const harness = createCallHarness();
  const site = createSiteStreams({
    voiceCall: harness.client,
    assistant: 'assistant-id',
    simulated,
    scheduler: harness.clock.scheduler,
    storage: { local: undefined, session: undefined },
    contact: {
      fetch: () => Promise.resolve({ ok: true, status: 200 }),
      endpoint: 'https://forms.test/contact',
      email: 'office@church.test',
    },
  });
  renderWithSite(<HeroCallCard />, site);
  const pending = harness.client.start({ assistant: 'assistant-id' });
  await act(() => harness.clock.advance(600));
  await act(async () => void (await pending));
  // The assistant says "listening" (the call connects), then the visitor hangs up.
  await act(() => harness.clock.advance(3000));
  act(() => harness.client.stop());
  await act(() => harness.clock.advance(1000));
  return harness;
}

// The call's cards are a chunk of their own: loaded once here, they render in the act() that shows them.
beforeAll(() => import('../../src/sections/hero/call-cards/call-cards'));

describe('the call’s reference under its summary', () => {
  it('a keyed build’s call: the provider’s call id, in the summary’s words, as text to select (not a link)', async () => {
    const harness = await endedCall(false);
    const id = harness.factory.webCalls[0]?.webCall.id ?? '';
    expect(id).toBe('fake-call-1');
    const summary = screen.getByTestId('call-summary');
    const reference = within(summary).getByTestId('call-reference');
    expect(reference).toHaveTextContent(/^Your call’s reference: fake-call-1\. Quote it to have this call found or deleted\.$/, {
      normalizeWhitespace: false,
    });
    expect(reference.textContent).toBe(referenceText(id));
    const code = reference.querySelector('code');
    expect(code).toHaveTextContent(id);
    expect(within(reference).queryByRole('link')).toBeNull();
  });

  it('a simulated call: no reference, though its summary shows', async () => {
    await endedCall(true);
    expect(screen.getByTestId('call-summary')).toBeInTheDocument();
    expect(screen.queryByTestId('call-reference')).toBeNull();
    expect(screen.queryByText(/Your call’s reference/)).toBeNull();
  });
});
