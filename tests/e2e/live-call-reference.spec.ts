// A keyed call's reference (npm run build:live-test): once the call ends, its summary gives the
// provider's call id, the web call's `id` the provider answered, for the visitor to quote, and the
// note it leaves in the contact form carries it.
import { CALL_LIBRARY_STAND_IN } from './call-library-stand-in';
import { toast } from './demo-helpers';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { answerWebCalls } from './live-provider';

// Shaped as the provider's call ids are (a UUID).
const CALL_ID = '3f9c2b7e-5d41-4a8e-9c06-1b2d7e8f4a53';

test.describe('a keyed call’s reference', () => {
  test.beforeEach(async ({ page }) => {
    // Later routes are tried first: the API and the call library's chunk answer here, nothing else leaves.
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort('internetdisconnected'),
    );
    await answerWebCalls(page, CALL_ID);
    await page.route('**/assets/daily-esm-*.js', (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body: CALL_LIBRARY_STAND_IN }),
    );
  });

  test('after the call ends, the summary shows the id the provider answered, as text to quote', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('call-reference')).toHaveCount(0);
    await page.getByRole('button', { name: 'End Call' }).click();
    await expect(toast(page, 'Call Ended')).toBeVisible();

    const reference = page.getByTestId('call-summary').getByTestId('call-reference');
    await expect(reference).toHaveText(`Your call’s reference: ${CALL_ID}. Quote it to have this call found or deleted.`);
    await expect(reference.locator('code')).toHaveText(CALL_ID);
    await expect(reference.getByRole('link')).toHaveCount(0);
    // Selectable: a visitor can copy it.
    const selected = await reference.locator('code').evaluate((code) => {
      const selection = window.getSelection();
      selection?.selectAllChildren(code);
      return selection?.toString();
    });
    expect(selected).toBe(CALL_ID);
    await expectNoAxeViolations(page);
    // What the visitor sends us about the call carries it too, so the office can find the call.
    await page.getByRole('button', { name: 'Write to our team about this call' }).click();
    await expect(page.getByLabel('Message')).toHaveValue(new RegExp(`\nCall reference: ${CALL_ID}$`));
  });
});
