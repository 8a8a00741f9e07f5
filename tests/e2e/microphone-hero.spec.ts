import type { Page } from '@playwright/test';
import { MEDIA, withPage } from './browser-with';
import { ATTEMPTS_KEY } from './demo-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { visitor } from './visitor';

/** Presses Start Demo Call in a browser whose microphone misbehaves, and reads what the hero then says. */
async function pressWithMicrophone(page: Page) {
  await page.goto('/');
  await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
  await page.getByRole('button', { name: 'Start Demo Call' }).click();
  const problem = page.getByTestId('microphone-problem');
  await expect(problem).toBeVisible({ timeout: 15_000 });
  // Back to idle, with the attempt given back: the failure was not the visitor's.
  await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeVisible();
  await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
  const stored = await page.evaluate((key) => localStorage.getItem(key), ATTEMPTS_KEY);
  await expectNoAxeViolations(page);
  return {
    text: await problem.innerText(),
    problem: await problem.getAttribute('data-problem'),
    stored,
    tel: await problem.getByRole('link').getAttribute('href'),
  };
}

test.describe('the hero when the microphone cannot be used', () => {
  test('permission refused: the specific blocked message, idle, and the attempt kept', async ({ playwright, baseURL }) => {
    // No --use-fake-ui-for-media-stream: the permission prompt is refused.
    const seen = await withPage(playwright.chromium, baseURL, [MEDIA.fakeDevice], pressWithMicrophone);
    expect(seen.problem).toBe('blocked');
    expect(seen.text).toContain('Your microphone is blocked for this site');
    expect(seen.text).toContain('address bar');
    expect(seen.tel).toMatch(/^tel:\+61/);
    expect(JSON.parse(seen.stored ?? '{}')).toMatchObject({ attempts: 0 });
  });

  test('no capture device: the not-found message, idle, and the attempt kept', async ({ playwright, baseURL }) => {
    const seen = await withPage(playwright.chromium, baseURL, [MEDIA.grant], pressWithMicrophone);
    expect(seen.problem).toBe('not-found');
    expect(seen.text).toContain('No microphone was found');
    expect(JSON.parse(seen.stored ?? '{}')).toMatchObject({ attempts: 0 });
  });

  test('a working microphone: its own level shows while connected', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 15_000 });
    // The visitor speaks: the meter moves above zero; quiet, it falls back.
    const level = async () => Number(await page.getByTestId('microphone-meter').locator('div').getAttribute('data-volume'));
    await visitor(page).startSpeaking();
    await expect.poll(level, { timeout: 10_000 }).toBeGreaterThan(0);
    await visitor(page).quiet();
    await expect.poll(level, { timeout: 10_000 }).toBe(0);
    await expectNoAxeViolations(page);
  });
});
