// The page's web fonts, made by the build from what the prerendered pages set (docs/performance.md, "Fonts cut to the page"):
// - Fraunces, headings only: subset to the characters the pages set in it and instanced to the
//   weights they use; preloaded.
// - Inter, the text: subset to the characters the pages set in it, and those of the app's own
//   strings and the digits (what it writes once it runs), instanced to the weights the pages use;
//   preloaded. Behind it, Fontsource's files for
//   every range, which the browser fetches only when a character the subset lacks shows (a name
//   typed in the form).
// The characters, weights and OpenType features come from the prerendered HTML, read with jsdom's
// computed styles (font-family, font-weight, text-transform, font-feature-settings, font-variant-*;
// the text of fields and of ::before and ::after), so a change of copy needs no list kept by hand.
// subset-font (HarfBuzz) subsets and instances; it keeps the features browsers apply unasked and
// those the pages ask for (Inter's cv11 and ss01) and drops the other alternates.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { JSDOM } from 'jsdom';
import subsetFont from 'subset-font';
import ts from 'typescript';
import { webFontFaces, type WebFont, type WebFontFile } from '../src/shared/fonts';
import {
  DEFAULT_FEATURES,
  FAMILIES,
  FRACTION_FEATURES,
  FONTS_PLACEHOLDER,
  FONTS_STYLE_ID,
  fontsource,
  formatUnicodeRange,
  inRanges,
  parseUnicodeRange,
  type FamilyPlan,
} from './web-font-files';

/** What the pages set in one family: its characters (code points), weights and the OpenType features they ask for. */
export interface FamilyUse {
  chars: Set<number>;
  weights: Set<number>;
  features: Set<string>;
}

type Window = JSDOM['window'];
type Rule = { selectorText?: string; style?: CSSStyleDeclaration; cssRules?: ArrayLike<Rule> };

