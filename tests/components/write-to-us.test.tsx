import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAPTURE_TOOLS } from '../../streams/call/messages';
import type { FetchLike } from '../../streams/contact/send-contact';
import { ContactPanel } from '../../src/sections/contact/contact-form';
import { HeroCallCard } from '../../src/sections/hero/hero-call-card';
import { renderConnected } from '../site-harness';

// The summary card's action: the call's summary into the contact form's message, and the
// visitor taken there to edit it. Nothing is sent.

const routing = { team: 'Pastoral care', leader: 'Reverend Grace Taylor' };
const booking = { leader: 'Reverend Grace Taylor', when: 'Tuesday 10:30 am', place: "St Columba's parish office" };
const tool = (name: string, args: object) => ({ type: 'function', function: { name, arguments: JSON.stringify(args) } });

beforeAll(() => import('../../src/sections/hero/call-cards/call-cards'));

const scrolled = vi.fn<(options?: ScrollIntoViewOptions | boolean) => void>();
afterEach(() => vi.unstubAllGlobals());

/** The hero's card and the contact form in one visit, after a call that routed and booked. */
async function afterACall(fetch: FetchLike): Promise<void> {
  // jsdom lays nothing out: no scrolling, no media queries.
  Element.prototype.scrollIntoView = scrolled;
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: false, media: query }));
  const { harness } = await renderConnected(
    <>
      <HeroCallCard />
      <ContactPanel />
    </>,
    { fetch },
  );
  await act(() => harness.clock.advance(3000));
  const send = (message: object) => act(() => harness.call().simulateAppMessage(JSON.stringify(message)));
  send({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'My mother would love a visit.' });
  send({
    type: 'conversation-update',
    conversation: [{ role: 'assistant', tool_calls: [tool(CAPTURE_TOOLS.routing, routing), tool(CAPTURE_TOOLS.booking, booking)] }],
  });
  act(() => harness.client.stop());
  await act(() => harness.clock.advance(1000));
}

const NOTE = [
  'About my Vestry AI demo call:',
  'Needs: My mother would love a visit.',
  'Routed to: Pastoral care (Reverend Grace Taylor)',
  "Booked: Tuesday 10:30 am with Reverend Grace Taylor, St Columba's parish office",
].join('\n');

describe('Write to our team about this call', () => {
  it('puts the summary into the message after what the visitor wrote, focuses the message, and sends nothing', async () => {
    const fetch = vi.fn<FetchLike>(() => Promise.resolve({ ok: true, status: 200 }));
    await afterACall(fetch);
    const message = screen.getByLabelText('Message');
    fireEvent.change(message, { target: { value: 'We are a parish in Hobart.' } });
    const action = screen.getByRole('button', { name: 'Write to our team about this call' });
    expect(action).toHaveAccessibleDescription(
      'It goes into the contact form for you to edit. Nothing is sent until you press Send Message.',
    );
    act(() => {
      fireEvent.click(action);
    });
    expect(message).toHaveValue(`We are a parish in Hobart.\n\n${NOTE}`);
    expect(document.activeElement).toBe(message);
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
    // A second press adds nothing; the church field stays the visitor's (the call named none).
    act(() => {
      fireEvent.click(action);
    });
    expect(message).toHaveValue(`We are a parish in Hobart.\n\n${NOTE}`);
    expect(screen.getByLabelText('Church')).toHaveValue('');
    expect(fetch).not.toHaveBeenCalled();
    // Send Message sends it.
    fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Ruth' } });
    await act(() => Promise.resolve(fireEvent.click(screen.getByRole('button', { name: 'Send Message' }))));
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(fetch.mock.calls[0]?.[1].body as string)).toMatchObject({
      name: 'Ruth',
      message: `We are a parish in Hobart.\n\n${NOTE}`,
    });
  });
});
