// @vitest-environment node
import { mkdtempSync, readFileSync, readdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { replaceFiles } from '../../scripts/replace-files';

let dir = '';
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function setup(): { a: string; b: string } {
  dir = mkdtempSync(join(tmpdir(), 'vestry-replace-'));
  const [a, b] = [join(dir, 'a.txt'), join(dir, 'b.txt')];
  writeFileSync(a, 'old a');
  writeFileSync(b, 'old b');
  return { a, b };
}

it('replaces every file, leaving no temporary file behind', () => {
  const { a, b } = setup();
  replaceFiles([
    { path: a, text: 'new a' },
    { path: b, text: 'new b' },
    { path: join(dir, 'c.txt'), text: 'new c' },
  ]);
  expect([readFileSync(a, 'utf8'), readFileSync(b, 'utf8')]).toEqual(['new a', 'new b']);
  expect(readdirSync(dir).sort()).toEqual(['a.txt', 'b.txt', 'c.txt']);
});

it('puts back the files already replaced when a later one cannot be, and removes its temporary files', () => {
  const { a, b } = setup();
  const c = join(dir, 'c.txt');
  let renames = 0;
  const failingThird = (from: string, to: string) => {
    renames += 1;
    if (renames === 3) throw new Error('disk full');
    renameSync(from, to);
  };
  expect(() =>
    replaceFiles(
      [
        { path: a, text: 'new a' },
        { path: c, text: 'new c' },
        { path: b, text: 'new b' },
      ],
      failingThird,
    ),
  ).toThrow('disk full');
  expect([readFileSync(a, 'utf8'), readFileSync(b, 'utf8')]).toEqual(['old a', 'old b']);
  expect(readdirSync(dir).sort()).toEqual(['a.txt', 'b.txt']);
});
