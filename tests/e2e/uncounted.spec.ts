// The default build counts nothing: without VITE_PLAUSIBLE_DOMAIN its policy names no analytics
// host, its page never loads the analytics code, and a whole visit sends no request off the site.
import { connect, hangUp, toast } from './demo-helpers';
import { policiesOf } from './csp-helpers';
import { expect, test } from './fixtures';

test.describe('the default build, without VITE_PLAUSIBLE_DOMAIN', () => {
  test('names no analytics host in its policy, meta tag or header', async ({ request }) => {
    const { meta, header } = await policiesOf(await request.get('/'));
    const connectSources = ["'self'", 'https://api.vapi.ai', 'https://forms.vestry.example'];
    expect(meta.get('connect-src')).toEqual(connectSources);
    expect(header.get('connect-src')).toEqual(connectSources);
    for (const policy of [meta, header]) expect(JSON.stringify([...policy])).not.toMatch(/plausible|analytics/i);
  });

  test('a visit with a call, the sound check and a message loads no analytics code and sends nothing off the site', async ({
    page,
    context,
    baseURL,
  }) => {
    const site = new URL(baseURL ?? '').origin;
    const requested: string[] = [];
    context.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await page.getByRole('button', { name: 'Sound check' }).click();
    await expect(page.getByRole('group', { name: 'Sound check' })).toBeVisible();
    await page.keyboard.press('Escape');
    await connect(page);
    await hangUp(page);
    const form = page.locator('#contact form');
    await form.getByLabel(/Name/).fill('Ruth');
    await form.getByLabel('Message').fill('Counting nothing.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message sent successfully!')).toBeVisible();
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.filter((url) => new URL(url).origin !== site)).toEqual([]);
    expect(requested.filter((url) => /\/assets\/analytics-|\/api\/event/.test(url))).toEqual([]);
  });
});
