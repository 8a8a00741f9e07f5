// smoke:live in Debian's Firefox ESR, through Puppeteer over WebDriver BiDi (Playwright 1.65's
// Firefox channel fails on ESR: `emulation.setMediaFeaturesOverride: unknown command`). Firefox
// has no sound without a sound server (its AudioContext stays suspended), so where PulseAudio is
// installed the run starts one of its own, as the engine tests do, and the microphone, granted
// without a prompt, hears the same short sentence as Chromium's; elsewhere, Firefox's own fake
// microphone (a steady tone).
import { existsSync } from 'node:fs';
import puppeteer, { type ElementHandle, type HTTPRequest, type Page } from 'puppeteer-core';
import { playIntoMicrophone, startSoundServer } from '../../tests/engines/sound-server';
import { makeVoiceFixtures } from '../make-voice-fixtures';
import type { CallRecorder, SmokePage } from './call-steps';
import { standInRoute, type OpenedBrowser, type StandIns } from './chromium';
import { READ_PAGE, WATCH_PAGE, findButton, type PageState } from './page-probe';

const FIREFOX = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

/** Answers a request from a local stand-in, with the page's own headers. */
async function fromStandIn(request: HTTPRequest, to: string): Promise<void> {
  const method = request.method();
  const body = method === 'GET' || method === 'HEAD' || method === 'OPTIONS' ? undefined : await request.fetchPostData();
  const answer = await fetch(to, { method, headers: request.headers(), body });
  // The body comes decoded: its encoding and length headers would no longer be true of it.
  const headers = Object.fromEntries([...answer.headers].filter(([name]) => name !== 'content-encoding' && name !== 'content-length'));
  await request.respond({ status: answer.status, headers, body: await answer.text() });
}

async function routeToStandIns(page: Page, standIns: StandIns): Promise<void> {
  await page.setRequestInterception(true);
  page.on('request', (request) => {
    const chosen = standInRoute(new URL(request.url()), standIns);
    const answered = (() => {
      switch (chosen.kind) {
        case 'forward':
          return fromStandIn(request, chosen.to);
        case 'callMachine':
        case 'callLibrary':
        case 'turnstile':
          return request.respond({
            status: 200,
            contentType: 'text/javascript',
            headers: { 'access-control-allow-origin': '*' },
            body: standIns[chosen.kind],
          });
        case 'site':
          return request.continue();
        case 'refuse':
          return request.abort('internetdisconnected');
      }
    })();
    answered.catch((error: unknown) => console.error(`smoke:live (Firefox): could not answer ${request.url()}: ${String(error)}`));
  });
}

function smokePage(page: Page, baseURL: string): SmokePage {
  return {
    goto: async (path) => void (await page.goto(new URL(path, baseURL).href, { waitUntil: 'load' })),
    click: async (name) => {
      const handle = await page.evaluateHandle(findButton(name));
      const button = handle.asElement() as ElementHandle<Element> | null;
      if (!button) return false;
      try {
        await button.click();
      } finally {
        await button.dispose();
      }
      return true;
    },
    read: () => page.evaluate<[], () => PageState>(READ_PAGE),
  };
}

/** The visitor's microphone: the sound server's, speaking; or, without PulseAudio, Firefox's fake tone. */
async function microphone(): Promise<{ env: NodeJS.ProcessEnv; prefs: Record<string, boolean>; stop(): Promise<void> }> {
  if (!existsSync('/usr/bin/pulseaudio')) {
    return { env: process.env, prefs: { 'media.navigator.streams.fake': true }, stop: () => Promise.resolve() };
  }
  const sound = await startSoundServer();
  const visitor = playIntoMicrophone(sound.address, makeVoiceFixtures().speech);
  return {
    env: { ...process.env, PULSE_SERVER: sound.address },
    prefs: { 'media.navigator.streams.fake': false },
    stop: async () => {
      await visitor.stop();
      await sound.stop();
    },
  };
}

export async function openFirefox(baseURL: string, recorder: CallRecorder, standIns: StandIns | null): Promise<OpenedBrowser> {
  if (!existsSync(FIREFOX)) throw new Error(`no Firefox at ${FIREFOX} (apt-get install firefox-esr, or set FIREFOX_PATH)`);
  const mic = await microphone();
  const browser = await puppeteer
    .launch({
      browser: 'firefox',
      executablePath: FIREFOX,
      headless: true,
      extraPrefsFirefox: { ...mic.prefs, 'media.navigator.permission.disabled': true },
      env: mic.env,
    })
    .catch(async (error: unknown) => {
      await mic.stop();
      throw error;
    });
  const page = await browser.newPage();
  if (standIns) await routeToStandIns(page, standIns);
  // Injected by the automation, so the page's policy does not apply to it.
  await page.evaluateOnNewDocument(WATCH_PAGE);
  page.on('pageerror', (error) => recorder.pageError(error instanceof Error ? error.message : String(error)));
  page.on('response', (response) => recorder.response(response));
  page.on('requestfailed', (request) => recorder.requestFailed(request.url(), request.failure()?.errorText ?? 'failed'));
  return { page: smokePage(page, baseURL), close: () => browser.close().finally(() => mic.stop()) };
}
