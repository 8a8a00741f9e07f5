import puppeteer, { type Browser, type ElementHandle, type KeyInput, type Page } from 'puppeteer-core';
import type { EngineDriver, Key, LaunchOptions, Microphone, QueryValue } from './driver';
import { portable, takeWatchedProblems, watchForProblems } from './driver';
import { installed } from './processes';
import { describeTarget, queryPage, type PageQuery, type Target } from './page-queries';

// Firefox ESR through Puppeteer over WebDriver BiDi: Playwright 1.65's Firefox channel fails on
// ESR 153 (`emulation.setMediaFeaturesOverride: unknown command`), Puppeteer's BiDi client does not.

/** Prefs per microphone. Never Firefox's own fake device: it is a steady tone, never quiet, so a visitor who never stops talking. */
const MICROPHONE_PREFS: Readonly<Record<Microphone, Record<string, boolean | number>>> = {
  // The sound server's default source, without a prompt (a visitor who allowed the site).
  available: { 'media.navigator.streams.fake': false, 'media.navigator.permission.disabled': true },
  // The microphone blocked for sites, as in Firefox's settings: getUserMedia rejects with NotAllowedError.
  refused: { 'media.navigator.streams.fake': false, 'media.navigator.permission.disabled': false, 'permissions.default.microphone': 2 },
};

const KEYS: Readonly<Record<Key, KeyInput>> = { Tab: 'Tab', Enter: 'Enter', Escape: 'Escape', Backspace: 'Backspace' };

/** One browser per set of prefs for a worker's life; each page gets a user context of its own (fresh storage). */
export class FirefoxBrowsers {
  private readonly browsers = new Map<Microphone, Promise<Browser>>();

  constructor(private readonly soundServer: string) {}

  private browser(microphone: Microphone): Promise<Browser> {
    const existing = this.browsers.get(microphone);
    if (existing) return existing;
    const launched = puppeteer.launch({
      browser: 'firefox',
      executablePath: installed(['/usr/bin/firefox-esr'], 'firefox-esr'),
      headless: true,
      extraPrefsFirefox: MICROPHONE_PREFS[microphone],
      env: { ...process.env, PULSE_SERVER: this.soundServer },
    });
    this.browsers.set(microphone, launched);
    return launched;
  }

  async open(options: LaunchOptions): Promise<EngineDriver> {
    const context = await (await this.browser(options.microphone)).createBrowserContext();
    const page = await context.newPage();
    await page.setViewport(options.viewport);
    // Before the page's own scripts, so violations and errors during load count too.
    await page.evaluateOnNewDocument(portable(watchForProblems) as () => void);
    return new FirefoxDriver(page, () => context.close());
  }

  async close(): Promise<void> {
    const browsers = [...this.browsers.values()];
    this.browsers.clear();
    await Promise.all(browsers.map(async (browser) => (await browser).close()));
  }
}

class FirefoxDriver implements EngineDriver {
  readonly engine = 'firefox' as const;
  private readonly consoleErrors: string[] = [];

  constructor(
    private readonly page: Page,
    private readonly closeContext: () => Promise<void>,
  ) {
    page.on('console', (message) => {
      if (message.type() === 'error') this.consoleErrors.push(`console error: ${message.text()}`);
    });
  }

  async goto(url: string): Promise<void> {
    await this.page.goto(url, { waitUntil: 'load' });
  }

  async reload(): Promise<void> {
    await this.page.reload({ waitUntil: 'load' });
  }

  async query(query: PageQuery): Promise<QueryValue> {
    return (await this.page.evaluate(portable(queryPage), query)) as QueryValue;
  }

  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.page.evaluate(portable(fn) as (arg: unknown) => Promise<R>, arg);
  }

  async runScript(source: string): Promise<void> {
    await this.page.evaluate(source);
  }

  async click(target: Target): Promise<void> {
    const query: PageQuery = { kind: 'element', target };
    const handle = await this.page.evaluateHandle(portable(queryPage), query);
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (!element) throw new Error(`no ${describeTarget(target)} to click`);
    try {
      await element.click();
    } finally {
      await element.dispose();
    }
  }

  async type(text: string): Promise<void> {
    await this.page.keyboard.type(text);
  }

  async press(key: Key): Promise<void> {
    await this.page.keyboard.press(KEYS[key]);
  }

  async setViewport(viewport: { width: number; height: number }): Promise<void> {
    await this.page.setViewport(viewport);
  }

  async takeProblems(): Promise<string[]> {
    const inPage = await this.page.evaluate(portable(takeWatchedProblems), null).catch(() => []);
    return [...this.consoleErrors.splice(0), ...inPage];
  }

  async close(): Promise<void> {
    await this.closeContext();
  }
}
