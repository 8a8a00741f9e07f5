import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

export interface ConsoleLog {
  type: string;
  text: string;
}

/** Collects console output and page errors, so tests can assert a clean hydration. */
export const test = base.extend<{ consoleLogs: ConsoleLog[] }>({
  consoleLogs: async ({ page }, use) => {
    const logs: ConsoleLog[] = [];
    page.on('console', (message) => logs.push({ type: message.type(), text: message.text() }));
    page.on('pageerror', (error) => logs.push({ type: 'pageerror', text: error.message }));
    await use(logs);
  },
});

export { expect };

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/** Hydration problems surface as console errors or warnings from React. */
export function hydrationProblems(logs: ConsoleLog[]): ConsoleLog[] {
  return logs.filter(
    (log) => log.type === 'pageerror' || (['error', 'warning'].includes(log.type) && /hydrat|did not match|server rendered/i.test(log.text)),
  );
}

export const SECTION_IDS = ['hero', 'features', 'pricing', 'faq', 'contact', 'footer'] as const;
