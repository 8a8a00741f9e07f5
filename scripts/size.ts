// Checks which modules a built site may ship, prints the gzip size of every chunk, then runs
// size-limit on the budgets in .size-limit.js. The initial JS (what the prerendered page loads
// before any interaction) holds no call library, MSW, simulated code, REST operations table, dev
// panel or sound check (it loads when first opened); no chunk holds MSW or the dev-only event log; with --live (a build with provider
// keys), no chunk holds simulated code either.
import { execFileSync, execSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { MANIFEST_FILE, privateDirFor, sourcemapPath } from './private-files';

const FORBIDDEN_IN_INITIAL = [
  'node_modules/@daily-co/daily-js',
  'node_modules/msw',
  'streams/simulated',
  'streams/provider-api/generated/operations',
  'src/dev/',
  'streams/devices/',
  'src/sections/hero/sound-check.tsx',
  'src/sections/hero/device-picker.tsx',
  'src/content/sound-check.ts',
];

// MSW answers only on the dev server and in the tests; a built page answers in the page.
const NEVER_SHIPPED = ['src/dev/', 'node_modules/msw', 'streams/simulated/msw-handlers'];
// Text only the dev event log renders: a second check that needs no sourcemap.
const DEV_MARKER = 'Events, newest first';
// The browser's transcription and its kept choice are the simulated assistant's: a keyed call is transcribed by the provider.
const SIMULATED_ONLY = ['node_modules/msw', 'streams/simulated', 'streams/speech/recognised-words-machine'];

const args = process.argv.slice(2);
const outDir = resolve(args.find((arg) => !arg.startsWith('--')) ?? 'dist');
const live = args.includes('--live');
if (!args.includes('--no-build')) execSync('npm run build', { stdio: 'inherit' });

// The manifest and the source maps are not deployed: the build keeps them beside outDir.
const privateDir = privateDirFor(outDir);
const manifestPath = join(privateDir, MANIFEST_FILE);
if (!existsSync(manifestPath)) throw new Error(`${outDir} is not a build (${manifestPath} is missing): build first`);

/** The scripts the prerendered page loads before any interaction: its entry, preloads and the chunks the entry loads. */
function initialFiles(): string[] {
  const html = readFileSync(join(outDir, 'index.html'), 'utf8');
  // Script tags, preloads, and the entry and chunks the inline loader adds after the first paint.
  const files = [...html.matchAll(/\/(assets\/[\w.-]+\.js)\b/g)].map((match) => match[1]!);
  if (files.length === 0) throw new Error(`${outDir}/index.html loads no script`);
  return [...new Set(files)];
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

const initial = initialFiles();
const allJs = readdirSync(join(outDir, 'assets'))
  .filter((f) => f.endsWith('.js'))
  .map((f) => `assets/${f}`);
const lazy = allJs.filter((file) => !initial.includes(file));
const css = readdirSync(join(outDir, 'assets'))
  .filter((f) => f.endsWith('.css'))
  .map((f) => `assets/${f}`);

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
console.log(`  ${'total'.padEnd(44)} ${kb(initialTotal).padStart(7)} KB gzip`);
console.log('CSS (styled-components CSS is inlined in the prerendered HTML):');
for (const file of css) console.log(`  ${file.padEnd(44)} ${kb(gzipKb(file)).padStart(7)} KB gzip`);
if (css.length === 0) console.log('  (no CSS files)');
console.log('lazy chunks:');
for (const file of lazy) console.log(`  ${file.padEnd(44)} ${kb(gzipKb(file)).padStart(7)} KB gzip`);
const forbiddenEverywhere = live ? [...NEVER_SHIPPED, ...SIMULATED_ONLY] : NEVER_SHIPPED;
for (const file of allJs) {
  const offenders = sourcesOf(file).filter((source) => forbiddenEverywhere.some((bad) => source.includes(bad)));
  if (offenders.length > 0) problems.push(`${file} must not ship in this build: ${offenders.slice(0, 3).join(', ')}`);
}
for (const file of allJs) {
  if (readFileSync(join(outDir, file), 'utf8').includes(DEV_MARKER)) problems.push(`${file} carries the dev-only event log`);
}
// The entry runs first and alone (src/main.tsx): it must not wait for a chunk of the app, only the bundler's own helpers.
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, { isEntry?: boolean; imports?: string[] }>;
for (const [key, chunk] of Object.entries(manifest)) {
  const waits = (chunk.isEntry ? (chunk.imports ?? []) : []).filter((name) => !/^_(rolldown-runtime|preload-helper)-/.test(name));
  if (waits.length > 0) problems.push(`the entry (${key}) imports ${waits.join(', ')}: it must wait for no chunk of the app`);
}
// Without maps the checks above would pass on anything.
if (mapsRead === 0) problems.push(`no source maps under ${privateDir}: the lazy-only and dev-only checks cannot run`);
if (existsSync(join(outDir, 'mockServiceWorker.js'))) problems.push('mockServiceWorker.js must not ship in a build');
const html = gzipKb('index.html');
console.log(`index.html (prerendered, with inline CSS) ${kb(html)} KB gzip`);

if (problems.length > 0) {
  for (const problem of problems) console.error(`size: ${problem}`);
  process.exit(1);
}
console.log(
  `size: no forbidden module in the first load, nor MSW or the dev log anywhere${live ? ', nor simulated code (keyed build)' : ''}`,
);
// The budgets themselves (gzip, kB = 1000 bytes) are size-limit's.
try {
  execFileSync(process.execPath, [resolve('node_modules/size-limit/bin.js')], {
    stdio: 'inherit',
    env: { ...process.env, SIZE_DIR: outDir },
  });
} catch {
  process.exit(1);
}
