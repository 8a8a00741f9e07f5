import type { Page } from '@playwright/test';

export const WIDTHS = [320, 375, 767, 768, 1024, 1280, 1920] as const;
export const PHONE_WIDTHS = WIDTHS.filter((width) => width < 768);

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** How far the page reaches past the viewport's right edge, in CSS pixels. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** The number of cards in each visual row of a grid, read from the cards' top edges. */
export function cardsPerRow(page: Page, selector: string): Promise<number[]> {
  return page.locator(selector).evaluateAll((cards) => {
    const rows = new Map<number, number>();
    for (const card of cards) {
      const top = Math.round(card.getBoundingClientRect().top);
      rows.set(top, (rows.get(top) ?? 0) + 1);
    }
    return [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, count]) => count);
  });
}

/**
 * Pairs of visible content elements whose boxes overlap by more than a pixel, neither inside
 * the other. Off-page, one-pixel (visually hidden) and undisplayed elements are left out.
 */
export function overlappingPairs(page: Page, root = 'body'): Promise<string[]> {
  return page.locator(root).evaluate((container) => {
    const selector = 'h1, h2, h3, p, li, a, button, input, textarea, label, dt, dd, figcaption, svg, img';
    const describe = (el: Element) => {
      const text = (el.textContent ?? '').trim().slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${text ? ` "${text}"` : ''}`;
    };
    const items = [...container.querySelectorAll(selector)]
      .map((el) => ({ el, box: el.getBoundingClientRect() }))
      .filter(({ el, box }) => {
        if (box.width <= 1 || box.height <= 1) return false;
        if (box.right <= 0 || box.bottom + window.scrollY <= 0) return false;
        const style = getComputedStyle(el);
        return style.visibility !== 'hidden' && style.display !== 'none';
      });
    const found: string[] = [];
    for (let i = 0; i < items.length; i += 1) {
      for (let j = i + 1; j < items.length; j += 1) {
        const a = items[i]!;
        const b = items[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const dx = Math.min(a.box.right, b.box.right) - Math.max(a.box.left, b.box.left);
        const dy = Math.min(a.box.bottom, b.box.bottom) - Math.max(a.box.top, b.box.top);
        if (dx > 1 && dy > 1) found.push(`${describe(a.el)} overlaps ${describe(b.el)}`);
      }
    }
    return found;
  });
}

export async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} has no box`);
  return box;
}

/** WCAG contrast ratio of two CSS rgb()/rgba() colours (alpha ignored). */
export function contrast(first: string, second: string): number {
  const luminance = (colour: string) => {
    const [r = 0, g = 0, b = 0] = (colour.match(/[\d.]+/g) ?? []).map(Number);
    const linear = [r, g, b].map((channel) => {
      const c = channel / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * linear[0]! + 0.7152 * linear[1]! + 0.0722 * linear[2]!;
  };
  const [light, dark] = [luminance(first), luminance(second)].sort((a, b) => b - a);
  return (light! + 0.05) / (dark! + 0.05);
}
