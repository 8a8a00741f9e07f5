import type { Page } from '@playwright/test';
import { MEDIA, withPage } from './browser-with';
import { ATTEMPTS_KEY, connect } from './demo-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { visitor } from './visitor';

// The sound check against the built simulated site, Chromium's fake devices and the test's visitor
// at the microphone: it hears a microphone, warns of a silent one, costs no demo call, and the
// microphone chosen in it is the one the call asks getUserMedia for.

async function openCheck(page: Page) {
  await page.getByRole('button', { name: 'Sound check' }).click();
  const panel = page.getByRole('group', { name: 'Sound check' });
  await expect(panel).toBeVisible();
  return panel;
}

const meterValue = async (page: Page) =>
  Number(await page.getByRole('meter', { name: 'Your microphone level' }).getAttribute('aria-valuenow'));

declare global {
  interface Window {
    /** Every getUserMedia constraint of the page, in order. */
    vestryAskedFor?: MediaStreamConstraints[];
  }
}

test.describe('the sound check', () => {
  test('with a fake microphone: the level moves, it hears the visitor, and no demo call is spent', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
    const panel = await openCheck(page);
    await expect(panel).toBeFocused();
    // The visitor speaks: the meter reads above zero; quiet, it falls back to zero.
    const speaker = visitor(page);
    await speaker.startSpeaking();
    await expect.poll(() => meterValue(page), { timeout: 10_000 }).toBeGreaterThan(0);
    await expect(page.getByTestId('sound-check-message')).toHaveText('We can hear you. You’re ready for the demo call.');
    await speaker.quiet();
    await expect.poll(() => meterValue(page), { timeout: 10_000 }).toBe(0);
    // Devices are listed once the microphone is allowed.
    await expect(panel.getByRole('combobox', { name: 'Microphone' }).locator('option')).not.toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sound check' })).toBeFocused();
    await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
    // Nothing stored, or no attempt counted.
    expect(await page.evaluate((key) => localStorage.getItem(key) ?? '', ATTEMPTS_KEY)).not.toMatch(/"attempts":[1-9]/);
  });

  test('with a silent microphone: a clear message after a few seconds, and still no demo call spent', async ({ playwright, baseURL }) => {
    await withPage(playwright.chromium, baseURL, [MEDIA.grant, MEDIA.fakeDevice], async (page) => {
      await page.goto('/');
      await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
      await openCheck(page);
      await expect(page.getByTestId('sound-check-message')).toHaveText(
        'Say a few words and watch the bar. This check doesn’t use a demo call.',
      );
      await expectNoAxeViolations(page);
      await expect(page.getByTestId('sound-check-message')).toHaveText(/^We can’t hear you\./, { timeout: 10_000 });
      expect(await meterValue(page)).toBe(0);
      await expectNoAxeViolations(page);
      // Done, by keyboard.
      await page.getByRole('button', { name: 'Done' }).focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('group', { name: 'Sound check' })).toBeHidden();
      await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
    });
  });

  test('the microphone chosen in the picker is the one the simulated call asks getUserMedia for', async ({ page }) => {
    await page.addInitScript(() => {
      const asked: MediaStreamConstraints[] = [];
      window.vestryAskedFor = asked;
      const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
      navigator.mediaDevices.getUserMedia = (constraints) => (
        asked.push(JSON.parse(JSON.stringify(constraints ?? {})) as MediaStreamConstraints),
        original(constraints)
      );
    });
    await page.goto('/');
    const panel = await openCheck(page);
    const microphone = panel.getByRole('combobox', { name: 'Microphone' });
    await expect(microphone.locator('option')).not.toHaveCount(0);
    // The last listed, which is not the browser's default.
    const chosen = await microphone.locator('option').last().getAttribute('value');
    expect(chosen).toBeTruthy();
    expect(chosen).not.toBe('default');
    await microphone.selectOption(chosen ?? '');
    await expect(microphone).toHaveValue(chosen ?? '');
    await visitor(page).startSpeaking();
    await expect(page.getByTestId('sound-check-message')).toHaveText('We can hear you. You’re ready for the demo call.', {
      timeout: 10_000,
    });
    const beforeCall = (await page.evaluate(() => window.vestryAskedFor ?? [])).length;
    await connect(page);
    await expect(panel).toBeHidden();
    const askedByCall = (await page.evaluate(() => window.vestryAskedFor ?? [])).slice(beforeCall);
    expect(askedByCall.length).toBeGreaterThan(0);
    for (const constraints of askedByCall) expect(constraints.audio).toMatchObject({ deviceId: { exact: chosen } });
  });

  test('axe finds nothing with the check open at 1280 px, nor in the phone view at 375 px, which keeps its tap-to-call', async ({
    page,
  }) => {
    await page.goto('/');
    await openCheck(page);
    await visitor(page).startSpeaking();
    await expect(page.getByTestId('sound-check-message')).toHaveText('We can hear you. You’re ready for the demo call.', {
      timeout: 10_000,
    });
    await expectNoAxeViolations(page);
    // After the test sound: what to do if it was not heard.
    await page.getByRole('button', { name: 'Play test sound' }).click();
    await expect(page.getByTestId('sound-check-hint')).toHaveText(/^(No chime\?|That speaker can’t play sound)/, { timeout: 10_000 });
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByTestId('call-now-link')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sound check' })).toBeHidden();
    await expect(page.getByRole('group', { name: 'Sound check' })).toBeHidden();
    await expectNoAxeViolations(page);
  });
});
