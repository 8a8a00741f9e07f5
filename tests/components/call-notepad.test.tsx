import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CAPTURE_TOOLS } from '../../streams/call/messages';
import { HeroCallCard } from '../../src/sections/hero/hero-call-card';
import { renderConnected } from '../site-harness';

const routing = { team: 'Pastoral care', leader: 'Reverend Grace Taylor' };
const booking = { leader: 'Reverend Grace Taylor', when: 'Tuesday 10:30 am', place: "St Columba's parish office" };
const tool = (name: string, args: object) => ({ type: 'function', function: { name, arguments: JSON.stringify(args) } });
const routed = { role: 'assistant', content: '', tool_calls: [tool(CAPTURE_TOOLS.routing, routing)] };
const booked = { role: 'assistant', content: '', tool_calls: [tool(CAPTURE_TOOLS.booking, booking)] };

/** A call that has connected (the assistant said it is listening), with the hero's card on the page. */
async function connectedCall() {
  const { harness } = await renderConnected(<HeroCallCard />);
  await act(() => harness.clock.advance(3000));
  // Async, so the region's observer sees each change before the next message.
  const send = (message: object) => act(() => Promise.resolve(harness.call().simulateAppMessage(JSON.stringify(message))));
  return { harness, send };
}

/** Every text the polite live region has held, in order, from now on. */
function announcements(): string[] {
  const region = screen.getByTestId('card-announcement');
  const seen: string[] = [region.textContent ?? ''];
  new MutationObserver(() => {
    if (region.textContent !== seen.at(-1)) seen.push(region.textContent ?? '');
  }).observe(region, { childList: true, characterData: true, subtree: true });
  return seen;
}

// The call's cards are a chunk of their own: loaded once here, they render in the act() that shows them.
beforeAll(() => import('../../src/sections/hero/call-cards/call-cards'));

describe('the live notepad', () => {
  it('takes the example card’s place while the call runs, the example kept hidden underneath to hold its size', async () => {
    const { harness } = await renderConnected(<HeroCallCard />);
    expect(screen.queryByTestId('call-notepad')).toBeNull();
    expect(screen.getByTestId('example-card')).not.toHaveAttribute('aria-hidden');
    await act(() => harness.clock.advance(3000));
    const notepad = screen.getByTestId('call-notepad');
    expect(notepad).toHaveAccessibleName('Live notepad');
    expect(screen.getByTestId('example-card')).toHaveAttribute('aria-hidden', 'true');
    expect(notepad.parentElement).toBe(screen.getByTestId('example-card').parentElement);
    expect(screen.getByTestId('notepad-need')).toHaveTextContent('Not noted yet');
    expect(screen.getByTestId('notepad-routing')).toHaveTextContent('Not noted yet');
    expect(screen.getByTestId('notepad-booking')).toHaveTextContent('Not noted yet');
    // Most calls name no church: its row shows only once one is noted.
    expect(screen.queryByTestId('notepad-church')).toBeNull();
  });

  it('fills in each fact as the assistant captures it, and the one polite region says each once', async () => {
    const { harness, send } = await connectedCall();
    const said = announcements();
    await send({
      type: 'transcript',
      role: 'user',
      transcriptType: 'final',
      transcript: 'My mother is in hospital and would love a visit.',
    });
    expect(screen.getByTestId('notepad-need')).toHaveTextContent('My mother is in hospital and would love a visit.');
    await send({ type: 'conversation-update', conversation: [routed] });
    expect(screen.getByTestId('notepad-routing')).toHaveTextContent('Pastoral care (Reverend Grace Taylor)');
    expect(screen.getByTestId('notepad-routing')).toHaveAttribute('data-fresh');
    expect(screen.getByTestId('notepad-need')).not.toHaveAttribute('data-fresh');
    // The whole conversation again, and other messages: nothing new to say.
    await send({ type: 'conversation-update', conversation: [routed, { role: 'user', content: 'Yes please.' }] });
    await send({ type: 'transcript', role: 'assistant', transcriptType: 'final', transcript: 'She is free on Tuesday.' });
    await send({ type: 'conversation-update', conversation: [routed, booked, tool(CAPTURE_TOOLS.caller, {})] });
    await send({
      type: 'conversation-update',
      conversation: [{ role: 'assistant', tool_calls: [tool(CAPTURE_TOOLS.caller, { church: "St Columba's" })] }],
    });
    expect(screen.getByTestId('notepad-booking')).toHaveTextContent(
      "Tuesday 10:30 am with Reverend Grace Taylor, St Columba's parish office",
    );
    expect(screen.getByTestId('notepad-church')).toHaveTextContent("St Columba's");
    expect(said).toEqual([
      '',
      'Noted. Needs: My mother is in hospital and would love a visit.',
      'Noted. Routed to: Pastoral care (Reverend Grace Taylor).',
      "Noted. Booked: Tuesday 10:30 am with Reverend Grace Taylor, St Columba's parish office.",
      "Noted. Church: St Columba's.",
    ]);
    expect(document.querySelectorAll('[aria-live]')).toHaveLength(1);

    act(() => harness.client.stop());
    await act(() => harness.clock.advance(1000));
    expect(screen.queryByTestId('call-notepad')).toBeNull();
    expect(screen.getByTestId('call-need')).toHaveTextContent('My mother is in hospital and would love a visit.');
    expect(screen.getByTestId('call-church')).toHaveTextContent("St Columba's");
    expect(said.at(-1)).toMatch(/^Your call summary is ready: /);
    expect(said).toHaveLength(6);
  });

  it('says facts that arrive together in one announcement, in the notepad’s order', async () => {
    const { send } = await connectedCall();
    const said = announcements();
    await send({ type: 'conversation-update', conversation: [booked, routed] });
    expect(said.slice(1)).toEqual([
      "Noted. Routed to: Pastoral care (Reverend Grace Taylor). Booked: Tuesday 10:30 am with Reverend Grace Taylor, St Columba's parish office.",
    ]);
  });
});
