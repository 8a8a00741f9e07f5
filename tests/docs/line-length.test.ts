import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The documentation is read raw as often as rendered: no line of ARCHITECTURE.md, docs/ or a stream's
// README is longer than 160 characters. Prose wraps by hand at 140 (prettier's printWidth, proseWrap
// "preserve"); a table prettier pads wider than 160 becomes a list.

const ROOT = process.cwd();
export const MAX_LINE = 160;

/** ARCHITECTURE.md, every markdown file under docs/ and every streams/<folder>/README.md. */
function documents(): string[] {
  const under = (dir: string): string[] =>
    readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return under(path);
      return entry.name.endsWith('.md') ? [path] : [];
    });
  const readmes = readdirSync(join(ROOT, 'streams'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `streams/${entry.name}/README.md`)
    .filter((file) => existsSync(join(ROOT, file)));
  return ['ARCHITECTURE.md', ...under('docs'), ...readmes].sort();
}

/** The lines of a text longer than `max` characters (code points, not UTF-16 units), as "line (length)", numbered from 1. */
export function longLines(text: string, max = MAX_LINE): string[] {
  return text.split(/\r?\n/).flatMap((line, index) => {
    const length = [...line].length;
    return length > max ? [`${index + 1} (${length})`] : [];
  });
}

describe('the documentation read raw', () => {
  const files = documents();

  it('finds the files', () => {
    expect(files).toEqual(expect.arrayContaining(['ARCHITECTURE.md', 'docs/testing.md', 'streams/call/README.md']));
  });

  it.each(files)(`%s: no line over ${MAX_LINE} characters`, (file) => {
    const long = longLines(readFileSync(join(ROOT, file), 'utf8'));
    expect(long, `${file}: lines over ${MAX_LINE} characters: ${long.join(', ')}`).toEqual([]);
  });
});

describe('the line check itself', () => {
  it('names each line over the limit, counting characters, not bytes', () => {
    const arrows = '→'.repeat(MAX_LINE);
    expect(longLines(['short', 'x'.repeat(MAX_LINE), 'y'.repeat(MAX_LINE + 1), arrows, `${arrows}→`].join('\n'))).toEqual([
      `3 (${MAX_LINE + 1})`,
      `5 (${MAX_LINE + 1})`,
    ]);
  });
});
