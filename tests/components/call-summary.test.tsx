import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CAPTURE_TOOLS } from '../../streams/call/messages';
import type { CallSummary } from '../../streams/call/call-record';
import { callNote } from '../../src/content/call-follow-up';
import { formatDuration } from '../../src/content/call-summary';
import { transcriptText } from '../../src/content/summary-card';
import { HeroCallCard } from '../../src/sections/hero/hero-call-card';
import { renderConnected } from '../site-harness';

const greeting = "Hello, I'm Vestry's AI receptionist. How can I help your church today?";
const routing = { team: 'Pastoral care', leader: 'Reverend Grace Taylor' };
const booking = { leader: 'Reverend Grace Taylor', when: 'Tuesday 10:30 am', place: "St Columba's parish office" };

/** A keyed-style call: the greeting, a transcribed visitor, the assistant's tool calls, then the visitor leaves after 95 s. */
async function endedCall(whileConnected: () => void = () => undefined) {
  const { harness } = await renderConnected(<HeroCallCard />);
  whileConnected();
  await act(() => harness.clock.advance(3000));
  const send = (message: object) => act(() => harness.call().simulateAppMessage(JSON.stringify(message)));
  send({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'I need a hospital visit for my husband.' });
  const tool = (name: string, args: object) => ({ type: 'function', function: { name, arguments: JSON.stringify(args) } });
  send({
    type: 'conversation-update',
    conversation: [
      { role: 'assistant', content: '', tool_calls: [tool(CAPTURE_TOOLS.routing, routing), tool(CAPTURE_TOOLS.booking, booking)] },
    ],
  });
  await act(() => harness.clock.advance(92_000));
  act(() => harness.client.stop());
  await act(() => harness.clock.advance(1000));
  return harness;
}

afterEach(() => vi.unstubAllGlobals());

// The call's cards are a chunk of their own: loaded once here, they render in the act() that shows them.
beforeAll(() => import('../../src/sections/hero/call-cards/call-cards'));

/** The status beside Copy transcript (the office's preview under the summary has statuses of its own). */
const copyStatus = () => within(screen.getByTestId('copy-transcript').parentElement ?? document.body).getByRole('status');

describe('the hero’s call summary', () => {
  it('shows the example until a call ends, then what the call captured, announced politely', async () => {
    await endedCall(() => {
      expect(screen.getByTestId('example-card')).toBeInTheDocument();
      expect(screen.queryByTestId('call-summary')).toBeNull();
    });
    expect(screen.queryByTestId('example-card')).toBeNull();
    expect(screen.getAllByTestId('call-summary')).toHaveLength(1);
    expect(screen.getByTestId('call-duration')).toHaveTextContent('1 min 35 s');
    expect(screen.getByTestId('call-routing')).toHaveTextContent('Pastoral care (Reverend Grace Taylor)');
    expect(screen.getByTestId('call-booking')).toHaveTextContent("Tuesday 10:30 am with Reverend Grace Taylor, St Columba's parish office");
    const items = [...screen.getByTestId('call-transcript').querySelectorAll('li')].map((li) => li.textContent);
    expect(items).toEqual([`Assistant${greeting}`, 'YouI need a hospital visit for my husband.']);
    expect(screen.getByText(/Your call summary is ready: 1 min 35 s, Pastoral care/)).toHaveAttribute('aria-live', 'polite');
  });

  it('copies the transcript as plain text and says so', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    await endedCall();
    await act(() => Promise.resolve(fireEvent.click(screen.getByTestId('copy-transcript'))));
    expect(writeText).toHaveBeenCalledTimes(1);
    expect(writeText.mock.calls[0]?.[0]).toBe(
      [
        'Vestry AI demo call',
        'Duration: 1 min 35 s',
        'Needs: I need a hospital visit for my husband.',
        'Routed to: Pastoral care (Reverend Grace Taylor)',
        "Booked: Tuesday 10:30 am with Reverend Grace Taylor, St Columba's parish office",
        '',
        'Transcript:',
        `Assistant: ${greeting}`,
        'You: I need a hospital visit for my husband.',
      ].join('\n'),
    );
    expect(copyStatus()).toHaveTextContent('Transcript copied.');
  });

  it('when the clipboard is refused, selects the transcript for the visitor to copy and says how', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) },
    });
    await endedCall();
    await act(() => Promise.resolve(fireEvent.click(screen.getByTestId('copy-transcript'))));
    expect(copyStatus()).toHaveTextContent('Copying did not work in this browser. The transcript is selected');
    expect(document.activeElement).toBe(screen.getByTestId('call-transcript'));
    expect(window.getSelection()?.anchorNode).toBe(screen.getByTestId('call-transcript'));
    expect(window.getSelection()?.rangeCount).toBe(1);
  });
});

describe('the summary’s words', () => {
  const summary = (over: Partial<CallSummary> = {}): CallSummary => ({
    durationSeconds: 45,
    need: null,
    church: null,
    routing: null,
    booking: null,
    turns: [],
    ...over,
  });

  it.each([
    [0, '0 s'],
    [45, '45 s'],
    [59.6, '1 min'],
    [92, '1 min 32 s'],
    [120, '2 min'],
    [-3, '0 s'],
  ])('formats %s seconds as %s', (seconds, words) => expect(formatDuration(seconds)).toBe(words));

  it('says when nothing was routed, booked or said, and words the visitor’s untranscribed turns', () => {
    expect(transcriptText(summary(), null)).toBe(
      [
        'Vestry AI demo call',
        'Duration: 45 s',
        'Routed to: Not put through to anyone',
        'Booked: Nothing booked',
        '',
        'Transcript:',
        'Nothing was said on this call.',
      ].join('\n'),
    );
    const heard = summary({ turns: [{ role: 'user', text: '', final: true, untranscribed: true }] });
    expect(transcriptText(heard, null).split('\n').at(-1)).toBe('You: spoke (not transcribed in this demo)');
    // A line cut short: the words said, then that it was interrupted (the words never said are left out).
    const cut = summary({
      turns: [{ role: 'assistant', text: 'Hello, I am', final: true, untranscribed: false, interrupted: true, unheard: 'here.' }],
    });
    expect(transcriptText(cut, null).split('\n').at(-1)).toBe('Assistant: Hello, I am (interrupted)');
  });

  it('carries a live call’s reference into the copied transcript and the contact form’s note, and a call without one none', () => {
    const live = summary({ callId: '9f1c2d3e-4b5a-6789-abcd-ef0123456789' });
    const reference = '9f1c2d3e-4b5a-6789-abcd-ef0123456789';
    expect(transcriptText(live, reference).split('\n').slice(2, 5)).toEqual([
      'Routed to: Not put through to anyone',
      'Booked: Nothing booked',
      'Call reference: 9f1c2d3e-4b5a-6789-abcd-ef0123456789',
    ]);
    expect(callNote(live, reference).split('\n').at(-1)).toBe('Call reference: 9f1c2d3e-4b5a-6789-abcd-ef0123456789');
    expect(transcriptText(summary(), null)).not.toContain('reference');
    expect(callNote(summary(), null)).not.toContain('reference');
  });
});
