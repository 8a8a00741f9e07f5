// Push to talk, in the simulated build with the test's visitor at the microphone: switched on in the sound
// controls, the microphone is off except while "Hold to talk" or Space (in the call's space) is held, and the
// assistant hears a turn held so as it hears any other.
import type { Page } from '@playwright/test';
import { hangUp, microphoneLevel } from './demo-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { PATIENT, assistantLines, holdLinesAfterGreeting, visitor } from './visitor';

const hold = (page: Page) => page.getByRole('button', { name: 'Hold to talk' });

async function switchOn(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Sound' }).click();
  const toggle = page.getByRole('switch', { name: 'Push to talk' });
  await expect(toggle).toHaveAttribute('aria-checked', 'false');
  await expect(toggle).toContainText('Off');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-checked', 'true');
  await expect(toggle).toContainText('On');
}

test.describe('push to talk', () => {
  test('on, the microphone is off until "Hold to talk" or Space is held; the field still types spaces; off, Mute microphone is back', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await holdLinesAfterGreeting(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 15_000 });
    await visitor(page).startSpeaking();
    await expect.poll(() => microphoneLevel(page), { timeout: 10_000 }).toBeGreaterThan(0);

    await switchOn(page);
    await expect(page.getByTestId('push-to-talk-announced')).toHaveText(
      'Push to talk is on: hold Space, or Hold to talk, while you talk; with a screen reader, press Hold to talk to start and again to stop.',
    );
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Mute microphone' })).toHaveCount(0);
    // Talking or typing is push to talk's now: no switch that would unmute between holds.
    await expect(page.getByTestId('call-mode')).toHaveCount(0);
    await expect(hold(page)).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => microphoneLevel(page), { timeout: 5_000 }).toBe(0);
    await expectNoAxeViolations(page);

    // The pointer, held and let go.
    await hold(page).hover();
    await page.mouse.down();
    await expect(hold(page)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => microphoneLevel(page), { timeout: 10_000 }).toBeGreaterThan(0);
    await expectNoAxeViolations(page);
    await page.mouse.up();
    await expect(hold(page)).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => microphoneLevel(page), { timeout: 5_000 }).toBe(0);

    // Space on "Hold to talk", and in the call's space where no control takes it: it talks while held.
    for (const focus of [() => hold(page).focus(), () => page.getByTestId('call-stage').focus()]) {
      await focus();
      await page.keyboard.down(' ');
      await expect(hold(page)).toHaveAttribute('aria-pressed', 'true');
      await expect.poll(() => microphoneLevel(page), { timeout: 10_000 }).toBeGreaterThan(0);
      await page.keyboard.up(' ');
      await expect(hold(page)).toHaveAttribute('aria-pressed', 'false');
      await expect.poll(() => microphoneLevel(page), { timeout: 5_000 }).toBe(0);
    }
    // On another control Space is that control's: "Sound" opens its panel, and nothing talks.
    await page.getByRole('button', { name: 'Sound' }).focus();
    await page.keyboard.press(' ');
    await expect(page.getByTestId('sound-panel')).toBeVisible();
    await expect(hold(page)).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Escape');

    // Enter held on it talks; the focus leaving lets go, wherever the key is let go.
    await hold(page).focus();
    await page.keyboard.down('Enter');
    await expect(hold(page)).toHaveAttribute('aria-pressed', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.up('Enter');
    await expect(hold(page)).toHaveAttribute('aria-pressed', 'false');
    await expect.poll(() => microphoneLevel(page), { timeout: 5_000 }).toBe(0);

    // A press with no key or pointer held (a screen reader's, voice control's): once to start, again to stop.
    await hold(page).evaluate((button: HTMLElement) => button.click());
    await expect(hold(page)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => microphoneLevel(page), { timeout: 10_000 }).toBeGreaterThan(0);
    await hold(page).evaluate((button: HTMLElement) => button.click());
    await expect(hold(page)).toHaveAttribute('aria-pressed', 'false');

    // In the field, Space is a space.
    const field = page.getByRole('textbox', { name: 'Type to the assistant' });
    await field.fill('a');
    await field.press(' ');
    await expect(field).toHaveValue('a ');
    await expect(hold(page)).toHaveAttribute('aria-pressed', 'false');

    await page.getByRole('button', { name: 'Sound' }).click();
    await page.getByRole('switch', { name: 'Push to talk' }).click();
    await expect(page.getByRole('button', { name: 'Mute microphone' })).toHaveAttribute('aria-pressed', 'false');
    await expect(hold(page)).toHaveCount(0);
    await expect.poll(() => microphoneLevel(page), { timeout: 10_000 }).toBeGreaterThan(0);
    await hangUp(page);
  });

  test('the assistant hears a turn only while it is held: speaking with it let go goes unheard, held it is answered', async ({ page }) => {
    test.setTimeout(90_000);
    await page.goto(PATIENT);
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 15_000 });
    await switchOn(page);
    await page.keyboard.press('Escape');
    await expect(assistantLines(page).last()).toHaveAttribute('data-final', 'true', { timeout: 30_000 });
    await expect(page.getByTestId('assistant-state')).toHaveText('Listening', { timeout: 30_000 });
    const said = await assistantLines(page).count();

    // Let go: a whole turn spoken, and the assistant goes on listening.
    await visitor(page).speak();
    await page.waitForTimeout(3_000);
    await expect(assistantLines(page)).toHaveCount(said);
    await expect(page.getByTestId('assistant-state')).toHaveText('Listening');

    // Held: the same turn is heard and answered.
    await hold(page).hover();
    await page.mouse.down();
    await visitor(page).speak();
    await page.mouse.up();
    await expect(assistantLines(page)).toHaveCount(said + 1, { timeout: 30_000 });
    await hangUp(page);
  });
});
