// @vitest-environment node
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { build, type Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { styledComponents } from '../../scripts/styled-components';

// The build's styled-components transform, on a fixture, as the build runs it.
const root = fileURLToPath(new URL('fixtures', import.meta.url));
const entry = `${root}/src/styled-card.tsx`;

async function buildFixture(): Promise<Rolldown.OutputChunk> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    root,
    plugins: [styledComponents({ displayName: false })],
    build: {
      write: false,
      minify: false,
      sourcemap: true,
      lib: { entry, formats: ['es'], fileName: 'card' },
      rolldownOptions: { external: ['styled-components', 'react'] },
    },
  });
  const outputs = Array.isArray(result) ? result : [result];
  const chunk = outputs.flatMap((output) => ('output' in output ? output.output : [])).find((file) => file.type === 'chunk');
  if (!chunk) throw new Error('the fixture built no chunk');
  return chunk;
}

/** 1-based line and 0-based column of `text` in `code`. */
function positionOf(code: string, text: string): { line: number; column: number } {
  const index = code.indexOf(text);
  if (index < 0) throw new Error(`${text} is not in the code`);
  const lines = code.slice(0, index).split('\n');
  return { line: lines.length, column: lines.at(-1)?.length ?? 0 };
}

describe('styled-components in the build', { timeout: 60_000 }, () => {
  it('gives every component an id from its file and place, the same in every build', async () => {
    const [first, second] = [await buildFixture(), await buildFixture()];
    const ids = [...first.code.matchAll(/componentId: "([^"]+)"/g)].map((match) => match[1]);
    expect(ids).toHaveLength(2);
    expect(ids[0]).toMatch(/^sc-[0-9a-z]+-0$/);
    expect(ids[1]).toMatch(/^sc-[0-9a-z]+-1$/);
    expect(second.code).toBe(first.code);
  });

  it('minifies the CSS and leaves quoted strings inside it alone', async () => {
    const { code } = await buildFixture();
    expect(code).not.toContain('a comment the build drops');
    expect(code).toContain('display:grid;');
    expect(code).toContain("content:'  two  spaces  ';");
    expect(code).toContain('font-family:"Fraunces   Variable",serif;');
  });

  it('keeps the source map pointing at the right lines of the styled file', async () => {
    const { code, map } = await buildFixture();
    if (!map) throw new Error('no source map');
    const source = readFileSync(entry, 'utf8');
    const generated = positionOf(code, 'the marker on line 21');
    const original = originalPositionFor(new TraceMap(JSON.stringify(map)), generated);
    expect(original.source).toMatch(/styled-card\.tsx$/);
    expect(original.line).toBe(positionOf(source, 'the marker on line 21').line);
    expect(original.line).toBe(21);
  });
});
