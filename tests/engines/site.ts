import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { EngineDriver, EngineName, Key, Viewport } from './driver';
import { describeTarget, type Target } from './page-queries';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** The same rules as the Chromium suite's `expectNoAxeViolations`. */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

interface AxeResults {
  violations: { id: string; help: string; nodes: { target: string[] }[] }[];
}

declare global {
  interface Window {
    axe?: { run(context: Document, options: { runOnly: { type: 'tag'; values: string[] } }): Promise<AxeResults> };
  }
}

/**
 * The built site in one engine, as a test sees it: the same calls whichever driver is below.
 * Reads are single looks (wrap them in `expect.poll` to wait); actions wait for their target.
 */
export class Site {
  /** Problems of pages already left. */
  private readonly seen: string[] = [];

  constructor(
    private readonly driver: EngineDriver,
    private readonly baseURL: string,
  ) {}

  get engine(): EngineName {
    return this.driver.engine;
  }

  async goto(path: string): Promise<void> {
    this.seen.push(...(await this.driver.takeProblems()));
    await this.driver.goto(new URL(path, this.baseURL).href);
  }

  async reload(): Promise<void> {
    this.seen.push(...(await this.driver.takeProblems()));
    await this.driver.reload();
  }

  /** Waits until the app has started and listens (presses before that are queued by the page itself). */
  async hydrated(): Promise<void> {
    await this.waitFor('the app to start', () => this.evaluate(() => !('vestryEarlyPresses' in window), null));
  }

  async click(target: Target): Promise<void> {
    await this.waitFor(`${describeTarget(target)} to show`, () => this.isVisible(target));
    await this.driver.click(target);
  }

  /** Replaces a field's value by typing, as a visitor does (React sees every key). */
  async fill(target: Target, value: string): Promise<void> {
    await this.click(target);
    await this.driver.query({ kind: 'select', target });
    if (value === '') await this.driver.press('Backspace');
    else await this.driver.type(value);
  }

  press(key: Key): Promise<void> {
    return this.driver.press(key);
  }

  setViewport(viewport: Viewport): Promise<void> {
    return this.driver.setViewport(viewport);
  }

  async textOf(target: Target): Promise<string | null> {
    return (await this.driver.query({ kind: 'text', target })) as string | null;
  }

  /** The texts of every rendered match, in document order. */
  async textsOf(target: Target): Promise<string[]> {
    return (await this.driver.query({ kind: 'texts', target })) as string[];
  }

  async valueOf(target: Target): Promise<string | null> {
    return (await this.driver.query({ kind: 'value', target })) as string | null;
  }

  async attribute(target: Target, name: string): Promise<string | null> {
    return (await this.driver.query({ kind: 'attribute', target, name })) as string | null;
  }

  async isVisible(target: Target): Promise<boolean> {
    return (await this.driver.query({ kind: 'visible', target })) as boolean;
  }

  async isEnabled(target: Target): Promise<boolean> {
    return (await this.driver.query({ kind: 'enabled', target })) as boolean;
  }

  async isFocused(target: Target): Promise<boolean> {
    return (await this.driver.query({ kind: 'focused', target })) as boolean;
  }

  /** How many rendered elements match. */
  async count(target: Target): Promise<number> {
    return (await this.driver.query({ kind: 'count', target })) as number;
  }

  /** The focused element, for messages. */
  async focus(): Promise<string> {
    return (await this.driver.query({ kind: 'describe-focus' })) as string;
  }

  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R> {
    return this.driver.evaluate(fn, arg);
  }

  /** Runs script source in the page as the automation does (past the page's CSP), e.g. a stand-in of a third party's script. */
  runScript(source: string): Promise<void> {
    return this.driver.runScript(source);
  }

  async waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 15_000): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** axe-core's violations on the page as it is now, one line each (injected as the automation does, past the page's CSP). */
  async axeViolations(): Promise<string[]> {
    if (!(await this.evaluate(() => window.axe !== undefined, null))) await this.driver.runScript(axeSource);
    return this.evaluate(async (tags) => {
      const results = await window.axe!.run(document, { runOnly: { type: 'tag', values: tags } });
      return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
    }, AXE_TAGS);
  }

  /** CSP violations and uncaught errors of every page this site has shown. */
  async problems(): Promise<string[]> {
    return [...this.seen, ...(await this.driver.takeProblems())];
  }

  close(): Promise<void> {
    return this.driver.close();
  }
}
