import type { Page } from '@playwright/test';
import { MEDIA, withPage } from './browser-with';
import { connect } from './demo-helpers';
import { expect, test, expectAxeCleanAtBothWidths } from './fixtures';
import { boxOf, type Box } from './layout-helpers';
import { answer, PATIENT, visitor } from './visitor';

// The live notepad: while a simulated call runs (the test's visitor answering each line), the
// hero's card fills in with what the assistant captures, in the example card's place. Then,
// from the demo to us: the summary goes into the contact form, and nothing is sent until Send.

const ROUTING = 'Pastoral care (Reverend Grace Taylor)';
const BOOKING = "Tuesday 10:30 am with Reverend Grace Taylor, St Columba's parish office";
const NOTE = ['About my Vestry AI demo call:', `Routed to: ${ROUTING}`, `Booked: ${BOOKING}`].join('\n');

function expectSameBox(actual: Box, expected: Box, state: string): void {
  for (const side of ['x', 'y', 'width', 'height'] as const)
    expect(Math.abs(actual[side] - expected[side]), `card ${side} when ${state}`).toBeLessThanOrEqual(2);
}

/** At a phone's width the hero hides the demo and its card. */
const heroCardHidden = (page: Page) => expect(page.locator('#hero figure:visible')).toHaveCount(0);

/** Every POST the page makes, and what the in-page contact stand-in received. */
function sent(page: Page): () => Promise<{ posts: string[]; inPage: unknown[] }> {
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request.url());
  });
  return async () => ({ posts, inPage: await page.evaluate(() => (window.vestrySimulatedContact ?? []).map((entry) => entry.body)) });
}

test.describe('the live notepad, then from the demo to us', () => {
  test('the card shows the routing and booking before the call ends; after it, the summary goes into the contact message, unsent, and stays across a reload', async ({
    playwright,
    baseURL,
  }) => {
    test.setTimeout(240_000);
    await withPage(playwright.chromium, baseURL, [MEDIA.grant, MEDIA.fakeDevice], async (page) => {
      const requests = sent(page);
      await page.goto(PATIENT);
      await page.evaluate(() => document.fonts.ready);
      const example = await boxOf(page, '[data-testid="example-card"]');
      await connect(page);

      const notepad = page.getByTestId('call-notepad');
      await expect(notepad).toBeVisible();
      await expect(notepad.getByTestId('notepad-routing')).toHaveText('Not noted yet');
      expectSameBox(await boxOf(page, '[data-testid="call-notepad"]'), example, 'the call connected');
      await expectAxeCleanAtBothWidths(page, () => heroCardHidden(page));

      // The visitor answers the greeting, the question of their need and of their name: the offer routes the call.
      const speaker = visitor(page);
      for (let turn = 0; turn < 3; turn += 1) await answer(page, speaker);
      await expect(notepad.getByTestId('notepad-routing')).toHaveText(ROUTING);
      // Still connected: the routing showed while the call ran, not in its summary.
      await expect(page.getByRole('button', { name: 'End Call' })).toBeVisible();
      await expect(page.getByTestId('call-summary')).toHaveCount(0);
      await expect(page.getByTestId('card-announcement')).toHaveText(`Noted. Routed to: ${ROUTING}.`);
      expectSameBox(await boxOf(page, '[data-testid="call-notepad"]'), example, 'the routing was noted');
      await expectAxeCleanAtBothWidths(page, () => heroCardHidden(page));

      // They take the time offered: it is booked.
      await answer(page, speaker);
      await expect(notepad.getByTestId('notepad-booking')).toHaveText(BOOKING);
      await expect(page.getByRole('button', { name: 'End Call' })).toBeVisible();
      expectSameBox(await boxOf(page, '[data-testid="call-notepad"]'), example, 'the booking was noted');

      await page.getByRole('button', { name: 'End Call' }).click();
      const summary = page.getByTestId('call-summary');
      await expect(summary.getByTestId('call-routing')).toHaveText(ROUTING);
      await expect(summary.getByTestId('call-booking')).toHaveText(BOOKING);
      await expectAxeCleanAtBothWidths(page, () => heroCardHidden(page));

      const form = page.locator('#contact form');
      await form.getByLabel('Message').fill('We are a small parish in Hobart.');
      await summary.getByRole('button', { name: 'Write to our team about this call' }).click();
      const message = form.getByLabel('Message');
      await expect(message).toBeFocused();
      await expect(message).toHaveValue(`We are a small parish in Hobart.\n\n${NOTE}`);
      await expect(message).toBeInViewport();
      // The call named no church: the field is left to the visitor.
      await expect(form.getByLabel('Church')).toHaveValue('');
      await expectAxeCleanAtBothWidths(page, () => heroCardHidden(page));
      expect(await requests()).toEqual({ posts: [], inPage: [] });

      await page.reload();
      await expect(page.locator('#contact form').getByLabel('Message')).toHaveValue(`We are a small parish in Hobart.\n\n${NOTE}`);
      expect(await requests()).toEqual({ posts: [], inPage: [] });

      // Send Message sends it, once.
      await page.locator('#contact form').getByLabel(/Name/).fill('Ruth');
      await page.locator('#contact form').getByRole('button', { name: 'Send Message' }).click();
      await expect(page.getByTestId('contact-result')).toContainText('Message sent successfully!');
      const { inPage } = await requests();
      expect(inPage).toEqual([expect.objectContaining({ name: 'Ruth', message: `We are a small parish in Hobart.\n\n${NOTE}` })]);
    });
  });
});
