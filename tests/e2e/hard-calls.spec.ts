// Hard calls to try, in the simulated build: "Try a call about" starts a typed call that opens with the
// caller's words (no microphone asked for, one attempt), and "Try saying" sends them in a call; the routed
// answer, the notepad, the summary and the office's messages follow as for words typed by hand.
import { countMicrophoneAsks, microphoneAsks, toast } from './demo-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { expectUrgentOffice } from './office-checks';
import { routeAfter, typedCallAtGreeting } from './typed-call';

const TOPICS = ['A hospital visit', 'A hall for a wedding', 'A giving receipt', 'Not safe at home'];
const OPENINGS = ['My mum is in hospital', 'Can we book the hall for a wedding?', 'I need a receipt for my giving', "I'm not safe at home"];

test.describe('hard calls to try', () => {
  test('"Try a call about" → "Not safe at home", from the keyboard: a typed call opens with the words, 000 and Lifeline first, and the office gets an URGENT SMS', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await countMicrophoneAsks(page);
    await page.goto('/?simulate-join-ms=2000');
    const before = page.getByRole('group', { name: 'Try a call about' });
    await expect(before.getByRole('button')).toHaveText(TOPICS);
    await expectNoAxeViolations(page);

    const urgent = before.getByRole('button', { name: 'Not safe at home' });
    await urgent.focus();
    await page.keyboard.press('Enter');
    // While it connects the press stays where it was, with the focus, and takes no second press.
    await expect(page.getByTestId('connecting-indicator')).toBeVisible();
    await expect(urgent).toBeFocused();
    await expect(urgent).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page);

    await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('attempts-remaining')).toHaveText('2 of 3 demo calls left today');
    await expect(page.getByRole('textbox', { name: 'Type to the assistant' })).toBeFocused();
    await expect(page.getByTestId('caption-turn').filter({ hasText: OPENINGS[3] })).toHaveAttribute('data-role', 'user');
    const settled = page.getByTestId('spoken-captions');
    await expect(settled).toHaveText(/^If you or anyone else is in danger right now, please call 000\./, { timeout: 30_000 });
    const captions = page.getByTestId('captions');
    await expect(captions.locator('a[href="tel:000"]').first()).toBeVisible();
    await expect(captions.locator('a[href="tel:131114"]').first()).toHaveText('13 11 14');
    await expect(page.getByRole('group', { name: 'Try saying' }).getByRole('button')).toHaveText(OPENINGS);
    await expectNoAxeViolations(page);

    const field = page.getByRole('textbox', { name: 'Type to the assistant' });
    await field.fill('Yes, I can talk. My number is 0400 000 000');
    await field.press('Enter');
    await expect(toast(page, 'Call Ended')).toBeVisible({ timeout: 45_000 });
    const summary = page.getByTestId('call-summary');
    await expect(summary.getByTestId('call-routing')).toHaveText('Pastoral care, urgent (Reverend Grace Taylor)');
    await expect(summary.getByTestId('call-transcript').locator('li[data-role="user"] span').first()).toHaveText(OPENINGS[3] ?? '');
    await expectUrgentOffice(page);
    // A typed call from first to last: the microphone was never asked for.
    expect(await microphoneAsks(page)).toBe(0);
    // The call space offers them again once the call is over.
    await expect(page.getByRole('group', { name: 'Try a call about' })).toBeVisible();
  });

  test('"Try saying" in a call sends the words as the visitor’s turn: the hall for a wedding is routed to administration and noted', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    const { settled } = await typedCallAtGreeting(page);
    await page.getByRole('group', { name: 'Try saying' }).getByRole('button', { name: OPENINGS[1] }).click();
    await expect(page.getByTestId('caption-turn').filter({ hasText: OPENINGS[1] })).toHaveAttribute('data-role', 'user');
    await expect(settled).toHaveText(routeAfter(OPENINGS[1] ?? '')[0] ?? '', { timeout: 30_000 });
    await expect(page.getByTestId('call-notepad').getByTestId('notepad-routing')).toHaveText('Administration (Helen Nguyen)');
    await page.getByRole('button', { name: 'End Call' }).click();
    await expect(page.getByTestId('call-summary').getByTestId('call-routing')).toHaveText('Administration (Helen Nguyen)');
  });

  // caption-room.spec.ts measures the captions' lines in a call, with this row below them.
  test('the call space keeps its size from "Try a call about" to "Try saying", one row tall, at 768, 1024 and 1280 px', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    for (const width of [768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      const stage = page.getByTestId('call-stage');
      await expect(page.getByRole('group', { name: 'Try a call about' })).toBeVisible();
      const idle = await stage.boundingBox();
      await page.getByRole('button', { name: 'A giving receipt' }).click();
      await expect(page.getByRole('group', { name: 'Try saying' })).toBeVisible({ timeout: 15_000 });
      const connected = await stage.boundingBox();
      expect(connected?.height, `at ${width} px`).toBe(idle?.height);
      // One line whatever the width: the words scroll sideways rather than take the captions' room.
      const row = await page.getByRole('group', { name: 'Try saying' }).boundingBox();
      expect(row?.height ?? 0, `at ${width} px`).toBeLessThan(48);
      await page.getByRole('button', { name: 'End Call' }).click();
      await expect(page.getByTestId('call-summary')).toBeVisible({ timeout: 15_000 });
      await page.evaluate(() => localStorage.clear());
    }
  });

  test('axe is clean at 375 px, where the phone keeps its tap-to-call and no hard call shows', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('call-now-link')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Try a call about' })).toBeHidden();
    await expectNoAxeViolations(page);
  });
});
