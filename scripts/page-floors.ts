// The page against its floors, as Lighthouse (mobile, simulated Slow 4G and 4x CPU, what PageSpeed
// Insights reports) measures them: the built page, the same HTML with every script removed, and
// that without the web fonts too (the metric-matched local fallbacks draw the text). Shared by
// `npm run bench:page` (medians, both protocols) and `npm run lighthouse` (one run in `npm test`).
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { FONTS_STYLE_ID } from './web-font-files';

export type Protocol = 'h2' | 'http1';

/** The floor: the built page with every script and script preload taken out. */
export const withoutScripts = (html: string): string =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>\s*/g, '');

/** The floor without web fonts: no font preloads and none of their @font-face rules (the fallback faces stay). */
export const withoutWebFonts = (html: string): string => {
  const fonts = new RegExp(`<style id="${FONTS_STYLE_ID}">[\\s\\S]*?</style>\\s*`);
  if (!fonts.test(html)) throw new Error(`the built page has no <style id="${FONTS_STYLE_ID}">`);
  return withoutScripts(html)
    .replace(fonts, '')
    .replace(/<link\b[^>]*rel="preload"[^>]*as="font"[^>]*>\s*/g, '');
};

/** A copy of the built site in `dir` whose index.html (and its compressed copies) is `edit` of the built one. */
export function copyWithPage(siteDir: string, dir: string, edit: (html: string) => string): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(siteDir, dir, { recursive: true });
  const html = edit(readFileSync(resolve(siteDir, 'index.html'), 'utf8'));
  const file = resolve(dir, 'index.html');
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(html));
}

/** Serves a built folder as the static host would, gzip-encoded; HTTP/2 over TLS or plain HTTP/1.1. Stopped by its PID. */
export async function serve(dir: string, port: number, protocol: Protocol): Promise<{ url: string; server: ChildProcess }> {
  const server = spawn(process.execPath, ['scripts/serve-dist.mjs', dir, String(port), '--gzip', ...(protocol === 'h2' ? ['--h2'] : [])], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  // Ready when it says so; an exit first (a port taken) fails the run instead of leaving it waiting.
  await new Promise<void>((resolve, reject) => {
    const exited = (code: number | null) =>
      reject(new Error(`the server for ${dir} exited (code ${code}) before it was ready: is port ${port} taken?`));
    server.once('exit', exited);
    server.stdout?.once('data', () => {
      server.off('exit', exited);
      resolve();
    });
  });
  return { url: `${protocol === 'h2' ? 'https' : 'http'}://127.0.0.1:${port}/`, server };
}

export function launchChrome(): Promise<chromeLauncher.LaunchedChrome> {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      // The HTTP/2 servers' certificates are made for the run.
      '--ignore-certificate-errors',
    ],
  });
}

export interface Run {
  perf: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  /** Script bytes transferred during the load (gzip as served), before any interaction. */
  jsKb: number;
  /** Longest top-level main-thread task, scaled by the CPU slowdown Lighthouse simulates. */
  longestTaskMs: number;
  /** Longest of those that mostly run script (the floor's longest is the HTML's own parsing and layout). */
  longestScriptTaskMs: number;
}

type Trace = Parameters<typeof TraceProcessor.processTrace>[0];
type TaskArgs = Parameters<typeof MainThreadTasks.getMainThreadTasks>;
/** The part of Lighthouse's processed trace used here (its own type lives in a global namespace). */
interface ProcessedTrace {
  mainThreadEvents: TaskArgs[0];
  frames: TaskArgs[1];
  timestamps: { traceEnd: TaskArgs[2]; timeOrigin: number };
}

type Task = ReturnType<typeof MainThreadTasks.getMainThreadTasks>[number];

/** Time a task and its descendants spend compiling and running script. */
function scriptTime(task: Task): number {
  const own = ['scriptEvaluation', 'scriptParseCompile'].includes(task.group.id) ? task.selfTime : 0;
  return own + task.children.reduce((sum, child) => sum + scriptTime(child), 0);
}

/** Top-level main-thread tasks of the load, longest first, scaled by the simulated CPU slowdown. */
function longTasks(trace: Trace, cpuSlowdown: number): { ms: number; script: boolean; what: string }[] {
  const processed = TraceProcessor.processTrace(trace) as unknown as ProcessedTrace;
  const { traceEnd, timeOrigin } = processed.timestamps;
  const tasks = MainThreadTasks.getMainThreadTasks(processed.mainThreadEvents, processed.frames, traceEnd, timeOrigin);
  const children = (task: Task) =>
    task.children
      .slice()
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 4)
      .map((child) => `${child.event.name} ${Math.round(child.duration * cpuSlowdown)}`)
      .join(', ');
  const urls = (task: Task) =>
    task.attributableURLs.length ? ` (${task.attributableURLs.map((url) => url.replace(/^.*\//, '')).join(', ')})` : '';
  return tasks
    .filter((task) => !task.parent && !task.unbounded)
    .sort((a, b) => b.duration - a.duration)
    .map((task) => ({
      ms: task.duration * cpuSlowdown,
      script: scriptTime(task) >= task.duration / 2,
      what: `at ${Math.round(task.startTime)} ms (observed) ${task.event.name}: ${children(task)}${urls(task)}`,
    }));
}

interface RequestItem {
  url?: string;
  resourceType?: string;
  transferSize?: number;
  networkRequestTime?: number;
}

/** What the trace says about the first paint: when it was observed, and which scripts were asked for before it. */
function paintReport(items: readonly RequestItem[], observed: Record<string, number>): string[] {
  const fcp = observed.observedFirstContentfulPaint ?? Number.NaN;
  const scripts = items.filter((item) => item.resourceType === 'Script');
  const early = scripts.filter((item) => (item.networkRequestTime ?? Infinity) < fcp);
  return [
    `    observed: first paint ${observed.observedFirstPaint} ms, FCP ${fcp} ms, LCP ${observed.observedLargestContentfulPaint} ms`,
    `    scripts requested before the observed FCP: ${early.length} of ${scripts.length}${early.map((item) => `\n      ${Math.round(item.networkRequestTime ?? 0)} ms ${item.url?.replace(/^.*\//, '')}`).join('')}`,
  ];
}

/** One Lighthouse run (mobile, its default simulated throttling); `categories` default to performance alone. */
export async function measure(
  url: string,
  chromePort: number,
  { tasks = false, categories = ['performance'] }: { tasks?: boolean; categories?: string[] } = {},
): Promise<{ run: Run; lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'] }> {
  const result = await lighthouse(url, {
    port: chromePort,
    output: 'json',
    logLevel: 'error',
    formFactor: 'mobile',
    onlyCategories: categories,
  });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests = (lhr.audits['network-requests']?.details as { items?: RequestItem[] } | undefined)?.items ?? [];
  const longest = longTasks(artifacts.Trace as Trace, lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1);
  if (tasks) {
    const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
    for (const line of paintReport(requests, observed)) console.log(line);
    for (const task of longest.slice(0, 5)) console.log(`    ${Math.round(task.ms)} ms  ${task.what}`);
    for (const task of longest.filter((task) => task.script).slice(0, 3))
      console.log(`    script: ${Math.round(task.ms)} ms  ${task.what}`);
  }
  const jsBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  const run: Run = {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsKb: jsBytes / 1024,
    longestTaskMs: longest[0]?.ms ?? 0,
    longestScriptTaskMs: longest.find((task) => task.script)?.ms ?? 0,
  };
  return { run, lhr };
}
