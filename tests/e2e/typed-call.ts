// A call held by typing to the simulated assistant, line by line as its script answers.
import type { Page } from '@playwright/test';
import { simulatedConversation } from '../../streams/simulated/simulated-script';
import { simulatedRouter } from '../../streams/simulated/routing';
import { expect } from './fixtures';

export const greeting = simulatedConversation.turns[0]?.text ?? '';

/** The assistant's lines after a need, as its router gives them (the last is its goodbye). */
export function routeAfter(need: string): string[] {
  return simulatedRouter.route(need, 1)?.map((line) => line.text) ?? [];
}

/** From the page: "Start a typed call", then waits for the greeting to be said; the field and the captions' settled words. */
export async function typedCallAtGreeting(page: Page) {
  await page.getByRole('button', { name: 'Start a typed call' }).click();
  const settled = page.getByTestId('spoken-captions');
  await expect(settled).toHaveText(greeting, { timeout: 30_000 });
  return { field: page.getByRole('textbox', { name: 'Type to the assistant' }), settled };
}

/** Types each turn once the assistant has finished its line before it, the need first; keyboard only. */
export async function typeTheCall(page: Page, need: string, answers: readonly string[]): Promise<void> {
  const field = page.getByRole('textbox', { name: 'Type to the assistant' });
  const settled = page.getByTestId('spoken-captions');
  await expect(settled).toHaveText(greeting, { timeout: 30_000 });
  await field.fill(need);
  await field.press('Enter');
  await expect(page.getByTestId('caption-turn').filter({ hasText: need })).toHaveAttribute('data-role', 'user');
  const lines = routeAfter(need);
  for (const [index, answer] of answers.entries()) {
    await expect(settled).toHaveText(lines[index] ?? '', { timeout: 30_000 });
    await field.fill(answer);
    await field.press('Enter');
  }
}
