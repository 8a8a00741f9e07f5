// The page's load as Chromium traces it at a slower CPU, and its main thread's tasks with the
// JavaScript that ran in each (from the trace's samples): what `npm run bench:tasks` reads, apart
// from how it names what ran, so that a check of the same tasks reads them the same way.
import { chromium, type Browser, type Page } from '@playwright/test';

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { name?: string; data?: ProfileData & { startTime?: number } };
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
  await during();
  return (JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] }).traceEvents;
}

/** Loads `url` in a new throttled page and traces its first `seconds`, with JavaScript sampling. */
export async function traceLoad(browser: Browser, url: string, cpu: number, seconds: number): Promise<TraceEvent[]> {
  const page = await throttledPage(browser, cpu);
  try {
    return await traced(browser, page, async () => {
      await page.goto(url);
      await page.waitForTimeout(seconds * 1000);
    });
  } finally {
    await page.context().close();
  }
}

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

/** The renderer's main-thread tasks of at least `minMs`, in order, each with its samples. */
export function loadTasks(events: readonly TraceEvent[], minMs: number): LoadTrace {
  // The page's renderer: of the renderers' main threads in the trace (a closed page's may linger), the busiest.
  const busy = new Map<string, number>();
  for (const event of events)
    if (event.name === 'RunTask' && event.ph === 'X')
      busy.set(`${event.pid}:${event.tid}`, (busy.get(`${event.pid}:${event.tid}`) ?? 0) + (event.dur ?? 0));
  const mainThread = events
    .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
    .sort((a, b) => (busy.get(`${b.pid}:${b.tid}`) ?? 0) - (busy.get(`${a.pid}:${a.tid}`) ?? 0))[0];
  const onMain = (event: TraceEvent) => event.pid === mainThread?.pid && event.tid === mainThread.tid;
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
