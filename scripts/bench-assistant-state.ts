// Benchmark of the assistant's state in the call panel on a slow phone's CPU: a simulated call with a
// fake microphone playing the visitor (the end-to-end fixture), Chromium's CPU throttled 4x, traced
// while the state goes listening → thinking → speaking and back. Prints the renderer's long tasks
// (over 50 ms) of the whole stretch, the task that made each state change, and the main thread's style,
// layout and paint in the 100 ms after it beside their average over the call. A timing on a shared machine: its goal
// (no long task from a state change) is printed, not enforced. Builds first (skip with --no-build);
// `--seconds=N` traces N seconds (default 25); `--reduced-motion` traces the same call with the mark still,
// to compare; `--save=file.json` keeps the trace (DevTools opens it).
import { execSync, spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { makeVoiceFixtures } from './make-voice-fixtures';

const args = process.argv.slice(2);
const seconds = Number(args.find((arg) => arg.startsWith('--seconds='))?.slice('--seconds='.length) ?? 25);
const port = 4195 + Number(process.env.VESTRY_PORT_OFFSET ?? 0);
const LONG_TASK_MS = 50;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { data?: { message?: string; url?: string; functionName?: string; compositeFailed?: number } };
}

if (!args.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
const fixtures = makeVoiceFixtures();
const server = spawn(process.execPath, [resolve('scripts/serve-dist.mjs'), 'dist', String(port)], { stdio: 'ignore' });
await new Promise((done) => setTimeout(done, 1000));

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--autoplay-policy=no-user-gesture-required',
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${fixtures.speech}`,
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  // Each change of the mark's state is stamped into the trace from the task that made it (the observer runs
  // as a microtask of React's commit), so the trace says which task each change cost.
  await page.addInitScript(() => {
    let last = '';
    new MutationObserver(() => {
      const state = document.querySelector('[data-testid="assistant-state-mark"]')?.getAttribute('data-state') ?? '';
      if (state === '' || state === 'none' || state === last) return;
      last = state;
      console.timeStamp(`assistant-state:${state}`);
    }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  });
  // The mark still: what the call costs without its animation, to compare.
  if (args.includes('--reduced-motion')) await page.emulateMedia({ reducedMotion: 'reduce' });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.getByRole('button', { name: 'Start Demo Call' }).click();
  await page.getByText('Connected - AI is listening').waitFor({ timeout: 30_000 });
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame'],
  });
  await page.waitForTimeout(seconds * 1000);
  const raw = await browser.stopTracing();
  const saveTo = args.find((arg) => arg.startsWith('--save='))?.slice('--save='.length);
  if (saveTo) writeFileSync(saveTo, raw);
  const trace = JSON.parse(raw.toString('utf8')) as { traceEvents: TraceEvent[] };
  report(trace.traceEvents);
} finally {
  await browser.close();
  server.kill();
}

function ms(us: number | undefined): number {
  return (us ?? 0) / 1000;
}

/** The longest events inside a task on its thread, named with the script they ran, to say what made it long. */
function partsOf(events: TraceEvent[], task: TraceEvent): string[] {
  return events
    .filter(
      (e) =>
        e.ph === 'X' &&
        e.pid === task.pid &&
        e.tid === task.tid &&
        e !== task &&
        e.ts >= task.ts &&
        e.ts + (e.dur ?? 0) <= task.ts + (task.dur ?? 0),
    )
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .map(
      (e) =>
        `${e.name}${e.args?.data?.url ? ` ${e.args.data.url.replace(/^.*\//, '')}` : ''}${e.args?.data?.functionName ? ` ${e.args.data.functionName}` : ''}: ${ms(e.dur).toFixed(1)} ms`,
    );
}

function report(events: TraceEvent[]): void {
  const stamps = events.filter((e) => e.name === 'TimeStamp' && (e.args?.data?.message ?? '').startsWith('assistant-state:'));
  const first = stamps[0];
  const onMain = (e: TraceEvent) => first !== undefined && e.pid === first.pid && e.tid === first.tid;
  const tasks = events.filter((e) => e.name === 'RunTask' && e.ph === 'X' && onMain(e));
  const long = tasks.filter((e) => ms(e.dur) > LONG_TASK_MS);
  const start = Math.min(...tasks.map((e) => e.ts));
  const at = (e: TraceEvent) => ms(e.ts - start).toFixed(0);
  const work = new Set(['UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize']);
  const renderingAll = events.filter((e) => onMain(e) && e.ph === 'X' && work.has(e.name)).reduce((sum, e) => sum + ms(e.dur), 0);

  const still = args.includes('--reduced-motion') ? ', the mark still (reduced motion)' : '';
  console.log(`traced ${seconds} s of a simulated call, CPU throttled 4x${still} (renderer main thread)`);
  if (!first) {
    console.log('no state change was traced: did the call run?');
    return;
  }
  console.log(
    `main-thread tasks: ${tasks.length}; long (> ${LONG_TASK_MS} ms): ${long.length}; longest ${ms(Math.max(...tasks.map((t) => t.dur ?? 0))).toFixed(1)} ms`,
  );
  for (const task of long) console.log(`  long task at ${at(task)} ms: ${ms(task.dur).toFixed(1)} ms`);
  // What the call's longest tasks were, whatever made them.
  for (const task of [...long].sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0)).slice(0, 3))
    console.log(`  the ${ms(task.dur).toFixed(0)} ms task's longest parts: ${partsOf(events, task).slice(0, 3).join('; ')}`);
  let fromChanges = 0;
  for (const stamp of stamps) {
    const task = tasks.find((t) => t.ts <= stamp.ts && stamp.ts <= t.ts + (t.dur ?? 0));
    const rendering = events
      .filter((e) => onMain(e) && e.ph === 'X' && work.has(e.name) && e.ts >= stamp.ts && e.ts <= stamp.ts + 100_000)
      .reduce((sum, e) => sum + ms(e.dur), 0);
    if (task && ms(task.dur) > LONG_TASK_MS) {
      fromChanges += 1;
      console.log(
        `  a long task made the change to ${(stamp.args?.data?.message ?? '').slice('assistant-state:'.length)}; its longest parts:`,
      );
      for (const part of partsOf(events, task).slice(0, 4)) console.log(`    ${part}`);
    }
    const state = (stamp.args?.data?.message ?? '').slice('assistant-state:'.length);
    console.log(
      `  to ${state.padEnd(9)} at ${at(stamp).padStart(6)} ms: its task ${ms(task?.dur).toFixed(1)} ms; style, layout and paint in the next 100 ms ${rendering.toFixed(1)} ms`,
    );
  }
  // What the panel's meters and captions cost anyway, for comparison with the 100 ms after a change.
  console.log(`style, layout and paint in any 100 ms of the call, on average: ${(renderingAll / (seconds * 10)).toFixed(1)} ms`);
  // Chrome notes an animation it cannot hand to the compositor (which then costs the main thread every frame).
  const notComposited = events.filter((e) => e.name === 'Animation' && e.args?.data?.compositeFailed !== undefined);
  console.log(`animations the compositor could not run: ${notComposited.length}`);
  console.log(`goal, no long task from a state change: ${fromChanges === 0 ? 'met' : `not met (${fromChanges})`}`);
}
