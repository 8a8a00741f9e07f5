import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CallExtras } from '../../src/sections/hero/call-extras';
import { FakeMediaStreamTrack } from '../fakes/fake-media-track';
import { renderConnected } from '../site-harness';

async function connectedPanel() {
  return (await renderConnected(<CallExtras />)).harness;
}

describe('the call panel', () => {
  it('says the visitor’s level cannot be shown when the library lost its observer, instead of a meter at 0', async () => {
    const harness = await connectedPanel();
    expect(screen.getByTestId('microphone-meter')).toBeInTheDocument();
    act(() => harness.call().simulateNonFatalError('local-audio-level-observer-error'));
    expect(screen.queryByTestId('microphone-meter')).toBeNull();
    expect(screen.getByTestId('microphone-meter-unavailable')).toHaveTextContent('Your level can’t be shown');
  });

  it('says the connection is weak while Daily judges it so, and nothing once it recovers', async () => {
    const harness = await connectedPanel();
    expect(screen.queryByTestId('connection-hint')).toBeNull();
    act(() => harness.call().simulate('network-quality-change', { networkState: 'bad' }));
    expect(screen.getByTestId('connection-hint')).toHaveTextContent('Your connection is weak');
    act(() => harness.call().simulate('network-quality-change', { networkState: 'good' }));
    expect(screen.queryByTestId('connection-hint')).toBeNull();
  });

  it('shows one hint at a time, so the captions keep their lines: a weak connection before the talk-over hint', async () => {
    const harness = await connectedPanel();
    // The greeting (2 s of the scripted voice) starts once the assistant listens.
    await act(() => harness.clock.advance(1500));
    expect(screen.getByTestId('talk-over-hint')).toHaveTextContent('You can talk over the assistant at any time.');
    act(() => harness.call().simulate('network-quality-change', { networkState: 'bad' }));
    expect(screen.getByTestId('connection-hint')).toBeInTheDocument();
    expect(screen.queryByTestId('talk-over-hint')).toBeNull();
    act(() => harness.call().simulate('network-quality-change', { networkState: 'good' }));
    expect(screen.queryByTestId('connection-hint')).toBeNull();
    expect(screen.getByTestId('talk-over-hint')).toBeInTheDocument();
  });

  it('shows the assistant’s video when its voice is an avatar, and removes it when it leaves', async () => {
    const harness = await connectedPanel();
    expect(screen.queryByTestId('assistant-video')).toBeNull();
    globalThis.MediaStream ??= class {
      constructor(readonly tracks: MediaStreamTrack[]) {}
    } as unknown as typeof MediaStream;
    act(() => harness.call().simulateTrackStarted(new FakeMediaStreamTrack('video')));
    expect(screen.getByLabelText('The assistant')).toBeInTheDocument();
    act(() => harness.call().simulateParticipantLeft());
    expect(screen.queryByTestId('assistant-video')).toBeNull();
  });

  it('captions both sides in order, the visitor’s heard-only turns without words, and reads out only the assistant', async () => {
    const harness = await connectedPanel();
    await act(() => harness.clock.advance(3000));
    const visitor = (transcriptType: string) =>
      act(() =>
        harness
          .call()
          .simulateAppMessage(JSON.stringify({ type: 'transcript', role: 'user', transcriptType, transcript: '', untranscribed: true })),
      );
    visitor('partial');
    const lines = () => screen.getAllByTestId('caption-turn').map((line) => [line.dataset.role, line.textContent]);
    const greeting = "Hello, I'm Vestry's AI receptionist. How can I help your church today?";
    expect(lines()).toEqual([
      ['assistant', `Assistant${greeting}`],
      ['user', 'Youspeaking…'],
    ]);
    visitor('final');
    act(() =>
      harness
        .call()
        .simulateAppMessage(JSON.stringify({ type: 'transcript', role: 'assistant', transcriptType: 'partial', transcript: 'May I' })),
    );
    expect(lines()).toEqual([
      ['assistant', `Assistant${greeting}`],
      ['user', 'Youspoke (not transcribed in this demo)'],
      ['assistant', 'AssistantMay I'],
    ]);
    // The settled greeting is announced; the words still arriving are not.
    expect(screen.getByTestId('spoken-captions')).toHaveTextContent(greeting);
  });

  it('a line the visitor talked over keeps the words said, the rest muted, "(interrupted)" for screen readers, and is read out so', async () => {
    const harness = await connectedPanel();
    await act(() => harness.clock.advance(3000));
    const send = (message: object) => act(() => harness.call().simulateAppMessage(JSON.stringify(message)));
    send({ type: 'model-output', output: 'Thank you. Could I take your name, please?' });
    send({ type: 'transcript', role: 'assistant', transcriptType: 'partial', transcript: 'Thank you. Could I' });
    send({ type: 'user-interrupted' });
    const cut = screen.getAllByTestId('caption-turn').at(-1)!;
    expect(cut).toHaveTextContent(/^AssistantThank you\. Could I take your name, please\? \(interrupted\)$/);
    expect(cut.querySelector('[data-unheard]')).toHaveTextContent('take your name, please?');
    expect(cut.lastElementChild).toHaveClass('visually-hidden');
    expect(screen.getByTestId('spoken-captions')).toHaveTextContent(/^Thank you\. Could I \(interrupted\)$/);
  });

  it('while the assistant says its first line, a hint says the visitor can talk over it; not for its later lines', async () => {
    const harness = await connectedPanel();
    const hint = () => screen.queryByTestId('talk-over-hint');
    expect(hint()).toBeNull();
    // The greeting (2 s of the scripted voice) starts once the assistant listens.
    await act(() => harness.clock.advance(1500));
    expect(hint()).toHaveTextContent('You can talk over the assistant at any time.');
    // The greeting over, no hint; the assistant's next line is said without it.
    await act(() => harness.clock.advance(2500));
    expect(screen.getByTestId('assistant-state')).toHaveTextContent('Listening');
    expect(hint()).toBeNull();
    act(() => harness.client.say('Are you still there?'));
    await act(() => harness.clock.advance(600));
    expect(screen.getByTestId('assistant-state')).toHaveTextContent('Speaking');
    expect(hint()).toBeNull();
  });
});
