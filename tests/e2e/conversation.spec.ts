import type { Page } from '@playwright/test';
import { simulatedConversation } from '../../streams/simulated/simulated-script';
import { speechConfig } from '../../streams/speech/detect-speech';
import { MEDIA, withPage } from './browser-with';
import { connect, recordToasts, toast, toastsSeen } from './demo-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { answer, PATIENT, visitor } from './visitor';

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
    const heard: Heard[] = [];
    Object.assign(window, { heard });
    window.vestrySimulator?.created.at(-1)?.on('app-message', ({ data }) => {
      if (typeof data === 'string' && data.startsWith('{'))
        heard.push({ at: performance.now(), ...(JSON.parse(data) as Omit<Heard, 'at'>) });
    });
  });
}

function heardMessages(page: Page): Promise<Heard[]> {
  return page.evaluate(() => (window as unknown as { heard: Heard[] }).heard);
}

/** Records the call library's fatal errors of the newest simulated call: `error.type` and `errorMsg`. */
function recordLibraryErrors(page: Page): Promise<void> {
  return page.evaluate(() => {
    const libraryErrors: string[] = [];
    Object.assign(window, { libraryErrors });
    window.vestrySimulator?.created.at(-1)?.on('error', ({ errorMsg, error }) => libraryErrors.push(`${error?.type ?? ''}: ${errorMsg}`));
  });
}

function libraryErrors(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { libraryErrors: string[] }).libraryErrors);
}

/** The call ended as the provider ends one (its room deleted), and the page said only "Call Ended". */
async function expectNormalEnd(page: Page): Promise<void> {
  expect(await libraryErrors(page)).toEqual(['ejected: Meeting has ended']);
  const titles = (await toastsSeen(page)).map((text) => text.replace(/×$/, '').trim());
  expect(titles.filter((text) => /Call Error|Call Failed|error/i.test(text))).toEqual([]);
  expect(titles.some((text) => text.startsWith('Call Ended'))).toBe(true);
  await expect(toast(page, 'Call Error')).toHaveCount(0);
}

async function settledCaptions(page: Page, lines: readonly string[]): Promise<void> {
  const settled = page.getByTestId('spoken-captions');
  for (const text of lines) await expect(settled).toHaveText(text, { timeout: 30_000 });
}

/** The caption lines on screen now: [side, words]. */
function captionLines(page: Page): Promise<string[][]> {
  return page
    .getByTestId('caption-turn')
    .evaluateAll((lines) => lines.map((line) => [(line as HTMLElement).dataset.role ?? '', line.querySelector('span')?.textContent ?? '']));
}

const SPOKE = 'spoke (not transcribed in this demo)';
/** The scripted call's turns, the visitor answering each line but the last. */
const bothSides = (lines: readonly { text: string }[]) =>
  lines.flatMap((line, i) =>
    i < lines.length - 1
      ? [
          ['assistant', line.text],
          ['user', SPOKE],
        ]
      : [['assistant', line.text]],
  );

