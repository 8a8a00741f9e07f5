// Lighthouse (mobile) on the built site, served as its static host would serve it, beside the same
// page without scripts and web fonts (its floor) in the same run. Prints the category scores and
// the metrics; accessibility, best practices and SEO must be 100, and the page's LCP must stay
// within a generous ratio of its floor's: a ratio, not a time, so a busy machine does not fail it,
// while a page whose scripts hold back its first paint does (`npm run bench:page` measures closely).
import { rmSync } from 'node:fs';
import { resolve } from 'node:path';
import { copyWithPage, launchChrome, measure, serve, withoutWebFonts } from './page-floors';

const ENFORCED = ['accessibility', 'best-practices', 'seo'];
/**
 * The page's LCP over its floor without web fonts, at most, in one run over HTTP/1.1: single runs
 * here gave 1.33x to 1.58x, the slide this guards against 2.34x (the benchmark's goal, a median, is 1.5x).
 */
const MAX_LCP_RATIO = 2;

const port = 4180 + Number(process.env.VESTRY_PORT_OFFSET ?? 0);
const floorDir = resolve('.lighthouse-floor');
copyWithPage(resolve('dist'), floorDir, withoutWebFonts);
const [page, floor] = await Promise.all([serve('dist', port, 'http1'), serve(floorDir, port + 10, 'http1')]);
const chrome = await launchChrome();

const problems: string[] = [];
try {
  const { run, lhr } = await measure(page.url, chrome.port, { categories: ['performance', ...ENFORCED] });
  const { run: floorRun } = await measure(floor.url, chrome.port);
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
  for (const metric of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    console.log(`  ${metric.padEnd(26)} ${audits[metric]?.displayValue ?? 'n/a'}`);
  }
  const ratio = run.lcp / floorRun.lcp;
  console.log(
    `  LCP / its floor without scripts and web fonts (${(floorRun.lcp / 1000).toFixed(2)} s): ${ratio.toFixed(2)}x (at most ${MAX_LCP_RATIO}x)`,
  );
  if (!(ratio <= MAX_LCP_RATIO))
    problems.push(`The page's LCP is ${ratio.toFixed(2)}x its floor's, over ${MAX_LCP_RATIO}x: something holds back the first paint.`);
} finally {
  chrome.kill();
  page.server.kill();
  floor.server.kill();
  rmSync(floorDir, { recursive: true, force: true });
}
for (const problem of problems) console.error(problem);
process.exit(problems.length > 0 ? 1 : 0);
