// A simulated build that sends messages (npm run build:sends-test: VITE_CONTACT_ENDPOINT set, no
// provider key): the demo is the simulated assistant, and the form posts to the real endpoint, never
// to the in-page stand-in, which would "accept" every message while the church received nothing.
import { expect, expectNoAxeViolations, test } from './fixtures';
import { toast } from './demo-helpers';

export const SENDS_ENDPOINT = 'https://forms.vestry-sends.test/f/contact';

const entry = {
  name: 'Margaret Chen',
  email: 'office@stlukes.org.au',
  church: 'St Luke’s Anglican',
  phone: '02 9000 0000',
  message: 'We would like to try Vestry AI.',
};

test.describe('a simulated build with a contact endpoint', () => {
  test('posts each message to the endpoint, the spec’s six fields as JSON, and says nothing about sending nothing', async ({ page }) => {
    const posts: { contentType: string | undefined; body: unknown }[] = [];
    await page.route(SENDS_ENDPOINT, (route) => {
      const request = route.request();
      const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };
      if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
      posts.push({ contentType: request.headers()['content-type'], body: request.postDataJSON() as unknown });
      return route.fulfill({ status: 200, headers: cors, json: { ok: true } });
    });
    await page.goto('/');
    // The demo is still the simulated assistant's.
    await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeVisible();
    const form = page.locator('#contact form');
    await expect(form.getByLabel(/Name/)).toBeVisible();
    await expect(page.getByTestId('contact-sends-nothing')).toHaveCount(0);
    await form.getByLabel(/Name/).fill(entry.name);
    await form.getByLabel('Email').fill(entry.email);
    await form.getByLabel('Church').fill(entry.church);
    await form.getByLabel('Phone').fill(entry.phone);
    await form.getByLabel('Message').fill(entry.message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message sent successfully!')).toBeVisible();
    expect(posts).toEqual([
      { contentType: expect.stringContaining('application/json'), body: { ...entry, subject: 'New inquiry from St Luke’s Anglican' } },
    ]);
    // Nothing reached the in-page stand-in.
    expect(await page.evaluate(() => window.vestrySimulatedContact ?? [])).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test('a failure the endpoint answers is a failure: the toast with the contact email, every field kept', async ({ page }) => {
    await page.route(SENDS_ENDPOINT, (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fulfill({ status: 204, headers: { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' } })
        : route.fulfill({ status: 500, headers: { 'access-control-allow-origin': '*' }, body: '' }),
    );
    await page.goto('/');
    const form = page.locator('#contact form');
    await form.getByLabel(/Name/).fill(entry.name);
    await form.getByLabel('Message').fill(entry.message);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Failed to send message')).toContainText('office@vestry-sends.test');
    await expect(form.getByLabel('Message')).toHaveValue(entry.message);
  });
});
