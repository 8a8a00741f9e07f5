import { mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Builder, Key as SeleniumKey, WebElement, type WebDriver } from 'selenium-webdriver';
import type { EngineDriver, Key, LaunchOptions, QueryValue, Viewport } from './driver';
import { portable, takeWatchedProblems, watchForProblems } from './driver';
import { describeTarget, queryPage, type PageQuery, type Target } from './page-queries';
import { installed, start, waitUntil, type Started } from './processes';

// WebKitGTK (the engine Safari shares) through its W3C WebDriver server, WebKitWebDriver, driving
// MiniBrowser under Xvfb; selenium-webdriver is only the HTTP client. Playwright's WebKit is a
// build of its own (not Debian's) and cannot be downloaded here.

const MINIBROWSER = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

/**
 * MiniBrowser's window is never narrower than its toolbar (447 px with the default theme), too wide
 * for a phone. A GTK stylesheet of the run's own shrinks the toolbar's buttons and address entry
 * (the browser's chrome only: WebKitGTK draws the page's controls itself), so the window can be
 * 375 px. (Zooming the page instead, with GDK_DPI_SCALE, misplaces WebKitWebDriver's clicks.)
 */
const SMALL_TOOLBAR_CSS = 'entry, button { font-size: 1px; min-width: 0; min-height: 0; padding: 0; margin: 0; border-width: 0; }\n';

function gtkConfigFolder(): string {
  const folder = join(tmpdir(), 'vestry-engines-gtk');
  mkdirSync(join(folder, 'gtk-3.0'), { recursive: true });
  writeFileSync(join(folder, 'gtk-3.0', 'gtk.css'), SMALL_TOOLBAR_CSS);
  return folder;
}

const KEYS: Readonly<Record<Key, string>> = {
  Tab: SeleniumKey.TAB,
  Enter: SeleniumKey.ENTER,
  Escape: SeleniumKey.ESCAPE,
  Backspace: SeleniumKey.BACK_SPACE,
};

function browserArgs(): string[] {
  // No mock capture devices: their audio is a steady hum with beeps, never quiet, so the assistant would wait
  // forever for the visitor to finish; the sound server's microphone plays a real visitor instead.
  return ['--automation', '--enable-media-stream=true'];
}

export async function openWebKit(options: LaunchOptions, port: number): Promise<EngineDriver> {
  // Refused: WebKit's automation grants every capture request, so this visitor has no microphone at all
  // (a sound server that is not there).
  const soundServer = options.microphone === 'available' ? options.soundServer : `unix:${join(tmpdir(), 'vestry-engines-no-sound-server')}`;
  const env = { ...process.env, DISPLAY: options.display, PULSE_SERVER: soundServer, XDG_CONFIG_HOME: gtkConfigFolder() };
  const server = start(installed(['/usr/bin/WebKitWebDriver'], 'webkit2gtk-driver'), [`--port=${port}`, '--host=127.0.0.1'], { env });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitUntil(
      'WebKitWebDriver',
      () =>
        fetch(`${url}/status`).then(
          (response) => response.ok,
          () => false,
        ),
      server,
    );
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': { binary: installed([MINIBROWSER], 'libwebkit2gtk-4.1-0'), args: browserArgs() },
      })
      .build();
    await driver.manage().setTimeouts({ script: 60_000, pageLoad: 30_000 });
    const page = new WebKitDriver(driver, server);
    await page.setViewport(options.viewport);
    return page;
  } catch (error) {
    await server.stop();
    throw error;
  }
}

class WebKitDriver implements EngineDriver {
  readonly engine = 'webkit' as const;

  constructor(
    private readonly driver: WebDriver,
    private readonly server: Started,
  ) {}

  async goto(url: string): Promise<void> {
    await this.driver.get(url);
    await this.watch();
  }

  async reload(): Promise<void> {
    await this.driver.navigate().refresh();
    await this.watch();
  }

  /** WebDriver has no script that runs before the page's own: the watch starts once the page has loaded. */
  private async watch(): Promise<void> {
    await this.driver.executeScript(portable(watchForProblems));
  }

  async query(query: PageQuery): Promise<QueryValue> {
    return this.driver.executeScript<QueryValue>(portable(queryPage), query);
  }

  async evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    // The async form, so a returned promise is awaited in every WebKitWebDriver version.
    const outcome = await this.driver.executeAsyncScript<{ value?: R; error?: string }>(
      `const done = arguments[arguments.length - 1];
       Promise.resolve(arguments[0]).then(${portable(fn).toString()}).then((value) => done({ value }), (error) => done({ error: String(error && error.stack || error) }));`,
      arg,
    );
    if (outcome.error !== undefined) throw new Error(`in the page: ${outcome.error}`);
    return outcome.value as R;
  }

  async runScript(source: string): Promise<void> {
    await this.driver.executeScript(source);
  }

  async click(target: Target): Promise<void> {
    const element: unknown = await this.driver.executeScript(portable(queryPage), { kind: 'element', target } satisfies PageQuery);
    if (!(element instanceof WebElement)) throw new Error(`no ${describeTarget(target)} to click`);
    // Scrolled at once: the page scrolls smoothly (scroll-behavior), and a press during the scroll lands elsewhere.
    await this.driver.executeScript('arguments[0].scrollIntoView({ block: "center", inline: "center", behavior: "instant" });', element);
    // Pointer actions at the element's centre: the engine's own mouse events, whatever the element's state.
    await this.driver.actions().move({ origin: element }).press().release().perform();
  }

  async type(text: string): Promise<void> {
    await this.driver.actions().sendKeys(text).perform();
  }

  async press(key: Key): Promise<void> {
    await this.driver.actions().sendKeys(KEYS[key]).perform();
  }

  async setViewport(viewport: Viewport): Promise<void> {
    // The window holds the toolbar too: aim, measure, correct.
    let width = viewport.width;
    let height = viewport.height + 40;
    for (let attempt = 0; attempt < 4; attempt += 1) {
      await this.driver.manage().window().setRect({ x: 0, y: 0, width, height });
      const [innerWidth, innerHeight] = await this.settledViewport();
      if (innerWidth === viewport.width && Math.abs(innerHeight - viewport.height) <= 2) return;
      width += viewport.width - innerWidth;
      height += viewport.height - innerHeight;
    }
    const [innerWidth, innerHeight] = await this.settledViewport();
    throw new Error(`MiniBrowser gives a ${innerWidth}x${innerHeight} viewport, not ${viewport.width}x${viewport.height}`);
  }

  /**
   * The page's viewport once it has stopped changing: the window's new size reaches the page a moment
   * after `setRect` returns, and a size read before that sends the correction the wrong way.
   */
  private async settledViewport(): Promise<[number, number]> {
    const read = () => this.driver.executeScript<[number, number]>('return [innerWidth, innerHeight];');
    const pause = () => new Promise((resolve) => setTimeout(resolve, 50));
    // A size read at once may still be the old one: it counts once it has held for a few looks.
    let last = await read();
    let held = 0;
    for (let look = 0; look < 30 && held < 3; look += 1) {
      await pause();
      const now = await read();
      held = now[0] === last[0] && now[1] === last[1] ? held + 1 : 0;
      last = now;
    }
    return last;
  }

  async takeProblems(): Promise<string[]> {
    return this.driver.executeScript<string[]>(portable(takeWatchedProblems)).catch(() => []);
  }

  async close(): Promise<void> {
    try {
      await this.driver.quit();
    } finally {
      // Stops MiniBrowser too: it runs in the driver's process group.
      await this.server.stop();
    }
  }
}
