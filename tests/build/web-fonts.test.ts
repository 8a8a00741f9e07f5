// @vitest-environment node
// The build's web fonts: what the pages set in each family, read from their HTML and CSS; the
// subsets cut for it; and the head that declares and preloads them.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as hb from 'harfbuzzjs';
import subsetFont from 'subset-font';
import { afterAll, describe, expect, it } from 'vitest';
import { DIGITS, FONTS_PLACEHOLDER, formatUnicodeRange, parseUnicodeRange } from '../../scripts/web-font-files';
import { fontUse, writeWebFonts } from '../../scripts/web-fonts';

const PAGE = `<!doctype html><html><head>
${FONTS_PLACEHOLDER}
<style>
  body { font-family: "Inter", "Inter Fallback", sans-serif; font-feature-settings: 'cv11', 'ss01', 'ss02' 0; }
  .count { font-variant-numeric: tabular-nums; }
  h1 { font-family: "Fraunces", "Fraunces Fallback", serif; font-weight: 600; }
  .tagline { font-family: "Inter", sans-serif; font-weight: 650; }
  .eyebrow { text-transform: uppercase; font-weight: 700; }
  li::before { content: '\\2713'; }
  .price { font-family: "Fraunces", serif; font-weight: 700; }
</style></head><body>
  <h1>Hymns <span class="tagline">and prayers</span></h1>
  <p class="eyebrow">quiet</p>
  <ul><li>Kept</li></ul>
  <p>Price <strong class="price">$9</strong> <span class="count">12</span></p>
  <input placeholder="Your name" value=""><input type="hidden" value="Zebra">
  <script>var box = 'Xylophone';</script>
</body></html>`;

const chars = (text: string) => new Set([...text].map((char) => char.codePointAt(0)));

describe('what the pages set in each family', () => {
  const uses = fontUse([PAGE]);
  const fraunces = uses.get('Fraunces');
  const inter = uses.get('Inter');

  it('is the text of each element in its computed family and weight, a nested element in its own', () => {
    expect(fraunces?.chars).toEqual(chars('Hymns $9'));
    expect(fraunces?.weights).toEqual(new Set([600, 700]));
    expect(inter?.weights).toEqual(new Set([400, 650, 700]));
    for (const char of 'andprayersKeptPrice') expect(inter?.chars).toContain(char.codePointAt(0));
  });

  it('is the text as drawn: transformed, with fields’ placeholders and generated content', () => {
    for (const char of 'QUIET✓Yourname') expect(inter?.chars).toContain(char.codePointAt(0));
    expect(inter?.chars).not.toContain('q'.codePointAt(0));
  });

  it('asks for the features the styles switch on, in the family that draws them', () => {
    expect(inter?.features).toEqual(new Set(['cv11', 'ss01', 'tnum']));
    expect(fraunces?.features).toEqual(new Set(['cv11', 'ss01']));
  });

  it('leaves out what is not drawn: scripts and hidden fields', () => {
    for (const char of 'ZbXlh') expect(inter?.chars).not.toContain(char.codePointAt(0));
  });
});

describe('unicode ranges', () => {
  it('are written compactly and read back', () => {
    expect(formatUnicodeRange([0x43, 0x41, 0x42, 0x45, 0x2713])).toBe('U+41-43,U+45,U+2713');
    expect(parseUnicodeRange('U+41-43,U+45, U+2713')).toEqual([
      [0x41, 0x43],
      [0x45, 0x45],
      [0x2713, 0x2713],
    ]);
  });
});

