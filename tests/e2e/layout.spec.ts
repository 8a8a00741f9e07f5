import { expect, expectNoAxeViolations, test } from './fixtures';
import { PHONE_WIDTHS, WIDTHS, boxOf, cardsPerRow, horizontalOverflow, overlappingPairs } from './layout-helpers';

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('nothing overflows sideways, feature rows are even, nothing overlaps, axe is clean', async ({ page }) => {
      await page.goto('/');
      await page.evaluate(() => document.fonts.ready);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      const rows = await cardsPerRow(page, '[data-testid="feature-grid"] > li');
      expect(rows.reduce((sum, count) => sum + count, 0)).toBe(6);
      expect(new Set(rows).size, `rows of ${rows.join(' + ')}`).toBe(1);
      expect(await overlappingPairs(page)).toEqual([]);
      await expectNoAxeViolations(page);
    });

    test('the header lines up with the content column', async ({ page }) => {
      await page.goto('/');
      const logo = await boxOf(page, 'header a[aria-label="Vestry AI home"]');
      const heading = await boxOf(page, '#features-title');
      const features = await boxOf(page, '[data-testid="feature-grid"]');
      expect(Math.abs(logo.x - features.x)).toBeLessThanOrEqual(1);
      expect(heading.x).toBeGreaterThanOrEqual(features.x - 1);
    });

    test('the contact section gives the demo line, the email and the reply promise', async ({ page }) => {
      await page.goto('/');
      const contact = page.locator('#contact');
      await expect(contact.getByTestId('contact-phone')).toHaveAttribute('href', 'tel:+61491570006');
      await expect(contact.getByTestId('contact-phone')).toHaveText('0491 570 006');
      await expect(contact.getByTestId('contact-email')).toHaveAttribute('href', 'mailto:hello@vestry.example');
      await expect(contact).toContainText('within 24 hours');
      const form = await boxOf(page, '#contact form');
      const details = await boxOf(page, '[data-testid="contact-email"]');
      // Side by side from 1024 px, stacked below.
      if (width >= 1024) expect(details.x).toBeGreaterThan(form.x + form.width);
      else expect(details.y).toBeGreaterThan(form.y + form.height);
    });

    if (width >= 1024) {
      test('pricing is centred, with the trial and what happens next beside the plan', async ({ page }) => {
        await page.goto('/');
        const plan = await boxOf(page, '#pricing article');
        const steps = await boxOf(page, '#pricing ol');
        const section = await boxOf(page, '#pricing');
        expect(steps.x).toBeGreaterThan(plan.x + plan.width);
        const left = plan.x - section.x;
        const right = section.x + section.width - (steps.x + steps.width);
        expect(Math.abs(left - right)).toBeLessThanOrEqual(40);
      });
    }

    if ((PHONE_WIDTHS as readonly number[]).includes(width)) {
      test('the phone menu opens from the keyboard, moves focus in, and closes with Escape', async ({ page }) => {
        await page.goto('/');
        const toggle = page.getByRole('button', { name: 'Menu' });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' })).toBeHidden();
        await expectNoAxeViolations(page);
        // Tab from the top of the page: skip link, home link, then the menu button.
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await expect(toggle).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const menu = page.getByRole('navigation', { name: 'Main' });
        await expect(menu.getByRole('link', { name: 'Features' })).toBeFocused();
        await expect(menu.getByRole('link')).toHaveText(['Features', 'Pricing', 'FAQ', 'Contact']);
        expect(await overlappingPairs(page, '[data-testid="site-header"]')).toEqual([]);
        await expectNoAxeViolations(page);
        await page.keyboard.press('Escape');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle).toBeFocused();
        // A link closes the menu and lands on its section.
        await toggle.press('Enter');
        await menu.getByRole('link', { name: 'Pricing' }).press('Enter');
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await expect(page.locator('#pricing-title')).toBeFocused();
      });

      test('the demo line is a tel link on one line, and its number is written out', async ({ page }) => {
        await page.goto('/');
        const callNow = page.getByTestId('call-now-link');
        await expect(callNow).toHaveAttribute('href', 'tel:+61491570006');
        // One line of text: a range over the label has one box per line.
        const lines = await callNow.evaluate((link) => {
          const range = document.createRange();
          range.selectNodeContents(link);
          return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
        });
        expect(lines).toBe(1);
        const box = await boxOf(page, '[data-testid="call-now-link"]');
        expect(box.x + box.width).toBeLessThanOrEqual(width);
        await expect(page.locator('#hero')).toContainText('0491 570 006');
      });
    } else {
      test('the header shows the four anchors and no menu button', async ({ page }) => {
        await page.goto('/');
        await expect(page.getByRole('button', { name: 'Menu' })).toBeHidden();
        const nav = page.getByRole('navigation', { name: 'Main' });
        for (const label of ['Features', 'Pricing', 'FAQ', 'Contact']) await expect(nav.getByRole('link', { name: label })).toBeVisible();
      });
    }
  });
}
