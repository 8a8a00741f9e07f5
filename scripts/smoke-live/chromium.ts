// smoke:live in Debian's Chromium, through Playwright: a fake microphone speaking a short sentence.
import { chromium, type BrowserContext } from '@playwright/test';
import { makeVoiceFixtures } from '../make-voice-fixtures';
import type { CallRecorder, SmokePage } from './call-steps';
import { READ_PAGE, WATCH_PAGE, type PageState } from './page-probe';

/** Where the stand-ins answer in place of the real services (smoke:live --stand-in). */
export interface StandIns {
  /** Origins the build calls, each answered by a local stand-in's origin (the provider's API, the Worker's endpoint). */
  readonly forward: Readonly<Record<string, string>>;
  /** Script served for Daily's call-machine bundle. */
  readonly callMachine: string;
  /** Module served for the build's call-library chunk. */
  readonly callLibrary: string;
  /** Script served for Turnstile's (an edge build's challenge). */
  readonly turnstile: string;
}

export interface OpenedBrowser {
  readonly page: SmokePage;
  close(): Promise<void>;
}

export type StandInRoute =
  { readonly kind: 'forward'; readonly to: string } | { readonly kind: 'callMachine' | 'callLibrary' | 'turnstile' | 'site' | 'refuse' };

/** Routes, in this order: a forwarded origin, Daily's CDN, the call-library chunk, Turnstile, the site; every other host refused. */
export function standInRoute(url: URL, standIns: StandIns): StandInRoute {
  const to = standIns.forward[url.origin];
  if (to !== undefined) return { kind: 'forward', to: `${to}${url.pathname}${url.search}` };
  if (/^c\.daily(webrtc)?\.(co|com|net)$/.test(url.hostname)) return { kind: 'callMachine' };
  if (url.hostname === '127.0.0.1' && /\/assets\/daily-esm-[^/]*\.js$/.test(url.pathname)) return { kind: 'callLibrary' };
  if (url.hostname === 'challenges.cloudflare.com' && url.pathname.startsWith('/turnstile/')) return { kind: 'turnstile' };
  return url.hostname === '127.0.0.1' ? { kind: 'site' } : { kind: 'refuse' };
}

async function routeToStandIns(context: BrowserContext, standIns: StandIns): Promise<void> {
  await context.route('**/*', async (route) => {
    const request = route.request();
    const chosen = standInRoute(new URL(request.url()), standIns);
    switch (chosen.kind) {
      case 'forward':
        // With the page's own headers (its Origin among them): the stand-in judges them as the real service would.
        return route.fulfill({ response: await route.fetch({ url: chosen.to, headers: await request.allHeaders() }) });
      case 'callMachine':
      case 'callLibrary':
      case 'turnstile':
        return route.fulfill({
          status: 200,
          contentType: 'text/javascript',
          headers: { 'access-control-allow-origin': '*' },
          body: standIns[chosen.kind],
        });
      case 'site':
        return route.continue();
      case 'refuse':
        return route.abort('internetdisconnected');
    }
  });
}

export async function openChromium(baseURL: string, recorder: CallRecorder, standIns: StandIns | null): Promise<OpenedBrowser> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-audio-capture=${makeVoiceFixtures().speech}`,
    ],
  });
  const context = await browser.newContext({ baseURL });
  if (standIns) await routeToStandIns(context, standIns);
  // Injected by the automation, so the page's policy does not apply to it.
  await context.addInitScript({ content: WATCH_PAGE });
  const page = await context.newPage();
  page.on('pageerror', (error) => recorder.pageError(error.message));
  page.on('response', (response) => recorder.response(response));
  page.on('requestfailed', (request) => recorder.requestFailed(request.url(), request.failure()?.errorText ?? 'failed'));
  const smokePage: SmokePage = {
    goto: async (path) => void (await page.goto(path)),
    click: async (name) => {
      const button = page.getByRole('button', { name, exact: true });
      if ((await button.count()) === 0) return false;
      await button.first().click();
      return true;
    },
    read: () => page.evaluate<PageState>(READ_PAGE),
  };
  return { page: smokePage, close: () => browser.close() };
}
