import type { Page } from '@playwright/test';
import { expect, hydrationProblems, test } from './fixtures';

// Nothing the first paint does not need is requested before it: Lighthouse charges the first paint
// with every request made before it. The app's scripts start once the browser reports the first
// contentful paint, and styled-components' markers come with them, not in the HTML.

/** Waits for the whole page to have hydrated: its parts hydrate in turn, the footer last. */
async function hydrated(page: Page): Promise<void> {
  await expect
    .poll(() => page.locator('footer').evaluate((footer) => Object.keys(footer).some((key) => key.startsWith('__react'))), {
      timeout: 15_000,
    })
    .toBe(true);
}

/** The rules styled-components inserted at run time, beside the prerendered CSS. */
const insertedRules = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLStyleElement>('style[data-styled="active"]')].reduce(
      (sum, style) => sum + (style.sheet?.cssRules.length ?? 0),
      0,
    ),
  );

test('the page requests no script and no styled-components markers before its first contentful paint', async ({ page }) => {
  await page.goto('/');
  await hydrated(page);
  const { fcp, early } = await page.evaluate(() => {
    const paint = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN;
    const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    return {
      fcp: paint,
      early: resources
        .filter((entry) => /\.js$|styled-markers/.test(new URL(entry.name).pathname) && entry.startTime <= paint)
        .map((entry) => new URL(entry.name).pathname),
    };
  });
  expect(fcp).toBeGreaterThan(0);
  expect(early).toEqual([]);
});

test('the prerendered CSS is not inserted again when the page hydrates: its markers come back first', async ({ page, consoleLogs }) => {
  await page.goto('/');
  await hydrated(page);
  const html = await (await page.request.get('/')).text();
  expect(html).not.toMatch(/<style[^>]*data-styled/);
  // A few rules may come from state the prerender does not have; the page's hundreds are not inserted again.
  expect(await insertedRules(page)).toBeLessThan(20);
  expect(hydrationProblems(consoleLogs)).toEqual([]);
});

/** What the visitor sees of the Start button: its classes and its background. */
const startButtonLook = (page: Page) =>
  page.getByTestId('demo-button').evaluate((button: HTMLElement) => `${button.className} ${getComputedStyle(button).backgroundColor}`);

test('without its markers (a failed request) the page still hydrates, styled the same, inserting the rules again', async ({
  page,
  consoleLogs,
}) => {
  await page.route('**/assets/styled-markers-*', (route) => route.abort());
  await page.goto('/');
  const before = await startButtonLook(page);
  await hydrated(page);
  expect(await insertedRules(page)).toBeGreaterThan(100);
  expect(await startButtonLook(page)).toBe(before);
  expect(hydrationProblems(consoleLogs)).toEqual([]);
});