test.describe('a call with the simulated assistant, the visitor answering each line', () => {
  test('the assistant answers each visitor turn after the quiet period, and ends the call itself: "Call Ended", never "Call Error"', async ({
    playwright,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    await withPage(playwright.chromium, baseURL, [MEDIA.grant, MEDIA.fakeDevice], async (page) => {
      await recordToasts(page);
      await page.goto(PATIENT);
      await connect(page);
      await recordMessages(page);
      await recordLibraryErrors(page);
      const { turns } = simulatedConversation;
      const speaker = visitor(page);
      // Each line is read to a screen reader whole, then the visitor answers it; the goodbye is followed
      // at once by the end of the call, so it is read from the messages below.
      for (const [n, line] of turns.slice(0, -1).entries()) {
        await settledCaptions(page, [line.text]);
        if (n < turns.length - 2) await answer(page, speaker);
      }
      // The captions list both sides in order, every line whole.
      expect(await captionLines(page)).toEqual(bothSides(turns.slice(0, -1)));
      await expect(page.getByTestId('assistant-state')).toHaveText('Listening');
      await speaker.speak();
      await expect(toast(page, 'Call Ended')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeVisible();
      await expectNormalEnd(page);

      // What the call captured replaces the example card: the whole transcript, and copy puts it on the clipboard.
      const summary = page.getByTestId('call-summary');
      await expect(summary).toBeVisible();
      await expect(page.getByTestId('example-card')).toHaveCount(0);
      await expect(summary.getByTestId('call-duration')).toHaveText(/^(\d+ s|1 min( \d+ s)?)$/);
      await expect(summary.getByTestId('call-routing')).toHaveText('Pastoral care (Reverend Grace Taylor)');
      await expect(summary.getByTestId('call-booking')).toHaveText(
        "Tuesday 10:30 am with Reverend Grace Taylor, St Columba's parish office",
      );
      const transcript = await summary
        .getByTestId('call-transcript')
        .locator('li')
        .evaluateAll((items) =>
          items.map((item) => [(item as HTMLElement).dataset.role ?? '', item.querySelector('span')?.textContent ?? '']),
        );
      expect(transcript).toEqual(bothSides(turns));
      await expectNoAxeViolations(page);
      await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
      await summary.getByRole('button', { name: 'Copy transcript' }).click();
      await expect(summary.getByRole('status')).toHaveText('Transcript copied.');
      const copied = (await page.evaluate(() => navigator.clipboard.readText())).split('\n');
      expect(copied.slice(0, 6)).toEqual([
        'Vestry AI demo call',
        `Duration: ${await summary.getByTestId('call-duration').textContent()}`,
        'Routed to: Pastoral care (Reverend Grace Taylor)',
        "Booked: Tuesday 10:30 am with Reverend Grace Taylor, St Columba's parish office",
        '',
        'Transcript:',
      ]);
      expect(copied.slice(6)).toEqual(bothSides(turns).map(([side, words]) => `${side === 'assistant' ? 'Assistant' : 'You'}: ${words}`));

      const heard = await heardMessages(page);
      const finals = heard.filter((m) => m.type === 'transcript' && m.transcriptType === 'final');
      // Both sides, in order: every assistant line after the greeting answers one spoken visitor turn.
      const expected = turns.slice(1).flatMap((line) => [
        ['user', ''],
        ['assistant', line.text],
      ]);
      expect(finals.map((m) => [m.role, m.transcript]).slice(-expected.length)).toEqual(expected);
      // Each answer starts only once the visitor has been quiet for the speech pipeline's quiet time.
      const starts = heard.filter((m) => m.role === 'user' && m.transcriptType === 'partial');
      const ends = heard.filter((m) => m.role === 'user' && m.transcriptType === 'final');
      expect(starts).toHaveLength(turns.length - 1);
      ends.forEach((end, i) => expect(end.at - (starts[i]?.at ?? Infinity)).toBeGreaterThanOrEqual(speechConfig.quietMs - 50));
      expect(
        heard.filter((m) => m.type === 'transcript' && m.role === 'assistant' && m.transcriptType === 'partial').length,
      ).toBeGreaterThanOrEqual(turns.length - 1);
      // The end-of-call report goes to the owner's server, never to the page: the status-update says why.
      expect(heard.filter((m) => m.type === 'end-of-call-report')).toEqual([]);
      expect(heard.slice(-1).map((m) => [m.type, m.endedReason])).toEqual([['status-update', 'assistant-ended-call']]);
    });
  });

  test('with a silent microphone the assistant prompts, then closes politely and ends the call', async ({ playwright, baseURL }) => {
    test.setTimeout(120_000);
    await withPage(playwright.chromium, baseURL, [MEDIA.grant, MEDIA.fakeDevice], async (page) => {
      await recordToasts(page);
      await page.goto('/');
      await connect(page);
      await recordMessages(page);
      await recordLibraryErrors(page);
      const { turns, prompts, closing } = simulatedConversation;
      await settledCaptions(page, [turns[0]?.text ?? '', ...prompts.map((line) => line.text)]);
      await expect(toast(page, 'Call Ended')).toBeVisible({ timeout: 30_000 });
      await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeVisible();
      await expectNormalEnd(page);
      const summary = page.getByTestId('call-summary');
      await expect(summary.getByTestId('call-routing')).toHaveText('Not put through to anyone');
      await expect(summary.getByTestId('call-booking')).toHaveText('Nothing booked');
      await expect(summary.getByTestId('call-transcript').locator('li span')).toHaveText([
        turns[0]?.text ?? '',
        ...prompts.map((line) => line.text),
        closing.text,
      ]);
      const heard = await heardMessages(page);
      expect(heard.some((m) => m.role === 'user')).toBe(false);
      expect(heard.filter((m) => m.transcriptType === 'final').at(-1)?.transcript).toBe(closing.text);
      expect(heard.at(-1)).toMatchObject({ type: 'status-update', endedReason: 'silence-timed-out' });
    });
  });
});
