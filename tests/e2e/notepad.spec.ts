import type { Page } from '@playwright/test';
import { makeVoiceFixtures } from '../../scripts/make-voice-fixtures';
import { MEDIA, withPage } from './browser-with';
import { connect } from './demo-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { boxOf, type Box } from './layout-helpers';

// The live notepad: while a simulated call runs (a fake microphone playing the visitor), the
// hero's card fills in with what the assistant captures, in the example card's place.

const fixtures = makeVoiceFixtures();
const ROUTING = 'Pastoral care (Reverend Grace Taylor)';
const BOOKING = "Tuesday 10:30 am with Reverend Grace Taylor, St Columba's parish office";

function expectSameBox(actual: Box, expected: Box, state: string): void {
  for (const side of ['x', 'y', 'width', 'height'] as const) expect(Math.abs(actual[side] - expected[side]), `card ${side} when ${state}`).toBeLessThanOrEqual(2);
}

/** Axe at a phone's width too: there the hero hides the demo and its card, and keeps the tap-to-call. */
async function expectAxeCleanAtBothWidths(page: Page): Promise<void> {
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('call-now-link')).toBeVisible();
  await expect(page.locator('#hero figure:visible')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('the live notepad', () => {
  test('during a simulated call the card shows the routing, then the booking, before the call ends, in the example card’s place', async ({ playwright, baseURL }) => {
    test.setTimeout(180_000);
    await withPage(playwright.chromium, baseURL, [MEDIA.grant, MEDIA.fakeDevice, MEDIA.file(fixtures.speech)], async (page) => {
      await page.goto('/');
      await page.evaluate(() => document.fonts.ready);
      const example = await boxOf(page, '[data-testid="example-card"]');
      await connect(page);

      const notepad = page.getByTestId('call-notepad');
      await expect(notepad).toBeVisible();
      await expect(notepad.getByTestId('notepad-routing')).toHaveText('Not noted yet');
      expectSameBox(await boxOf(page, '[data-testid="call-notepad"]'), example, 'the call connected');
      await expectAxeCleanAtBothWidths(page);

      await expect(notepad.getByTestId('notepad-routing')).toHaveText(ROUTING, { timeout: 90_000 });
      // Still connected: the routing showed while the call ran, not in its summary.
      await expect(page.getByRole('button', { name: 'End Call' })).toBeVisible();
      await expect(page.getByTestId('call-summary')).toHaveCount(0);
      await expect(page.getByTestId('card-announcement')).toHaveText(`Noted. Routed to: ${ROUTING}.`);
      expectSameBox(await boxOf(page, '[data-testid="call-notepad"]'), example, 'the routing was noted');
      await expectAxeCleanAtBothWidths(page);

      await expect(notepad.getByTestId('notepad-booking')).toHaveText(BOOKING, { timeout: 60_000 });
      await expect(page.getByRole('button', { name: 'End Call' })).toBeVisible();
      expectSameBox(await boxOf(page, '[data-testid="call-notepad"]'), example, 'the booking was noted');
    });
  });
});
