import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { giveChurchName, toast } from './demo-helpers';
import { CONTACT, CORS, answerWebCalls } from './live-provider';

// The keyed build (npm run build:live-test) talks to this API base with this key.

test.describe('a build with provider keys', () => {
  test.beforeEach(async ({ page }) => {
    // This machine has no way out; make that explicit, the call library's CDN included.
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort('internetdisconnected'),
    );
  });

  test('creates the web call with the key, the assistant id and the visitor’s church; without the call CDN the page says "Call Failed"', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const webCalls: Request[] = [];
    await answerWebCalls(page, 'call_live_1', webCalls);
    const cdnRequests: string[] = [];
    page.on('requestfailed', (request) => {
      if (/daily\.co/.test(request.url())) cdnRequests.push(request.url());
    });

    await page.goto('/');
    await expect(page.getByTestId('simulated-note')).toHaveCount(0);
    await giveChurchName(page, "St Mary's & St Joseph's, Kew");
    // Here the assistant greets with it, and the field says so.
    await expect(page.getByRole('textbox', { name: "Your church's name" })).toHaveAccessibleDescription(
      'Optional: for the greeting, the notes, the summary and the office’s messages.',
    );
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await expect(page.getByRole('button', { name: 'Connecting to AI...' })).toBeDisabled();

    await expect.poll(() => webCalls.length).toBe(1);
    const request = webCalls[0]!;
    expect(request.headers()['authorization']).toBe('Bearer pk_live_test');
    expect(request.postDataJSON()).toMatchObject({ assistantId: 'asst_live_test' });
    // The visitor's church, for the assistant's greeting: its one variable, and no other override.
    expect((request.postDataJSON() as { assistantOverrides?: unknown }).assistantOverrides).toEqual({
      variableValues: { churchName: "St Mary's & St Joseph's, Kew" },
    });

    const failed = toast(page, 'Call Failed');
    await expect(failed).toBeVisible({ timeout: 45_000 });
    await expect(failed).toContainText('Failed to start the call. Please try again.');
    await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeEnabled();
    expect(cdnRequests.length).toBeGreaterThan(0);
  });

  test('the contact form posts to the configured endpoint', async ({ page }) => {
    const posts: Request[] = [];
    await page.route(CONTACT, async (route) => {
      if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: CORS });
      posts.push(route.request());
      return route.fulfill({ status: 200, headers: CORS, json: { ok: true } });
    });
    await page.goto('/');
    // Messages are sent: the form does not say otherwise.
    await expect(page.locator('#contact form')).toBeVisible();
    await expect(page.getByTestId('contact-sends-nothing')).toHaveCount(0);
    await page.locator('#contact form').getByLabel(/Name/).fill('Ruth');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message sent successfully!')).toBeVisible();
    expect(posts).toHaveLength(1);
    expect(posts[0]?.postDataJSON()).toMatchObject({ name: 'Ruth', subject: 'New inquiry from Ruth' });
  });
});
