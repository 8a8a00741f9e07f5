// A caller at risk, typed to the simulated assistant in five of the ways people say it (the corpus of
// tests/simulated/urgent-phrases.test.ts): its first answer gives 000 and Lifeline 13 11 14, each a
// link that dials it, before anything else, and offers no booking.
import { simulatedConversation } from '../../streams/simulated/simulated-script';
import { expect, expectNoAxeViolations, test } from './fixtures';

const greeting = simulatedConversation.turns[0]?.text ?? '';

const PHRASINGS = [
  'I want to die',
  "I don't want to live anymore",
  'my friend took too many pills',
  "I've been self-harming again",
  'my husband hits me and I am scared to go home',
] as const;

for (const phrasing of PHRASINGS) {
  test(`“${phrasing}”, typed as the need: 000 and 13 11 14 as links in the assistant's first answer, no booking offered`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await page.getByRole('button', { name: 'Start a typed call' }).click();
    const field = page.getByRole('textbox', { name: 'Type to the assistant' });
    const settled = page.getByTestId('spoken-captions');
    await expect(settled).toHaveText(greeting, { timeout: 30_000 });
    await field.fill(phrasing);
    await field.press('Enter');
    await expect(page.getByTestId('caption-turn').filter({ hasText: phrasing })).toHaveAttribute('data-role', 'user');
    // The first line said after the visitor's words: the emergency numbers first.
    await expect(settled).toHaveText(/^If you or anyone else is in danger right now, please call 000\./, { timeout: 30_000 });
    await expect(settled).toContainText('Lifeline is there any time, day or night, on 13 11 14.');
    // The assistant's first turn after the visitor's words is that answer, its numbers links that dial them.
    const turns = page.getByTestId('caption-turn');
    const roles = await turns.evaluateAll((found) => found.map((turn) => turn.getAttribute('data-role')));
    const asked = (await turns.allTextContents()).findIndex((text) => text.includes(phrasing));
    const first = roles.findIndex((role, index) => index > asked && role === 'assistant');
    expect(asked).toBeGreaterThan(0);
    const answer = turns.nth(first);
    await expect(answer).toContainText('please call 000');
    await expect(answer.locator('a[href="tel:000"]')).toHaveText('000');
    await expect(answer.locator('a[href="tel:131114"]')).toHaveText('13 11 14');
    // No booking offered after the visitor spoke of it.
    const after = (await turns.allTextContents()).slice(asked + 1).join(' ');
    expect(after).not.toMatch(/\bbook|appointment/i);
    await expectNoAxeViolations(page);
  });
}
