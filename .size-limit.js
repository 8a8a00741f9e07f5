// Size budgets of the built site, in gzip as served (`npm run size` builds, checks which modules
// may ship, then runs size-limit on these). SIZE_DIR picks the build (default dist/).
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

const dir = process.env.SIZE_DIR ?? 'dist';
// The manifest is not deployed: the build keeps it in the sibling `<dir>-private/` folder.
const manifest = JSON.parse(readFileSync(join(`${resolve(dir)}-private`, 'manifest.json'), 'utf8'));

/** Every script the prerendered page loads before any interaction: its entry, preloads and the chunks the entry loads. */
function initialScripts() {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  // Script tags, preloads, and the entry and chunks the inline loader adds after the first paint.
  const urls = [...html.matchAll(/\/(assets\/[\w.-]+\.js)\b/g)].map((match) => match[1]);
  return [...new Set(urls)].map((file) => join(dir, file));
}

/** The font files the page preloads (woff2: already compressed, so measured as they are). */
function preloadedFonts() {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/<link rel="preload" href="\/(assets\/[\w.-]+\.woff2)" as="font"/g)].map((match) => join(dir, match[1]));
}

/** A chunk and the chunks it imports statically (what loading it fetches). */
function withImports(key, seen = new Set()) {
  if (!manifest[key] || seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key].imports ?? []) withImports(child, seen);
  return seen;
}

// Budgets: the figures measured plus 5 % (kB = 1000 bytes, gzip level 9). Initial JS: 137.7 kB on
// 2026-11-24 with typing to the assistant and the notepad's wiring (131.0 kB on 2026-11-22).
const initial = initialScripts();
const checks = [
  { name: 'initial JS (before any interaction)', path: initial, gzip: true, limit: '144.6 kB' },
  // The subsets the build cuts (scripts/web-fonts.ts), measured on 2026-11-24 (23.1 kB; 84.9 kB before) plus 5 %.
  { name: 'web fonts the page preloads', path: preloadedFonts(), brotli: false, limit: '24.3 kB' },
  // The HTML must arrive in the first round trip: the first TCP congestion window holds about 14.6 kB,
  // its headers included (about 0.7 kB). 13.1 kB on 2026-11-26 plus 5 %.
  { name: 'the prerendered page (HTML)', path: join(dir, 'index.html'), gzip: true, limit: '13.8 kB' },
];

// The first press loads the simulated assistant (a build without keys) next to the call client
// and daily-js, the toasts with the first toast, and the call cards (notepad, summary) once connected.
const firstPressRoots = ['streams/simulated/index.ts', 'src/components/ui/toast.tsx', 'src/sections/hero/call-cards/call-cards.tsx'];
if (manifest['streams/simulated/index.ts']) {
  const keys = new Set(firstPressRoots.filter((key) => manifest[key]).flatMap((key) => [...withImports(key)]));
  const files = [...keys]
    .map((key) => join(dir, manifest[key].file))
    .filter((file) => !initial.includes(file) && existsSync(file) && !/\/(call|daily-esm)-[\w-]{8}\.js$/.test(file));
  // 18.3 kB on 2026-11-24, with the routing table, the typed call's script and the call cards.
  checks.push({ name: 'first press, simulated build: JS beyond the call client and daily-js', path: files, gzip: true, limit: '19.2 kB' });
}

export default checks;