describe('the fonts a build writes', () => {
  const outDir = mkdtempSync(join(tmpdir(), 'vestry-fonts-'));
  afterAll(() => rmSync(outDir, { recursive: true, force: true }));
  mkdirSync(join(outDir, 'assets'));
  writeFileSync(join(outDir, 'index.html'), PAGE);
  // The app's own strings: what it writes once it runs; the dev-only panel's are left out.
  const srcDir = join(outDir, 'src');
  mkdirSync(join(srcDir, 'dev'), { recursive: true });
  writeFileSync(
    join(srcDir, 'states.tsx'),
    "export const joining = `Joining ${1}…`;\nexport const View = () => <p title='w'>Jazz ×</p>;\n",
  );
  writeFileSync(join(srcDir, 'dev', 'panel.tsx'), "export const title = 'Wombat Kiwi';\n");

  /** The characters a woff2 file maps and its variation axes, read with HarfBuzz. */
  async function contents(url: string) {
    const woff2 = readFileSync(join(outDir, url));
    // HarfBuzz reads SFNT: a subset for every character there could be converts it, glyphs unchanged.
    const sfnt = await subsetFont(woff2, String.fromCodePoint(...Array.from({ length: 0x3000 - 32 }, (_, i) => i + 32)), {
      targetFormat: 'sfnt',
    });
    const face = new hb.Face(new hb.Blob(sfnt));
    return {
      chars: new Set(face.collectUnicodes()),
      axes: face.getAxisInfos(),
      features: new Set([...face.getTableFeatureTags('GSUB'), ...face.getTableFeatureTags('GPOS')]),
    };
  }

  it('cuts Fraunces to its characters and weights, Inter to its characters, the app’s strings and the digits, and declares and preloads them', async () => {
    const fonts = await writeWebFonts(outDir, ['index.html'], srcDir);
    const [fraunces, inter] = fonts;
    expect(fonts.map(({ font }) => font.family)).toEqual(['Fraunces', 'Inter']);

    expect(fraunces?.weight).toBe('600 700');
    const frauncesFile = await contents(fraunces?.preload.url ?? '');
    expect(frauncesFile.chars).toEqual(chars('Hymns $9'));
    expect(frauncesFile.axes.wght).toMatchObject({ min: 600, max: 700 });

    expect(inter?.weight).toBe('400 700');
    const interFile = await contents(inter?.preload.url ?? '');
    expect(interFile.chars).toEqual(chars(`${DIGITS}and prayersQUIETKeptPrice Your nameJoining …wJazz ×`));
    // The features browsers apply unasked and those the page asks for (tabular figures), not the
    // others Fontsource's Inter has (proportional figures). Its files have no cv11 or ss01 to keep.
    for (const feature of ['kern', 'tnum']) expect(interFile.features).toContain(feature);
    expect(interFile.features).not.toContain('pnum');
    expect(inter?.outside).toEqual([0x2713]);
    expect(interFile.axes.wght).toMatchObject({ min: 400, max: 700 });

    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(html).not.toContain(FONTS_PLACEHOLDER);
    expect(
      html.match(/<link rel="preload" href="\/assets\/(fraunces|inter)-page-[\w-]{8}\.woff2" as="font" type="font\/woff2" crossorigin>/g),
    ).toHaveLength(2);
    const faces = /<style id="web-fonts">(.*?)<\/style>/s.exec(html)?.[1] ?? '';
    // Inter's seven Fontsource files first, its page subset last, which the browser then tries first.
    expect(faces.match(/font-family: "Inter"/g)).toHaveLength(8);
    expect(faces.lastIndexOf('inter-page-')).toBeGreaterThan(faces.lastIndexOf('inter-latin-'));
    expect(faces).toContain(`src: url(${inter?.preload.url ?? ''}) format("woff2-variations")`);
    expect(faces.match(/font-weight: 400 700;/g)).toHaveLength(8);
    expect(faces).toContain('font-weight: 600 700;');
    expect(faces.match(/font-display: swap/g)).toHaveLength(9);
  }, 60_000);

  it('pins a family set at one weight to that weight', async () => {
    const page = PAGE.replace('font-weight: 700; }\n</style>', 'font-weight: 600; }\n</style>');
    writeFileSync(join(outDir, 'one-weight.html'), page);
    const [fraunces] = await writeWebFonts(outDir, ['one-weight.html'], srcDir);
    expect(fraunces?.weight).toBe('600');
    expect((await contents(fraunces?.preload.url ?? '')).axes).toEqual({});
    expect(readFileSync(join(outDir, 'one-weight.html'), 'utf8')).toContain(`src: url(${fraunces?.preload.url ?? ''}) format("woff2");`);
  }, 60_000);

  it('refuses a page without the placeholder, before writing anything', async () => {
    writeFileSync(join(outDir, 'bare.html'), PAGE.replace(FONTS_PLACEHOLDER, ''));
    await expect(writeWebFonts(outDir, ['bare.html'], srcDir)).rejects.toThrow(/has no <!--app-fonts-->/);
  });
});
