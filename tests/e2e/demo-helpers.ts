import type { Page } from '@playwright/test';
import { expect } from './fixtures';

export const ATTEMPTS_KEY = 'vestry.demo-attempts';

export function demoButton(page: Page) {
  return page.getByTestId('demo-button');
}

export function toast(page: Page, title: string) {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('listitem').filter({ hasText: title });
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
