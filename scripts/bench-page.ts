// Benchmark of the prerendered page against its floors (scripts/page-floors.ts): the page, the same
// HTML with every script removed, and that without the web fonts too, each served as the static
// host would (gzip) over HTTP/2 with TLS and over plain HTTP/1.1, measured by Lighthouse mobile
// (simulated Slow 4G, 4x CPU: what PageSpeed Insights reports), interleaved, medians of 3 (`--runs=N`).
// Builds the site first (skip with --no-build); `--h2` or `--http1` measures one protocol alone;
// `--tasks` lists, for each run, when the first paint was observed, the scripts requested before it,
// and the longest tasks. A timing on a shared machine: its goals are printed, not enforced (npm test
// holds a generous ratio through `npm run lighthouse`).
import { execSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { copyWithPage, launchChrome, measure, serve, withoutScripts, withoutWebFonts, type Protocol, type Run } from './page-floors';

const args = process.argv.slice(2);
const runs = Number(args.find((arg) => arg.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
const siteDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist');
const floorDir = resolve('.bench-floor');
const bareFloorDir = resolve('.bench-floor-no-fonts');
const tasks = args.includes('--tasks');
const protocols: Protocol[] = args.includes('--h2') ? ['h2'] : args.includes('--http1') ? ['http1'] : ['h2', 'http1'];
const offset = Number(process.env.VESTRY_PORT_OFFSET ?? 0);

/** The page's LCP may be at most this many times its floor without web fonts. */
const LCP_GOAL: Record<Protocol, number> = { h2: 1.2, http1: 1.5 };
const PROTOCOL_NAME: Record<Protocol, string> = { h2: 'HTTP/2 (TLS)', http1: 'HTTP/1.1' };

if (!args.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });
copyWithPage(siteDir, floorDir, withoutScripts);
copyWithPage(siteDir, bareFloorDir, withoutWebFonts);

const TARGETS = [
  ['page', siteDir],
  ['floor', floorDir],
  ['bare', bareFloorDir],
] as const;
type Target = (typeof TARGETS)[number][0];
const TARGET_NAME: Record<Target, string> = {
  page: 'the page (prerendered + hydration)',
  floor: 'the floor (same HTML, no scripts)',
  bare: 'the floor without web fonts',
};

const served = await Promise.all(
  protocols.flatMap((protocol, p) =>
    TARGETS.map(async ([target, dir], t) => ({
      protocol,
      target,
      ...(await serve(dir, 4181 + offset + p * TARGETS.length + t, protocol)),
    })),
  ),
);
const chrome = await launchChrome();
const results = new Map<string, Run[]>();
const key = (protocol: Protocol, target: Target) => `${protocol} ${target}`;
try {
  for (let index = 1; index <= runs; index += 1) {
    for (const { protocol, target, url } of served) {
      if (tasks) console.log(`run ${index}/${runs} ${PROTOCOL_NAME[protocol]} ${target}:`);
      const { run } = await measure(url, chrome.port, { tasks });
      results.set(key(protocol, target), [...(results.get(key(protocol, target)) ?? []), run]);
      console.log(
        `run ${index}/${runs} ${protocol.padEnd(5)} ${target.padEnd(5)} perf ${run.perf}, FCP ${seconds(run.fcp)}, LCP ${seconds(run.lcp)}, TBT ${Math.round(run.tbt)} ms`,
      );
    }
  }
} finally {
  chrome.kill();
  for (const { server } of served) server.kill();
  rmSync(floorDir, { recursive: true, force: true });
  rmSync(bareFloorDir, { recursive: true, force: true });
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

function medianRun(protocol: Protocol, target: Target): Run {
  const list = results.get(key(protocol, target)) ?? [];
  const keys = Object.keys(list[0]!) as (keyof Run)[];
  return Object.fromEntries(keys.map((name) => [name, median(list.map((run) => run[name]))])) as unknown as Run;
}

function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(2)} s`;
}

const row = (cells: string[]) => `| ${cells.join(' | ')} |`;
const perProtocol = (cells: (run: Run, protocol: Protocol) => string[]) => (target: Target) =>
  protocols.flatMap((protocol) => cells(medianRun(protocol, target), protocol));

console.log(`\nLighthouse mobile (simulated Slow 4G, 4x CPU), gzip served, median of ${runs} runs each, interleaved:\n`);
console.log(row(['', ...protocols.flatMap((protocol) => [`${PROTOCOL_NAME[protocol]}: perf`, 'FCP', 'LCP', 'TBT', 'CLS'])]));
console.log(row(Array.from({ length: 1 + protocols.length * 5 }, () => '---')));
const metrics = perProtocol((run) => [
  String(run.perf),
  seconds(run.fcp),
  seconds(run.lcp),
  `${Math.round(run.tbt)} ms`,
  run.cls.toFixed(3),
]);
for (const [target] of TARGETS) console.log(row([TARGET_NAME[target], ...metrics(target)]));
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x` : '');
for (const base of ['floor', 'bare'] as const) {
  const cells = protocols.flatMap((protocol) => {
    const page = medianRun(protocol, 'page');
    const floor = medianRun(protocol, base);
    return ['', ratio(page.fcp, floor.fcp), ratio(page.lcp, floor.lcp), '', ''];
  });
  console.log(row([`page / ${base === 'floor' ? 'floor' : 'floor without web fonts'}`, ...cells]));
}
const page = medianRun(protocols[0]!, 'page');
console.log(
  `\nthe page: ${page.jsKb.toFixed(1)} KB of script before any interaction; longest task ${Math.round(page.longestTaskMs)} ms, longest script task ${Math.round(page.longestScriptTaskMs)} ms (4x CPU)`,
);

const goals: [string, boolean][] = protocols.flatMap((protocol): [string, boolean][] => {
  const run = medianRun(protocol, 'page');
  const bare = medianRun(protocol, 'bare');
  const name = PROTOCOL_NAME[protocol];
  return [
    [`${name} performance 100`, run.perf === 100],
    [`${name} LCP within ${LCP_GOAL[protocol]}x of the floor without web fonts`, run.lcp <= bare.lcp * LCP_GOAL[protocol]],
    [`${name} TBT <= 50 ms`, run.tbt <= 50],
    [`${name} CLS 0`, run.cls === 0],
  ];
});
console.log(`goals: ${goals.map(([name, met]) => `${met ? 'met' : 'MISSED'}: ${name}`).join('; ')}`);