const firstFamily = (value: string) => (value.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');

function weightOf(value: string): number {
  if (value === 'bold' || value === 'bolder') return 700;
  if (value === 'lighter') return 300;
  const weight = Number(value);
  return Number.isFinite(weight) && weight > 0 ? weight : 400;
}

/** The text as drawn: `capitalize` keeps both cases, since which letters start a word is for the browser to say. */
function transformed(text: string, transform: string): string {
  if (transform === 'uppercase') return text.toUpperCase();
  if (transform === 'lowercase') return text.toLowerCase();
  if (transform === 'capitalize') return text + text.toUpperCase();
  return text;
}

// What font-variant-* values switch on (the ones a page here might use).
const VARIANT_FEATURES: Record<string, string[]> = {
  'tabular-nums': ['tnum'],
  'proportional-nums': ['pnum'],
  'lining-nums': ['lnum'],
  'oldstyle-nums': ['onum'],
  'slashed-zero': ['zero'],
  'diagonal-fractions': ['frac'],
  'stacked-fractions': ['afrc'],
  ordinal: ['ordn'],
  'small-caps': ['smcp'],
  'all-small-caps': ['smcp', 'c2sc'],
  'petite-caps': ['pcap'],
  'all-petite-caps': ['pcap', 'c2pc'],
  'titling-caps': ['titl'],
  unicase: ['unic'],
  'discretionary-ligatures': ['dlig'],
  'historical-ligatures': ['hlig'],
  super: ['sups'],
  sub: ['subs'],
};

/** The features a computed style asks for: `font-feature-settings` tags not turned off, and font-variant-* keywords. */
function featuresOf(style: CSSStyleDeclaration): string[] {
  const settings = [...style.getPropertyValue('font-feature-settings').matchAll(/["'](\w{4})["']\s*(on|off|\d+)?/g)]
    .filter(([, , value]) => value !== 'off' && value !== '0')
    .map(([, tag = '']) => tag);
  const variants = ['font-variant-numeric', 'font-variant-caps', 'font-variant-ligatures', 'font-variant-position']
    .flatMap((property) => style.getPropertyValue(property).split(/\s+/))
    .flatMap((keyword) => VARIANT_FEATURES[keyword] ?? []);
  return [...settings, ...variants];
}

/** The strings of a CSS `content` value (`'✓'`, `"\2713"`), escapes decoded. */
function contentText(value: string): string {
  return [...value.matchAll(/"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'/g)]
    .map((match) =>
      (match[1] ?? match[2] ?? '').replace(/\\([0-9a-fA-F]{1,6})\s?|\\(.)/g, (_all, hex: string | undefined, char: string | undefined) =>
        hex ? String.fromCodePoint(parseInt(hex, 16)) : (char ?? ''),
      ),
    )
    .join('');
}

function* styleRules(rules: ArrayLike<Rule>): Generator<Rule> {
  for (const rule of Array.from(rules)) {
    if (rule.selectorText !== undefined) yield rule;
    else if (rule.cssRules) yield* styleRules(rule.cssRules);
  }
}

/** Adds what one page sets in each family to `uses`. */
function readPage(html: string, uses: Map<string, FamilyUse>): void {
  const { window } = new JSDOM(html);
  const { document } = window;
  const add = (element: Element, text: string) => {
    if (text === '') return;
    const style = window.getComputedStyle(element);
    const family = firstFamily(style.fontFamily);
    const use = uses.get(family) ?? { chars: new Set<number>(), weights: new Set<number>(), features: new Set<string>() };
    uses.set(family, use);
    for (const char of transformed(text, style.textTransform)) use.chars.add(char.codePointAt(0) ?? 0);
    use.weights.add(weightOf(style.fontWeight));
    for (const feature of featuresOf(style)) use.features.add(feature);
  };
  const walker = document.createTreeWalker(document.body, window.NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (parent && !parent.closest('script, style, noscript, template') && node.textContent?.trim()) add(parent, node.textContent);
  }
  for (const field of document.body.querySelectorAll('input:not([type=hidden]), textarea')) {
    add(field, `${field.getAttribute('placeholder') ?? ''}${field.getAttribute('value') ?? ''}`);
  }
  addGeneratedContent(window, add);
}

/** ::before and ::after content, in the font of the element it belongs to. */
function addGeneratedContent(window: Window, add: (element: Element, text: string) => void): void {
  const { document } = window;
  for (const sheet of Array.from(document.styleSheets)) {
    for (const rule of styleRules(sheet.cssRules as unknown as ArrayLike<Rule>)) {
      const text = contentText(rule.style?.getPropertyValue('content') ?? '');
      if (!text || !/::?(before|after)/.test(rule.selectorText ?? '')) continue;
      for (const selector of (rule.selectorText ?? '').split(',')) {
        const owner = selector.replace(/::?(before|after)/g, '').trim() || '*';
        try {
          for (const element of document.querySelectorAll(owner)) add(element, text);
        } catch {
          // A selector jsdom cannot match: its content is not counted.
        }
      }
    }
  }
}

/**
 * Every character of the string literals and JSX text in `srcDir` (the dev-only panel aside): what
 * the app can write once it runs, such as the call's states, toasts and captions.
 */
export function appTextChars(srcDir: string): Set<number> {
  const chars = new Set<number>();
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteralLike(node) ||
      ts.isJsxText(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      for (const char of node.text) chars.add(char.codePointAt(0) ?? 0);
    }
    ts.forEachChild(node, visit);
  };
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts') && !file.startsWith('dev'),
  );
  for (const file of files) {
    const path = resolve(srcDir, file);
    visit(
      ts.createSourceFile(
        path,
        readFileSync(path, 'utf8'),
        ts.ScriptTarget.Latest,
        false,
        file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
      ),
    );
  }
  for (const point of [...chars]) if (point < 32) chars.delete(point);
  return chars;
}

/** What the pages set in each family, by family name. */
export function fontUse(pages: readonly string[]): Map<string, FamilyUse> {
  const uses = new Map<string, FamilyUse>();
  for (const html of pages) readPage(html, uses);
  return uses;
}

/** Writes a file into the build's assets under a name that changes with its content (they are cached for good). */
function emit(outDir: string, name: string, bytes: Uint8Array): string {
  const hash = createHash('sha256').update(bytes).digest('base64url').slice(0, 8);
  const file = `assets/${name}-${hash}.woff2`;
  writeFileSync(join(outDir, file), bytes);
  return `/${file}`;
}

export interface FamilyFonts {
  font: WebFont;
  /** The page's subset: its URL and size, the characters it holds and the weights it serves. */
  preload: { url: string; bytes: number };
  chars: number[];
  weight: string;
  /** The OpenType features it keeps. */
  features: string[];
  /** Characters the pages set in it that its subset's source lacks: they come from another file or the fallback. */
  outside: number[];
  files: WebFontFile[];
}

/** Cuts a family's subset for what the pages set in it and lists its files, the subset last. */
async function familyFonts(outDir: string, plan: FamilyPlan, use: FamilyUse, appText: ReadonlySet<number>): Promise<FamilyFonts> {
  const source = fontsource(plan);
  const covered = parseUnicodeRange(source.range(plan.subsetFrom));
  const wanted = new Set([...use.chars, ...[...plan.always].map((char) => char.codePointAt(0) ?? 0), ...(plan.appText ? appText : [])]);
  const chars = [...wanted].filter((point) => inRanges(covered, point)).sort((a, b) => a - b);
  const weights = [...use.weights];
  const [min, max] = [Math.min(...weights), Math.max(...weights)];
  const fractions = chars.includes(0x2044) ? FRACTION_FEATURES : [];
  const features = [...new Set([...DEFAULT_FEATURES, ...fractions, ...use.features])];
  // @types/subset-font 2.3 does not know keepFeatures yet (subset-font has it since 2.4).
  const options: Parameters<typeof subsetFont>[2] & { keepFeatures: string[] } = {
    targetFormat: 'woff2',
    variationAxes: { wght: min === max ? min : { min, max } },
    keepFeatures: features,
  };
  const bytes = await subsetFont(readFileSync(source.file(plan.subsetFrom)), String.fromCodePoint(...chars), options);
  const weight = min === max ? String(min) : `${min} ${max}`;
  const url = emit(outDir, `${plan.prefix}-page`, bytes);
  const onDemand = plan.onDemand.map((subset) => ({
    url: emit(outDir, `${plan.prefix}-${subset}`, readFileSync(source.file(subset))),
    unicodeRange: source.range(subset),
    weight,
    variable: true,
  }));
  return {
    font: plan.font,
    preload: { url, bytes: bytes.length },
    chars,
    weight,
    features,
    outside: [...use.chars].filter((point) => !inRanges(covered, point)).sort((a, b) => a - b),
    files: [...onDemand, { url, unicodeRange: formatUnicodeRange(chars), weight, variable: min !== max }],
  };
}

/** The preloads and the style element that take the placeholder's place. */
export function fontsHead(fonts: readonly FamilyFonts[]): string {
  const preloads = fonts.map(({ preload }) => `<link rel="preload" href="${preload.url}" as="font" type="font/woff2" crossorigin>`);
  const css = fonts
    .map(({ font, files }) => webFontFaces(font, files))
    .join('')
    .replace(/\n\s*/g, '');
  return `${preloads.join('\n    ')}\n    <style id="${FONTS_STYLE_ID}">${css}</style>`;
}

/**
 * Makes the web fonts for the built pages (`pages`, relative to `outDir`) from what they set (and,
 * for Inter, the app's strings in `srcDir`), writes
 * them into `outDir/assets`, and puts their preloads and @font-face rules in the pages' head.
 */
export async function writeWebFonts(outDir: string, pages: readonly string[], srcDir = resolve('src')): Promise<FamilyFonts[]> {
  const files = pages.map((name) => ({ path: join(outDir, name), html: readFileSync(join(outDir, name), 'utf8') }));
  for (const { path, html } of files)
    if (!html.includes(FONTS_PLACEHOLDER)) throw new Error(`${path} has no ${FONTS_PLACEHOLDER} for the fonts`);
  const uses = fontUse(files.map(({ html }) => html));
  const appText = appTextChars(srcDir);
  const fonts: FamilyFonts[] = [];
  for (const plan of FAMILIES) {
    const use = uses.get(plan.font.family);
    if (use && use.chars.size > 0) fonts.push(await familyFonts(outDir, plan, use, appText));
  }
  const head = fontsHead(fonts);
  for (const { path, html } of files) writeFileSync(path, html.replace(FONTS_PLACEHOLDER, head));
  return fonts;
}
