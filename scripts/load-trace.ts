// The page's load as Chromium traces it at a slower CPU, and its main thread's tasks with the
// JavaScript that ran in each (from the trace's samples): what `npm run bench:tasks` reads, apart
// from how it names what ran, so that a check of the same tasks reads them the same way.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';
import { chromium, type Browser, type Page } from '@playwright/test';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  id?: string;
  dur?: number;
  args?: { name?: string; data?: ProfileData & { startTime?: number; message?: string } };
}
export interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber?: number; columnNumber?: number };
}
interface ProfileData {
  cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
  timeDeltas?: number[];
}

/** One main-thread task of the load: when (from navigation) and how long, with the samples taken in it. */
export interface LoadTask {
  readonly event: TraceEvent;
  readonly atMs: number;
  readonly ms: number;
  /** Each sample's leaf node and the ms until the next sample (or the task's end). */
  readonly samples: readonly { node: ProfileNode | undefined; ms: number }[];
  /** The ms of those samples that were running the page's JavaScript (a frame with a script URL). */
  readonly scriptMs: number;
}

export interface LoadTrace {
  readonly events: readonly TraceEvent[];
  readonly tasks: readonly LoadTask[];
  readonly nodes: ReadonlyMap<number, ProfileNode>;
  readonly onMain: (event: TraceEvent) => boolean;
}

export function launchTracingBrowser(args: readonly string[] = []): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: [...args] });
}

/** A page of its own, phone-sized unless told, its CPU `cpu` times slower. */
export async function throttledPage(browser: Browser, cpu: number, viewport = { width: 412, height: 823 }): Promise<Page> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: cpu });
  return page;
}

/** Traces `page` while `during` runs, with JavaScript sampling. */
export async function traced(browser: Browser, page: Page, during: () => Promise<void>): Promise<TraceEvent[]> {
  await browser.startTracing(page, {
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler', 'toplevel'],
  });
  try {
    await during();
  } catch (error) {
    // Stopped, so the browser can trace again; the trace of a failed run is not read.
    await browser.stopTracing().catch(() => undefined);
    throw error;
  }
  return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** A thread of the trace, by its process and its own id. */
export interface ThreadId {
  readonly pid: number;
  readonly tid: number;
}

/** The thread that wrote the TimeStamp `message` (`console.timeStamp` in a page: its main thread). */
export function stampThread(events: readonly TraceEvent[], message: string): ThreadId | undefined {
  const stamp = events.find((event) => event.name === 'TimeStamp' && event.args?.data?.message === message);
  return stamp && { pid: stamp.pid, tid: stamp.tid };
}

/** Stamped by the loaded page's document as it starts, so a trace of the load names the page's main thread. */
export const DOCUMENT_STAMP = 'vestry:document';

/** Loads `url` in a new throttled page and traces its first `seconds`, with JavaScript sampling. */
export async function traceLoad(browser: Browser, url: string, cpu: number, seconds: number): Promise<TraceEvent[]> {
  const page = await throttledPage(browser, cpu);
  await page.addInitScript((stamp) => console.timeStamp(stamp), DOCUMENT_STAMP);
  try {
    return await traced(browser, page, async () => {
      await page.goto(url);
      await page.waitForTimeout(seconds * 1000);
    });
  } finally {
    await page.context().close();
  }
}

/** The trace's TimeStamp event's message once the call has connected. */
export const CONNECTED_STAMP = 'vestry:call-connected';

/**
 * A simulated call traced from the press on Start Demo Call to `seconds` after it connects, the visitor's voice played
 * in: the browser must be launched `withVisitorVoice`.
 */
export async function traceCall(browser: Browser, url: string, cpu: number, seconds: number): Promise<TraceEvent[]> {
  // A desktop's width: below 768 px the demo is the phone line's number.
  const page = await throttledPage(browser, cpu, { width: 1280, height: 800 });
  try {
    await page.goto(url);
    // The whole page hydrated (the footer last), so the press is the call's, not hydration's.
    await page.waitForFunction(() => Object.keys(document.querySelector('footer') ?? {}).some((key) => key.startsWith('__react')), null, {
      timeout: 30_000,
    });
    return await traced(browser, page, async () => {
      await page.getByRole('button', { name: 'Start Demo Call' }).click();
      await page.getByText('Connected - AI is listening').waitFor({ timeout: 30_000 });
      // Where the call's start ends and the call itself begins, in the trace.
      await page.evaluate((stamp) => console.timeStamp(stamp), CONNECTED_STAMP);
      await page.waitForTimeout(seconds * 1000);
    });
  } finally {
    await page.context().close();
  }
}

/** Chromium's arguments for a call whose microphone plays `recording` (scripts/make-voice-fixtures.ts), looped. */
export const withVisitorVoice = (recording: string): string[] => [
  '--autoplay-policy=no-user-gesture-required',
  '--use-fake-ui-for-media-stream',
  '--use-fake-device-for-media-stream',
  `--use-file-for-fake-audio-capture=${recording}`,
];

const isScript = (node: ProfileNode | undefined, nodes: ReadonlyMap<number, ProfileNode>): boolean => {
  for (let at = node; at; at = at.parent === undefined ? undefined : nodes.get(at.parent)) if (at.callFrame.url) return true;
  return false;
};

/** The samples from `from` up to `to`, out of samples in time order: found by bisection, as a call's trace has thousands of tasks. */
function samplesBetween<T extends { ts: number }>(samples: readonly T[], from: number, to: number): T[] {
  const firstAt = (ts: number) => {
    let low = 0;
    let high = samples.length;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if ((samples[middle]?.ts ?? Infinity) < ts) low = middle + 1;
      else high = middle;
    }
    return low;
  };
  return samples.slice(firstAt(from), firstAt(to));
}

