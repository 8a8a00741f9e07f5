import type { Page } from '@playwright/test';
import { makeVoiceFixtures } from '../../scripts/make-voice-fixtures';
import { simulatedConversation } from '../../streams/simulated';
import { speechConfig } from '../../streams/speech';
import { MEDIA, withPage } from './browser-with';
import { connect, toast } from './demo-helpers';
import { expect, test } from './fixtures';

const fixtures = makeVoiceFixtures();

interface Heard {
  at: number;
  type: string;
  role?: string;
  transcriptType?: string;
  transcript?: string;
  endedReason?: string;
}

/** Records, in the page, every JSON app message of the newest simulated call, with its time. */
function recordMessages(page: Page): Promise<void> {
  return page.evaluate(() => {
    interface PageCall {
      on(event: 'app-message', handler: (event: { data: unknown }) => void): void;
    }
    const calls = (window.vestrySimulator as { created: PageCall[] }).created;
    const heard: Heard[] = [];
    Object.assign(window, { heard });
    calls.at(-1)?.on('app-message', ({ data }) => {
      if (typeof data === 'string' && data.startsWith('{')) heard.push({ at: performance.now(), ...(JSON.parse(data) as Omit<Heard, 'at'>) });
    });
  });
}

function heardMessages(page: Page): Promise<Heard[]> {
  return page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);
}

async function settledCaptions(page: Page, lines: readonly string[]): Promise<void> {
  const settled = page.locator('#hero [aria-live="polite"]');
  for (const text of lines) await expect(settled).toHaveText(text, { timeout: 30_000 });
}

test.describe('a call with the simulated assistant, a fake microphone playing the visitor', () => {
  test('the assistant answers each visitor turn after the quiet period, and ends the call itself', async ({ playwright, baseURL }) => {
    test.setTimeout(180_000);
    await withPage(playwright.chromium, baseURL, [MEDIA.grant, MEDIA.fakeDevice, MEDIA.file(fixtures.speech)], async (page) => {
      await page.goto('/');
      await connect(page);
      await recordMessages(page);
      const { turns } = simulatedConversation;
      // The goodbye is followed at once by the end of the call, so it is read from the messages below.
      await settledCaptions(page, turns.slice(0, -1).map((line) => line.text));
      await expect(toast(page, 'Call Ended')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeVisible();

      const heard = await heardMessages(page);
      const finals = heard.filter((m) => m.type === 'transcript' && m.transcriptType === 'final');
      // Both sides, in order: every assistant line after the greeting answers one spoken visitor turn.
      const expected = turns.slice(1).flatMap((line) => [['user', ''], ['assistant', line.text]]);
      expect(finals.map((m) => [m.role, m.transcript]).slice(-expected.length)).toEqual(expected);
      // Each answer starts only once the visitor has been quiet for the speech pipeline's quiet time.
      const starts = heard.filter((m) => m.role === 'user' && m.transcriptType === 'partial');
      const ends = heard.filter((m) => m.role === 'user' && m.transcriptType === 'final');
      expect(starts).toHaveLength(turns.length - 1);
      ends.forEach((end, i) => expect(end.at - (starts[i]?.at ?? Infinity)).toBeGreaterThanOrEqual(speechConfig.quietMs - 50));
      expect(heard.filter((m) => m.type === 'transcript' && m.role === 'assistant' && m.transcriptType === 'partial').length).toBeGreaterThanOrEqual(turns.length - 1);
      expect(heard.slice(-2).map((m) => [m.type, m.endedReason])).toEqual([
        ['end-of-call-report', 'assistant-ended-call'],
        ['status-update', 'assistant-ended-call'],
      ]);
    });
  });

  test('with a silent microphone the assistant prompts, then closes politely and ends the call', async ({ playwright, baseURL }) => {
    test.setTimeout(120_000);
    await withPage(playwright.chromium, baseURL, [MEDIA.grant, MEDIA.fakeDevice, MEDIA.file(fixtures.silence)], async (page) => {
      await page.goto('/');
      await connect(page);
      await recordMessages(page);
      const { turns, prompts, closing } = simulatedConversation;
      await settledCaptions(page, [turns[0]?.text ?? '', ...prompts.map((line) => line.text)]);
      await expect(toast(page, 'Call Ended')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeVisible();
      const heard = await heardMessages(page);
      expect(heard.some((m) => m.role === 'user')).toBe(false);
      expect(heard.filter((m) => m.transcriptType === 'final').at(-1)?.transcript).toBe(closing.text);
      expect(heard.at(-1)).toMatchObject({ type: 'status-update', endedReason: 'silence-timed-out' });
    });
  });
});
