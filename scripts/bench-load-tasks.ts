// Benchmark: what runs in each long task of the page's load. Serves `dist/`, loads it in Chromium at a
// 4x-slower CPU (`--cpu=N`), traces the load (`--seconds=N`, default 6) with JavaScript sampling, and for
// each main-thread task over `--min=N` ms (default 40) prints its duration and the functions that ran in it,
// mapped through the build's source maps (dist-private/sourcemaps/) to their module. `--runs=N` repeats.
// Not part of `npm test`: figures from one machine, to read beside each other (docs/performance.md).
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { serve } from './page-floors';

const option = (name: string, fallback: number): number =>
  Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const cpu = option('cpu', 4);
const seconds = option('seconds', 6);
const minMs = option('min', 40);
const runs = option('runs', 1);
const port = 4196 + Number(process.env.VESTRY_PORT_OFFSET ?? 0);
const MAPS = resolve('dist-private/sourcemaps/assets');

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: ProfileData & { startTime?: number } };
}
interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}
interface ProfileData {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

const maps = new Map<string, TraceMap | null>();
/** "function module:line" of a sampled frame, through the chunk's source map where there is one. */
function where(frame: ProfileNode['callFrame']): string {
  const file = (frame.url ?? '').split('/').pop() ?? '';
  if (!file.endsWith('.js')) return frame.functionName || '(native)';
  if (!maps.has(file)) {
    const path = `${MAPS}/${file}.map`;
    maps.set(file, existsSync(path) ? new TraceMap(readFileSync(path, 'utf8')) : null);
  }
  const map = maps.get(file);
  const original = map ? originalPositionFor(map, { line: (frame.lineNumber ?? 0) + 1, column: frame.columnNumber ?? 0 }) : undefined;
  const source = original?.source?.replace(/^.*node_modules\//, '').replace(/^(\.\.\/)+/, '') ?? file;
  return `${original?.name ?? (frame.functionName || '(anonymous)')} ${source}:${original?.line ?? '?'}`;
}

async function traceLoad(): Promise<TraceEvent[]> {
  const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium' });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'toplevel'],
    });
    await page.goto(`http://127.0.0.1:${port}/`);
    await page.waitForTimeout(seconds * 1000);
    return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
  } finally {
    await browser.close();
  }
}

function report(events: TraceEvent[]): void {
  const mainThread = events.find((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain');
  const onMain = (event: TraceEvent) => event.pid === mainThread?.pid && event.tid === mainThread.tid;
  const tasks = events
    .filter((event) => onMain(event) && event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) / 1000 >= minMs)
    .sort((a, b) => a.ts - b.ts);
  const nodes = new Map<number, ProfileNode>();
  const samples: { id: number; ts: number }[] = [];
  // The renderer's samples (written from its sampling thread, so matched by process).
  let ts = events.find((event) => event.name === 'Profile' && event.pid === mainThread?.pid)?.args?.data?.startTime ?? 0;
  for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && event.pid === mainThread?.pid)) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data?.cpuProfile?.samples ?? []).forEach((id, index) => {
      ts += data?.timeDeltas?.[index] ?? 0;
      samples.push({ id, ts });
    });
  }
  const start = events.find((event) => event.name === 'navigationStart' && onMain(event))?.ts ?? tasks[0]?.ts ?? 0;
  for (const task of tasks) {
    const end = task.ts + (task.dur ?? 0);
    const inTask = samples.filter((sample) => sample.ts >= task.ts && sample.ts < end);
    // Time in each function and everything it called, once per sample however deep it recurses.
    const inclusive = new Map<string, number>();
    for (const [index, sample] of inTask.entries()) {
      const ms = ((inTask[index + 1]?.ts ?? end) - sample.ts) / 1000;
      const seen = new Set<string>();
      for (let node = nodes.get(sample.id); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        if (node.callFrame.url === '' || node.callFrame.url === undefined) continue;
        const name = where(node.callFrame);
        if (seen.has(name)) continue;
        seen.add(name);
        inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
      }
    }
    const kinds = events
      .filter(
        (event) => onMain(event) && event.ph === 'X' && event !== task && event.ts >= task.ts && event.ts < end && (event.dur ?? 0) > 3000,
      )
      .map((event) => `${event.name} ${Math.round((event.dur ?? 0) / 1000)}`);
    console.log(
      `\n${Math.round((task.dur ?? 0) / 1000)} ms at ${Math.round((task.ts - start) / 1000)} ms: ${[...new Set(kinds)].slice(0, 6).join(', ')}`,
    );
    for (const [name, ms] of [...inclusive].sort((a, b) => b[1] - a[1]).slice(0, 8))
      console.log(`  ${ms.toFixed(0).padStart(4)} ms  ${name}`);
  }
}

const { server } = await serve('dist', port, 'http1');
try {
  for (let run = 1; run <= runs; run += 1) {
    console.log(`\n# run ${run}/${runs}: tasks over ${minMs} ms at ${cpu}x CPU, the first ${seconds} s`);
    report(await traceLoad());
  }
} finally {
  server.kill();
}
