// What a visit leaves in the browser's storage, found on the privacy page: a refusal of the demo, a
// call (its count, the assistant's volume and phone sound, the visitor's choice of transcription),
// a rating, and a draft of the contact form. Each key the visit writes is named there.
import type { BrowserContext } from '@playwright/test';
import { expect, test } from './fixtures';
import { toast } from './demo-helpers';

async function storedKeys(context: BrowserContext): Promise<string[]> {
  const page = context.pages()[0]!;
  return page.evaluate(() => [...Object.keys(localStorage), ...Object.keys(sessionStorage)].filter((key) => key.startsWith('vestry.')));
}

test('every key a visit writes is named on the privacy page', async ({ browser, baseURL, request }) => {
  test.setTimeout(120_000);
  // A refusal: the provider turns the demo down for good, which is kept for the visit.
  const refused = await browser.newContext({ baseURL });
  const first = await refused.newPage();
  await first.goto('/?simulate-web-call-status=401');
  await first.getByRole('button', { name: 'Start Demo Call' }).click();
  await expect(toast(first, 'Live demo unavailable')).toBeVisible({ timeout: 20_000 });
  // A call: transcription allowed, the sound changed, then a rating; and a draft in the form.
  const visit = await browser.newContext({ baseURL });
  const page = await visit.newPage();
  await page.goto('/');
  const transcribe = page.getByRole('checkbox', { name: 'Let my browser write down what I say' });
  if (await transcribe.isVisible()) await transcribe.check();
  await page.getByRole('button', { name: 'Start Demo Call' }).click();
  await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Sound' }).click();
  await page.getByRole('slider', { name: 'Assistant volume' }).press('ArrowLeft');
  await page.getByRole('switch', { name: 'Phone line sound' }).click();
  await page.getByRole('button', { name: 'End Call' }).click();
  await expect(page.getByRole('group', { name: 'How was this demo?' })).toBeVisible();
  await page.getByRole('radio', { name: '1 star', exact: true }).focus();
  for (const _ of [2, 3, 4]) await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await page.locator('#contact form').getByLabel(/Name/).fill('Ruth');
  await expect.poll(() => storedKeys(visit)).toContain('vestry.contact-draft');
  const written = new Set([...(await storedKeys(refused)), ...(await storedKeys(visit))]);
  // The visit touched each part that keeps something.
  for (const key of [
    'vestry.demo-unavailable',
    'vestry.demo-attempts',
    'vestry.assistant-volume',
    'vestry.phone-band',
    'vestry.demo-rating',
  ])
    expect(written).toContain(key);
  const privacy = await (await request.get('/privacy')).text();
  for (const key of written) expect(privacy, key).toContain(key);
  await Promise.all([refused.close(), visit.close()]);
});
