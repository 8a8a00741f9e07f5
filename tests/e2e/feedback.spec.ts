import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { connect, demoButton, hangUp } from './demo-helpers';
import { boxOf, contrast, type Box } from './layout-helpers';

const HERO_PARTS = {
  headline: '#hero-title',
  // The example card until a call connects, the live notepad in its place (the example hidden
  // underneath, holding its size) while it runs, then the call's own summary.
  card: '[data-testid="example-card"]:visible, [data-testid="call-notepad"], [data-testid="call-summary"]',
  badges: '[data-testid="trust-badges"]',
  getStarted: '#hero a[href="#contact"]',
} as const;

async function heroBoxes(page: Page): Promise<Record<keyof typeof HERO_PARTS, Box>> {
  const entries = await Promise.all(
    Object.entries(HERO_PARTS).map(async ([name, selector]) => [name, await boxOf(page, selector)] as const),
  );
  return Object.fromEntries(entries) as Record<keyof typeof HERO_PARTS, Box>;
}

function expectSameBoxes(actual: Record<string, Box>, expected: Record<string, Box>, state: string, grows: readonly string[] = []): void {
  for (const [name, box] of Object.entries(expected)) {
    const now = actual[name]!;
    for (const side of grows.includes(name) ? (['x', 'y', 'width'] as const) : (['x', 'y', 'width', 'height'] as const)) {
      expect(Math.abs(now[side] - box[side]), `${name} ${side} when ${state}`).toBeLessThanOrEqual(2);
    }
  }
}

const notifications = (page: Page) => page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');

test.describe('a hero that does not move', () => {
  for (const width of [768, 1024, 1280, 1920]) {
    test(`at ${width} px the headline, example card (then the notepad in its place) and badges stay put through a call`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/?simulate-join-ms=4000');
      await page.evaluate(() => document.fonts.ready);
      const idle = await heroBoxes(page);
      await page.getByRole('button', { name: 'Start Demo Call' }).click();
      await expect(page.getByTestId('connecting-indicator')).toBeVisible();
      expectSameBoxes(await heroBoxes(page), idle, 'connecting');
      await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 15_000 });
      await expect(page.getByTestId('call-notepad')).toBeVisible();
      expectSameBoxes(await heroBoxes(page), idle, 'connected');
      // Captions arrive and grow; the hero still does not move.
      await expect(page.getByTestId('captions')).toContainText('Hello', { timeout: 10_000 });
      expectSameBoxes(await heroBoxes(page), idle, 'captioned');
      await hangUp(page);
      // The call's summary takes the example's place: same corner and width, as tall as the call was long.
      await expect(page.getByTestId('call-summary')).toHaveCount(1);
      expectSameBoxes(await heroBoxes(page), idle, 'idle again', ['card']);
    });
  }

  test('connecting shows a moving indicator, and a still one to visitors who prefer reduced motion', async ({ page }) => {
    for (const reducedMotion of ['no-preference', 'reduce'] as const) {
      await page.emulateMedia({ reducedMotion });
      await page.goto('/?simulate-join-ms=4000');
      await page.evaluate(() => localStorage.clear());
      await page.reload();
      await page.getByRole('button', { name: 'Start Demo Call' }).click();
      const dot = page.getByTestId('connecting-indicator').locator('span').first();
      await expect(dot).toBeVisible();
      const animation = await dot.evaluate((el) => getComputedStyle(el).animationName);
      if (reducedMotion === 'reduce') expect(animation).toBe('none');
      else expect(animation).not.toBe('none');
      // The button keeps full colour while busy: it is not a greyed-out control.
      expect(await demoButton(page).evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    }
  });
});

