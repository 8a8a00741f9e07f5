// Benchmark of the prerendered page against its floors: the same HTML with every script removed,
// and that without the web fonts too (no preloads, no @font-face of theirs: the metric-matched
// local fallbacks draw the text). Builds the site (skip with --no-build), serves the three as the
// static host would (gzip), runs Lighthouse mobile (simulated Slow 4G, 4x CPU) on each, interleaved,
// and prints the medians with the page's ratios to each floor (`--tasks` lists each run's five
// longest tasks and its three longest script tasks). A timing on a shared machine: printed, never enforced.
import { execSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { FONTS_STYLE_ID } from './web-font-files';

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const siteDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist');
const floorDir = resolve('.bench-floor');
const bareFloorDir = resolve('.bench-floor-no-fonts');
const showTasks = args.includes('--tasks');
// As the static hosts serve it (HTTP/2 over TLS); `--http1` for the plain HTTP/1.1 server.
const http1 = args.includes('--http1');
const offset = Number(process.env.VESTRY_PORT_OFFSET ?? 0);

if (!args.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });

/** A copy of the built site whose index.html is `edit` of the built one. */
function copyWithPage(dir: string, edit: (html: string) => string): void {
  rmSync(dir, { recursive: true, force: true });
  cpSync(siteDir, dir, { recursive: true });
  const html = edit(readFileSync(resolve(siteDir, 'index.html'), 'utf8'));
  const file = resolve(dir, 'index.html');
  writeFileSync(file, html);
  writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
  writeFileSync(`${file}.br`, brotliCompressSync(html));
}

/** The floor: the built page with every script and script preload taken out. */
const withoutScripts = (html: string) =>
  html.replace(/<script\b[^>]*>[\s\S]*?<\/script>\s*/g, '').replace(/<link\b[^>]*rel="modulepreload"[^>]*>\s*/g, '');

/** The floor without web fonts: no font preloads and none of their @font-face rules (the fallback faces stay). */
const withoutWebFonts = (html: string) => {
  const fonts = new RegExp(`<style id="${FONTS_STYLE_ID}">[\\s\\S]*?</style>\\s*`);
  if (!fonts.test(html)) throw new Error(`the built page has no <style id="${FONTS_STYLE_ID}">`);
  return withoutScripts(html)
    .replace(fonts, '')
    .replace(/<link\b[^>]*rel="preload"[^>]*as="font"[^>]*>\s*/g, '');
};

function makeFloors(): void {
  copyWithPage(floorDir, withoutScripts);
  copyWithPage(bareFloorDir, withoutWebFonts);
}

