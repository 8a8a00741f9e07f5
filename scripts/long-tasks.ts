// The guard against long tasks, a stage of `npm test`: the page's load and a simulated call once it has
// connected (the visitor's voice played in, the assistant answering), traced in Chromium at a 4x-slower CPU,
// must each run no task of the page's script longer than a fifth of a calibration made in the same browser,
// in the same run: code of a known size parsed, compiled and run once, cold, as a page's chunks are. On the
// two-core machine that is 42-75 ms at 4x; a busy or slower
// machine stretches the calibration and the page alike, so the guard holds a ratio, not a time. Each figure
// is the median of five runs, in one browser whose audio output has been started first (see `startAudio`).
// The script's share of a task comes from the trace's JavaScript samples on the page's main thread
// (`scripts/load-trace.ts`): the HTML's own parsing and layout, which its floor without scripts has too, are
// not the page's script. The call is judged from the press: its start (the press to "Connected") and its
// time connected, the larger of the two in each run.
// Run: npm run long-tasks (after a build; `-- --runs=N`, `-- --seconds=N` of call after connecting).
import { resolve } from 'node:path';
import type { Browser } from '@playwright/test';
import {
  CONNECTED_STAMP,
  DOCUMENT_STAMP,
  loadTasks,
  launchTracingBrowser,
  throttledPage,
  traceCall,
  traceLoad,
  withVisitorVoice,
  ownTime,
  stampThread,
  type LoadTask,
  type LoadTrace,
  type TraceEvent,
} from './load-trace';
import { makeVoiceFixtures } from './make-voice-fixtures';
import { serve } from './page-floors';
import { calibrationSource, LIMIT_SHARE, median, verdict, type GuardRun } from './task-limit';

const option = (name: string, fallback: number): number =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const RUNS = option('runs', 5);
const CALL_SECONDS = option('seconds', 10);
const CPU = 4;
const LOAD_SECONDS = 6;
const CALIBRATION_FUNCTIONS = 3000;
const port = 4197 + Number(process.env.VESTRY_PORT_OFFSET ?? 0);

/**
 * The calibration's time in ms: its source run as a classic script (parsed, compiled and run as it is inserted,
 * as a chunk is) in a task of its own, in a fresh throttled page. Its wall time, garbage collection included,
 * where the page's tasks are counted by their samples of script: if anything, the limit is a little loose.
 */
async function calibrate(browser: Browser): Promise<number> {
  const page = await throttledPage(browser, CPU);
  try {
    await page.goto('about:blank');
    return await page.evaluate(
      (source) =>
        new Promise<number>((done) =>
          setTimeout(() => {
            const script = document.createElement('script');
            script.textContent = source;
            const started = performance.now();
            document.head.append(script);
            done(performance.now() - started);
          }, 0),
        ),
      calibrationSource(CALIBRATION_FUNCTIONS),
    );
  } finally {
    await page.context().close();
  }
}

/** The page's tasks of `events`, on the thread that wrote `stamp`: none found, or no script sampled, fails the run. */
function pageTasks(events: readonly TraceEvent[], stamp: string, part: string): LoadTrace {
  const main = stampThread(events, stamp);
  if (!main) throw new Error(`The trace of ${part} has no mark from the page (${stamp}).`);
  const trace = loadTasks(events, 1, main);
  if (!trace.tasks.some((task) => task.scriptMs > 0)) throw new Error(`The trace of ${part} sampled no script on the page's main thread.`);
  return trace;
}

/** The task that ran the most script: how much, and what it ran itself. */
function longestScript(tasks: readonly LoadTask[], nodes: LoadTrace['nodes']): { ms: number; what: string } {
  const longest = [...tasks].sort((a, b) => b.scriptMs - a.scriptMs)[0];
  return { ms: longest?.scriptMs ?? 0, what: longest ? ownTime(longest, nodes, 4).join('; ') : '' };
}

