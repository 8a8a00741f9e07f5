import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md walks the site's main flows file by file. These checks keep the walk true:
// every listed file exists, the flow stays short, it goes down from src/ into streams/ and back
// up at most once each, and its files are joined by their imports (the first reaches the last).

const ROOT = process.cwd();
const MAX_FILES = 12;

interface Flow {
  readonly name: string;
  readonly files: readonly string[];
}

/** The flows: each `### ` heading under "## Flows", with the files of its table in order. */
export function readFlows(markdown: string): Flow[] {
  const section = markdown.split(/^## Flows$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split(/^### /m)
    .slice(1)
    .map((part) => ({
      name: part.split('\n')[0]?.trim() ?? '',
      files: [...part.matchAll(/^\|\s*\d+\s*\|\s*`([^`]+)`\s*\|/gm)].map((match) => match[1] ?? ''),
    }));
}

const SOURCE = /\.(tsx?)$/;

/** The files a module imports (static, dynamic and re-exports), resolved; a folder's index counts as its re-exported files too. */
function importsOf(file: string, seen = new Set<string>()): Set<string> {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found = new Set<string>();
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
    const target = resolveModule(dirname(file), match[1] ?? '');
    if (!target) continue;
    found.add(target);
    // Through a folder's index.ts to the files it re-exports.
    if (target.endsWith('/index.ts') && !seen.has(target)) {
      seen.add(target);
      importsOf(target, seen).forEach((inner) => found.add(inner));
    }
  }
  return found;
}

function resolveModule(fromDir: string, specifier: string): string | undefined {
  const base = join(fromDir, specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')];
  return candidates.find(
    (candidate) => SOURCE.test(candidate) && existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile(),
  );
}

/** Whether `to` is reached from `from` through imports (either way) between the listed files only. */
export function reaches(files: readonly string[], from: string, to: string): boolean {
  const listed = new Set(files);
  const edges = new Map<string, Set<string>>(files.map((file) => [file, new Set<string>()]));
  for (const file of files) {
    for (const target of importsOf(file)) {
      if (!listed.has(target)) continue;
      edges.get(file)?.add(target);
      edges.get(target)?.add(file);
    }
  }
  const reached = new Set([from]);
  const queue = [from];
  while (queue.length > 0) {
    for (const next of edges.get(queue.shift() ?? '') ?? []) {
      if (!reached.has(next)) {
        reached.add(next);
        queue.push(next);
      }
    }
  }
  return reached.has(to);
}

/** How often a walk steps between src/ and streams/. */
export function crossings(files: readonly string[]): number {
  const sides = files.map((file) => file.split('/')[0]).filter((side) => side === 'src' || side === 'streams');
  return sides.filter((side, index) => index > 0 && side !== sides[index - 1]).length;
}

const flows = readFlows(readFileSync(resolve(ROOT, 'ARCHITECTURE.md'), 'utf8'));

describe('the flows ARCHITECTURE.md walks', () => {
  it('are the four main ones', () => {
    expect(flows.map((flow) => flow.name)).toEqual([
      'Press Start → Connected',
      'Send Message → toast',
      'Assistant level → meter',
      'Type → routed answer',
    ]);
  });

  describe.each(flows)('$name', ({ files }) => {
    it('lists files that exist, at most 12', () => {
      expect(files.length).toBeGreaterThan(1);
      expect(files.length).toBeLessThanOrEqual(MAX_FILES);
      expect(files.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
    });

    it('goes between src/ and streams/ at most twice (down, then up)', () => {
      expect(crossings(files)).toBeLessThanOrEqual(2);
    });

    it('reaches its last file from its first through the listed files, each of them joined to the walk', () => {
      const first = files[0] ?? '';
      expect(reaches(files, first, files.at(-1) ?? '')).toBe(true);
      expect(files.filter((file) => !reaches(files, first, file))).toEqual([]);
    });
  });
});

describe('the checks themselves', () => {
  it('find a walk broken when a file in the middle is left out', () => {
    // Its first file imports neither of the last two: only the middle joins them.
    const walk = [
      'src/sections/hero/hero-call-card.tsx',
      'src/shared/streams-context.ts',
      'streams/site/site-streams.ts',
      'streams/demo/demo-call.ts',
    ];
    expect(reaches(walk, walk[0] ?? '', walk[3] ?? '')).toBe(true);
    expect(reaches([walk[0] ?? '', walk[2] ?? '', walk[3] ?? ''], walk[0] ?? '', walk[3] ?? '')).toBe(false);
  });

  it('count the steps between src/ and streams/', () => {
    expect(crossings(['src/a.ts', 'streams/b.ts', 'streams/c.ts', 'src/d.tsx'])).toBe(2);
    expect(crossings(['src/a.ts', 'streams/b.ts', 'src/c.ts', 'streams/d.ts'])).toBe(3);
  });
});
