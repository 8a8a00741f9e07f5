// Contrast a tool can verify: the hero's texts sit on solid colours, the glow a decorative layer
// behind them, so axe computes every ratio instead of asking a person. What axe cannot see, the
// glow's light under a text, is checked here: each text against its background with the glow's
// colours laid over it at their strongest.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { contrastToReview, expect, expectNoAxeViolations, test } from './fixtures';
import { contrast } from './layout-helpers';

type Rgba = readonly [number, number, number, number];

/** A CSS `rgb()` / `rgba()` colour, or axe's `#rrggbb`. */
const rgba = (text: string): Rgba => {
  const hex = /^#([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i.exec(text);
  const [r = 0, g = 0, b = 0, a = 1] = hex
    ? hex.slice(1).map((part) => Number.parseInt(part, 16))
    : (text.match(/[\d.]+/g) ?? []).map(Number);
  return [r, g, b, a];
};
const css = (colour: Rgba) => `rgb(${colour.slice(0, 3).join(', ')})`;

/** `top` over `bottom` (alpha blending; the result is opaque when `bottom` is). */
const over = (top: Rgba, bottom: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + bottom[i]! * (1 - top[3])).concat(1) as never;

/** The colours of the hero's glow layer, each at its strongest. */
async function glowColours(page: Page): Promise<Rgba[]> {
  const image = await page.locator('#hero > [aria-hidden="true"]').evaluate((glow) => getComputedStyle(glow, '::before').backgroundImage);
  return (image.match(/rgba\([^)]*\)/g) ?? []).map(rgba).filter((colour) => colour[3] > 0);
}

for (const width of [375, 1280]) {
  test(`at ${width} px axe decides the contrast of every hero text: nothing to review, no violations`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    expect(await contrastToReview(page, '#hero')).toEqual([]);
    await expectNoAxeViolations(page);
  });

  test(`at ${width} px every hero text keeps its contrast where the glow is strongest`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    await page.evaluate(() => document.fonts.ready);
    const glows = await glowColours(page);
    expect(glows.length).toBeGreaterThan(0);
    const results = await new AxeBuilder({ page }).include('#hero').withRules(['color-contrast']).analyze();
    const checked = results.passes.flatMap((rule) => rule.nodes).flatMap((node) => node.any.map((check) => ({ node, check })));
    expect(checked.length).toBeGreaterThan(10);
    for (const { node, check } of checked) {
      const { fgColor, bgColor, expectedContrastRatio } = check.data as { fgColor: string; bgColor: string; expectedContrastRatio: string };
      const lit = glows.reduce((background, glow) => over(glow, background), rgba(bgColor));
      const ratio = contrast(css(rgba(fgColor)), css(lit));
      expect(ratio, `${node.target.join(' ')}: ${fgColor} on ${bgColor} under the glow`).toBeGreaterThanOrEqual(
        Number.parseFloat(expectedContrastRatio),
      );
    }
  });
}
