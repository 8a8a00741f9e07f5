// Talking over the simulated assistant: the test's visitor speaks while the greeting (5.5 s) plays.
import type { Page } from '@playwright/test';
import { simulatedConversation } from '../../streams/simulated/simulated-script';
import { MEDIA, withPage } from './browser-with';
import { connect } from './demo-helpers';
import { expect, test, expectAxeCleanAtBothWidths } from './fixtures';
import { answer, assistantLines, PATIENT, visitor } from './visitor';

declare global {
  interface Window {
    vestryHints?: string[];
  }
}

/** Records, from the first paint, every text the talk-over hint shows (it may show only briefly). */
function recordHints(page: Page): Promise<unknown> {
  return page.addInitScript(() => {
    const hints: string[] = [];
    window.vestryHints = hints;
    new MutationObserver(() => {
      const shown = document.querySelector('[data-testid="talk-over-hint"]')?.textContent;
      if (shown && shown !== hints.at(-1)) hints.push(shown);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

test.describe('talking over the simulated assistant', () => {
  test('a visitor who talks over the assistant cuts it short, and the caption ends "(interrupted)" with the unheard words muted; then it answers', async ({
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await withPage(playwright.chromium, baseURL, [MEDIA.grant, MEDIA.fakeDevice], async (page) => {
      await recordHints(page);
      await page.goto(PATIENT);
      await connect(page);
      const greeting = simulatedConversation.turns[0]!.text;
      // Once the greeting is heard, the visitor speaks over it.
      await expect(page.getByTestId('assistant-state')).toHaveText('Speaking', { timeout: 15_000 });
      await visitor(page).speak(1500);

      // The greeting is cut short: its caption keeps the words said, the rest muted, "(interrupted)" for screen readers.
      const cut = page.locator('[data-testid="caption-turn"][data-role="assistant"]').first();
      const unheard = cut.locator('[data-unheard]');
      await expect(unheard).not.toBeEmpty({ timeout: 20_000 });
      await expect(cut.locator('.visually-hidden')).toHaveText(/^\s*\(interrupted\)$/);
      await expect(cut).toHaveText(/\(interrupted\)$/);
      const said = (await cut.locator('span').first().textContent()) ?? '';
      const rest = ((await unheard.textContent()) ?? '').trim();
      expect(`${said} ${rest}`).toBe(greeting);
      expect(said.length).toBeGreaterThan(0);
      // Muted: its own colour (over 4.5:1 on the panel) and slanted, not the said words' colour.
      const style = await unheard.evaluate((element) => {
        const own = getComputedStyle(element);
        return { colour: own.color, italic: own.fontStyle, said: getComputedStyle(element.previousElementSibling!).color };
      });
      expect(style).toMatchObject({ colour: 'rgb(163, 174, 203)', italic: 'italic' });
      expect(style.said).not.toBe(style.colour);
      // A screen reader hears the words said and that the line was interrupted.
      await expect(page.getByTestId('spoken-captions')).toHaveText(`${said} (interrupted)`);

      // The assistant stopped at once and listened: the visitor's turn is the next caption, and the hint has gone.
      await expect(page.getByTestId('caption-turn').nth(1)).toHaveAttribute('data-role', 'user');
      await expect(page.getByTestId('talk-over-hint')).toHaveCount(0);
      await expectAxeCleanAtBothWidths(page);

      // While the greeting played, the hint said the visitor could talk over it.
      expect(await page.evaluate(() => window.vestryHints ?? [])).toEqual(['You can talk over the assistant at any time.']);

      // Then it answers what it heard: the script's next line.
      await expect(page.getByTestId('captions')).toContainText(simulatedConversation.turns[1]!.text.split(' ')[0]!, { timeout: 20_000 });
      await expect(page.getByTestId('caption-turn').nth(2)).toHaveAttribute('data-role', 'assistant');
    });
  });

  test('a visitor who talks over an answer cuts it too; the call goes on to the script’s next line, said whole', async ({
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await withPage(playwright.chromium, baseURL, [MEDIA.grant, MEDIA.fakeDevice], async (page) => {
      await page.goto(PATIENT);
      await connect(page);
      const [, asked, next] = simulatedConversation.turns;
      const speaker = visitor(page);
      // The greeting said whole and answered; over its answer's audio, the visitor speaks again.
      await answer(page, speaker);
      await expect(page.getByTestId('assistant-state')).toHaveText('Speaking', { timeout: 15_000 });
      await speaker.speak(1500);
      const cut = assistantLines(page).nth(1);
      await expect(cut.locator('[data-unheard]')).not.toBeEmpty({ timeout: 20_000 });
      await expect(cut.locator('.visually-hidden')).toHaveText(/^\s*\(interrupted\)$/);
      const said = (await cut.locator('span').first().textContent()) ?? '';
      const rest = ((await cut.locator('[data-unheard]').textContent()) ?? '').trim();
      expect(`${said} ${rest}`).toBe(asked!.text);
      // No hint after the first line; the next line answers the visitor's words, and is said whole.
      expect(await page.getByTestId('talk-over-hint').count()).toBe(0);
      await expect(page.getByTestId('spoken-captions')).toHaveText(next!.text, { timeout: 20_000 });
      await expect(assistantLines(page).nth(2).locator('[data-unheard]')).toHaveCount(0);
      await expectAxeCleanAtBothWidths(page);
    });
  });
});