async function serve(dir: string, port: number): Promise<ChildProcess> {
  const server = spawn(process.execPath, ['scripts/serve-dist.mjs', dir, String(port), '--gzip', ...(http1 ? [] : ['--h2'])], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await once(server.stdout, 'data');
  return server;
}

interface Run {
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
  return tasks
    .filter((task) => !task.parent && !task.unbounded)
    .sort((a, b) => b.duration - a.duration)
    .map((task) => ({
      ms: task.duration * cpuSlowdown,
      script: scriptTime(task) >= task.duration / 2,
      what: `at ${Math.round(task.startTime)} ms (observed) ${task.event.name}: ${task.children
        .slice()
        .sort((a, b) => b.duration - a.duration)
        .slice(0, 4)
        .map((child) => `${child.event.name} ${Math.round(child.duration * cpuSlowdown)}`)
        .join(', ')}${task.attributableURLs.length ? ` (${task.attributableURLs.map((url) => url.replace(/^.*\//, '')).join(', ')})` : ''}`,
    }));
}

async function measure(url: string, port: number): Promise<Run> {
  const result = await lighthouse(url, { port, output: 'json', logLevel: 'error', formFactor: 'mobile', onlyCategories: ['performance'] });
  if (!result) throw new Error('Lighthouse returned no result');
  const { lhr, artifacts } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const requests =
    (lhr.audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? [];
  const tasks = longTasks(artifacts.Trace as Trace, lhr.configSettings.throttling.cpuSlowdownMultiplier ?? 1);
  if (showTasks) {
    const observed = (lhr.audits.metrics?.details as { items?: Record<string, number>[] } | undefined)?.items?.[0] ?? {};
    console.log(
      `    observed: first paint ${observed.observedFirstPaint} ms, FCP ${observed.observedFirstContentfulPaint} ms, LCP ${observed.observedLargestContentfulPaint} ms`,
    );
    for (const task of tasks.slice(0, 5)) console.log(`    ${Math.round(task.ms)} ms  ${task.what}`);
    for (const task of tasks.filter((task) => task.script).slice(0, 3)) console.log(`    script: ${Math.round(task.ms)} ms  ${task.what}`);
  }
  const jsBytes = requests.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return {
    perf: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    jsKb: jsBytes / 1024,
    longestTaskMs: tasks[0]?.ms ?? 0,
    longestScriptTaskMs: tasks.find((task) => task.script)?.ms ?? 0,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medians(list: Run[]): Run {
  const keys = Object.keys(list[0]!) as (keyof Run)[];
  return Object.fromEntries(keys.map((key) => [key, median(list.map((run) => run[key]))])) as unknown as Run;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x` : a > 0 ? 'n/a' : '1.00x');

function row(cells: string[]): string {
  return `| ${cells.join(' | ')} |`;
}

function describe(name: string, run: Run): string {
  return row([
    name,
    String(run.perf),
    seconds(run.fcp),
    seconds(run.lcp),
    `${Math.round(run.tbt)} ms`,
    run.cls.toFixed(3),
    `${run.jsKb.toFixed(1)} KB`,
    `${Math.round(run.longestTaskMs)} ms`,
    `${Math.round(run.longestScriptTaskMs)} ms`,
  ]);
}

makeFloors();
const targets = [
  ['site', 4181 + offset, siteDir],
  ['floor', 4182 + offset, floorDir],
  ['bare', 4183 + offset, bareFloorDir],
] as const;
type Target = (typeof targets)[number][0];
const servers = await Promise.all(targets.map(([, port, dir]) => serve(dir, port)));
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    ...(http1 ? [] : ['--ignore-certificate-errors']),
  ],
});

const results: Record<Target, Run[]> = { site: [], floor: [], bare: [] };
try {
  for (let index = 1; index <= runs; index += 1) {
    for (const [name, port] of targets) {
      const run = await measure(`${http1 ? 'http' : 'https'}://127.0.0.1:${port}/`, chrome.port);
      results[name].push(run);
      console.log(`run ${index}/${runs} ${name.padEnd(5)} ${describe('', run).slice(5)}`);
    }
  }
} finally {
  chrome.kill();
  for (const server of servers) server.kill();
  rmSync(floorDir, { recursive: true, force: true });
  rmSync(bareFloorDir, { recursive: true, force: true });
}

const site = medians(results.site);
const floor = medians(results.floor);
const bare = medians(results.bare);
const ratios = (name: string, base: Run) =>
  row([
    name,
    ratio(site.perf, base.perf),
    ratio(site.fcp, base.fcp),
    ratio(site.lcp, base.lcp),
    ratio(site.tbt, base.tbt),
    ratio(site.cls, base.cls),
    ratio(site.jsKb, base.jsKb),
    ratio(site.longestTaskMs, base.longestTaskMs),
    '',
  ]);
console.log(`\nLighthouse mobile (simulated Slow 4G, 4x CPU), median of ${runs} runs each, interleaved:\n`);
console.log(
  row([
    'build',
    'perf',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'JS before interaction (gzip)',
    'longest task (4x CPU)',
    'longest script task (4x CPU)',
  ]),
);
console.log(row(Array.from({ length: 9 }, () => '---')));
console.log(describe('the page (prerendered + hydration)', site));
console.log(describe('the floor (same HTML, no scripts)', floor));
console.log(describe('the floor without web fonts', bare));
console.log(ratios('page / floor', floor));
console.log(ratios('page / floor without web fonts', bare));
const goals: [string, boolean][] = [
  ['performance 100', site.perf === 100],
  ['LCP within 1.2x of the floor', site.lcp <= floor.lcp * 1.2],
  ['LCP within 1.3x of the floor without web fonts', site.lcp <= bare.lcp * 1.3],
  ['TBT <= 50 ms', site.tbt <= 50],
  ['CLS 0', site.cls === 0],
  ['no main-thread task over 50 ms', site.longestTaskMs <= 50],
  ['no script task over 50 ms', site.longestScriptTaskMs <= 50],
];
console.log(`\ngoals: ${goals.map(([goal, met]) => `${met ? 'met' : 'MISSED'}: ${goal}`).join('; ')}`);
