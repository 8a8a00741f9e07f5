import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ATTEMPTS_KEY, connect, demoButton, hangUp, localDay, toast } from './demo-helpers';

// A visitor who comes back: what they stored on an earlier visit, then a reload. Each test
// stores a count that differs from the default, so it fails if the page shows its own.

async function storeAttempts(page: Page, attempts: number, offsetDays = 0): Promise<void> {
  const date = await localDay(page, offsetDays);
  await page.evaluate(([key, record]) => localStorage.setItem(key!, record!), [ATTEMPTS_KEY, JSON.stringify({ date, attempts })]);
}

/** Reloads and waits until the hero listens, so what it shows is what it will keep showing. */
async function reloadHydrated(page: Page): Promise<void> {
  await page.reload();
  await page.waitForFunction(() => !('vestryEarlyPresses' in window));
}

test.describe('a visitor who comes back the same day', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
  });

  test('with the three calls used: the limit, a disabled button, and no call on a press', async ({ page }) => {
    await storeAttempts(page, 3);
    await reloadHydrated(page);
    await expect(page.getByText('You have used today’s demo calls', { exact: false })).toBeVisible();
    await expect(page.getByTestId('attempts-remaining')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeDisabled();
    await demoButton(page).click({ force: true });
    // Nothing starts: no connecting state, no toast, no call object made, the record untouched.
    await page.waitForTimeout(500);
    await expect(demoButton(page)).toHaveText('Start Demo Call');
    await expect(page.locator('[data-demo-status]')).toHaveAttribute('data-demo-status', 'idle');
    await expect(toast(page, 'Call')).toHaveCount(0);
    expect(await page.evaluate(() => (window.vestrySimulator as { created?: unknown[] } | undefined)?.created?.length ?? 0)).toBe(0);
    expect(JSON.parse((await page.evaluate((key) => localStorage.getItem(key), ATTEMPTS_KEY)) ?? '{}')).toMatchObject({ attempts: 3 });
  });

  test('with one call used: "2 of 3"', async ({ page }) => {
    await storeAttempts(page, 1);
    await reloadHydrated(page);
    await expect(page.getByTestId('attempts-remaining')).toHaveText('2 of 3 demo calls left today');
    await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeEnabled();
  });

  test('with two used: one call works, then the limit', async ({ page }) => {
    await storeAttempts(page, 2);
    await reloadHydrated(page);
    await expect(page.getByTestId('attempts-remaining')).toHaveText('1 of 3 demo calls left today');
    await connect(page);
    await hangUp(page);
    await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeDisabled();
    await expect(page.getByTestId('attempts-remaining')).toHaveCount(0);
  });

  test('after a call, a reload still counts it: "2 of 3"', async ({ page }) => {
    await connect(page);
    await hangUp(page);
    await expect(page.getByTestId('attempts-remaining')).toHaveText('2 of 3 demo calls left today');
    await reloadHydrated(page);
    await expect(page.getByTestId('attempts-remaining')).toHaveText('2 of 3 demo calls left today');
  });
});

test.describe('a visitor whose calls were used on another day', () => {
  test('has three again, and a call works and counts', async ({ page }) => {
    await page.goto('/');
    await storeAttempts(page, 3, -1);
    await reloadHydrated(page);
    await expect(page.getByTestId('attempts-remaining')).toHaveText('3 of 3 demo calls left today');
    await connect(page);
    await hangUp(page);
    await expect(page.getByTestId('attempts-remaining')).toHaveText('2 of 3 demo calls left today');
    await reloadHydrated(page);
    await expect(page.getByTestId('attempts-remaining')).toHaveText('2 of 3 demo calls left today');
  });
});

test('the prerendered page shows no count it may have to take back', async ({ page }) => {
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(/demo calls? left today/);
  expect(html).toContain('data-testid="attempts-pending"');
});
