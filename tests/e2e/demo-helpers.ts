import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

declare global {
  interface Window {
    vestryMicrophoneAsks?: number;
  }
}

/** Counts the page's requests for the microphone (before its scripts run). */
export function countMicrophoneAsks(page: Page): Promise<unknown> {
  return page.addInitScript(() => {
    window.vestryMicrophoneAsks = 0;
    const original = navigator.mediaDevices.getUserMedia.bind(navigator.mediaDevices);
    navigator.mediaDevices.getUserMedia = (constraints) => {
      window.vestryMicrophoneAsks = (window.vestryMicrophoneAsks ?? 0) + 1;
      return original(constraints);
    };
  });
}

/** How often the page has asked for the microphone since it loaded; undefined if nothing was counting. */
export function microphoneAsks(page: Page): Promise<number | undefined> {
  return page.evaluate(() => window.vestryMicrophoneAsks);
}

export const ATTEMPTS_KEY = 'vestry.demo-attempts';

export function demoButton(page: Page) {
  return page.getByTestId('demo-button');
}

export function toast(page: Page, title: string) {
  return page
    .getByRole('region', { name: /Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
}

/** Starts a simulated call and waits until it is connected. */
export async function connect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Start Demo Call' }).click();
  await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 15_000 });
}

/** Ends the connected call and waits for idle. */
export async function hangUp(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'End Call' }).click();
  await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeVisible();
}

/** The visitor's local day, as the page's clock sees it, shifted by whole days. */
export function localDay(page: Page, offsetDays = 0): Promise<string> {
  return page.evaluate((offset) => {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${day.getFullYear()}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
  }, offsetDays);
}

declare global {
  interface Window {
    vestryToastsSeen?: string[];
  }
}

/**
 * Records, from the first paint, the text of every toast that appears (however briefly), so a
 * test can say that one never showed. Call before `page.goto`; read with `toastsSeen`.
 */
export async function recordToasts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    window.vestryToastsSeen = seen;
    const isToast = (node: Node): node is Element =>
      node instanceof Element &&
      node.matches('li') &&
      /Notifications/.test(node.closest('[role="region"]')?.getAttribute('aria-label') ?? '');
    new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (isToast(node)) seen.push(node.textContent ?? '');
    }).observe(document, { childList: true, subtree: true });
  });
}

export function toastsSeen(page: Page): Promise<string[]> {
  return page.evaluate(() => window.vestryToastsSeen ?? []);
}

/**
 * Stops the page's clock (installed with `page.clock.install()` before it loaded) a moment ahead of
 * where it is (it can only be paused ahead): from then on the page's timers (the simulated call's, a
 * toast's) wait for the test, however long its steps take.
 */
export async function pausePageClock(page: Page, aheadMs = 500): Promise<void> {
  const now = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(now + aheadMs).catch(async (error: unknown) => {
    // The page's time passed the mark while the command crossed (a busy machine): pause a little further on.
    if (!String(error).includes('past') || aheadMs >= 8000) throw error;
    await pausePageClock(page, aheadMs * 4);
  });
}

/** Moves the paused page clock on a second at a time until `shown` is visible: a wait on the page, in the page's time. */
export async function runPageClockUntil(page: Page, shown: Locator, limitSeconds = 60): Promise<void> {
  for (let second = 0; second < limitSeconds && !(await shown.isVisible()); second += 1) await page.clock.runFor(1000);
  await expect(shown).toBeVisible({ timeout: 1 });
}

/** The visitor's own level, as the call panel's meter shows it (0 while the microphone is off). */
export async function microphoneLevel(page: Page): Promise<number> {
  return Number(await page.getByTestId('microphone-meter').locator('[data-volume]').getAttribute('data-volume'));
}

/** Opens "Your church's name" (once) and types a church into it, before a call. */
export async function giveChurchName(page: Page, name: string): Promise<void> {
  const field = page.getByRole('textbox', { name: "Your church's name" });
  if (!(await field.isVisible())) await page.getByRole('button', { name: /^Your church's name/ }).click();
  await field.fill(name);
  await expect(field).not.toHaveAttribute('aria-invalid');
}
