// Where the page's web fonts come from (Fontsource's variable packages) and how the page uses
// each family's files; scripts/web-fonts.ts makes the build's files from them, and the dev server
// serves them whole (fontsInDev). Kept apart from web-fonts.ts so that vite.config.ts can import it
// without loading jsdom and HarfBuzz.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative } from 'node:path';
import { displayFont, textFont, webFontFaces, type WebFont } from '../src/shared/fonts.ts';

/** Where the build (and the dev server) puts the fonts' preloads and @font-face rules in index.html. */
export const FONTS_PLACEHOLDER = '<!--app-fonts-->';
/** The id of the style element holding the web fonts' @font-face rules (bench:page removes it for its floor without web fonts). */
export const FONTS_STYLE_ID = 'web-fonts';

/** Digits: the counts, times and durations the app writes after it starts are not in the prerendered pages. */
export const DIGITS = '0123456789';

/**
 * The OpenType features HarfBuzz and the browsers apply to Latin text unasked (composition,
 * marks, ligatures, contextual alternates, kerning); a subset keeps these and the ones the pages
 * ask for, and drops the alternates nobody asks for (a third of Inter's subset).
 */
export const DEFAULT_FEATURES = ['rvrn', 'ccmp', 'locl', 'mark', 'mkmk', 'rlig', 'liga', 'clig', 'calt', 'kern', 'rclt', 'curs', 'dist'];
/** Shapers build fractions around U+2044 FRACTION SLASH unasked. */
export const FRACTION_FEATURES = ['frac', 'numr', 'dnom'];

export interface FamilyPlan {
  font: WebFont;
  /** The Fontsource package and the prefix of its file names. */
  package: string;
  prefix: string;
  /** The Fontsource file the page's own subset is cut from. */
  subsetFrom: string;
  /** Characters the page's subset keeps whatever the pages set. */
  always: string;
  /** Whether it also keeps every character of the app's own strings: what it writes after it starts (states, toasts, captions). */
  appText: boolean;
  /** Fontsource's files declared behind the page's subset, fetched only for a character it lacks. */
  onDemand: readonly string[];
}

export const FAMILIES: readonly FamilyPlan[] = [
  // Headings only: nothing a visitor types is set in it.
  {
    font: displayFont,
    package: '@fontsource-variable/fraunces',
    prefix: 'fraunces',
    subsetFrom: 'latin',
    always: '',
    appText: false,
    onDemand: [],
  },
  {
    font: textFont,
    package: '@fontsource-variable/inter',
    prefix: 'inter',
    subsetFrom: 'latin',
    always: DIGITS,
    appText: true,
    onDemand: ['cyrillic-ext', 'cyrillic', 'greek-ext', 'greek', 'vietnamese', 'latin-ext', 'latin'],
  },
];

const require = createRequire(import.meta.url);

/** A Fontsource package's files and their unicode ranges (its `unicode.json`). */
export function fontsource(plan: FamilyPlan): { file: (subset: string) => string; range: (subset: string) => string } {
  const dir = dirname(require.resolve(`${plan.package}/package.json`));
  const ranges = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<string, string>;
  return {
    file: (subset) => join(dir, 'files', `${plan.prefix}-${subset}-wght-normal.woff2`),
    range: (subset) => {
      const range = ranges[subset];
      if (!range) throw new Error(`${plan.package} has no "${subset}" subset`);
      return range;
    },
  };
}

/** The dev server's fonts: Fontsource's files whole, every weight, served from node_modules. */
export function fontsInDev(root: string): string {
  const faces = FAMILIES.map((plan) => {
    const source = fontsource(plan);
    const subsets = [...new Set([...plan.onDemand, plan.subsetFrom])];
    const files = subsets.map((subset) => ({
      url: `/${relative(root, source.file(subset))}`,
      unicodeRange: source.range(subset),
      weight: '100 900',
      variable: true,
    }));
    return webFontFaces(plan.font, files);
  });
  return `<style id="${FONTS_STYLE_ID}">${faces.join('')}\n</style>`;
}

export type Range = [number, number];

export function parseUnicodeRange(value: string): Range[] {
  return value.split(',').map((part) => {
    const [start = '', end] = part.trim().replace(/^U\+/i, '').split('-');
    return [parseInt(start, 16), parseInt(end ?? start, 16)];
  });
}

export const inRanges = (ranges: readonly Range[], point: number) => ranges.some(([start, end]) => point >= start && point <= end);

/** Sorted code points as a compact `unicode-range`. */
export function formatUnicodeRange(points: readonly number[]): string {
  const runs: Range[] = [];
  for (const point of [...points].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else if (!last || point > last[1]) runs.push([point, point]);
  }
  const hex = (point: number) => point.toString(16).toUpperCase();
  return runs.map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`)).join(',');
}
