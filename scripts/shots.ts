// Screenshots of the built site at the tested widths and states, for review without a browser:
// `npm run shots` builds, serves dist/ as a static host would, and writes PNGs into shots/.
// `-- --no-build` reuses the current dist/.
import { execSync, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';

const WIDTHS = [320, 375, 767, 768, 1024, 1280, 1920] as const;
const MOBILE_MAX = 767;
const outDir = resolve('shots');
const port = 4185 + Number(process.env.VESTRY_PORT_OFFSET ?? 0);
const base = `http://127.0.0.1:${port}`;

if (!process.argv.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });

const server = spawn(process.execPath, ['scripts/serve-dist.mjs', 'dist', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
await once(server.stdout, 'data');

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--autoplay-policy=no-user-gesture-required', '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream'],
});

async function shoot(page: Page, name: string, fullPage = false): Promise<void> {
  await page.screenshot({ path: resolve(outDir, `${name}.png`), fullPage, animations: 'disabled' });
  console.log(`shots/${name}.png`);
}

/** The contact section alone, with its status region and any toast over it. */
async function shootContact(page: Page, name: string): Promise<void> {
  await page.locator('#contact').screenshot({ path: resolve(outDir, `${name}.png`), animations: 'disabled' });
  console.log(`shots/${name}.png`);
}

async function open(width: number, path = '/'): Promise<Page> {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  await page.goto(`${base}${path}`);
  await page.evaluate(() => document.fonts.ready);
  return page;
}

/** Desktop: the hero idle, connecting (a slow join) and connected. */
async function heroStates(width: number): Promise<void> {
  const page = await open(width, '/?simulate-join-ms=4000');
  await shoot(page, `${width}-hero-idle`);
  await page.getByRole('button', { name: 'Start Demo Call' }).click();
  await page.getByTestId('connecting-indicator').waitFor();
  await shoot(page, `${width}-hero-connecting`);
  await page.getByText('Connected - AI is listening').waitFor({ timeout: 20_000 });
  await page
    .getByTestId('captions')
    .filter({ hasText: /\w/ })
    .waitFor({ timeout: 10_000 })
    .catch(() => undefined);
  await shoot(page, `${width}-hero-connected`);
  await page.close();
}

/** The contact form after a failed send, then after a successful one. */
async function contactStates(width: number): Promise<void> {
  const page = await open(width, '/#contact');
  const form = page.locator('#contact form');
  await form.getByLabel(/Name/).fill('Margaret Chen');
  await form.getByLabel('Message').fill('Please call back. #simulate-500');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.getByTestId('contact-result').filter({ hasText: 'Failed to send message' }).waitFor();
  await shootContact(page, `${width}-contact-failed`);
  await form.getByLabel('Message').fill('Please call back.');
  await form.getByRole('button', { name: 'Send Message' }).click();
  await page.getByTestId('contact-result').filter({ hasText: 'Message sent successfully!' }).waitFor();
  await shootContact(page, `${width}-contact-sent`);
  await page.close();
}

try {
  for (const width of WIDTHS) {
    const page = await open(width);
    await shoot(page, `${width}-page`, true);
    if (width <= MOBILE_MAX) {
      await page.getByRole('button', { name: 'Menu' }).click();
      await shoot(page, `${width}-menu-open`);
    }
    await page.close();
    if (width > MOBILE_MAX) await heroStates(width);
    await contactStates(width);
    const missing = await open(width, '/no/such-page');
    await shoot(missing, `${width}-404`, true);
    await missing.close();
  }
} finally {
  await browser.close();
  server.kill();
}
