import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--use-fake-ui-for-media-stream','--use-fake-device-for-media-stream', '--autoplay-policy=no-user-gesture-required'] });
const port = process.argv[2];
for (const width of [768]) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  await page.goto(`http://127.0.0.1:${port}/?simulate-join-ms=4000`);
  await page.evaluate(() => document.fonts.ready);
  await page.waitForTimeout(1500);
  const info = () => page.evaluate(() => ({ scrollY: window.scrollY, button: document.querySelector('[data-testid="demo-button"]').getBoundingClientRect().toJSON(), stage: document.querySelector('[data-testid="call-stage"]').getBoundingClientRect().toJSON(), active: document.activeElement?.tagName }));
  console.log('idle', JSON.stringify(await info()));
  await page.getByRole('button', { name: 'Start Demo Call' }).click();
  await page.getByTestId('connecting-indicator').waitFor();
  console.log('connecting', JSON.stringify(await info()));
  await context.close();
}
await browser.close();
