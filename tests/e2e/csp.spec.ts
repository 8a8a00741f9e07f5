// The Content-Security-Policy of the simulated build. Every end-to-end test fails on a
// violation (fixtures.ts); these tests pin the policy itself and prove the listener works.
import { expect, test, type ConsoleLog } from './fixtures';
import '../../streams/site/page-violations';
import { connect, hangUp, toast } from './demo-helpers';
import { expectStrictScripts, policiesOf } from './csp-helpers';

test.describe('the content security policy (simulated build)', () => {
  test('both pages carry it as a meta tag and as a header, with no unsafe-inline for scripts', async ({ request }) => {
    for (const path of ['/', '/no-such-page']) {
      const { meta, header } = await policiesOf(await request.get(path));
      expectStrictScripts(meta);
      expect(header.get('script-src')).toEqual(meta.get('script-src'));
      expect(header.get('frame-ancestors')).toEqual(["'none'"]);
      // The simulated build talks to the provider API base and the simulated form endpoint (MSW answers both).
      expect(meta.get('connect-src')).toEqual(["'self'", 'https://api.vapi.ai', 'https://forms.vestry.example']);
      // No call library in a simulated build: no eval, no CDN, no blob: scripts.
      expect(meta.get('script-src')?.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'"]);
      expect(meta.get('worker-src')).toEqual(["'self'"]);
    }
  });

  test('the page, a whole demo call and the contact form run without a violation', async ({ page, cspViolations }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bjs\b/); // the hashed inline script ran
    await connect(page);
    await expect(page.getByTestId('captions')).toContainText('Hello', { timeout: 10_000 });
    await expect
      .poll(async () => Number(await page.getByTestId('volume-meter').locator('[data-volume]').getAttribute('data-volume')), {
        timeout: 10_000,
      })
      .toBeGreaterThan(0);
    await hangUp(page);
    const form = page.locator('#contact form');
    await form.getByLabel(/Name/).fill('Ruth');
    await form.getByLabel('Message').fill('Checking the policy.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message sent successfully!')).toBeVisible();
    await page.goto('/no-such-page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(cspViolations).toEqual([]);
  });

  test('fails any test whose page violates it', async ({ page }) => {
    // Expected to fail: the fixture's teardown finds the violation. Were the listener broken, this test would pass and so be reported as failing.
    test.fail();
    await page.goto('/');
    await page.evaluate(() => fetch('https://elsewhere.example/collect').catch(() => undefined));
  });

  test.describe('a page that breaks it', () => {
    test.use({ allowCspViolations: true });

    test('is caught: an injected inline script does not run, a foreign host is not reached, and both are reported', async ({
      page,
      cspViolations,
    }) => {
      await page.goto('/');
      const ran = await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = 'window.injected = true;';
        document.head.append(script);
        return (window as unknown as { injected?: boolean }).injected === true;
      });
      expect(ran).toBe(false);
      await page.evaluate(() => fetch('https://elsewhere.example/collect').catch(() => undefined));
      // Each is reported once per policy that blocks it: the meta tag's and the header's.
      await expect.poll(() => cspViolations.length).toBe(4);
      expect(cspViolations.map((violation) => violation.directive)).toEqual([
        'script-src-elem',
        'script-src-elem',
        'connect-src',
        'connect-src',
      ]);
      expect(cspViolations.filter((violation) => violation.directive === 'connect-src').map((violation) => violation.blockedURI)).toEqual([
        'https://elsewhere.example/collect',
        'https://elsewhere.example/collect',
      ]);
    });

    test('the page tells each violation to the console itself and keeps it for the dev log', async ({
      page,
      consoleLogs,
      cspViolations,
    }) => {
      await page.goto('/');
      await page.evaluate(() => fetch('https://elsewhere.example/collect').catch(() => undefined));
      await expect.poll(() => cspViolations.length).toBe(2);
      const told = (): ConsoleLog[] =>
        consoleLogs.filter((log) =>
          log.text.startsWith('Content-Security-Policy violation: connect-src blocked https://elsewhere.example/collect'),
        );
      // Once per policy that blocks it (meta and header), as errors: the policy enforces.
      await expect.poll(() => told().length).toBe(2);
      expect(told().map((log) => log.type)).toEqual(['error', 'error']);
      expect(await page.evaluate(() => window.vestryCspViolations?.map((event) => event.blockedURI))).toEqual([
        'https://elsewhere.example/collect',
        'https://elsewhere.example/collect',
      ]);
    });
  });
});
