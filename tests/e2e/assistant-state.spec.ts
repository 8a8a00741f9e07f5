// Whose turn it is, in a call with the simulated assistant and the test's visitor at the microphone:
// the state in words, the reply times beside the answers, their median in the summary.
import type { Page, Route } from '@playwright/test';
import { MEDIA, withPage } from './browser-with';
import { connect, hangUp } from './demo-helpers';
import { expect, expectNoAxeViolations, test, expectAxeCleanAtBothWidths } from './fixtures';
import { PATIENT, visitor } from './visitor';

declare global {
  interface Window {
    vestryAssistantStates?: string[];
  }
}

/** Records, from the first paint, every word the assistant's state shows, in order, however briefly. */
function recordStates(page: Page): Promise<unknown> {
  return page.addInitScript(() => {
    const states: string[] = [];
    window.vestryAssistantStates = states;
    new MutationObserver(() => {
      const shown = document.querySelector('[data-testid="assistant-state"]')?.textContent ?? '';
      if (shown !== '' && shown !== states.at(-1)) states.push(shown);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

const statesShown = (page: Page): Promise<string[]> => page.evaluate(() => window.vestryAssistantStates ?? []);

/**
 * Holds the assistant's first answer's audio (any clip after the greeting) until released, as a slow
 * answer would: the assistant thinks meanwhile.
 */
async function holdFirstAnswer(page: Page): Promise<() => void> {
  let release = (): void => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  await page.route(/\/assets\/simulated-(?!greeting)[\w-]+\.ogg$/, async (route: Route) => {
    if (!held) {
      held = true;
      await released;
    }
    await route.continue();
  });
  return release;
}

const seconds = (text: string | null): number => Number(/(\d+\.\d) s/.exec(text ?? '')?.[1] ?? NaN);

test.describe('the assistant’s state and its reply times, in a call with the simulated assistant', () => {
  test('the state goes Listening → Thinking → Speaking as the visitor speaks; "replied in" beside the answer; the median in the summary; axe clean in each state', async ({
    playwright,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await withPage(playwright.chromium, baseURL, [MEDIA.grant, MEDIA.fakeDevice], async (page) => {
      await recordStates(page);
      const release = await holdFirstAnswer(page);
      await page.goto(PATIENT);
      await connect(page);
      const state = page.getByTestId('assistant-state');
      const told = page.getByTestId('assistant-state-announced');
      await expect(told).toHaveAttribute('aria-live', 'polite');

      // Each state is checked as soon as it shows (axe at 1280 px: the listening turn is short), and
      // at a phone's width once, in the held thinking: there the panel gives way to the tap-to-call.
      // The greeting.
      await expect(state).toHaveText('Speaking', { timeout: 15_000 });
      await expect(page.getByTestId('assistant-state-mark')).toHaveAttribute('data-state', 'speaking');
      await expectNoAxeViolations(page);
      // The greeting said, the assistant listens; the visitor speaks (the assistant waits for as long as
      // they do, however long axe takes), then is quiet.
      await expect(state).toHaveText('Listening', { timeout: 15_000 });
      const speaker = visitor(page);
      await speaker.startSpeaking();
      await expectNoAxeViolations(page);
      await expect(state).toHaveText('Listening');
      await speaker.quiet();
      // Their turn over, the assistant thinks while its answer's audio is held back.
      await expect(state).toHaveText('Thinking', { timeout: 20_000 });
      await expect(page.getByTestId('assistant-state-mark')).toHaveAttribute('data-state', 'thinking');
      await expectAxeCleanAtBothWidths(page);
      // Held long enough, a screen reader is told too.
      await expect(told).toHaveText('Thinking');
      release();
      await expect(state).toHaveText('Speaking', { timeout: 15_000 });

      // The words went Listening → Thinking → Speaking, each shown in turn.
      const shown = await statesShown(page);
      const thinking = shown.indexOf('Thinking');
      expect(shown.slice(thinking - 1, thinking + 2)).toEqual(['Listening', 'Thinking', 'Speaking']);

      // "replied in" beside the answer's caption (the held audio counts: it is how long the visitor waited).
      const answered = page.getByTestId('caption-turn').filter({ has: page.getByTestId('reply-time') });
      await expect(answered.first()).toHaveAttribute('data-role', 'assistant');
      await expect(answered.first().getByTestId('reply-time')).toHaveText(/^replied in \d+\.\d s$/);
      const replied = seconds(await answered.first().getByTestId('reply-time').textContent());
      expect(replied).toBeGreaterThan(0);
      // The greeting answered no one.
      await expect(page.getByTestId('caption-turn').first().getByTestId('reply-time')).toHaveCount(0);

      // The visitor hangs up while the answer is said (the next reply is many seconds away).
      const replies = (await page.getByTestId('reply-time').allTextContents()).map(seconds);
      await hangUp(page);
      const median = page.getByTestId('call-median-reply');
      await expect(median).toHaveText(/^\d+\.\d s$/);
      const sorted = [...replies].sort((a, b) => a - b);
      const middle =
        sorted.length % 2 ? sorted[sorted.length >> 1]! : (sorted[(sorted.length >> 1) - 1]! + sorted[sorted.length >> 1]!) / 2;
      expect(Math.abs(seconds(await median.textContent()) - middle)).toBeLessThanOrEqual(0.1);
      await expect(page.getByTestId('call-summary').getByText('Median reply time')).toBeVisible();
    });
  });

  test('under reduced motion the mark stands still in every state', async ({ playwright, baseURL }) => {
    test.setTimeout(60_000);
    await withPage(playwright.chromium, baseURL, [MEDIA.grant, MEDIA.fakeDevice], async (page) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await connect(page);
      const mark = page.getByTestId('assistant-state-mark');
      const animation = () => mark.evaluate((element) => getComputedStyle(element).animationName);
      await expect(mark).toHaveAttribute('data-state', 'speaking', { timeout: 15_000 });
      expect(await animation()).toBe('none');
      await expect(mark).toHaveAttribute('data-state', 'listening', { timeout: 15_000 });
      expect(await animation()).toBe('none');
      // With motion, the same marks move.
      await page.emulateMedia({ reducedMotion: 'no-preference' });
      expect(await animation()).not.toBe('none');
    });
  });
});
