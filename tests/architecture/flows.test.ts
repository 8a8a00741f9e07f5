// @vitest-environment node
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DeclarationGraph, readDeclarations } from './declarations';
import { type Row, readFlows, walk, wayBetween } from './walk';

// ARCHITECTURE.md walks the site's main flows file by file, one row per file, naming in backticks the
// code the flow runs there. walk.ts proves each walk whole at the level of that code: every row joined
// to the row it comes from by what their named code uses, with nothing in between, and every file the
// flow is handed through (the machine loop a reducer runs in, the component a handler is given to) a row.

/** The most files a walk may take a reader through. */
const MAX_FILES = 20;

/**
 * The walks still longer than that, each at its length today: none may grow, and each comes off this list
 * once it fits. Both go through the simulator, which stands in for the provider and Daily in the default
 * build (ARCHITECTURE.md, Flows).
 */
const OVER_THE_LIMIT: Readonly<Record<string, number>> = {
  'Press Start → Connected': 22,
  'Type → routed answer': 23,
};

const flows = readFlows(readFileSync(resolve(process.cwd(), 'ARCHITECTURE.md'), 'utf8'));
let graph: DeclarationGraph = new Map();
beforeAll(() => {
  graph = readDeclarations();
}, 60_000);

/** How often a walk steps between src/ and streams/. */
export function crossings(files: readonly string[]): number {
  const sides = files.map((file) => file.split('/')[0]).filter((side) => side === 'src' || side === 'streams');
  return sides.filter((side, index) => index > 0 && side !== sides[index - 1]).length;
}

