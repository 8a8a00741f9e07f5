import { act, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { HeroCallCard } from '../../src/sections/hero/hero-call-card';
import { CallExtras } from '../../src/sections/hero/call-extras';
import type { CallHarness } from '../fakes/call-harness';
import { renderConnected } from '../site-harness';

// The assistant's state in the call panel, its words for a screen reader, and the reply times:
// the emulated call driven by hand in virtual time (the harness's assistant only greets).

// The state's view loads with the call, in the call cards' chunk: loaded once here.
beforeAll(() => import('../../src/sections/hero/call-cards/call-cards'));

const shown = () => screen.getByTestId('assistant-state');
const told = () => screen.getByTestId('assistant-state-announced');

/** The assistant's audio as the level observer reports it: sound, then silence. */
function assistantSounds(harness: CallHarness): void {
  act(() => harness.call().simulateAudioLevels({ assistant: 0.3 }));
}

function assistantSays(harness: CallHarness, transcriptType: 'partial' | 'final', transcript: string): void {
  act(() => harness.call().simulateAppMessage(JSON.stringify({ type: 'transcript', role: 'assistant', transcriptType, transcript })));
}

describe('the assistant’s state in the call panel', () => {
  it('shows Listening, Speaking, Thinking after Send, then Speaking, and tells a screen reader only the states that held', async () => {
    const { harness } = await renderConnected(<CallExtras />);
    expect(await screen.findByTestId('assistant-state')).toHaveTextContent('Connecting to AI...');
    // The assistant says it is listening 300 ms after the join.
    await act(() => harness.clock.advance(300));
    expect(shown()).toHaveTextContent('Listening');
    expect(screen.getByTestId('assistant-state-mark')).toHaveAttribute('data-state', 'listening');
    // The greeting: 2 s of the assistant's voice, then its quiet time.
    await act(() => harness.clock.advance(600));
    expect(shown()).toHaveTextContent('Speaking');
    // Listening held 0.1 s: not read out; the status line has said "Connecting to AI..." already.
    expect(told()).toHaveTextContent(/^$/);
    await act(() => harness.clock.advance(300));
    expect(told()).toHaveTextContent('Speaking');
    await act(() => harness.clock.advance(2700));
    expect(shown()).toHaveTextContent('Listening');
    await act(() => harness.clock.advance(1000));
    expect(told()).toHaveTextContent('Listening');

    act(() => harness.client.sendText('Can we book the church hall?'));
    expect(shown()).toHaveTextContent('Thinking');
    expect(screen.getByTestId('assistant-state-mark')).toHaveAttribute('data-state', 'thinking');
    await act(() => harness.clock.advance(300));
    assistantSays(harness, 'partial', 'Helen looks after');
    assistantSounds(harness);
    expect(shown()).toHaveTextContent('Speaking');
    // A thinking of 0.3 s was never read out: the region went from Listening to Speaking.
    expect(told()).toHaveTextContent('Listening');
    await act(() => harness.clock.advance(800));
    expect(told()).toHaveTextContent('Speaking');
  });

  it('shows "replied in" beside the caption that answered, to one decimal, kept when its words settle', async () => {
    const { harness } = await renderConnected(<CallExtras />);
    await act(() => harness.clock.advance(5000));
    act(() => harness.client.sendText('Can we book the church hall?'));
    await act(() => harness.clock.advance(840));
    assistantSays(harness, 'partial', 'Helen looks after');
    assistantSounds(harness);
    assistantSays(harness, 'final', 'Helen looks after the hall.');
    const answered = screen.getAllByTestId('caption-turn').at(-1);
    expect(answered).toHaveTextContent('Helen looks after the hall.');
    expect(answered?.querySelector('[data-testid="reply-time"]')).toHaveTextContent('replied in 0.8 s');
    // The greeting answered no one: no reply time beside it.
    expect(screen.getAllByTestId('reply-time')).toHaveLength(1);
  });

  it('the summary shows the median reply time of the call', async () => {
    const { harness } = await renderConnected(<HeroCallCard />);
    await act(() => harness.clock.advance(5000));
    for (const [i, ms] of [400, 1500, 900].entries()) {
      act(() => harness.client.sendText(`Question ${i}`));
      await act(() => harness.clock.advance(ms));
      assistantSounds(harness);
      await act(() => harness.clock.advance(1500));
    }
    act(() => harness.client.stop());
    await act(() => harness.clock.advance(1000));
    expect(await screen.findByTestId('call-median-reply')).toHaveTextContent('0.9 s');
    expect(screen.getByText('Median reply time')).toBeInTheDocument();
  });
});
