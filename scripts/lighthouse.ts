// Lighthouse (mobile) on the built site, served as its static host would serve it, beside its floors
// in the same run: the same HTML without scripts, and that without web fonts too. Prints the category
// scores and the metrics. Accessibility, best practices and SEO must be 100, and the page's LCP must stay
// within a generous ratio of its floor's without web fonts: a ratio, not a time, so a busy machine does
// not fail it, while a page whose scripts hold back its first paint does (`npm run bench:page` measures
// closely). Total Blocking Time is printed beside the floor's, not enforced: Lighthouse simulates it
// from the tasks it observed, and one task either side of 50 ms moves it by tens of ms: four runs of one
// build here gave medians of -1 to 64 ms over the floor (docs/performance.md).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { copyWithPage, launchChrome, measure, serve, withoutScripts, withoutWebFonts, type Run } from './page-floors';

const ENFORCED = ['accessibility', 'best-practices', 'seo'];
/**
 * The page's LCP over its floor without web fonts, at most, in one run over HTTP/1.1: single runs
 * here gave 1.33x to 1.58x, the slide this guards against 2.34x (the benchmark's goal, a median, is 1.5x).
 */
const MAX_LCP_RATIO = 2;
const RUNS = 3;

const port = 4180 + Number(process.env.VESTRY_PORT_OFFSET ?? 0);
// The floors on 4188 and 4189: 4190 is a port browsers refuse to load pages from (ManageSieve's).
const floorPort = 4188 + Number(process.env.VESTRY_PORT_OFFSET ?? 0);
const floorDir = resolve('.lighthouse-floor');
const bareDir = resolve('.lighthouse-floor-no-fonts');
const servers: Awaited<ReturnType<typeof serve>>[] = [];
let chrome: Awaited<ReturnType<typeof launchChrome>> | undefined;

const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
const problems: string[] = [];
try {
  copyWithPage(resolve('dist'), floorDir, withoutScripts);
  copyWithPage(resolve('dist'), bareDir, withoutWebFonts);
  // One at a time, each kept as it starts, so that a failure stops those already running.
  const started = async (dir: string, at: number) => {
    const served = await serve(dir, at, 'http1');
    servers.push(served);
    return served;
  };
  const page = await started('dist', port);
  const floor = await started(floorDir, floorPort);
  const bare = await started(bareDir, floorPort + 1);
  const browser = await launchChrome();
  chrome = browser;
  const runs: Record<'page' | 'floor' | 'bare', Run[]> = { page: [], floor: [], bare: [] };
  for (let index = 0; index < RUNS; index += 1) {
    const first = index === 0;
    const { run, lhr } = await measure(page.url, browser.port, { categories: first ? ['performance', ...ENFORCED] : ['performance'] });
    runs.page.push(run);
    runs.floor.push((await measure(floor.url, browser.port)).run);
    runs.bare.push((await measure(bare.url, browser.port)).run);
    if (!first) continue;
    const { categories, audits } = lhr;
    for (const [id, category] of Object.entries(categories)) {
      const score = Math.round((category.score ?? 0) * 100);
      console.log(`${category.title.padEnd(16)} ${String(score).padStart(3)}`);
      if (ENFORCED.includes(id) && score < 100) {
        const failing = category.auditRefs
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => `  - ${ref.id}: ${audits[ref.id]?.title ?? ''}`);
        problems.push(`${category.title} is below 100:\n${failing.join('\n')}`);
      }
    }
  }
  const of = (target: keyof typeof runs, metric: 'lcp' | 'tbt') => median(runs[target].map((run) => run[metric]));
  for (const target of ['page', 'floor', 'bare'] as const)
    console.log(
      `  ${target.padEnd(6)} LCP ${runs[target].map((run) => (run.lcp / 1000).toFixed(2)).join(' ')} s, TBT ${runs[target].map((run) => Math.round(run.tbt)).join(' ')} ms`,
    );
  const ratio = of('page', 'lcp') / of('bare', 'lcp');
  console.log(`  LCP / its floor without scripts and web fonts (medians of ${RUNS}): ${ratio.toFixed(2)}x (at most ${MAX_LCP_RATIO}x)`);
  if (!(ratio <= MAX_LCP_RATIO))
    problems.push(`The page's LCP is ${ratio.toFixed(2)}x its floor's, over ${MAX_LCP_RATIO}x: something holds back the first paint.`);
  const over = of('page', 'tbt') - of('floor', 'tbt');
  console.log(`  TBT over its floor without scripts (medians of ${RUNS}): ${Math.round(over)} ms (printed, not enforced)`);
} finally {
  chrome?.kill();
  for (const { server } of servers) server.kill();
  rmSync(floorDir, { recursive: true, force: true });
  rmSync(bareDir, { recursive: true, force: true });
}
for (const problem of problems) console.error(problem);
process.exit(problems.length > 0 ? 1 : 0);
