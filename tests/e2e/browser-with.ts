import type { Browser, BrowserType, Page } from '@playwright/test';
import { installVisitor } from './visitor';

const executablePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** The configuration's flags, without any media flag: each test says how the microphone behaves. */
const BASE_ARGS = [
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
  '--autoplay-policy=no-user-gesture-required',
];

/** Common media flags. */
export const MEDIA = {
  /** Grants the microphone without a prompt. */
  grant: '--use-fake-ui-for-media-stream',
  /** A fake capture device (a beep, or the file below). */
  fakeDevice: '--use-fake-device-for-media-stream',
} as const;

/**
 * A page in a browser of its own, launched with the given media flags: the microphone's permission
 * and devices differ per test, and launch options cannot change inside one worker's browser. What
 * the microphone hears is the test's visitor (visitor.ts), silent until it speaks.
 */
export async function withPage<T>(
  chromium: BrowserType,
  baseURL: string | undefined,
  mediaArgs: string[],
  run: (page: Page) => Promise<T>,
): Promise<T> {
  const browser: Browser = await chromium.launch({ executablePath, args: [...BASE_ARGS, ...mediaArgs] });
  try {
    const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
    await installVisitor(context);
    return await run(await context.newPage());
  } finally {
    await browser.close();
  }
}