/** Of the renderers' main threads in the trace (a closed page's may linger), the busiest: where no stamp names the page's. */
function busiestRenderer(events: readonly TraceEvent[]): ThreadId | undefined {
  const busy = new Map<string, number>();
  for (const event of events)
    if (event.name === 'RunTask' && event.ph === 'X')
      busy.set(`${event.pid}:${event.tid}`, (busy.get(`${event.pid}:${event.tid}`) ?? 0) + (event.dur ?? 0));
  return events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
}

/** The main thread's (`main`, else the busiest renderer's) tasks of at least `minMs`, in order, each with its samples. */
export function loadTasks(events: readonly TraceEvent[], minMs: number, main?: ThreadId): LoadTrace {
  const mainThread = main ?? busiestRenderer(events);
  const onMain = (event: TraceEvent) => event.pid === mainThread?.pid && event.tid === mainThread.tid;
  const nodes = new Map<number, ProfileNode>();
  const samples: { id: number; ts: number }[] = [];
  // The main thread's profile (its chunks are written from the sampling thread, so matched by the profile's id;
  // a worker of the same process has a profile of its own).
  const profile =
    events.find((event) => event.name === 'Profile' && onMain(event)) ??
    events.find((event) => event.name === 'Profile' && event.pid === mainThread?.pid);
  let ts = profile?.args?.data?.startTime ?? 0;
  const ofProfile = (event: TraceEvent) => event.pid === mainThread?.pid && (profile?.id === undefined || event.id === profile.id);
  for (const chunk of events.filter((event) => event.name === 'ProfileChunk' && ofProfile(event))) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data?.cpuProfile?.samples ?? []).forEach((id, index) => {
      ts += data?.timeDeltas?.[index] ?? 0;
      samples.push({ id, ts });
    });
  }
  samples.sort((a, b) => a.ts - b.ts);
  const runTasks = events
    .filter((event) => onMain(event) && event.name === 'RunTask' && event.ph === 'X' && (event.dur ?? 0) / 1000 >= minMs)
    .sort((a, b) => a.ts - b.ts);
  const start = events.find((event) => event.name === 'navigationStart' && onMain(event))?.ts ?? runTasks[0]?.ts ?? 0;
  const tasks = runTasks.map((event): LoadTask => {
    const end = event.ts + (event.dur ?? 0);
    const inTask = samplesBetween(samples, event.ts, end);
    const timed = inTask.map((sample, index) => ({ node: nodes.get(sample.id), ms: ((inTask[index + 1]?.ts ?? end) - sample.ts) / 1000 }));
    const scriptMs = timed.filter((sample) => isScript(sample.node, nodes)).reduce((sum, sample) => sum + sample.ms, 0);
    return { event, atMs: (event.ts - start) / 1000, ms: (event.dur ?? 0) / 1000, samples: timed, scriptMs };
  });
  return { events, tasks, nodes, onMain };
}

const MAPS = resolve('dist-private/sourcemaps/assets');
const maps = new Map<string, TraceMap | null>();
/** "function module:line" of a sampled frame, through the chunk's source map where there is one. */
export function where(frame: ProfileNode['callFrame']): string {
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

/** The functions a task's samples were in themselves (the nearest frame with a script), most time first, as "name ms". */
export function ownTime(task: LoadTask, nodes: ReadonlyMap<number, ProfileNode>, count = 6): string[] {
  const own = new Map<string, number>();
  for (const sample of task.samples) {
    let node = sample.node;
    while (node && !node.callFrame.url && node.parent !== undefined) node = nodes.get(node.parent);
    if (!node?.callFrame.url) continue;
    const name = where(node.callFrame);
    own.set(name, (own.get(name) ?? 0) + sample.ms);
  }
  return [...own]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${name} ${ms.toFixed(0)}`);
}
