// Self-hosted variable fonts, Latin subset only: Fraunces for display, Inter for text.
// The fallback faces are local fonts scaled to the web fonts' metrics (numbers from
// @capsizecss/metrics; tests/app/fonts.test.ts recomputes them), so the swap moves nothing.
import frauncesUrl from '@fontsource-variable/fraunces/files/fraunces-latin-wght-normal.woff2?url';
import interUrl from '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2?url';

/** Fontsource's Latin range: basic Latin, Latin-1, punctuation, €, ™, arrows and minus. */
const LATIN_RANGE =
  'U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD';

export interface FallbackMetrics {
  /** Local fonts tried in order; Liberation fonts share Arial's and Times' widths on Linux. */
  locals: readonly string[];
  ascent: string;
  descent: string;
  lineGap: string;
  sizeAdjust: string;
}

export interface WebFont {
  family: string;
  url: string;
  weights: string;
  fallback: FallbackMetrics;
  /** Generic family that ends the stack. */
  generic: 'serif' | 'sans-serif';
}

export const displayFont: WebFont = {
  family: 'Fraunces',
  url: frauncesUrl,
  weights: '100 900',
  fallback: { locals: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif'], ascent: '84.7148%', descent: '22.0882%', lineGap: '0%', sizeAdjust: '115.4462%' },
  generic: 'serif',
};

export const textFont: WebFont = {
  family: 'Inter',
  url: interUrl,
  weights: '100 900',
  fallback: { locals: ['Arial', 'ArialMT', 'Liberation Sans'], ascent: '90.4365%', descent: '22.518%', lineGap: '0%', sizeAdjust: '107.1194%' },
  generic: 'sans-serif',
};

const fallbackName = (font: WebFont) => `${font.family} Fallback`;

/** The CSS font-family value: web font, its metric-matched fallback, then the generic family. */
export function fontStack(font: WebFont): string {
  return `"${font.family}", "${fallbackName(font)}", ${font.generic}`;
}

function faces(font: WebFont): string {
  const { fallback } = font;
  return `
@font-face {
  font-family: "${font.family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${font.weights};
  src: url(${font.url}) format("woff2-variations"), url(${font.url}) format("woff2");
  unicode-range: ${LATIN_RANGE};
}
@font-face {
  font-family: "${fallbackName(font)}";
  src: ${fallback.locals.map((name) => `local("${name}")`).join(', ')};
  ascent-override: ${fallback.ascent};
  descent-override: ${fallback.descent};
  line-gap-override: ${fallback.lineGap};
  size-adjust: ${fallback.sizeAdjust};
}`;
}

export const fontFaces = faces(displayFont) + faces(textFont);

