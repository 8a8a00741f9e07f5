// How a call's end reads to the visitor, by why it ended (the provider's `endedReason`), and a
// noise-cancellation failure during a call, tried with the simulated assistant's `?simulate-…` flags.
import type { Page } from '@playwright/test';
import {
  connect,
  countMicrophoneAsks,
  microphoneAsks,
  pausePageClock,
  recordToasts,
  runPageClockUntil,
  toast,
  toastsSeen,
} from './demo-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';

/** The assistant ends the connected call with that reason, as the provider does. */
function assistantEnds(page: Page, endedReason: string): Promise<void> {
  return page.evaluate((reason) => window.vestrySimulator?.created.at(-1)?.simulateAssistantHangUp(reason), endedReason);
}

const attemptsLeft = (page: Page) => page.getByTestId('attempts-remaining');

test.describe('how a call ends, by the provider’s reason', () => {
  test('a failure before the assistant listens: "Call Failed", Start offered again, the attempt given back (also after a reload)', async ({
    page,
  }) => {
    await recordToasts(page);
    await page.goto('/?simulate-ended-reason=pipeline-error-openai-llm-failed');
    await expect(attemptsLeft(page)).toHaveText('3 of 3 demo calls left today');
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    const failed = toast(page, 'Call Failed');
    await expect(failed).toBeVisible({ timeout: 15_000 });
    await expect(failed).toContainText('Failed to start the call. Please try again.');
    await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeEnabled();
    await expect(attemptsLeft(page)).toHaveText('3 of 3 demo calls left today');
    await expect(page.getByTestId('demo-unavailable')).toHaveCount(0);
    // One toast for one failure: not a second one for the room the provider then deletes.
    expect((await toastsSeen(page)).filter((text) => /Call (Error|Ended|Connected)/.test(text))).toEqual([]);
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(attemptsLeft(page)).toHaveText('3 of 3 demo calls left today');
  });

  test('the assistant ending the call before it listens: "Call Ended", and the attempt given back, as the call never was one', async ({
    page,
  }) => {
    await page.goto('/?simulate-ended-reason=assistant-ended-call');
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await expect(toast(page, 'Call Ended')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeEnabled();
    await expect(attemptsLeft(page)).toHaveText('3 of 3 demo calls left today');
    await page.reload();
    await expect(attemptsLeft(page)).toHaveText('3 of 3 demo calls left today');
  });

  test('a failure once connected: "Call Error" that blames no one, and the call’s summary', async ({ page }) => {
    await recordToasts(page);
    await page.goto('/');
    await connect(page);
    await assistantEnds(page, 'pipeline-error-eleven-labs-voice-failed');
    const error = toast(page, 'Call Error');
    await expect(error).toBeVisible();
    await expect(error).toContainText('The assistant ran into a problem on our side and the call ended. Sorry about that.');
    await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeEnabled();
    await expect(page.getByTestId('call-summary')).toBeVisible();
    await expect(attemptsLeft(page)).toHaveText('2 of 3 demo calls left today');
    expect((await toastsSeen(page)).filter((text) => /Call Failed/.test(text))).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('the provider hearing nothing of the microphone: the microphone guidance, not "Call Error", and Start offered again', async ({
    page,
  }) => {
    await recordToasts(page);
    await page.goto('/');
    await connect(page);
    await assistantEnds(page, 'customer-did-not-give-microphone-permission');
    await expect(page.getByText('Your microphone is blocked for this site')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeEnabled();
    expect((await toastsSeen(page)).filter((text) => /Call Error/.test(text))).toEqual([]);
    await expect(page.getByTestId('demo-unavailable')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the assistant ends the call itself: "Call Ended", no error', async ({ page }) => {
    await recordToasts(page);
    await page.goto('/');
    await connect(page);
    await assistantEnds(page, 'assistant-ended-call');
    await expect(toast(page, 'Call Ended')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeEnabled();
    await expect(page.getByTestId('call-summary')).toBeVisible();
    const seen = await toastsSeen(page);
    expect(seen.filter((text) => /Call Error|Call Failed/.test(text))).toEqual([]);
  });
});

test.describe('noise cancellation fails during a call', () => {
  test('a visitor who muted stays muted', async ({ page }) => {
    // The page's time is the test's: noise cancellation fails 4 s after it was asked for, once the visitor has muted.
    await page.clock.install();
    await page.goto('/?simulate-audio-processor-error=4000');
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await pausePageClock(page);
    await runPageClockUntil(page, page.getByText('Connected - AI is listening'));
    const mute = page.getByRole('button', { name: 'Mute microphone' });
    await mute.click();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    const call = () =>
      page.evaluate(() => {
        const created = window.vestrySimulator?.created.at(-1);
        return { processor: created?.processor, localAudio: created?.localAudio() };
      });
    expect((await call()).processor).toBe('noise-cancellation');
    // The failure: the client turns the processor off, and leaves the microphone as it was.
    await page.clock.runFor(4000);
    await page.clock.resume();
    await expect.poll(async () => (await call()).processor, { timeout: 10_000 }).toBe('none');
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    expect((await call()).localAudio).toBe(false);
    await expect(page.getByRole('button', { name: 'End Call' })).toBeEnabled();
  });

  test('a typed call asks for no noise cancellation, so never for the microphone either', async ({ page }) => {
    await countMicrophoneAsks(page);
    await page.goto('/?simulate-audio-processor-error=500');
    await page.getByRole('button', { name: 'Start a typed call' }).click();
    await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole('textbox', { name: 'Type to the assistant' })).toBeVisible();
    // Well past the failure's delay: nothing fails, nothing opens the microphone.
    await page.waitForTimeout(1500);
    expect(await page.evaluate(() => window.vestrySimulator?.created.at(-1)?.processor)).toBe('none');
    expect(await microphoneAsks(page)).toBe(0);
    await expect(page.getByRole('button', { name: 'End Call' })).toBeEnabled();
  });
});
