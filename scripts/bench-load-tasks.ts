// Benchmark: what runs in each long task of the page's load. Serves `dist/`, loads it in Chromium at a
// 4x-slower CPU (`--cpu=N`), traces the load (`--seconds=N`, default 6) with JavaScript sampling, and for
// each main-thread task over `--min=N` ms (default 40) prints its duration and the functions that ran in it,
// mapped through the build's source maps (dist-private/sourcemaps/) to their module. `--runs=N` repeats.
// `--call` traces a simulated call instead, from the press on Start Demo Call to `--seconds` after it connects.
// Not part of `npm test`: figures from one machine, to read beside each other (docs/performance.md).
import { launchTracingBrowser, loadTasks, ownTime, traceCall, traceLoad, where, withVisitorVoice, type LoadTrace } from './load-trace';
import { makeVoiceFixtures } from './make-voice-fixtures';
import { serve } from './page-floors';

const option = (name: string, fallback: number): number =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const cpu = option('cpu', 4);
const seconds = option('seconds', 6);
const minMs = option('min', 40);
const runs = option('runs', 1);
const port = 4196 + Number(process.env.VESTRY_PORT_OFFSET ?? 0);

function report(trace: LoadTrace): void {
  const { events, tasks, nodes, onMain } = trace;
  for (const task of tasks) {
    const end = task.event.ts + (task.event.dur ?? 0);
    // Time in each function and everything it called, once per sample however deep it recurses.
    const inclusive = new Map<string, number>();
    for (const sample of task.samples) {
      const seen = new Set<string>();
      for (let node = sample.node; node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        if (node.callFrame.url === '' || node.callFrame.url === undefined) continue;
        const name = where(node.callFrame);
        if (seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + sample.ms);
      }
    }
    const kinds = events
      .filter(
        (event) =>
          onMain(event) &&
          event.ph === 'X' &&
          event !== task.event &&
          event.ts >= task.event.ts &&
          event.ts < end &&
          (event.dur ?? 0) > 3000,
      )
      .map((event) => `${event.name} ${Math.round((event.dur ?? 0) / 1000)}`);
    console.log(
      `\n${Math.round(task.ms)} ms (script ${Math.round(task.scriptMs)} ms) at ${Math.round(task.atMs)} ms: ${[...new Set(kinds)].slice(0, 6).join(', ')}`,
    );
    for (const [name, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.log(`  ${ms.toFixed(0).padStart(4)} ms  ${name}`);
    const own = ownTime(task, nodes);
    if (own.length > 0) console.log(`  own time: ${own.join('; ')}`);
  }
}

const call = process.argv.includes('--call');
const { server, url } = await serve('dist', port, 'http1');
const browser = await launchTracingBrowser(call ? withVisitorVoice(makeVoiceFixtures().speech) : []);
try {
  for (let run = 1; run <= runs; run += 1) {
    const what = call ? `a call, from the press to ${seconds} s after it connects` : `the first ${seconds} s`;
    console.log(`\n# run ${run}/${runs}: tasks over ${minMs} ms at ${cpu}x CPU, ${what}`);
    report(loadTasks(await (call ? traceCall : traceLoad)(browser, url, cpu, seconds), minMs));
  }
} finally {
  await browser.close();
  server.kill();
}
