import { describe, expect, it, vi } from 'vitest';
import { CAPTURE_TOOLS } from '../../streams/call/messages';
import type { CallSummary } from '../../streams/call/call-record';
import type { ContactDraft } from '../../streams/contact/contact-draft';
import type { ContactPrefill } from '../../streams/contact/contact-prefill';
import type { FetchLike } from '../../streams/contact/send-contact';
import { NO_SUMMARY, reduceCarry, type CarryInput, type CarryState } from '../../streams/site/carry-call';
import { createTestSite } from '../site-harness';

// The composition root wires the last call's summary to the contact machine's prefilled input.

const routing = { team: 'Administration', leader: 'Margaret Chen' };
const tool = (name: string, args: object) => ({ type: 'function', function: { name, arguments: JSON.stringify(args) } });
const note = (summary: CallSummary): string => `Routed to ${summary.routing?.leader ?? 'nobody'}`;

function visit() {
  const fetch = vi.fn<FetchLike>(() => Promise.resolve({ ok: true, status: 200 }));
  const { site, harness } = createTestSite({ fetch });
  const drafts: ContactDraft[] = [];
  const subscription = site.contact.draft$.subscribe((draft) => drafts.push(draft));
  // The page's words for the summary it shows, as the summary card writes them.
  let shown: CallSummary | null = null;
  subscription.add(site.voiceCall.summary$.subscribe((summary) => (shown = summary)));
  // The card names the church it shows (the call's here: this harness gives no name of the visitor's).
  const press = () => site.carryCallToContact(shown ? note(shown) : 'Routed to nobody', shown?.church ?? null);
  const call = async (church?: string) => {
    const pending = harness.client.start({ assistant: 'assistant-id' });
    await harness.clock.advance(3000);
    await pending;
    const calls = [tool(CAPTURE_TOOLS.routing, routing), ...(church ? [tool(CAPTURE_TOOLS.caller, { church })] : [])];
    harness
      .call()
      .simulateAppMessage(JSON.stringify({ type: 'conversation-update', conversation: [{ role: 'assistant', tool_calls: calls }] }));
  };
  const hangUp = async () => {
    harness.client.stop();
    await harness.clock.advance(1000);
  };
  return { site, fetch, drafts, call, hangUp, press, done: () => subscription.unsubscribe() };
}

describe('carryCallToContact', () => {
  it('puts the ended call’s summary, in the given words, into the contact message and church, and sends nothing', async () => {
    const { site, fetch, drafts, call, hangUp, press, done } = visit();
    site.contact.update({ message: 'We are in Hobart.' });
    await call("St Columba's");
    await hangUp();
    press();
    expect(drafts.at(-1)).toMatchObject({ message: 'We are in Hobart.\n\nRouted to Margaret Chen', church: "St Columba's" });
    expect(fetch).not.toHaveBeenCalled();
    done();
  });

  it('does nothing before a call has ended, nor once the next call has connected', async () => {
    const { site, drafts, call, hangUp, press, done } = visit();
    press();
    await call();
    press();
    expect(drafts.at(-1)?.message).toBe('');
    await hangUp();
    await call();
    press();
    expect(drafts.at(-1)?.message).toBe('');
    // The form still takes what the visitor types.
    site.contact.update({ name: 'Ruth' });
    expect(drafts.at(-1)).toMatchObject({ name: 'Ruth', message: '' });
    done();
  });
});

describe('reduceCarry', () => {
  const ended = { church: "St Columba's" } as CallSummary;
  const table: [string, CarryState, CarryInput, CarryState, ContactPrefill[]][] = [
    ['a call’s summary is shown', NO_SUMMARY, { type: 'summary-shown', summary: ended }, { summary: ended }, []],
    ['the next call connects: none is shown', { summary: ended }, { type: 'summary-shown', summary: null }, NO_SUMMARY, []],
    [
      'a press with a summary shown carries the page’s words and the church the card names',
      { summary: ended },
      { type: 'carry-pressed', note: 'Routed to Margaret Chen', church: "St Columba's" },
      { summary: ended },
      [{ message: 'Routed to Margaret Chen', church: "St Columba's" }],
    ],
    [
      'a call that named no church: the card names the visitor’s, which is carried',
      { summary: { ...ended, church: null } },
      { type: 'carry-pressed', note: 'Routed to Margaret Chen', church: "St Mary's" },
      { summary: { ...ended, church: null } },
      [{ message: 'Routed to Margaret Chen', church: "St Mary's" }],
    ],
    [
      'a press with none shown carries nothing',
      NO_SUMMARY,
      { type: 'carry-pressed', note: 'Routed to nobody', church: null },
      NO_SUMMARY,
      [],
    ],
  ];

  it.each(table)('%s', (_, state, input, next, prefills) => {
    expect(reduceCarry(state, input)).toEqual({ state: next, events: prefills, effects: [] });
  });
});
