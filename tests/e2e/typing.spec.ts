// Typing to the simulated assistant: a visitor whose microphone is refused holds a whole call by
// typing, and the assistant routes the call by what it is told.
import type { Page } from '@playwright/test';
import { MEDIA, withPage } from './browser-with';
import { countMicrophoneAsks, microphoneAsks, recordToasts, toast, toastsSeen } from './demo-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { greeting, typeTheCall } from './typed-call';
import { expectBookedOffice, expectUrgentOffice } from './office-checks';
import { simulatedConversation } from '../../streams/simulated/simulated-script';

const HALL_NEED = 'Can we book the church hall for a wedding?';

const answers = ['Ruth Brown', 'Yes, that suits me', '0400 000 000', 'No, thank you'];

/** The ended call's summary: routing, booking and the visitor's own lines of the transcript. */
async function summaryOf(page: Page) {
  const summary = page.getByTestId('call-summary');
  await expect(toast(page, 'Call Ended')).toBeVisible({ timeout: 45_000 });
  await expect(summary).toBeVisible();
  const visitor = await summary.getByTestId('call-transcript').locator('li[data-role="user"] span').allTextContents();
  return {
    routing: await summary.getByTestId('call-routing').textContent(),
    booking: await summary.getByTestId('call-booking').textContent(),
    visitor,
  };
}

