import { createFontStack } from '@capsizecss/core';
import arial from '@capsizecss/metrics/arial';
import fraunces from '@capsizecss/metrics/fraunces';
import inter from '@capsizecss/metrics/inter';
import timesNewRoman from '@capsizecss/metrics/timesNewRoman';
import { describe, expect, it } from 'vitest';
import { displayFont, fontFaces, fontStack, textFont, type WebFont } from '../../src/shared/fonts';

/** The override numbers capsize computes for a web font over a local fallback. */
function capsizeOverrides(stack: { fontFaces: string }) {
  const read = (name: string) => new RegExp(`${name}: ([\\d.]+%)`).exec(stack.fontFaces)?.[1];
  return { ascent: read('ascent-override'), descent: read('descent-override'), lineGap: read('line-gap-override'), sizeAdjust: read('size-adjust') };
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

  it('are Latin-only variable fonts that swap in, each followed by its fallback face', () => {
    expect(fontFaces.match(/font-display: swap/g)).toHaveLength(2);
    expect(fontFaces).toMatch(/url\([^)]*fraunces-latin-wght-normal[^)]*\.woff2\)/);
    expect(fontFaces).toMatch(/url\([^)]*inter-latin-wght-normal[^)]*\.woff2\)/);
    expect(fontFaces.match(/unicode-range: U\+0000-00FF/g)).toHaveLength(2);
    expect(fontFaces).toContain('font-family: "Inter Fallback"');
    expect(fontFaces).toContain('local("Liberation Sans")');
    expect(fontStack(textFont)).toBe('"Inter", "Inter Fallback", sans-serif');
    expect(fontStack(displayFont)).toBe('"Fraunces", "Fraunces Fallback", serif');
  });
});
