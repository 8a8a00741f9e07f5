import type { PageQuery, Target } from './page-queries';

export type EngineName = 'firefox' | 'webkit';

export type Key = 'Tab' | 'Enter' | 'Escape' | 'Backspace';

export interface Viewport {
  readonly width: number;
  readonly height: number;
}

/**
 * The visitor's microphone: `available` hears what the harness plays into the sound server's
 * microphone; `refused` is the closest each engine comes to a visitor who cannot give one
 * (Firefox: the site's microphone permission blocked; WebKitGTK, whose automation grants every
 * request: no microphone at all).
 */
export type Microphone = 'available' | 'refused';

export interface LaunchOptions {
  readonly viewport: Viewport;
  readonly microphone: Microphone;
  /** `PULSE_SERVER` of the run's sound server. */
  readonly soundServer: string;
  /** `DISPLAY` for engines that need one. */
  readonly display: string;
}

/** What a query returns once it has left the page (elements stay with the driver). */
export type QueryValue = string | string[] | number | boolean | null;

/**
 * The few things each engine's driver does its own way. Everything else a test does is
 * built on these in `site.ts`, so a test reads the same in every engine.
 */
export interface EngineDriver {
  readonly engine: EngineName;
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  /** Runs `queryPage` in the page. */
  query(query: PageQuery): Promise<QueryValue>;
  /** Runs a self-contained function in the page with one JSON argument and returns its (awaited, JSON) result. */
  evaluate<A, R>(fn: (arg: A) => R | Promise<R>, arg: A): Promise<R>;
  /** Runs script source in the page as the automation does (not subject to the page's CSP), e.g. to inject axe-core. */
  runScript(source: string): Promise<void>;
  /** A real click (the engine's input events) in the middle of the target, scrolled into view. */
  click(target: Target): Promise<void>;
  /** Types into the focused element, key by key. */
  type(text: string): Promise<void>;
  press(key: Key): Promise<void>;
  /** Sizes the page's layout viewport in CSS pixels. */
  setViewport(viewport: Viewport): Promise<void>;
  /** CSP violations, uncaught errors and (where the engine reports them) console errors since the last call. */
  takeProblems(): Promise<string[]>;
  close(): Promise<void>;
}

/**
 * The function as a page can run it: a driver sends a function's source, and transpilers may wrap
 * named inner functions in a `__name(...)` helper that exists only in Node (tsx does).
 */
export function portable<A, R>(fn: (arg: A) => R): (arg: A) => R {
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- our own function's source, to run in the page
  return new Function('arg', `const __name = (target) => target; return (${fn.toString()})(arg);`) as (arg: A) => R;
}

declare global {
  interface Window {
    __vestryEngineProblems?: string[];
  }
}

/**
 * Runs in the page (each driver sends it as source): keeps the page's CSP violations and
 * uncaught errors in `window.__vestryEngineProblems` until the driver takes them.
 */
export function watchForProblems(): void {
  if (window.__vestryEngineProblems) return;
  const problems: string[] = [];
  window.__vestryEngineProblems = problems;
  document.addEventListener('securitypolicyviolation', (event) =>
    problems.push(
      `CSP violation: ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile || location.href})`,
    ),
  );
  window.addEventListener('error', (event) => problems.push(`uncaught error: ${event.message}`));
  window.addEventListener('unhandledrejection', (event) => problems.push(`unhandled rejection: ${String(event.reason)}`));
}

/** Runs in the page: hands over the problems seen so far. */
export function takeWatchedProblems(): string[] {
  return window.__vestryEngineProblems?.splice(0) ?? [];
}
