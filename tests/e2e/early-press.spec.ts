import type { Page } from '@playwright/test';
import { expect, hydrationProblems, test } from './fixtures';
import { demoButton } from './demo-helpers';

/** Holds back every script of the page until `release()`, so what the test does lands on the prerendered HTML. */
async function holdScripts(page: Page): Promise<{ release: () => void; count: () => number }> {
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldScripts = 0;
  await page.route('**/assets/*.js', async (route) => {
    heldScripts += 1;
    await held;
    await route.continue();
  });
  return { release, count: () => heldScripts };
}

test.describe('presses before the page has hydrated', () => {
  test('a press on Start Demo Call while the scripts are still loading is replayed, not lost', async ({ page, consoleLogs }) => {
    // Every script is held back until the press is made: the press lands on the prerendered HTML.
    const { release, count } = await holdScripts(page);
    await page.goto('/?simulate-join-ms=3000', { waitUntil: 'commit' });
    await demoButton(page).click();
    // The entry is requested only after the first paint, which may come after the press: wait until it is held.
    await expect.poll(count).toBeGreaterThan(0);
    const hydrated = await demoButton(page).evaluate((button) => Object.keys(button).some((key) => key.startsWith('__react')));
    expect(hydrated).toBe(false);
    release();
    await expect(demoButton(page)).toHaveText('Connecting to AI...');
    await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 15_000 });
    expect(hydrationProblems(consoleLogs)).toEqual([]);
  });

  test('a press on an FAQ question before hydration opens it once the page has hydrated', async ({ page, consoleLogs }) => {
    const { release } = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const question = page.locator('#faq').getByRole('button', { name: 'How long does setup take?' });
    await question.click();
    release();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#faq').getByText('Setup takes 3-5 business days.', { exact: false })).toBeVisible();
    expect(hydrationProblems(consoleLogs)).toEqual([]);
  });

  test('Get Started before hydration jumps to the contact section and takes keyboard focus there', async ({ page }) => {
    const { release } = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.locator('#hero').getByRole('link', { name: 'Get Started' }).click();
    await expect(page.locator('#contact-title')).toBeFocused();
    await expect(page.getByLabel('Name')).toBeInViewport();
    release();
    // The next Tab continues from the contact section: its first field.
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Name')).toBeFocused();
  });

  test('text typed into the contact form before hydration reaches the form and is sent', async ({ page, consoleLogs }) => {
    const { release } = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const form = page.locator('#contact form');
    await form.getByLabel(/Name/).fill('Margaret Chen');
    await form.getByLabel('Message').fill('Typed before the scripts arrived.');
    release();
    // The app has started (and replayed what was kept) once the early capture is gone.
    await page.waitForFunction(() => !('vestryEarlyPresses' in window));
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(
      page
        .getByRole('region', { name: /Notifications/ })
        .getByRole('listitem')
        .filter({ hasText: 'Message sent successfully!' }),
    ).toBeVisible();
    const sent = await page.evaluate(() => window.vestrySimulatedContact?.map((entry) => entry.body));
    expect(sent).toEqual([expect.objectContaining({ name: 'Margaret Chen', message: 'Typed before the scripts arrived.' })]);
    expect(hydrationProblems(consoleLogs)).toEqual([]);
  });
});

test.describe('a form sent before the page has hydrated', () => {
  test('is not sent natively (nothing typed lands in the address) and is sent by the app once it starts', async ({ page, consoleLogs }) => {
    const { release } = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    const form = page.locator('#contact form');
    await form.getByLabel(/Name/).fill('Margaret Chen');
    await form.getByLabel('Email').fill('margaret@example.org');
    await form.getByLabel('Message').fill('Sent before the scripts arrived.');
    await form.getByRole('button', { name: 'Send Message' }).click();
    expect(new URL(page.url()).search).toBe('');
    release();
    await expect(
      page
        .getByRole('region', { name: /Notifications/ })
        .getByRole('listitem')
        .filter({ hasText: 'Message sent successfully!' }),
    ).toBeVisible();
    const sent = await page.evaluate(() => window.vestrySimulatedContact?.map((entry) => entry.body));
    expect(sent).toEqual([
      expect.objectContaining({ name: 'Margaret Chen', email: 'margaret@example.org', message: 'Sent before the scripts arrived.' }),
    ]);
    expect(new URL(page.url()).search).toBe('');
    expect(hydrationProblems(consoleLogs)).toEqual([]);
  });
});

test.describe('what the first press fetches', () => {
  test('beyond the call client and the call library: at most 19.2 kB of scripts, the greeting alone of the audio, and no MSW', async ({
    page,
  }) => {
    await page.goto('/');
    // The page's scripts start once the browser reports the first paint, which a busy machine may
    // report after the network has gone quiet: the press is counted from the app's start.
    await expect.poll(() => page.evaluate(() => !('vestryEarlyPresses' in window)), { timeout: 15_000 }).toBe(true);
    await page.waitForLoadState('networkidle');
    // Every finished request with its size, awaited before counting so none arrives late; and the requests
    // still open, as the page's load state stays "networkidle" once reached and cannot say the press's are done.
    const sizes: Promise<{ path: string; bytes: number }>[] = [];
    let open = 0;
    let changed = Date.now();
    const settled = () => ((open -= 1), (changed = Date.now()));
    page.on('request', () => ((open += 1), (changed = Date.now())));
    page.on('requestfailed', settled);
    page.on('requestfinished', (request) => {
      settled();
      sizes.push(request.sizes().then((measured) => ({ path: new URL(request.url()).pathname, bytes: measured.responseBodySize })));
    });
    await page.getByRole('button', { name: 'Start Demo Call' }).click();
    await expect(page.getByText('Connected - AI is listening')).toBeVisible({ timeout: 15_000 });
    // The greeting's clip is fetched as the assistant starts to say it.
    await expect(page.getByTestId('captions')).toContainText('Hello', { timeout: 15_000 });
    // Quiet: nothing open for half a second.
    await expect.poll(() => open <= 0 && Date.now() - changed > 500, { timeout: 15_000 }).toBe(true);
    const fetched = await Promise.all(sizes);
    const paths = fetched.map(({ path }) => path);
    console.log(`first press: ${fetched.map(({ path, bytes }) => `${path} ${(bytes / 1024).toFixed(1)} KB`).join(', ')}`);
    expect(paths.filter((path) => /msw|mockServiceWorker/i.test(path))).toEqual([]);
    const scripts = fetched.filter(({ path }) => path.endsWith('.js') && !/\/assets\/(call|daily-esm)-[\w-]{8}\.js$/.test(path));
    // The same budget as size-limit's first press (19.2 kB of gzip there; the server here sends gzip too).
    expect(scripts.reduce((sum, { bytes }) => sum + bytes, 0) / 1000).toBeLessThanOrEqual(19.2);
    // The assistant's other lines load as it says them, not with the press.
    const audio = fetched.filter(({ path }) => path.endsWith('.ogg'));
    expect(audio.map(({ path }) => path.replace(/-[\w-]{8}\.ogg$/, ''))).toEqual(['/assets/simulated-greeting']);
    // The greeting as rendered (25.7 KB) plus 5 %.
    expect((audio[0]?.bytes ?? Infinity) / 1024).toBeLessThanOrEqual(27);
  });
});