test.describe('feedback that stays', () => {
  test('after a failure then a success, only the success shows: beside the form and in one toast', async ({ page }) => {
    await page.goto('/');
    const form = page.locator('#contact form');
    const result = page.locator('#contact').getByRole('status');
    await form.getByLabel(/Name/).fill('Margaret Chen');
    await form.getByLabel('Message').fill('Please call back. #simulate-500');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(result).toContainText('Failed to send message');
    await expect(result).toContainText('Please try again or contact us directly at hello@vestry.example');
    // The address in the message is a link, beside the form and in the toast.
    await expect(result.getByRole('link', { name: 'hello@vestry.example' })).toHaveAttribute('href', 'mailto:hello@vestry.example');
    await expect(notifications(page).getByRole('link', { name: 'hello@vestry.example' })).toHaveAttribute(
      'href',
      'mailto:hello@vestry.example',
    );
    await expectNoAxeViolations(page);

    await form.getByLabel('Message').fill('Please call back.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await expect(result).toHaveText("Message sent successfully! We'll get back to you within 24 hours");
    await expect(notifications(page)).toHaveCount(1);
    await expect(notifications(page)).toContainText('Message sent successfully!');
    await expect(page.getByText('Failed to send message')).toHaveCount(0);
    // The result stays after the toast has gone.
    await notifications(page).getByRole('button', { name: 'Dismiss notification' }).click();
    await expect(notifications(page)).toHaveCount(0);
    await expect(result).toContainText('Message sent successfully!');
  });

  test('call toasts replace each other instead of stacking', async ({ page }) => {
    await page.goto('/');
    await connect(page);
    await expect(notifications(page)).toHaveText([/Call Connected/]);
    await hangUp(page);
    await expect(notifications(page)).toHaveText([/Call Ended/]);
    await connect(page);
    await expect(notifications(page)).toHaveText([/Call Connected/]);
  });
});

test.describe('focus rings', () => {
  // The ring is an outline (outer) around a box-shadow (inner): the outer ring must stand out
  // against the surface, and some ring against the control.
  async function ring(page: Page) {
    return page.evaluate(() => {
      const el = document.activeElement as HTMLElement;
      const style = getComputedStyle(el);
      let surface: Element | null = el.parentElement;
      let background = 'rgba(0, 0, 0, 0)';
      while (surface) {
        const colour = getComputedStyle(surface).backgroundColor;
        if (colour !== 'rgba(0, 0, 0, 0)' && colour !== 'transparent') {
          background = colour;
          break;
        }
        surface = surface.parentElement;
      }
      const controlColours = [style.backgroundColor, ...(style.backgroundImage.match(/rgba?\([^)]+\)/g) ?? [])].filter(
        (c) => !c.startsWith('rgba(0, 0, 0, 0)'),
      );
      return {
        outer: style.outlineColor,
        outlineWidth: style.outlineWidth,
        inner: style.boxShadow.match(/rgba?\([^)]+\)/)?.[0] ?? '',
        surface: background,
        control: controlColours.length ? controlColours : [background],
      };
    });
  }

  test('the hero button, a form field and a header link have rings of 3:1 against control and surface', async ({ page }) => {
    await page.goto('/');
    const targets = [
      demoButton(page),
      page.locator('#contact form').getByLabel(/Name/),
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Pricing' }),
    ];
    for (const target of targets) {
      await target.focus();
      // Keyboard focus, so :focus-visible applies.
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(target).toBeFocused();
      const { outer, outlineWidth, inner, surface, control } = await ring(page);
      expect(parseFloat(outlineWidth)).toBeGreaterThanOrEqual(2);
      expect(contrast(outer, surface)).toBeGreaterThanOrEqual(3);
      expect(contrast(outer, inner)).toBeGreaterThanOrEqual(3);
      for (const colour of control) expect(Math.max(contrast(outer, colour), contrast(inner, colour))).toBeGreaterThanOrEqual(3);
    }
  });
});

test.describe('the 404 page', () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px it has the site's header, footer and contact details`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/no/such-page');
      await expect(page.getByText('Oops! Page not found')).toBeVisible();
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toContainText('All rights reserved.');
      await expect(page.getByRole('main').getByRole('link', { name: 'hello@vestry.example' })).toHaveAttribute(
        'href',
        'mailto:hello@vestry.example',
      );
      await expect(page.getByRole('main').getByRole('link', { name: '0491 570 006' })).toHaveAttribute('href', 'tel:+61491570006');
      await expect(page.getByRole('navigation', { name: 'Quick links' }).getByRole('link', { name: 'Pricing' })).toHaveAttribute(
        'href',
        '/#pricing',
      );
      await expectNoAxeViolations(page);
    });
  }
});
