// The Content-Security-Policy of the keyed build (npm run build:live-test): the configured hosts,
// and what the call library needs to load and run its call-machine bundle.
import { expect, test } from './fixtures';
import { toast } from './demo-helpers';
import { expectStrictScripts, policiesOf } from './csp-helpers';
import { API, CONTACT, CORS, answerWebCalls } from './live-provider';

test.describe('the content security policy (keyed build)', () => {
  test.beforeEach(async ({ page }) => {
    // This machine has no way out; make that explicit, the call library's hosts included.
    await page.route(
      (url) => url.hostname !== '127.0.0.1',
      (route) => route.abort('internetdisconnected'),
    );
  });

  test('allows the configured API and form hosts and the call library, with no unsafe-inline for scripts', async ({ request }) => {
    for (const path of ['/', '/no-such-page']) {
      const { meta, header } = await policiesOf(await request.get(path));
      expectStrictScripts(meta);
      expect(header.get('connect-src')).toEqual(meta.get('connect-src'));
      const connect = meta.get('connect-src') ?? [];
      for (const host of [
        API,
        'https://forms.vestry-live.test',
        'https://*.daily.co',
        'wss://*.daily.co',
        'https://*.pluot.blue',
        'wss://*.pluot.blue',
      ])
        expect(connect).toContain(host);
      expect(meta.get('script-src')).toContain('https://*.daily.co');
      // The call-machine bundle loads as a script (avoidEval): no eval; noise cancellation's WebAssembly only.
      expect(meta.get('script-src')).not.toContain("'unsafe-eval'");
      expect(meta.get('script-src')).toContain("'wasm-unsafe-eval'");
      expect(header.get('script-src')).toEqual(meta.get('script-src'));
    }
  });

  test('the call library loads and runs its call-machine bundle from its CDN without a violation', async ({ page, cspViolations }) => {
    await answerWebCalls(page, 'call_live_1');
    // A stand-in for the bundle: it only says that it ran (the join then fails, which is not under test here).
    // With avoidEval the library adds it as a <script>, so script-src, not eval, decides whether it runs.
    const bundles: string[] = [];
    await page.route('https://c.daily.co/**', (route) => {
      bundles.push(route.request().url());
      return route.fulfill({
        status: 200,
        headers: { ...CORS, 'content-type': 'text/javascript' },
        body: 'window.vestryCallMachineRan = true;',
      });
    });
    await page.goto('/');
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await expect.poll(() => bundles.length, { timeout: 20_000 }).toBeGreaterThan(0);
    expect(bundles[0]).toContain('/call-machine/');
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { vestryCallMachineRan?: boolean }).vestryCallMachineRan === true))
      .toBe(true);
    expect(cspViolations).toEqual([]);
  });

  test('the contact form posts to the configured endpoint without a violation', async ({ page, cspViolations }) => {
    await page.route(CONTACT, (route) =>
      route.request().method() === 'OPTIONS'
        ? route.fulfill({ status: 204, headers: CORS })
        : route.fulfill({ status: 200, headers: CORS, json: { ok: true } }),
    );
    await page.goto('/');
    await page.locator('#contact form').getByLabel(/Name/).fill('Ruth');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(toast(page, 'Message sent successfully!')).toBeVisible();
    expect(cspViolations).toEqual([]);
  });
});
