// The page's typefaces: Fraunces for display (headings), Inter for text, both variable fonts from
// Fontsource. Their files are not part of the app's code: the build subsets them to what the
// prerendered pages set and writes their @font-face rules and preloads into the HTML
// (scripts/web-fonts.ts); the dev server serves Fontsource's files whole (vite.config.ts).
// The fallback faces are local fonts scaled to the web fonts' metrics (numbers from
// @capsizecss/metrics; tests/app/fonts.test.ts recomputes them), so the swap moves nothing.

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
  fallback: FallbackMetrics;
  /** Generic family that ends the stack. */
  generic: 'serif' | 'sans-serif';
}

export const displayFont: WebFont = {
  family: 'Fraunces',
  fallback: {
    locals: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif'],
    ascent: '84.7148%',
    descent: '22.0882%',
    lineGap: '0%',
    sizeAdjust: '115.4462%',
  },
  generic: 'serif',
};

export const textFont: WebFont = {
  family: 'Inter',
  fallback: {
    locals: ['Arial', 'ArialMT', 'Liberation Sans'],
    ascent: '90.4365%',
    descent: '22.518%',
    lineGap: '0%',
    sizeAdjust: '107.1194%',
  },
  generic: 'sans-serif',
};

const fallbackName = (font: WebFont) => `${font.family} Fallback`;

/** The CSS font-family value: web font, its metric-matched fallback, then the generic family. */
export function fontStack(font: WebFont): string {
  return `"${font.family}", "${fallbackName(font)}", ${font.generic}`;
}

function fallbackFace(font: WebFont): string {
  const { fallback } = font;
  return `
@font-face {
  font-family: "${fallbackName(font)}";
  src: ${fallback.locals.map((name) => `local("${name}")`).join(', ')};
  ascent-override: ${fallback.ascent};
  descent-override: ${fallback.descent};
  line-gap-override: ${fallback.lineGap};
  size-adjust: ${fallback.sizeAdjust};
}`;
}

/** Both fallback faces: local fonts only, so they belong with the page's own styles. */
export const fallbackFaces = fallbackFace(displayFont) + fallbackFace(textFont);

/** One file of a web font as a page serves it. */
export interface WebFontFile {
  url: string;
  /** The characters it is used for (CSS `unicode-range`). */
  unicodeRange: string;
  /** The `font-weight` it is declared for: one weight, or a range (`400 700`) for a variable file. */
  weight: string;
  /** Whether its weight axis still varies (a range); a pinned instance is a plain woff2. */
  variable: boolean;
}

/**
 * The @font-face rules of one family's files, in the order given. For a character that several
 * files cover, the browser tries the last declared first: the page's own subset goes last, so the
 * others are fetched only for characters it lacks. All of a family's files must be declared for
 * one weight range: the browser picks faces by weight before it looks at unicode ranges.
 */
export function webFontFaces(font: WebFont, files: readonly WebFontFile[]): string {
  return files
    .map(({ url, unicodeRange, weight, variable }) => {
      const src = variable ? `url(${url}) format("woff2-variations"), url(${url}) format("woff2")` : `url(${url}) format("woff2")`;
      return `
@font-face {
  font-family: "${font.family}";
  font-style: normal;
  font-display: swap;
  font-weight: ${weight};
  src: ${src};
  unicode-range: ${unicodeRange};
}`;
    })
    .join('');
}
