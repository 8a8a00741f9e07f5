// The web fonts as the built page serves them: only the two preloaded subsets load with the page,
// every text is drawn in its own family's web font at a weight its faces declare, and what a
// visitor types outside the subset fetches Inter's other files and is drawn in Inter too.
import type { CDPSession, Page } from '@playwright/test';
import { FAMILIES, fontsource, inRanges, parseUnicodeRange, type Range } from '../../scripts/web-font-files';
import { expect, test } from './fixtures';

/** Every character any Fontsource file of the family has: the others no web font can draw. */
const coverage = new Map<string, Range[]>(
  FAMILIES.map((plan) => {
    const source = fontsource(plan);
    return [
      plan.font.family,
      [...new Set([plan.subsetFrom, ...plan.onDemand])].flatMap((subset) => parseUnicodeRange(source.range(subset))),
    ];
  }),
);

interface TextElement {
  index: number;
  family: string;
  weight: number;
  /** Families of the element and of the elements inside it: the fonts its text may be drawn in. */
  families: string[];
  /** Its text and that of ::before and ::after, in it and inside it. */
  text: string;
  html: string;
}

/** Marks each element that holds text of its own, and says what it is set in. */
function textElements(page: Page): Promise<TextElement[]> {
  return page.evaluate(() => {
    const familyOf = (element: Element) => (getComputedStyle(element).fontFamily.split(',')[0] ?? '').trim().replace(/^["']|["']$/g, '');
    const generated = (element: Element) =>
      ['::before', '::after']
        .map((pseudo) => getComputedStyle(element, pseudo).content)
        .filter((content) => content.startsWith('"'))
        .join('');
    const holders = [...document.querySelectorAll('body *')].filter(
      (element) =>
        !element.closest('script, style') &&
        [...element.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim()),
    );
    return holders.map((element, index) => {
      element.setAttribute('data-font-check', String(index));
      const inside = [element, ...element.querySelectorAll('*')];
      return {
        index,
        family: familyOf(element),
        weight: Number(getComputedStyle(element).fontWeight),
        families: [...new Set(inside.map(familyOf))],
        text: (element.textContent ?? '') + inside.map(generated).join(''),
        html: element.outerHTML.slice(0, 160),
      };
    });
  });
}

/** The weights each family's faces are declared for, as [min, max]. */
function declaredWeights(page: Page): Promise<Record<string, [number, number]>> {
  return page.evaluate(() =>
    Object.fromEntries(
      [...document.fonts]
        .filter((face) => !face.family.endsWith('Fallback'))
        .map((face) => {
          const [min = 0, max = min] = face.weight.split(' ').map(Number);
          return [face.family.replace(/^["']|["']$/g, ''), [min, max]];
        }),
    ),
  );
}

async function platformFonts(
  client: CDPSession,
  selector: string,
): Promise<{ familyName: string; isCustomFont: boolean; glyphCount: number }[][]> {
  const { root } = await client.send('DOM.getDocument', { depth: -1 });
  const { nodeIds } = await client.send('DOM.querySelectorAll', { nodeId: root.nodeId, selector });
  return Promise.all(nodeIds.map(async (nodeId) => (await client.send('CSS.getPlatformFontsForNode', { nodeId })).fonts));
}

async function fontsSession(page: Page): Promise<CDPSession> {
  const client = await page.context().newCDPSession(page);
  await client.send('DOM.enable');
  await client.send('CSS.enable');
  return client;
}

test.describe('the web fonts', () => {
  test('load with the page as the two preloaded subsets alone, and draw every text in its family at a declared weight', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => document.fonts.ready);
    const preloaded = await page
      .locator('link[rel=preload][as=font]')
      .evaluateAll((links) => links.map((link) => new URL((link as HTMLLinkElement).href).pathname));
    expect(preloaded).toEqual([expect.stringMatching(/^\/assets\/fraunces-page-/), expect.stringMatching(/^\/assets\/inter-page-/)]);
    expect(fetched.sort()).toEqual([...preloaded].sort());

    const elements = await textElements(page);
    const weights = await declaredWeights(page);
    const client = await fontsSession(page);
    const used = await platformFonts(client, '[data-font-check]');
    expect(used).toHaveLength(elements.length);
    expect(elements.filter(({ family }) => family === 'Fraunces').length).toBeGreaterThan(5);
    const problems = elements.flatMap((element, i) => {
      const [min, max] = weights[element.family] ?? [0, 0];
      const drawn = used[i] ?? [];
      // A character no file of its family has is drawn by a local font: allowed, and only then.
      const undrawable = [...element.text].some((char) => !inRanges(coverage.get(element.family) ?? [], char.codePointAt(0) ?? 0));
      const strangers = drawn.filter((font) => !(font.isCustomFont && element.families.includes(font.familyName)));
      return [
        ...(element.weight < min || element.weight > max ? [`weight ${element.weight} outside ${min}-${max}: ${element.html}`] : []),
        ...(strangers.length > 0 && !undrawable
          ? [`drawn in ${strangers.map((font) => font.familyName).join(', ')}: ${element.html}`]
          : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  test('fetch Inter’s other files for what a visitor types outside the subset, and draw it in Inter', async ({ page }) => {
    const fetched: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font') fetched.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    const typed = 'Zoë Łódź Ωμέγα';
    await page.locator('input[name=name]').fill(typed);
    await expect
      .poll(() => fetched.map((path) => /\/assets\/inter-([a-z-]+)-[\w-]{8}\.woff2$/.exec(path)?.[1]).sort())
      .toEqual(['greek', 'latin', 'latin-ext', 'page']);
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate((text) => document.fonts.check('16px Inter', text), typed)).toBe(true);

    // The typed text is in the field's own (user-agent) shadow tree.
    const client = await fontsSession(page);
    const { root } = await client.send('DOM.getDocument', { depth: -1, pierce: true });
    type DomNode = { nodeId: number; nodeName: string; attributes?: string[]; children?: DomNode[]; shadowRoots?: DomNode[] };
    const all = (node: DomNode): DomNode[] => [node, ...(node.children ?? []).flatMap(all), ...(node.shadowRoots ?? []).flatMap(all)];
    const field = all(root as DomNode).find(
      (node) =>
        node.nodeName === 'INPUT' &&
        node.attributes?.some((value, i) => i % 2 === 1 && value === 'name' && node.attributes?.[i - 1] === 'name'),
    );
    const editors = (field?.shadowRoots ?? []).flatMap(all).filter((node) => node.nodeName === 'DIV');
    const drawn = (
      await Promise.all(editors.map(async ({ nodeId }) => (await client.send('CSS.getPlatformFontsForNode', { nodeId })).fonts))
    ).flat();
    expect(drawn).toEqual([
      { familyName: 'Inter', postScriptName: expect.any(String) as unknown, isCustomFont: true, glyphCount: [...typed].length },
    ]);
  });
});
