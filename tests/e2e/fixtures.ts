import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';
import { installVisitor } from './visitor';

export interface ConsoleLog {
  type: string;
  text: string;
}

/** One `securitypolicyviolation` event, as the page saw it. */
export interface CspViolation {
  directive: string;
  blockedURI: string;
  sourceFile: string;
  sample: string;
  page: string;
}

interface Fixtures {
  consoleLogs: ConsoleLog[];
  /** Every Content-Security-Policy violation of the test's pages; a test fails on any, unless it allows them. */
  cspViolations: CspViolation[];
  /** `test.use({ allowCspViolations: true })` in the tests that break the policy on purpose. */
  allowCspViolations: boolean;
  /** Every page's microphone is the test's visitor, silent until it speaks (visitor.ts). */
  drivenVisitor: boolean;
}

declare global {
  interface Window {
    __vestryCspViolation?: (violation: CspViolation) => void;
  }
}

/** Collects console output and page errors, so tests can assert a clean hydration; and fails any test whose page violates its CSP. */
export const test = base.extend<Fixtures>({
  consoleLogs: async ({ page }, use) => {
    const logs: ConsoleLog[] = [];
    page.on('console', (message) => logs.push({ type: message.type(), text: message.text() }));
    page.on('pageerror', (error) => logs.push({ type: 'pageerror', text: error.message }));
    await use(logs);
  },
  allowCspViolations: [false, { option: true }],
  drivenVisitor: [
    async ({ context }, use) => {
      await installVisitor(context);
      await use(true);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context, allowCspViolations }, use) => {
      const violations: CspViolation[] = [];
      // On the context, so every page a test opens is watched, not only `page`.
      await context.exposeFunction('__vestryCspViolation', (violation: CspViolation) => violations.push(violation));
      // Injected through the DevTools protocol, so the policy does not apply to this listener itself.
      await context.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          window.__vestryCspViolation?.({
            directive: event.effectiveDirective,
            blockedURI: event.blockedURI,
            sourceFile: event.sourceFile,
            sample: event.sample,
            page: document.location.href,
          });
        });
      });
      await use(violations);
      // Violations are reported in a task of their own, then cross to this process: let the last ones arrive.
      await new Promise((done) => setTimeout(done, 100));
      if (!allowCspViolations) expect(violations, 'the page violated its Content-Security-Policy').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export async function expectNoAxeViolations(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary).toEqual([]);
}

/**
 * Axe at 1280 px, and at a phone's width, where the hero keeps its tap-to-call instead of the call
 * panel (`atPhoneWidth`: what else the phone's width must show or hide); back to 1280 px after.
 */
export async function expectAxeCleanAtBothWidths(page: Page, atPhoneWidth?: () => Promise<void>): Promise<void> {
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 375, height: 800 });
  await expect(page.getByTestId('call-now-link')).toBeVisible();
  await atPhoneWidth?.();
  await expectNoAxeViolations(page);
  await page.setViewportSize({ width: 1280, height: 800 });
}

/** Hydration problems surface as console errors or warnings from React. */
export function hydrationProblems(logs: ConsoleLog[]): ConsoleLog[] {
  return logs.filter(
    (log) =>
      log.type === 'pageerror' || (['error', 'warning'].includes(log.type) && /hydrat|did not match|server rendered/i.test(log.text)),
  );
}

export const SECTION_IDS = ['hero', 'features', 'pricing', 'faq', 'contact', 'footer'] as const;

/**
 * The color-contrast results axe could not decide inside `selector` ("needs review": text over a
 * gradient, an image or a pseudo-element), each as its target and axe's reason; none passes.
 */
export async function contrastToReview(page: Page, selector: string): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include(selector).withRules(['color-contrast']).analyze();
  return results.incomplete.flatMap((rule) =>
    rule.nodes.map((node) => `${node.target.join(' ')}: ${node.any.map((check) => check.message).join('; ')}`),
  );
}
