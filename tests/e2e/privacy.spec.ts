// The privacy page: prerendered at /privacy with its own head, linked from the footer and from the
// line beside Start; its words load on its route only. Any other unknown path stays the 404.
import { expect, expectNoAxeViolations, hydrationProblems, test } from './fixtures';

test.describe('the privacy page', () => {
  test('/privacy answers 200 with the whole page prerendered, its own title, description and canonical URL', async ({ request }) => {
    const response = await request.get('/privacy');
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('<title>Privacy | Vestry AI</title>');
    expect(html).toMatch(/<meta name="description" content="What the Vestry AI demo call records[^"]*"/);
    expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+\/privacy" \/>/);
    expect(html).not.toContain('noindex');
    expect(html).not.toContain('"FAQPage"');
    // True of this build: simulated, sending nothing, counting nothing (the other builds' words: tests/app/privacy-sections.test.ts).
    for (const text of [
      'The demo call',
      'The contact form',
      'Privacy Act 1988',
      'hello@vestry.example',
      'This is a demonstration build',
      'Last updated: <time dateTime="2026-11-29">29 November 2026</time>',
      'vestry.demo-attempts, in local storage',
      'oaic.gov.au',
    ])
      expect(html).toContain(text);
    for (const text of ['Vapi', 'Plausible', 'Turnstile']) expect(html).not.toContain(text);
    expect(await (await request.get('/sitemap.xml')).text()).toMatch(/<loc>https:\/\/[^<]+\/privacy<\/loc>/);
  });

  test('/privacy-nope and /privacy/more stay the 404', async ({ request }) => {
    for (const path of ['/privacy-nope', '/privacy/more']) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(404);
      expect(await response.text()).toContain('Oops! Page not found');
    }
  });

  test('hydrates without a problem, loads its words on its route only, and axe finds nothing at 375 and 1280 px', async ({
    page,
    consoleLogs,
  }) => {
    const chunks: string[] = [];
    page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    expect(chunks.filter((path) => /privacy-page-/.test(path))).toEqual([]);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'hello@vestry.example' }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // The urgent-call promise's numbers dial, each on one line (an inline box per line it spans).
      const lifeline = page.locator('article a[href="tel:131114"]');
      await expect(lifeline).toHaveText('13 11 14');
      expect(await lifeline.evaluate((link) => link.getClientRects().length)).toBe(1);
      await expect(page.locator('article a[href="tel:000"]')).toHaveText('000');
      await expectNoAxeViolations(page);
    }
    expect(chunks.filter((path) => /privacy-page-/.test(path)).length).toBeGreaterThan(0);
    expect(hydrationProblems(consoleLogs)).toEqual([]);
  });

  test('the footer links to it, and so does the line beside Start', async ({ page }) => {
    await page.goto('/');
    const line = page.getByTestId('privacy-line');
    await expect(line).toHaveText('Nothing you say in this demo is recorded or sent to us. Privacy');
    const start = await page.getByRole('button', { name: 'Start Demo Call' }).boundingBox();
    const box = await line.boundingBox();
    // Just above Start, in the demo panel.
    expect(Math.abs((start?.y ?? 0) - ((box?.y ?? 0) + (box?.height ?? 0)))).toBeLessThan(40);
    await line.getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
    await page.goto('/');
    await page.locator('#footer').getByRole('link', { name: 'Privacy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 2, name: 'The contact form' })).toBeVisible();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the page reads whole', async ({ page }) => {
      await page.goto('/privacy');
      await expect(page.getByRole('heading', { level: 2, name: 'Complaints' })).toBeVisible();
      await expect(page.locator('#footer')).toContainText('All rights reserved.');
    });
  });
});