describe('the flows ARCHITECTURE.md walks', () => {
  it('are the five main ones', () => {
    expect(flows.map((flow) => flow.name)).toEqual([
      'Press Start → Connected',
      'Send Message → toast',
      'Assistant level → meter',
      'Type → routed answer',
      'Listen to a sample call → its summary',
    ]);
  });

  describe.each(flows)('$name', ({ name, rows }) => {
    const files = rows.map((row) => row.file);

    it(`lists files, each once, numbered in order, at most ${MAX_FILES} (or no more than today, where over)`, () => {
      expect(files.length).toBeGreaterThan(1);
      expect(files.length).toBeLessThanOrEqual(OVER_THE_LIMIT[name] ?? MAX_FILES);
      if (name in OVER_THE_LIMIT) expect(files.length, 'it fits now: take it off the list').toBeGreaterThan(MAX_FILES);
      expect(rows.map((row) => row.n)).toEqual(rows.map((_row, index) => index + 1));
      expect(new Set(files).size).toBe(files.length);
    });

    it('begins at a press in src/ and goes between src/ and streams/ at most twice (down, then up)', () => {
      if (name !== 'Assistant level → meter') expect(files[0]).toMatch(/^src\//);
      expect(files.at(-1)).toMatch(/^src\//);
      expect(crossings(files)).toBeLessThanOrEqual(2);
    });

    it('names, in each row, code of its file', () => {
      expect(walk(rows, graph).unnamed).toEqual([]);
    });

    it('joins every row to the row it comes from by that code, with no file between them', () => {
      expect(walk(rows, graph).unjoined).toEqual([]);
    });

    it('lists every file the code is handed through on the way', () => {
      expect(Object.fromEntries(walk(rows, graph).missing)).toEqual({});
    });
  });
});

describe('the checks themselves', () => {
  const rows = (...cells: readonly (readonly [string, string, number?])[]): Row[] =>
    cells.map(([file, text, from], index) => ({ n: index + 1, file, text, ...(from ? { from } : {}) }));
  const demoCall = ['streams/demo/demo-call.ts', '`createDemoCall`'] as const;
  const machine = ['streams/shared/machine.ts', '`runMachine`'] as const;
  const demoMachine = ['streams/demo/demo-machine.ts', '`reduceDemo`'] as const;

  it('find a file left out where a reducer is handed to the machine loop', () => {
    expect(walk(rows(demoCall, demoMachine), graph).missing.get('streams/shared/machine.ts')).toEqual([
      'streams/demo/demo-call.ts#createDemoCall',
    ]);
    expect(walk(rows(demoCall, machine, [...demoMachine, 1]), graph).missing.size).toBe(0);
  });

  it('find a walk broken when a file in the middle is left out, or two rows are swapped', () => {
    const live = ['src/sections/hero/live-demo.tsx', '`LiveDemo`'] as const;
    const context = ['src/shared/streams-context.ts', '`useStreams`'] as const;
    const site = ['streams/site/site-streams.ts', '`SiteStreams`'] as const;
    expect(walk(rows(live, context, site), graph).unjoined).toEqual([]);
    expect(walk(rows(live, site), graph).unjoined).toHaveLength(1);
    expect(walk(rows(context, live, site), graph).unjoined).toHaveLength(1);
  });

  it('accept a row coming back through an earlier one only when it is joined to that one', () => {
    const site = ['streams/site/site-streams.ts', '`siteDemo` over `SiteDeps`'] as const;
    const environments = ['streams/site/environments.ts', '`browserSiteDeps`'] as const;
    expect(walk(rows(site, demoCall, [...environments, 1]), graph).unjoined).toEqual([]);
    expect(walk(rows(site, demoCall, [...environments, 2]), graph).unjoined).toHaveLength(1);
  });

  it('report a row that names no code of its file', () => {
    expect(walk(rows(demoCall, ['streams/demo/demo-machine.ts', '`createDemoCall`']), graph).unnamed).toEqual([
      '2 streams/demo/demo-machine.ts',
    ]);
  });

  it('join through code of the two files only, and say which', () => {
    const way = wayBetween(graph, ['streams/site/site-streams.ts#siteDemo'], ['streams/demo/demo-machine.ts#reduceDemo']);
    expect(way).toBeUndefined();
    expect(wayBetween(graph, ['src/sections/hero/live-demo.tsx#LiveDemo'], ['src/sections/hero/demo-control.tsx#ControlRow'])).toEqual([
      'src/sections/hero/live-demo.tsx#LiveDemo',
      'src/sections/hero/demo-control.tsx#DemoControl',
      'src/sections/hero/demo-control.tsx#ControlRow',
    ]);
  });

  it('read a name taken from a dynamic import as the module’s export', () => {
    expect(graph.get('streams/site/environments.ts#loadVoiceCall')?.calls).toContain('streams/call/voice-call.ts#createVoiceCall');
  });

  it('tell code called from code handed on, data read, a component rendered and a type named', () => {
    const uses = graph.get('streams/demo/demo-call.ts#createDemoCall');
    expect(uses?.calls).toContain('streams/shared/machine.ts#runMachine');
    expect(uses?.carriers.get('streams/demo/demo-machine.ts#reduceDemo')).toContainEqual(['streams/shared/machine.ts#runMachine']);
    expect(uses?.carriers.get('streams/shared/machine.ts#runMachine')).toContainEqual([]);
    expect(uses?.reads).toContain('streams/demo/demo-config.ts#DEMO_CONFIG');
    expect(uses?.types).toContain('streams/demo/demo-input.ts#DemoInput');
    expect(graph.get('src/sections/hero/live-demo.tsx#LiveDemo')?.renders).toContain('src/sections/hero/demo-control.tsx#DemoControl');
  });

  it('read both flows of a table and a row coming back', () => {
    const table = [
      '| # | A | what | B | what |',
      '| - | - | - | - | - |',
      '| 1 | `a.ts` | x | `c.ts` | y |',
      '| 2 | `b.ts` | from 1: z | | |',
    ];
    expect(readFlows(`## Flows\n\n${table.join('\n')}\n`)).toEqual([
      {
        name: 'A',
        rows: [
          { n: 1, file: 'a.ts', text: 'x' },
          { n: 2, file: 'b.ts', text: 'from 1: z', from: 1 },
        ],
      },
      { name: 'B', rows: [{ n: 1, file: 'c.ts', text: 'y' }] },
    ]);
  });

  it('count the steps between src/ and streams/', () => {
    expect(crossings(['src/a.ts', 'streams/b.ts', 'streams/c.ts', 'src/d.tsx'])).toBe(2);
    expect(crossings(['src/a.ts', 'streams/b.ts', 'src/c.ts', 'streams/d.ts'])).toBe(3);
  });
});
