// What the build makes but never deploys: the source maps (hidden: no sourceMappingURL in
// the code) and Vite's bundle manifest move from the deployed folder to a sibling folder,
// `<outDir>-private/`, where `npm run size` reads them and from where source maps can be
// uploaded to an error tracker. A check then proves the deployed folder holds none of them.
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

/** `dist` → `dist-private`, `dist-live` → `dist-live-private`. */
export function privateDirFor(outDir: string): string {
  return `${resolve(outDir)}-private`;
}

export const MANIFEST_FILE = 'manifest.json';
export const SOURCEMAP_DIR = 'sourcemaps';

/** Where the source map of a deployed file (`assets/index-x.js`) lives after the move. */
export function sourcemapPath(privateDir: string, file: string): string {
  return join(privateDir, SOURCEMAP_DIR, `${file}.map`);
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Empties the private folder; call before building, so no map of an older build survives. */
export function resetPrivateDir(outDir: string): string {
  const privateDir = privateDirFor(outDir);
  rmSync(privateDir, { recursive: true, force: true });
  mkdirSync(privateDir, { recursive: true });
  return privateDir;
}

function moveFile(from: string, to: string): void {
  mkdirSync(dirname(to), { recursive: true });
  renameSync(from, to);
}

/** Moves every `.map` and `.vite/manifest.json` out of `outDir` into its private folder. */
export function movePrivateFiles(outDir: string): string {
  const root = resolve(outDir);
  const privateDir = privateDirFor(root);
  for (const file of filesUnder(root).filter((name) => name.endsWith('.map'))) {
    moveFile(file, join(privateDir, SOURCEMAP_DIR, relative(root, file)));
  }
  const manifest = join(root, '.vite', MANIFEST_FILE);
  if (existsSync(manifest)) moveFile(manifest, join(privateDir, MANIFEST_FILE));
  rmSync(join(root, '.vite'), { recursive: true, force: true });
  return privateDir;
}

// A source map link at the end of a script or stylesheet (`//# sourceMappingURL=…`, `/*# … */`),
// or the old `//@` form; a library that merely mentions the word is not a link.
const SOURCEMAP_LINK = /^\s*(?:\/\/|\/\*)\s*[#@]\s*sourceMappingURL\s*=/m;

/** Problems with what would be deployed from `outDir`: maps, the manifest, links to maps. */
export function privateFileProblems(outDir: string): string[] {
  const root = resolve(outDir);
  const problems: string[] = [];
  for (const file of filesUnder(root)) {
    const name = relative(root, file);
    if (name.endsWith('.map')) problems.push(`${name} is a source map`);
    if (name.split(/[\\/]/).includes('.vite')) problems.push(`${name} is Vite's build metadata`);
    if (/\.(js|mjs|css|html)$/.test(name) && SOURCEMAP_LINK.test(readFileSync(file, 'utf8'))) problems.push(`${name} links a source map`);
  }
  return problems;
}
