import type { Page } from '@playwright/test';
import { MEDIA, withPage } from './browser-with';
import { connect } from './demo-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { assistantLines, PATIENT, visitor as talker } from './visitor';

// The simulated assistant with the browser's speech recognition, where the visitor allows it. The
// real service is out of reach here, so a stand-in SpeechRecognition gives the words the test
// says, as Chromium's gives what its service heard: final results, while the visitor speaks.

const NEED = 'My daughter would like to join the youth group';
const ROUTING = 'Youth ministry (Pastor Daniel Okafor)';

/** Installs the stand-in before the page's scripts; `window.recognitionStandIn.hear(words)` gives a final result. */
async function standInRecognition(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const running: { onresult: ((event: unknown) => void) | null }[] = [];
    class StandIn {
      lang = '';
      continuous = false;
      interimResults = true;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        running.push(this);
        Object.assign(window, { recognitionStarts: ((window as unknown as { recognitionStarts?: number }).recognitionStarts ?? 0) + 1 });
      }
      abort() {
        running.splice(running.indexOf(this), 1);
      }
    }
    Object.assign(window, {
      SpeechRecognition: StandIn,
      webkitSpeechRecognition: StandIn,
      recognitionStandIn: {
        running: () => running.length,
        hear: (words: string) =>
          running.forEach((r) => r.onresult?.({ resultIndex: 0, results: [Object.assign([{ transcript: words }], { isFinal: true })] })),
      },
    });
  });
}

const choice = (page: Page) => page.getByRole('checkbox', { name: 'Let my browser write down what I say' });

test.describe('the simulated assistant and the browser’s speech recognition', () => {
  test('allowed, what the visitor says shows as their words, routes the call, and fills the notepad; the choice is kept across a reload', async ({
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await withPage(playwright.chromium, baseURL, [MEDIA.grant, MEDIA.fakeDevice], async (page) => {
      await standInRecognition(page);
      await page.goto(PATIENT);
      await expect(choice(page)).not.toBeChecked();
      await choice(page).check();
      await expectNoAxeViolations(page);
      await page.reload();
      await expect(choice(page)).toBeChecked();

      await connect(page);
      // Once the greeting is said, the visitor's first spoken turn begins (heard, words not yet known):
      // the browser gives its words, and the visitor falls quiet.
      await expect(assistantLines(page).first()).toHaveAttribute('data-final', 'true', { timeout: 30_000 });
      const speaker = talker(page);
      await speaker.startSpeaking();
      const visitor = page.locator('[data-testid="caption-turn"][data-role="user"]');
      await expect(visitor.first()).toBeVisible({ timeout: 30_000 });
      expect(
        await page.evaluate(() => (window as unknown as { recognitionStandIn: { running(): number } }).recognitionStandIn.running()),
      ).toBe(1);
      await page.evaluate(
        (words) => (window as unknown as { recognitionStandIn: { hear(w: string): void } }).recognitionStandIn.hear(words),
        NEED,
      );
      await speaker.quiet();
      await expect(visitor.first().locator('span')).toHaveText(NEED, { timeout: 15_000 });
      await expect(page.getByTestId('call-notepad').getByTestId('notepad-routing')).toHaveText(ROUTING, { timeout: 30_000 });
      await expect(page.getByTestId('captions')).toContainText('Pastor Daniel Okafor leads our youth ministry', { timeout: 30_000 });
    });
  });

  test('not allowed, no recognition runs and spoken turns stay untranscribed', async ({ playwright, baseURL }) => {
    test.setTimeout(90_000);
    await withPage(playwright.chromium, baseURL, [MEDIA.grant, MEDIA.fakeDevice], async (page) => {
      await standInRecognition(page);
      await page.goto(PATIENT);
      await connect(page);
      await expect(assistantLines(page).first()).toHaveAttribute('data-final', 'true', { timeout: 30_000 });
      await talker(page).speak();
      const visitor = page.locator('[data-testid="caption-turn"][data-role="user"]');
      await expect(visitor.first()).toHaveAttribute('data-untranscribed', 'true', { timeout: 30_000 });
      expect(await page.evaluate(() => (window as unknown as { recognitionStarts?: number }).recognitionStarts ?? 0)).toBe(0);
    });
  });

  test('a browser without speech recognition is not offered the choice, and no space is kept for it', async ({ page }) => {
    await page.addInitScript(() => {
      delete (window as unknown as { webkitSpeechRecognition?: unknown }).webkitSpeechRecognition;
      delete (window as unknown as { SpeechRecognition?: unknown }).SpeechRecognition;
    });
    await page.goto('/');
    await expect(page.getByTestId('simulated-note')).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Not laid out at all (no box), rather than hidden in a space of its own.
    expect(await page.getByTestId('recognised-words-choice').boundingBox()).toBeNull();
  });
});
