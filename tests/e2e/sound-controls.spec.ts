// How the visitor hears the assistant, in a call with the simulated assistant: the phone line's sound
// (a telephone's band in Web Audio) and the assistant's volume, from the keyboard, kept for the visit.
import type { Page } from '@playwright/test';
import { connect, hangUp } from './demo-helpers';
import { expect, test, expectAxeCleanAtBothWidths } from './fixtures';
import { assistantLines, holdLinesAfterGreeting } from './visitor';

declare global {
  interface Window {
    vestryPlainSource?: MediaProvider | null;
  }
}

/** The assistant's player as the page plays it. */
function player(page: Page) {
  return page.locator('audio[data-participant-id]');
}

const playing = (page: Page) =>
  player(page).evaluate((audio: HTMLAudioElement) => ({
    volume: audio.volume,
    paused: audio.paused,
    // The same source as when the call connected (the assistant's track as it comes), or another.
    plain: audio.srcObject === window.vestryPlainSource,
    live: audio.srcObject instanceof MediaStream && audio.srcObject.getAudioTracks().some((track) => track.readyState === 'live'),
  }));

test.describe('the phone line’s sound and the assistant’s volume', () => {
  test('work from the keyboard: Tab to the switch, Space plays the assistant through the phone line; the arrows set its volume; axe clean in each state', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    // The call stays connected however long the steps take: the assistant's next line waits.
    await holdLinesAfterGreeting(page);
    await page.goto('/');
    await connect(page);
    const soundButton = page.getByRole('button', { name: 'Sound', exact: true });
    const phoneLine = page.getByRole('switch', { name: 'Phone line sound' });
    const volume = page.getByRole('slider', { name: 'Assistant volume' });
    await expect(player(page)).not.toHaveAttribute('data-phone-band');
    await player(page).evaluate((audio: HTMLAudioElement) => (window.vestryPlainSource = audio.srcObject));
    await expectAxeCleanAtBothWidths(page);

    // From the control before it, by Tab: "Sound" opens with Enter, and says so; the switch is next.
    await expect(page.getByTestId('captions')).toBeVisible();
    await page.getByRole('button', { name: 'Mute microphone' }).focus();
    await page.keyboard.press('Tab');
    await expect(soundButton).toBeFocused();
    await expect(phoneLine).toBeHidden();
    await expect(soundButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(soundButton).toHaveAttribute('aria-expanded', 'true');
    await expect(phoneLine).toHaveAttribute('aria-checked', 'false');
    // Beside the captions, not in their place: the words, and their live region, stay while the sound is set.
    await expect(page.getByTestId('captions')).toBeVisible();
    await expect(page.getByTestId('spoken-captions')).toHaveCount(1);
    // The switch says its state in a word; its name stays its own, the state told by the switch.
    await expect(phoneLine).toHaveText('Phone line sound Off');
    await expect(phoneLine).toHaveAccessibleName('Phone line sound');
    await expect(page.getByTestId('volume-value')).toHaveText('100%');
    await expectAxeCleanAtBothWidths(page);
    await page.keyboard.press('Tab');
    await expect(phoneLine).toBeFocused();
    await page.keyboard.press('Space');
    await expect(phoneLine).toHaveAttribute('aria-checked', 'true');
    await expect(phoneLine).toHaveText('Phone line sound On');
    // The same player now plays the telephone's sound, without stopping.
    await expect(player(page)).toHaveAttribute('data-phone-band', '');
    await expect(player(page)).toHaveCount(1);
    expect(await playing(page)).toEqual({ volume: 1, paused: false, plain: false, live: true });
    await expectAxeCleanAtBothWidths(page);

    // Push to talk next (push-to-talk.spec.ts), then the volume.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('switch', { name: 'Push to talk' })).toBeFocused();
    await expect(page.getByRole('switch', { name: 'Push to talk' })).toHaveText('Push to talk Off');
    await page.keyboard.press('Tab');
    await expect(volume).toBeFocused();
    await expect(volume).toHaveValue('100');
    for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowLeft');
    await expect(volume).toHaveValue('70');
    await expect(page.getByTestId('volume-value')).toHaveText('70%');
    await expect.poll(async () => (await playing(page)).volume).toBeCloseTo(0.7);
    await expectAxeCleanAtBothWidths(page);

    // "Sound" closes it again, the captions where they were; and opens it.
    await soundButton.press('Enter');
    await expect(volume).toBeHidden();
    await expect(page.getByTestId('captions')).toBeVisible();
    await soundButton.press('Enter');

    // Off again: the track as it comes, in the same player.
    await phoneLine.press('Space');
    await expect(phoneLine).toHaveAttribute('aria-checked', 'false');
    await expect(player(page)).not.toHaveAttribute('data-phone-band');
    expect(await playing(page)).toMatchObject({ paused: false, live: true });
    expect((await playing(page)).volume).toBeCloseTo(0.7);
    await hangUp(page);
  });

  test('are kept for the visit: after a reload the next call starts on the phone line, at the volume chosen', async ({ page }) => {
    test.setTimeout(90_000);
    await holdLinesAfterGreeting(page);
    await page.goto('/');
    await connect(page);
    await page.getByRole('button', { name: 'Sound', exact: true }).click();
    await page.getByRole('switch', { name: 'Phone line sound' }).press('Space');
    const volume = page.getByRole('slider', { name: 'Assistant volume' });
    await volume.press('ArrowLeft');
    await volume.press('ArrowLeft');
    await expect(volume).toHaveValue('80');
    await hangUp(page);

    await page.reload();
    await connect(page);
    await page.getByRole('button', { name: 'Sound', exact: true }).click();
    await expect(page.getByRole('switch', { name: 'Phone line sound' })).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByRole('slider', { name: 'Assistant volume' })).toHaveValue('80');
    await expect(player(page)).toHaveAttribute('data-phone-band', '');
    expect((await playing(page)).volume).toBeCloseTo(0.8);
  });

  test('stay where they opened through the first line: the hint held as they opened, none coming or going under the pointer', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    await holdLinesAfterGreeting(page);
    await page.goto('/');
    await connect(page);
    // Opened before the first line ends, when the talk-over hint would come and go.
    await page.getByRole('button', { name: 'Sound', exact: true }).click();
    const phoneLine = page.getByRole('switch', { name: 'Phone line sound' });
    await expect(phoneLine).toBeVisible();
    await expect(assistantLines(page).first()).toHaveAttribute('data-final', 'false');
    // Where the switch is at every frame until the line is said.
    await phoneLine.evaluate((element) => {
      const tops = new Set<number>();
      const frame = () => {
        tops.add(Math.round(element.getBoundingClientRect().top));
        requestAnimationFrame(frame);
      };
      frame();
      Object.assign(window, { vestrySwitchTops: tops });
    });
    await expect(assistantLines(page).first()).toHaveAttribute('data-final', 'true', { timeout: 20_000 });
    // The hint's time ends with the line's sound, a quiet moment after its last words.
    await expect(page.getByTestId('assistant-state')).toHaveText('Listening', { timeout: 10_000 });
    const tops = await page.evaluate(() => [...(window as unknown as { vestrySwitchTops: Set<number> }).vestrySwitchTops]);
    expect(tops).toHaveLength(1);
    await phoneLine.click();
    await expect(phoneLine).toHaveAttribute('aria-checked', 'true');
    // Closed, the hint is the call's as it is now: the first line's time is over.
    await page.getByRole('button', { name: 'Sound', exact: true }).click();
    await expect(phoneLine).toBeHidden();
    await expect(page.getByTestId('talk-over-hint')).toHaveCount(0);
    await hangUp(page);
  });

  test('a call that ends while the sound controls have the focus leaves it on the call’s space, not on Start', async ({ page }) => {
    await holdLinesAfterGreeting(page);
    await page.goto('/');
    await connect(page);
    await page.getByRole('button', { name: 'Sound', exact: true }).click();
    const phoneLine = page.getByRole('switch', { name: 'Phone line sound' });
    await phoneLine.focus();
    // The assistant ends the call: the controls leave the page with the focus in them.
    await page.evaluate(() => window.vestrySimulator?.created.at(-1)?.simulateAssistantHangUp('assistant-ended-call'));
    await expect(page.getByTestId('call-stage')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Start Demo Call' })).not.toBeFocused();
  });
});