/**
 * The browser's first audio context of a session makes it start its audio output, which holds the page's main
 * thread 50-170 ms here whatever the page does (a visitor's first call pays it once, in a task of its own): made
 * once before the runs, so that each run's call measures the page's own work and the median is of three alike.
 */
async function startAudio(browser: Browser): Promise<void> {
  const page = await browser.newPage();
  try {
    await page.evaluate(async () => {
      const context = new AudioContext();
      await context.close();
    });
  } finally {
    await page.context().close();
  }
}

async function main(): Promise<void> {
  const fixtures = makeVoiceFixtures();
  const { server, url } = await serve(resolve('dist'), port, 'http1');
  const runs: GuardRun[] = [];
  try {
    const browser = await launchTracingBrowser(withVisitorVoice(fixtures.speech));
    try {
      await startAudio(browser);
      for (let run = 1; run <= RUNS; run += 1) {
        // Three calibrations a run, around its traces, each in a page of its own (one alone varied by a third here).
        const calibrations = [await calibrate(browser)];
        const loaded = pageTasks(await traceLoad(browser, url, CPU, LOAD_SECONDS), DOCUMENT_STAMP, 'the load');
        calibrations.push(await calibrate(browser));
        const called = pageTasks(await traceCall(browser, url, CPU, CALL_SECONDS), CONNECTED_STAMP, 'the call');
        calibrations.push(await calibrate(browser));
        const connected =
          called.events.find((event) => event.name === 'TimeStamp' && event.args?.data?.message === CONNECTED_STAMP)?.ts ?? 0;
        const load = longestScript(loaded.tasks, loaded.nodes);
        const start = longestScript(
          called.tasks.filter((task) => task.event.ts < connected),
          called.nodes,
        );
        const call = longestScript(
          called.tasks.filter((task) => task.event.ts >= connected),
          called.nodes,
        );
        // A press, a load and a call always run script: a part with none was not measured.
        const unmeasured = Object.entries({ 'the load': load, "the call's start": start, 'the call, connected': call })
          .filter(([, task]) => task.ms === 0)
          .map(([part]) => part);
        if (unmeasured.length > 0) throw new Error(`Run ${run} sampled no script in ${unmeasured.join(' or ')}.`);
        const calibrationMs = median(calibrations);
        runs.push({ calibrationMs, loadMs: load.ms, startMs: start.ms, callMs: call.ms });
        console.log(
          `run ${run}/${RUNS}: calibration ${Math.round(calibrationMs)} ms, so the limit ${Math.round(calibrationMs * LIMIT_SHARE)} ms; the longest task of script:`,
        );
        for (const [part, task] of [
          ['the load', load],
          ["the call's start", start],
          ['the call, connected', call],
        ] as const)
          console.log(`  ${part.padEnd(19)} ${String(Math.round(task.ms)).padStart(4)} ms: ${task.what}`);
      }
    } finally {
      await browser.close();
    }
  } finally {
    server.kill();
  }
  const { load, start, connected, call } = verdict(runs);
  const share = (ratio: number) => `${Math.round(ratio * 100)} % of its limit`;
  console.log(
    `the longest task of script at ${CPU}x CPU, medians of ${RUNS}: the load's ${share(load)}, the call's ${share(call)} (its start ${share(start)}, connected ${share(connected)})`,
  );
  const problems = [
    ...(load > 1 ? [`The load runs a task of script over its limit (${share(load)}): npm run bench:tasks names what runs in it.`] : []),
    ...(call > 1
      ? [`A call runs a task of script over its limit (${share(call)}): npm run bench:tasks -- --call, npm run bench:state.`]
      : []),
  ];
  for (const problem of problems) console.error(problem);
  process.exitCode = problems.length > 0 ? 1 : 0;
}

const isMain = process.argv[1] !== undefined && import.meta.filename === resolve(process.argv[1]);
if (isMain) await main();
