// "Listen to a sample call", in the simulated build: recorded calls with both voices, no microphone and no
// attempt, shown as a visitor's own call shows itself: captions in step with the audio, the notepad as it
// fills, then the summary and what the office receives. The samples play at eight times their speed here
// (each is about a minute): the page follows the audio element's own time, whatever its rate.
import { countMicrophoneAsks, microphoneAsks } from './demo-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { openSamples, playFaster } from './samples';

test.describe('sample calls', () => {
  test('someone at risk, late at night: 000 and Lifeline first, the notepad, then the summary and an URGENT SMS; no microphone, no attempt, after a reload too', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await countMicrophoneAsks(page);
    await playFaster(page);
    await page.goto('/');
    const attempts = page.getByTestId('attempts-remaining');
    await expect(attempts).toHaveText('3 of 3 demo calls left today');
    const samples = await openSamples(page);
    await expectNoAxeViolations(page);

    const choice = samples.getByRole('button', { name: /Someone at risk, late at night/ });
    await choice.click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    const status = samples.getByTestId('sample-status');
    await expect(status).toHaveText('Playing');
    const captions = samples.getByTestId('captions');
    await expect(captions.getByTestId('caption-turn').first()).toContainText("Vestry's AI receptionist");
    // Paused, it stays where it is; played, it goes on.
    await samples.getByTestId('sample-toggle').click();
    await expect(status).toHaveText('Paused');
    const at = await samples.getByTestId('sample-time').textContent();
    await page.waitForTimeout(600);
    await expect(samples.getByTestId('sample-time')).toHaveText(at ?? '');
    await expect(samples.getByTestId('sample-toggle')).toHaveText('Play');
    await samples.getByTestId('sample-toggle').click();
    await expect(status).toHaveText('Playing');

    // The caller's need, then 000 and Lifeline before anything else, then the urgent route.
    await expect(page.getByTestId('notepad-need')).toHaveText("I'm sorry to ring so late. I'm not safe at home tonight.", {
      timeout: 20_000,
    });
    await expect(captions.locator('a[href="tel:000"]').first()).toBeVisible({ timeout: 20_000 });
    await expect(captions.locator('a[href="tel:131114"]').first()).toHaveText('13 11 14');
    await expect(page.getByTestId('notepad-routing')).toHaveText('Pastoral care, urgent (Reverend Grace Taylor)', { timeout: 20_000 });
    await expectNoAxeViolations(page);

    await expect(status).toHaveText(/^The call has ended:/, { timeout: 30_000 });
    const summary = page.getByTestId('call-summary');
    await expect(summary.getByTestId('call-routing')).toHaveText('Pastoral care, urgent (Reverend Grace Taylor)');
    await expect(summary.getByTestId('call-transcript').locator('li')).toHaveCount(5);
    // Its caller is not the visitor: "Caller", not "You", here and in the captions.
    await expect(summary.getByTestId('call-transcript').locator('li[data-role="user"] b').first()).toHaveText('Caller');
    await expect(captions.locator('[data-role="user"] b').first()).toHaveText('Caller');
    await expect(summary.locator('figcaption')).toHaveText('Sample call');
    // A sample is no call of the visitor's: nothing to carry to the contact form, nothing to rate.
    await expect(summary.getByTestId('write-to-us')).toHaveCount(0);
    await expect(page.getByText('How was this demo?')).toHaveCount(0);
    await expect(page.getByTestId('call-notepad')).toHaveCount(0);
    const preview = page.getByTestId('office-preview');
    await preview.getByText('What your office receives').click();
    const sms = preview.getByTestId('office-sms');
    await expect(sms).toHaveText(/^URGENT: St Columba's caller may be at risk\. Given 000 and Lifeline 13 11 14\. Please call back\./);
    await expect(sms.getByRole('link', { name: '000' })).toHaveAttribute('href', 'tel:000');
    await expect(sms.getByRole('link', { name: '13 11 14' })).toHaveAttribute('href', 'tel:131114');
    await expectNoAxeViolations(page);

    // Close takes the player away and gives the focus back to the sample it played.
    await samples.getByRole('button', { name: 'Close' }).click();
    await expect(status).toHaveCount(0);
    await expect(choice).toBeFocused();
    await expect(choice).toHaveAttribute('aria-pressed', 'false');
    expect(await microphoneAsks(page)).toBe(0);
    await expect(attempts).toHaveText('3 of 3 demo calls left today');
    await page.reload();
    await expect(attempts).toHaveText('3 of 3 demo calls left today');
  });

  test('at 375 px, beside the tap-to-call: a hospital visit plays to its summary, booked with Reverend Taylor', async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 812 });
    await playFaster(page);
    await page.goto('/');
    await expect(page.getByTestId('call-now-link')).toBeVisible();
    const samples = await openSamples(page);
    await samples.getByRole('button', { name: /A hospital visit/ }).click();
    await expect(page.getByTestId('notepad-routing')).toHaveText('Pastoral care (Reverend Grace Taylor)', { timeout: 20_000 });
    await expectNoAxeViolations(page);
    await expect(samples.getByTestId('sample-status')).toHaveText(/^The call has ended:/, { timeout: 30_000 });
    const summary = page.getByTestId('call-summary');
    await expect(summary.getByTestId('call-booking')).toContainText('Tuesday 10:30 am');
    await expect(summary.getByTestId('call-median-reply')).toHaveText('0.6 s');
    await page.getByTestId('office-preview').getByText('What your office receives').click();
    await expect(page.getByRole('group', { name: 'SMS to Reverend Grace Taylor' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Nothing spills sideways on a phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });

  test('the visitor’s own call closes the sample: its audio stops, and the samples wait while the call runs', async ({ page }) => {
    test.setTimeout(60_000);
    await playFaster(page, 1);
    await page.goto('/?simulate-join-ms=1500');
    const samples = await openSamples(page);
    await samples.getByRole('button', { name: /A youth camp question/ }).click();
    await expect(samples.getByTestId('sample-status')).toHaveText('Playing');
    await page.getByRole('button', { name: 'Start a typed call' }).click();
    await expect(samples.getByTestId('sample-status')).toHaveCount(0);
    await expect(samples.getByText('Sample calls are off while your own call runs: choose one again after it.')).toBeVisible();
    await expect(samples.getByRole('button', { name: /A youth camp question/ })).toHaveAttribute('aria-disabled', 'true');
    // The element the sample played on is paused, with no file.
    expect(
      await page.evaluate(() => {
        const audio = (window as unknown as { sampleAudio?: HTMLMediaElement }).sampleAudio;
        return audio ? { paused: audio.paused, src: audio.getAttribute('src') } : null;
      }),
    ).toEqual({ paused: true, src: null });
  });
  test('a sample over the visitor’s own summary: closed, the summary is back as they left it, what the office receives still open', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await playFaster(page);
    await page.goto('/?simulate-join-ms=1500');
    await page.getByRole('button', { name: 'A hall for a wedding' }).click();
    await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 15_000 });
    await page.getByRole('button', { name: 'End Call' }).click();
    const own = page.getByTestId('call-summary').filter({ hasText: 'Your demo call' });
    await expect(own).toBeVisible({ timeout: 15_000 });
    const preview = own.getByTestId('office-preview');
    await preview.getByText('What your office receives').click();
    await expect(preview.getByTestId('office-sms')).toBeVisible();
    const samples = await openSamples(page);
    await samples.getByRole('button', { name: /A youth camp question/ }).click();
    // The sample's notepad in the card's place; the visitor's summary hidden, not gone.
    await expect(page.getByTestId('call-notepad')).toBeVisible({ timeout: 15_000 });
    await expect(own).toBeHidden();
    await expect(own).toHaveCount(1);
    await samples.getByRole('button', { name: 'Close' }).click();
    await expect(own).toBeVisible();
    await expect(preview.getByTestId('office-sms')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
