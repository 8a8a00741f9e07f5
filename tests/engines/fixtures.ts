import { test as base } from '@playwright/test';
import { makeVoiceFixtures } from '../../scripts/make-voice-fixtures';
import type { EngineDriver, EngineName, Microphone, Viewport } from './driver';
import { FirefoxBrowsers } from './firefox-driver';
import { DISPLAY_ENV, SOUND_SERVER_ENV, engineSettings, fromSetup } from './settings';
import { Site } from './site';
import { sayIntoMicrophone } from './sound-server';
import { openWebKit } from './webkit-driver';

interface TestFixtures {
  /** The page's layout viewport when the site opens. */
  siteViewport: Viewport;
  microphone: Microphone;
  /** The built site in the project's engine, fresh storage; the test fails on any CSP violation or uncaught error. */
  site: Site;
  /** The visitor says a short sentence into the microphone, when the test says; resolves once it is said. */
  speak: () => Promise<void>;
}

interface WorkerFixtures {
  engine: EngineName;
  firefoxBrowsers: FirefoxBrowsers;
}

export const test = base.extend<TestFixtures, WorkerFixtures>({
  engine: ['firefox', { option: true, scope: 'worker' }],
  firefoxBrowsers: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a fixture needs from this pattern.
    async ({}, use) => {
      const browsers = new FirefoxBrowsers(fromSetup(SOUND_SERVER_ENV));
      await use(browsers);
      await browsers.close();
    },
    { scope: 'worker' },
  ],
  siteViewport: [{ width: 1280, height: 800 }, { option: true }],
  microphone: ['available', { option: true }],
  site: async ({ engine, siteViewport, microphone, baseURL, firefoxBrowsers }, use) => {
    const options = { viewport: siteViewport, microphone, soundServer: fromSetup(SOUND_SERVER_ENV), display: fromSetup(DISPLAY_ENV) };
    const driver: EngineDriver =
      engine === 'firefox' ? await firefoxBrowsers.open(options) : await openWebKit(options, engineSettings.webDriverPort);
    const site = new Site(driver, baseURL ?? `http://127.0.0.1:${engineSettings.sitePort}`);
    let problems: string[];
    try {
      await use(site);
      problems = await site.problems();
    } finally {
      await site.close();
    }
    base.expect(problems, 'the page broke its CSP or threw').toEqual([]);
  },
  // eslint-disable-next-line no-empty-pattern -- as above.
  speak: async ({}, use) => {
    const { sentence } = makeVoiceFixtures();
    await use(() => sayIntoMicrophone(fromSetup(SOUND_SERVER_ENV), sentence));
  },
});

export { expect } from '@playwright/test';
