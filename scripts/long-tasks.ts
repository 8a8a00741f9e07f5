// The guard against long tasks, a stage of `npm test`: the page's load, and a simulated call from the press
// through its first turns, traced in Chromium at a 4x-slower CPU, must run no task of the page's script longer
// than a fifth of a calibration made in the same browser, in the same run: code of a known size compiled and
// run once, cold, as a page's chunks are. On the two-core machine the calibration takes about 250 ms at 4x,
// so the limit is the 50 ms of a long task there; a busy or slower machine stretches both alike, so the
// guard holds a ratio, not a time. Each figure is the median of three runs. The script's share of a task
// comes from the trace's JavaScript samples (`scripts/load-trace.ts`): the HTML's own parsing and layout,
// which its floor without scripts has too, are not the page's script.
// Run: npm run long-tasks (after a build; `-- --runs=N`, `-- --seconds=N` of call after connecting).
import { resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import { loadTasks, launchTracingBrowser, throttledPage, traceCall, traceLoad, withVisitorVoice, type LoadTask } from './load-trace';
import { makeVoiceFixtures } from './make-voice-fixtures';
import { serve } from './page-floors';

const option = (name: string, fallback: number): number =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const RUNS = option('runs', 3);
const CALL_SECONDS = option('seconds', 12);
const CPU = 4;
/** The limit is this share of the calibration's time: 50 ms of its about 250 ms on the two-core machine. */
export const LIMIT_SHARE = 1 / 5;
const LOAD_SECONDS = 8;
const CALIBRATION_FUNCTIONS = 3000;
const port = 4197 + Number(process.env.VESTRY_PORT_OFFSET ?? 0);

/** The calibration's source: distinct functions, each compiled and called once, as a chunk's code is at load. */
export function calibrationSource(functions: number): string {
  const lines: string[] = [];
  for (let index = 0; index < functions; index += 1)
    lines.push(
      `function f${index}(o){const next={id:o.id+${index},name:o.name.slice(-12)+'${index % 10}',list:o.list.length>8?[${index}]:o.list.concat(${index})};return next.id%3?next:{...next,extra:[next.name,${index}]};}`,
    );
  lines.push(`let o={id:0,name:'start',list:[]};`);
  for (let index = 0; index < functions; index += 1) lines.push(`o=f${index}(o);`);
  lines.push('return o.id;');
  return lines.join('\n');
}

/** The calibration's time in ms: its source compiled and run in a task of its own, in a fresh throttled page. */
async function calibrate(browser: Browser): Promise<number> {
  const page = await throttledPage(browser, CPU);
  try {
    await page.goto('about:blank');
    return await page.evaluate(
      (source) =>
        new Promise<number>((done) =>
          setTimeout(() => {
            const started = performance.now();
            (globalThis as { calibrated?: unknown }).calibrated = new Function(source)();
            done(performance.now() - started);
          }, 0),
        ),
      calibrationSource(CALIBRATION_FUNCTIONS),
    );
  } finally {
    await page.context().close();
  }
}

/** The task that ran the most script, and how much. */
function longestScript(tasks: readonly LoadTask[]): { ms: number; atMs: number } {
  const longest = [...tasks].sort((a, b) => b.scriptMs - a.scriptMs)[0];
  return { ms: longest?.scriptMs ?? 0, atMs: longest?.atMs ?? 0 };
}

const median = (values: readonly number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;

export interface GuardRun {
  readonly calibrationMs: number;
  readonly loadMs: number;
  readonly callMs: number;
}

/** Each part's longest script task over its run's limit, the median of the runs: over 1 fails. */
export function verdict(runs: readonly GuardRun[]): { load: number; call: number } {
  const over = (part: 'loadMs' | 'callMs') => median(runs.map((run) => run[part] / (run.calibrationMs * LIMIT_SHARE)));
  return { load: over('loadMs'), call: over('callMs') };
}

async function main(): Promise<void> {
  const fixtures = makeVoiceFixtures();
  const { server, url } = await serve(resolve('dist'), port, 'http1');
  const browser = await launchTracingBrowser(withVisitorVoice(fixtures.speech));
  const runs: GuardRun[] = [];
  try {
    for (let run = 1; run <= RUNS; run += 1) {
      const calibrationMs = await calibrate(browser);
      const load = longestScript(loadTasks(await traceLoad(browser, url, CPU, LOAD_SECONDS), 1).tasks);
      const call = longestScript(loadTasks(await traceCall(browser, url, CPU, CALL_SECONDS), 1).tasks);
      runs.push({ calibrationMs, loadMs: load.ms, callMs: call.ms });
      const limit = calibrationMs * LIMIT_SHARE;
      console.log(
        `run ${run}/${RUNS}: calibration ${Math.round(calibrationMs)} ms, so the limit ${Math.round(limit)} ms; the longest script task of the load ${Math.round(load.ms)} ms (at ${Math.round(load.atMs)} ms), of the call ${Math.round(call.ms)} ms`,
      );
    }
  } finally {
    await browser.close();
    server.kill();
  }
  const { load, call } = verdict(runs);
  const share = (ratio: number) => `${Math.round(ratio * 100)} % of its limit`;
  console.log(`long tasks at ${CPU}x CPU, medians of ${RUNS}: the load's longest script task ${share(load)}, the call's ${share(call)}`);
  const problems = [
    ...(load > 1 ? [`The load runs a task of script over its limit (${share(load)}): see npm run bench:tasks for what runs in it.`] : []),
    ...(call > 1 ? [`A call runs a task of script over its limit (${share(call)}): see npm run bench:state.`] : []),
  ];
  for (const problem of problems) console.error(problem);
  process.exitCode = problems.length > 0 ? 1 : 0;
}

const isMain = process.argv[1] !== undefined && import.meta.filename === resolve(process.argv[1]);
if (isMain) await main();
