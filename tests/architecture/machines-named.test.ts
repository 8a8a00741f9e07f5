// @vitest-environment node
import { globSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md says how many machines run on runMachine: a new one must be named there too.
describe('the one state shape', () => {
  it('counts in ARCHITECTURE.md every machine that runs on runMachine', () => {
    const files = globSync('{streams,src}/**/*.{ts,tsx}');
    // Every run of the loop, its own module's too (lazyChunk), but not the loop's definition.
    const runs = files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/(?<!function )\brunMachine\s*[<(]/g)].map(() => file));
    const words = [
      'nine',
      'ten',
      'eleven',
      'twelve',
      'thirteen',
      'fourteen',
      'fifteen',
      'sixteen',
      'seventeen',
      'eighteen',
      'nineteen',
      'twenty',
    ];
    const said = /: (\w+) machines\./.exec(readFileSync('ARCHITECTURE.md', 'utf8'))?.[1];
    expect(said, 'ARCHITECTURE.md says "…: N machines."').toBeDefined();
    expect(words.indexOf(said ?? '') + 9, runs.join(', ')).toBe(runs.length);
  });
});
