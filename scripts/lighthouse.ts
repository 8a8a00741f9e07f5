// Lighthouse (mobile) on the built site, served as its static host would serve it.
// Prints the four category scores; accessibility, best practices and SEO must be 100.
// Performance is printed, not enforced: it is a timing on a shared machine.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = 4180 + Number(process.env.VESTRY_PORT_OFFSET ?? 0);
const url = process.argv[2] ?? `http://127.0.0.1:${port}/`;
const enforced = ['accessibility', 'best-practices', 'seo'] as const;

const server = spawn(process.execPath, ['scripts/serve-dist.mjs', 'dist', String(port)], { stdio: ['ignore', 'pipe', 'inherit'] });
await once(server.stdout, 'data');

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
  ],
});

let failed = false;
try {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', formFactor: 'mobile' });
  if (!result) throw new Error('Lighthouse returned no result');
  const { categories, audits } = result.lhr;
  for (const [id, category] of Object.entries(categories)) {
    const score = Math.round((category.score ?? 0) * 100);
    console.log(`${category.title.padEnd(16)} ${String(score).padStart(3)}`);
    if ((enforced as readonly string[]).includes(id) && score < 100) {
      failed = true;
      const failing = category.auditRefs
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `  - ${ref.id}: ${audits[ref.id]?.title ?? ''}`);
      console.error(`${category.title} is below 100:\n${failing.join('\n')}`);
    }
  }
  for (const metric of ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift']) {
    console.log(`  ${metric.padEnd(26)} ${audits[metric]?.displayValue ?? 'n/a'}`);
  }
} finally {
  chrome.kill();
  server.kill();
}
process.exit(failed ? 1 : 0);
