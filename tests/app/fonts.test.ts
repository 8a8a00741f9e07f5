import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import fraunces from '@capsizecss/metrics/fraunces';
import inter from '@capsizecss/metrics/inter';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { describe, expect, it } from 'vitest';
import { displayFont, fallbackFaces, fontStack, textFont, webFontFaces, type WebFont } from '../../src/shared/fonts';
import { fontsInDev } from '../../scripts/web-font-files';

// Vitest runs from the project's root, which the dev server serves node_modules from.
const root = process.cwd();

/** The override numbers capsize computes for a web font over a local fallback. */
function capsizeOverrides(stack: { fontFaces: string }) {
  const read = (name: string) => new RegExp(`${name}: ([\\d.]+%)`).exec(stack.fontFaces)?.[1];
  return {
    ascent: read('ascent-override'),
    descent: read('descent-override'),
    lineGap: read('line-gap-override'),
    sizeAdjust: read('size-adjust'),
  };
}

function committed(font: WebFont) {
  const { ascent, descent, lineGap, sizeAdjust } = font.fallback;
  return { ascent, descent, lineGap, sizeAdjust };
}

describe('the web fonts', () => {
  it('fall back to local fonts scaled to their metrics, so the swap moves no text', () => {
    expect(committed(displayFont)).toEqual(capsizeOverrides(createFontStack([fraunces, timesNewRoman], { fontFaceFormat: 'styleString' })));
    expect(committed(textFont)).toEqual(capsizeOverrides(createFontStack([inter, arial], { fontFaceFormat: 'styleString' })));
  });

  it('are variable fonts that swap in, each followed by its fallback face (the dev server serves Fontsource’s files whole)', () => {
    const fontFaces = fontsInDev(root) + fallbackFaces;
    // Fraunces' Latin file, Inter's seven ranges.
    expect(fontFaces.match(/font-display: swap/g)).toHaveLength(8);
    expect(fontFaces).toMatch(/url\([^)]*fraunces-latin-wght-normal[^)]*\.woff2\)/);
    expect(fontFaces).toMatch(/url\([^)]*inter-latin-wght-normal[^)]*\.woff2\)/);
    expect(fontFaces.match(/unicode-range: U\+0000-00FF/g)).toHaveLength(2);
    expect(fontFaces).toContain('font-family: "Inter Fallback"');
    expect(fontFaces).toContain('local("Liberation Sans")');
    expect(fontStack(textFont)).toBe('"Inter", "Inter Fallback", sans-serif');
    expect(fontStack(displayFont)).toBe('"Fraunces", "Fraunces Fallback", serif');
  });

  it('declare each file for its characters and weights, in the order given: a pinned instance as plain woff2', () => {
    const css = webFontFaces(textFont, [
      { url: '/assets/inter-latin.woff2', unicodeRange: 'U+0000-00FF', weight: '400 700', variable: true },
      { url: '/assets/inter-page.woff2', unicodeRange: 'U+20-7E', weight: '400 700', variable: true },
    ]);
    expect(css.indexOf('inter-latin.woff2')).toBeLessThan(css.indexOf('inter-page.woff2'));
    expect(css).toContain('src: url(/assets/inter-page.woff2) format("woff2-variations"), url(/assets/inter-page.woff2) format("woff2");');
    expect(css.match(/font-weight: 400 700;/g)).toHaveLength(2);
    const pinned = webFontFaces(displayFont, [
      { url: '/assets/fraunces-page.woff2', unicodeRange: 'U+41-5A', weight: '600', variable: false },
    ]);
    expect(pinned).toContain('font-family: "Fraunces";');
    expect(pinned).toContain('font-weight: 600;');
    expect(pinned).toContain('src: url(/assets/fraunces-page.woff2) format("woff2");');
    expect(pinned).toContain('unicode-range: U+41-5A;');
    expect(pinned).toContain('font-display: swap;');
  });
});
