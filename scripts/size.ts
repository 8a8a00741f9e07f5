// Prints gzip sizes of the built site and enforces the budget: initial JS (the entry and its
// static imports) at most 130 KB gzip, with no call library, MSW or simulated code in it; the
// dev-only event log in no chunk at all; with --live (a build with provider keys), no MSW or
// simulated code in any chunk.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MANIFEST_FILE, privateDirFor, sourcemapPath } from './private-files';

const INITIAL_JS_BUDGET_KB = 130;
const FORBIDDEN_IN_INITIAL = [
  'node_modules/@daily-co/daily-js',
  'node_modules/msw',
  'streams/simulated',
  'streams/provider-api/generated/operations',
  'src/dev/',
];

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const DEV_ONLY = ['src/dev/'];
// Text only the dev event log renders: a second check that needs no sourcemap.
const DEV_MARKER = 'Events, newest first';
const SIMULATED_ONLY = ['node_modules/msw', 'streams/simulated', 'src/app/session/simulator'];

const args = process.argv.slice(2);
const outDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist');
const live = args.includes('--live');
if (!args.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });

// The manifest and the source maps are not deployed: the build keeps them beside outDir.
const privateDir = privateDirFor(outDir);
const manifestPath = join(privateDir, MANIFEST_FILE);
if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build first`);
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

function initialKeys(): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const child of manifest[key]?.imports ?? []) visit(child);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  return seen;
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const gzipKb = (file: string) => gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length;

let mapsRead = 0;
/** Which source modules went into a chunk, read from its (private) sourcemap. */
function sourcesOf(file: string): string[] {
  const mapPath = sourcemapPath(privateDir, file);
  if (!existsSync(mapPath)) return [];
  mapsRead += 1;
  return (JSON.parse(readFileSync(mapPath, 'utf8')) as { sources: string[] }).sources;
}

const initial = [...initialKeys()].map((key) => manifest[key]!.file);
const allJs = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.js')).map((f) => `assets/${f}`);
const lazy = allJs.filter((file) => !initial.includes(file));
const css = readdirSync(join(outDir, 'assets')).filter((f) => f.endsWith('.css')).map((f) => `assets/${f}`);

let initialTotal = 0;
const problems: string[] = [];
console.log('initial JS (loaded before any interaction):');
for (const file of initial) {
  const size = gzipKb(file);
  initialTotal += size;
  console.log(`  ${file.padEnd(44)} ${kb(size).padStart(7)} KB gzip`);
  const offenders = sourcesOf(file).filter((source) => FORBIDDEN_IN_INITIAL.some((bad) => source.includes(bad)));
  if (offenders.length > 0) problems.push(`${file} holds lazy-only code: ${offenders.slice(0, 3).join(', ')}`);
}
console.log(`  ${'total'.padEnd(44)} ${kb(initialTotal).padStart(7)} KB gzip (budget ${INITIAL_JS_BUDGET_KB} KB)`);
console.log('CSS (styled-components CSS is inlined in the prerendered HTML):');
for (const file of css) console.log(`  ${file.padEnd(44)} ${kb(gzipKb(file)).padStart(7)} KB gzip`);
if (css.length === 0) console.log('  (no CSS files)');
console.log('lazy chunks:');
for (const file of lazy) console.log(`  ${file.padEnd(44)} ${kb(gzipKb(file)).padStart(7)} KB gzip`);
const forbiddenEverywhere = live ? [...DEV_ONLY, ...SIMULATED_ONLY] : DEV_ONLY;
for (const file of allJs) {
  const offenders = sourcesOf(file).filter((source) => forbiddenEverywhere.some((bad) => source.includes(bad)));
  if (offenders.length > 0) problems.push(`${file} must not ship in this build: ${offenders.slice(0, 3).join(', ')}`);
}
for (const file of allJs) {
  if (readFileSync(join(outDir, file), 'utf8').includes(DEV_MARKER)) problems.push(`${file} carries the dev-only event log`);
}
// Without maps the checks above would pass on anything.
if (mapsRead === 0) problems.push(`no source maps under ${privateDir}: the lazy-only and dev-only checks cannot run`);
if (live && existsSync(join(outDir, 'mockServiceWorker.js'))) problems.push('mockServiceWorker.js must not ship in a keyed build');
const html = gzipKb('index.html');
console.log(`index.html (prerendered, with inline CSS) ${kb(html)} KB gzip`);

if (initialTotal / 1024 > INITIAL_JS_BUDGET_KB) problems.push(`initial JS ${kb(initialTotal)} KB gzip is over ${INITIAL_JS_BUDGET_KB} KB`);
if (problems.length > 0) {
  for (const problem of problems) console.error(`size: ${problem}`);
  process.exit(1);
}
console.log(`size: within budget${live ? ', and no simulated code (keyed build)' : ''}`);
