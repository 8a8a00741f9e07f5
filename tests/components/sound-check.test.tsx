import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { LiveDemo } from '../../src/sections/hero/demo-control';
import { FakeMediaPort, builtInPair, type FakeMediaOptions } from '../fakes/fake-media-port';
import { createTestSite, renderWithSite } from '../site-harness';

// The sound check in the hero: opened beside Start Demo Call, read by keyboard and screen reader,
// closed by Done, Escape or a call; it never starts a call nor uses one of the day's three.

function renderHero(options: FakeMediaOptions = {}) {
  let media: FakeMediaPort | undefined;
  const test = createTestSite({ media: (scheduler) => (media = new FakeMediaPort(scheduler, options)) });
  renderWithSite(<LiveDemo phoneNumber="+61491570006" />, test.site);
  return { ...test, media: () => media! };
}

async function openCheck() {
  await userEvent.click(screen.getByRole('button', { name: 'Sound check' }));
  // Its code loads on the first press (cold in the first test).
  return screen.findByRole('group', { name: 'Sound check' });
}

describe('the sound check in the hero', () => {
  it('opens beside Start Demo Call with the focus, lists the microphones, moves with the voice, and starts no call', async () => {
    const { harness, media } = renderHero({ voice: [{ from: 200, to: 1000, level: 0.075 }] });
    expect(screen.getByTestId('attempts-remaining')).toHaveTextContent('3 of 3 demo calls left today');
    const panel = await openCheck();
    expect(panel).toHaveFocus();
    const microphone = within(panel).getByRole('combobox', { name: 'Microphone' });
    expect(
      within(microphone)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(builtInPair.inputs.map((device) => device.label));
    // What it says is announced politely, in two status regions: the microphone's verdict and the speaker's line.
    expect(
      within(panel)
        .getAllByRole('status')
        .map((region) => region.dataset.testid),
    ).toEqual(['sound-check-message', 'sound-check-hint']);
    expect(screen.getByTestId('sound-check-message')).toHaveTextContent(
      'Say a few words and watch the bar. This check doesn’t use a demo call.',
    );
    await act(() => harness.clock.advance(300));
    const meter = within(panel).getByRole('meter', { name: 'Your microphone level' });
    expect(meter).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByTestId('sound-check-message')).toHaveTextContent('We can hear you.');
    // Nothing of a call: no web call, no call object, the day's calls untouched.
    expect(harness.factory.webCalls).toHaveLength(0);
    expect(harness.factory.created).toHaveLength(0);
    expect(screen.getByTestId('attempts-remaining')).toHaveTextContent('3 of 3 demo calls left today');
    expect(media().live).toBe(1);
  });

  it('says so after a few seconds of silence', async () => {
    const { harness } = renderHero();
    await openCheck();
    await act(() => harness.clock.advance(3900));
    expect(screen.getByTestId('sound-check-message')).not.toHaveTextContent('can’t hear');
    await act(() => harness.clock.advance(100));
    expect(screen.getByTestId('sound-check-message')).toHaveTextContent(
      'We can’t hear you. Check your microphone is on and not muted, or choose another, then speak again.',
    );
  });

  it('Escape closes it, lets the microphone go and gives the focus back to its button', async () => {
    const { media } = renderHero();
    await openCheck();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Sound check' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sound check' })).toHaveFocus();
    expect(media().live).toBe(0);
    // The idle note is back in the call space.
    expect(screen.getByText(/Allow the microphone when asked/)).toBeInTheDocument();
  });

  it('Done closes it too; keyboard only, from the microphone to Done', async () => {
    const { media } = renderHero();
    await openCheck();
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Microphone' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Speaker' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Play test sound' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('group', { name: 'Sound check' })).toBeNull();
    expect(media().live).toBe(0);
  });

  it('the chosen microphone is the one the call then uses; starting the call closes the check and lets its microphone go', async () => {
    const { harness, media } = renderHero();
    await openCheck();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Microphone' }), 'Yeti Stereo Microphone (046d:0ab1)');
    expect(media().opened).toEqual([null, 'mic-usb']);
    await userEvent.click(screen.getByRole('button', { name: 'Start Demo Call' }));
    expect(screen.queryByRole('group', { name: 'Sound check' })).toBeNull();
    expect(media().live).toBe(0);
    await act(() => harness.clock.advance(900));
    expect(screen.getByRole('button', { name: 'End Call' })).toBeInTheDocument();
    expect(harness.call().inputDeviceId).toBe('mic-usb');
  });

  it('tips headphones for the laptop’s own pair, plays the chime on the chosen speaker, and says what to do if unheard', async () => {
    const { harness, media } = renderHero();
    await openCheck();
    expect(screen.getByTestId('sound-check-hint')).toHaveTextContent('Tip: wear headphones so the assistant can’t hear itself.');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Speaker' }), 'External Headphones');
    expect(screen.getByTestId('sound-check-hint')).toHaveTextContent('');
    await userEvent.click(screen.getByRole('button', { name: 'Play test sound' }));
    await act(() => harness.clock.advance(500));
    expect(media().chimes).toEqual(['headphones']);
    expect(screen.getByTestId('sound-check-hint')).toHaveTextContent('No chime? Turn the volume up or choose another speaker.');
  });

  it('a blocked microphone: what happened and what to do, with no list to choose from', async () => {
    renderHero({ refusal: new DOMException('Permission denied', 'NotAllowedError') });
    await openCheck();
    expect(screen.getByTestId('sound-check-message')).toHaveTextContent(
      'Your microphone is blocked for this site. Click the lock or camera icon in the address bar, allow the microphone, then open the sound check again.',
    );
  });

  it('a chosen microphone that is unplugged: the default again, and the check says so', async () => {
    const { media } = renderHero();
    await openCheck();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Microphone' }), 'Yeti Stereo Microphone (046d:0ab1)');
    act(() =>
      media().change({ inputs: builtInPair.inputs.filter((device) => device.deviceId !== 'mic-usb'), outputs: builtInPair.outputs }),
    );
    expect(screen.getByTestId('sound-check-message')).toHaveTextContent(
      'Yeti Stereo Microphone (046d:0ab1) is no longer connected, so the demo uses your default microphone.',
    );
    expect(screen.getByRole('combobox', { name: 'Microphone' })).toHaveValue('default');
  });

  it('a chosen microphone unplugged while the check is closed: the note beside its button says the default is used', async () => {
    const { media } = renderHero();
    await openCheck();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Microphone' }), 'Yeti Stereo Microphone (046d:0ab1)');
    await userEvent.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.getByTestId('device-notice')).toHaveTextContent('');
    act(() =>
      media().change({ inputs: builtInPair.inputs.filter((device) => device.deviceId !== 'mic-usb'), outputs: builtInPair.outputs }),
    );
    expect(screen.getByTestId('device-notice')).toHaveTextContent(
      'Yeti Stereo Microphone (046d:0ab1) is no longer connected, so the demo uses your default microphone.',
    );
  });
});