test.describe('a call held by typing, in the simulated build', () => {
  test('a visitor who refuses the microphone types the whole call: never asked again, routed to pastoral care, the words in the captions and the summary', async ({
    playwright,
    baseURL,
  }) => {
    test.setTimeout(150_000);
    // No --use-fake-ui-for-media-stream: the permission prompt is refused.
    await withPage(playwright.chromium, baseURL, [MEDIA.fakeDevice], async (page) => {
      await countMicrophoneAsks(page);
      await recordToasts(page);
      await page.goto('/');
      await page.getByRole('button', { name: 'Start Demo Call' }).click();
      const note = page.getByTestId('microphone-problem');
      await expect(note).toBeVisible({ timeout: 15_000 });
      expect(await microphoneAsks(page)).toBe(1);
      await expectNoAxeViolations(page);

      // From the keyboard: the note's own "Start a typed call".
      await note.getByRole('button', { name: 'Start a typed call' }).press('Enter');
      await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('textbox', { name: 'Type to the assistant' })).toBeFocused();
      await expect(page.getByTestId('attempts-remaining')).toHaveText('2 of 3 demo calls left today');
      await expectNoAxeViolations(page);

      const need = 'My mother is in hospital and would love a visit';
      await typeTheCall(page, need, answers);
      const seen = await summaryOf(page);
      expect(seen.routing).toBe('Pastoral care (Reverend Grace Taylor)');
      expect(seen.booking).toBe("Tuesday 10:30 am with Reverend Grace Taylor, St Columba's parish office");
      expect(seen.visitor).toEqual([need, ...answers]);
      expect(await microphoneAsks(page)).toBe(1);
      // The refused start said "Call Failed"; the typed call ended as normal.
      const titles = await toastsSeen(page);
      expect(titles.filter((text) => text.startsWith('Call Failed'))).toHaveLength(1);
      expect(titles.filter((text) => text.startsWith('Call Error'))).toEqual([]);
    });
  });

  for (const [need, routing, booking] of [
    [HALL_NEED, 'Administration (Helen Nguyen)', "Thursday 2:00 pm with Helen Nguyen, St Columba's church hall"],
    [
      'My daughter would like to join the youth group',
      'Youth ministry (Pastor Daniel Okafor)',
      "Friday 4:30 pm with Pastor Daniel Okafor, St Columba's youth room",
    ],
    ['I need a receipt for my donation, for tax', 'Finance (Robert Ellis)', 'Monday 11:00 am with Robert Ellis, a phone call'],
  ] as const) {
    test(`"${need}": "Start a typed call" beside Start, and the summary is routed to ${routing}`, async ({ page, context }, testInfo) => {
      test.setTimeout(120_000);
      if (need === HALL_NEED) await context.grantPermissions(['clipboard-read', 'clipboard-write']);
      await page.goto('/');
      await page.getByRole('button', { name: 'Start a typed call' }).click();
      await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 15_000 });
      await typeTheCall(page, need, answers);
      const seen = await summaryOf(page);
      expect(seen.routing).toBe(routing);
      expect(seen.booking).toBe(booking);
      expect(seen.visitor).toEqual([need, ...answers]);
      // One of them shows what the office would receive: the SMS, the email and the booking's calendar file.
      if (need === HALL_NEED) await expectBookedOffice(page, testInfo.outputPath('booking.ics'));
    });
  }

  test('a need it does not recognise: asked once more, then the polite general route', async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await page.getByRole('button', { name: 'Start a typed call' }).click();
    const field = page.getByRole('textbox', { name: 'Type to the assistant' });
    const settled = page.getByTestId('spoken-captions');
    await expect(settled).toHaveText(greeting, { timeout: 30_000 });
    for (const [typed, answer] of [
      ['What do you think of the weather?', simulatedConversation.turns[1]?.text ?? ''],
      ['Just a general question, really', /I'll ask the parish office to call you back/],
      ['Ruth Brown', /best number/],
    ] as const) {
      await field.fill(typed);
      await field.press('Enter');
      await expect(settled).toHaveText(answer, { timeout: 30_000 });
    }
    await field.fill('0400 000 000');
    await field.press('Enter');
    const seen = await summaryOf(page);
    expect(seen.routing).toBe('General enquiries (Parish office)');
    expect(seen.booking).toBe('Nothing booked');
  });

  test('an emergency, typed after the routing: 000 and Lifeline 13 11 14 in the captions first, then pastoral care as urgent', async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.goto('/');
    await page.getByRole('button', { name: 'Start a typed call' }).click();
    const field = page.getByRole('textbox', { name: 'Type to the assistant' });
    const settled = page.getByTestId('spoken-captions');
    await expect(settled).toHaveText(greeting, { timeout: 30_000 });
    await expect(settled).toContainText("I'm Vestry's AI receptionist");
    await field.fill('Can we book the church hall for a wedding?');
    await field.press('Enter');
    await expect(settled).toHaveText(/Helen Nguyen/, { timeout: 30_000 });
    await field.fill('Actually my friend is talking about suicide and is not safe');
    await field.press('Enter');
    await expect(settled).toContainText('please call 000', { timeout: 30_000 });
    await expect(settled).toContainText('Lifeline is there any time, day or night, on 13 11 14.');
    // In the captions, each number dials with a tap.
    const captions = page.getByTestId('captions');
    await expect(captions.locator('a[href="tel:000"]').first()).toBeVisible();
    await expect(captions.locator('a[href="tel:131114"]').first()).toHaveText('13 11 14');
    await field.fill('Yes, I can talk. My number is 0400 000 000');
    await field.press('Enter');
    // What a church would do, and that in the demo no one will call: the call ends with that line, so it is
    // read in the summary's transcript (the live captions give way to the summary as it ends).
    const seen = await summaryOf(page);
    const said = page.getByTestId('call-transcript');
    await expect(said).toContainText('pastoral care, as urgent');
    await expect(said).toContainText('This is only a demonstration, so no one will call you.');
    expect(seen.routing).toBe('Pastoral care, urgent (Reverend Grace Taylor)');
    expect(seen.booking).toBe('Nothing booked');
    // And in the summary's transcript; the phone number typed is left as it was.
    const transcript = page.getByTestId('call-transcript');
    // Lifeline twice: in the crisis reply, and again as the demo says that no one will call back.
    await expect(transcript.getByRole('link', { name: '13 11 14' })).toHaveCount(2);
    for (const link of await transcript.getByRole('link', { name: '13 11 14' }).all())
      await expect(link).toHaveAttribute('href', 'tel:131114');
    expect(new Set(await transcript.locator('a').allTextContents())).toEqual(new Set(['000', '13 11 14']));
    await expect(transcript.getByRole('listitem').filter({ hasText: '0400 000 000' }).locator('a')).toHaveCount(0);
    await expectUrgentOffice(page);
  });

  test('beside Start it moves nothing: the demo panel is as tall in the prerendered page as once the day’s count shows', async ({
    browser,
    baseURL,
  }) => {
    for (const width of [768, 1024, 1280]) {
      const heights: number[] = [];
      for (const hydrated of [false, true]) {
        const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
        const page = await context.newPage();
        // The prerendered page as first painted: its inline scripts run, the app's never arrive.
        if (!hydrated) await page.route('**/assets/*.js', (route) => route.abort());
        await page.goto('/');
        await expect(page.getByTestId(hydrated ? 'attempts-remaining' : 'attempts-pending')).toBeAttached();
        await expect(page.getByRole('button', { name: 'Start a typed call' })).toBeVisible();
        await page.evaluate(() => document.fonts.ready);
        heights.push((await page.getByTestId('demo-panel').boundingBox())?.height ?? 0);
        await context.close();
      }
      expect(Math.abs((heights[1] ?? 0) - (heights[0] ?? 0)), `at ${width} px`).toBeLessThanOrEqual(1);
    }
  });

  test('axe is clean with "Start a typed call" at 1280 px, while a typed call connects, and at 375 px (the phone keeps its tap-to-call)', async ({
    page,
  }) => {
    await page.goto('/?simulate-join-ms=4000');
    await expect(page.getByRole('button', { name: 'Start a typed call' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Start a typed call' }).click();
    await expect(page.getByTestId('connecting-indicator')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start a typed call' })).toHaveAttribute('aria-disabled', 'true');
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await expect(page.getByTestId('call-now-link')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start a typed call' })).toBeHidden();
    await expectNoAxeViolations(page);
  });
});
