import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

// ARCHITECTURE.md walks the site's main flows file by file, one file per row, at its first visit.
// These checks keep the walk true: every listed file exists, the flow stays within the limit, it
// goes down from src/ into streams/ and back up at most once each, and every row is joined
// directly to the row the flow comes from: the row before it, or the row its text names as
// `from n:` (the flow came back up through files already listed). Joined means one imports the
// other (static, dynamic `import()` or re-export; through a folder's index.ts, to the file that
// exports the imported names). A pair joined only by injection (a composition root hands one to
// the other) counts only when a third listed file imports both.

const ROOT = process.cwd();
/** The longest honest walk (typed words → the routed answer in the captions). */
const MAX_FILES = 25;

export interface Row {
  readonly n: number;
  readonly file: string;
  /** The row the flow comes from, when it is not the one before (`from n:` in the row's text). */
  readonly from?: number;
}

export interface Flow {
  readonly name: string;
  readonly rows: readonly Row[];
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

/** One table's flows: `| # | <flow> | what happens there | <flow> | what happens there |`, each file in backticks. */
function tableFlows(table: string): Flow[] {
  const [header = '', , ...body] = table.trim().split('\n');
  const names = cells(header);
  const flows: Flow[] = [];
  for (let column = 1; column < names.length; column += 2) {
    const rows = body.flatMap((line): Row[] => {
      const row = cells(line);
      const file = /^`([^`]+)`$/.exec(row[column] ?? '')?.[1];
      if (!file) return [];
      const from = /^from (\d+):/.exec(row[column + 1] ?? '')?.[1];
      return [{ n: Number(row[0]), file, ...(from ? { from: Number(from) } : {}) }];
    });
    flows.push({ name: names[column] ?? '', rows });
  }
  return flows;
}

/** The flows of the "## Flows" section, from its tables, in order. */
export function readFlows(markdown: string): Flow[] {
  const section = markdown.split(/^## Flows$/m)[1]?.split(/^## /m)[0] ?? '';
  return section
    .split(/\n\s*\n/)
    .filter((block) => block.trimStart().startsWith('|'))
    .flatMap(tableFlows);
}

const SOURCE = /\.tsx?$/;
const ALL = '*';
type Names = readonly string[] | typeof ALL;

interface Statement {
  readonly target: string;
  /** The names it imports or re-exports, as the target exports them, with the names they are exported as here. */
  readonly names: Names;
  readonly exported: readonly string[];
}

function resolveModule(fromDir: string, specifier: string): string | undefined {
  const base = join(fromDir, specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')];
  return candidates.find(
    (candidate) => SOURCE.test(candidate) && existsSync(join(ROOT, candidate)) && statSync(join(ROOT, candidate)).isFile(),
  );
}

/** `{ a, type b, c as d }` as [original, alias] pairs; anything else (`* as x`, a default) takes all. */
function specifiers(clause: string): (readonly [string, string])[] | typeof ALL {
  const braces = /^\{([^}]*)\}$/.exec(clause.trim());
  if (!braces) return ALL;
  return (braces[1] ?? '')
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [original = '', alias = original] = part.split(/\s+as\s+/);
      return [original, alias] as const;
    });
}

/** A module's import and export-from statements, dynamic imports included, resolved to files. */
function statements(file: string): Statement[] {
  const text = readFileSync(join(ROOT, file), 'utf8');
  const found: Statement[] = [];
  const add = (specifier: string, clause: string | undefined) => {
    const target = resolveModule(dirname(file), specifier);
    if (!target) return;
    const pairs = clause === undefined ? ALL : specifiers(clause);
    const names = pairs === ALL ? ALL : pairs.map(([original]) => original);
    found.push({ target, names, exported: pairs === ALL ? [] : pairs.map(([, alias]) => alias) });
  };
  for (const match of text.matchAll(/(?:^|[;\n])\s*(?:import|export)\s+(?:type\s+)?([\w*{}\s,$]*?)\s*from\s*'(\.{1,2}\/[^']+)'/g))
    add(match[2] ?? '', match[1]);
  for (const match of text.matchAll(/import\s*\(\s*'(\.{1,2}\/[^']+)'\s*\)|(?:^|\n)import\s+'(\.{1,2}\/[^']+)'/g))
    add(match[1] ?? match[2] ?? '', undefined);
  return found;
}

/** The files that hold `names` of `file`: through a folder's index.ts to the files it re-exports them from. */
function holders(file: string, names: Names, seen: ReadonlySet<string> = new Set()): string[] {
  if (!/\/index\.tsx?$/.test(file) || seen.has(file)) return [file];
  const inner = new Set([...seen, file]);
  const reexports = statements(file);
  if (names === ALL) return [file, ...reexports.flatMap((statement) => holders(statement.target, statement.names, inner))];
  return names.flatMap((name) => {
    const source = reexports.find((statement) => statement.exported.includes(name));
    if (!source || source.names === ALL) return [file];
    const original = source.names[source.exported.indexOf(name)] ?? name;
    return holders(source.target, [original], inner);
  });
}

const importCache = new Map<string, ReadonlySet<string>>();

/** The files a module imports (static, dynamic and re-exports), a folder's index resolved to the files it takes the names from. */
export function importsOf(file: string): ReadonlySet<string> {
  const cached = importCache.get(file);
  if (cached) return cached;
  const found = new Set(statements(file).flatMap((statement) => holders(statement.target, statement.names)));
  importCache.set(file, found);
  return found;
}

/** Whether two files are joined directly: one imports the other, or a third listed file imports both (injection). */
export function joined(a: string, b: string, listed: readonly string[]): boolean {
  if (importsOf(a).has(b) || importsOf(b).has(a)) return true;
  return listed.some((third) => third !== a && third !== b && importsOf(third).has(a) && importsOf(third).has(b));
}

/** The rows not joined to the row they come from (the one before, or the one `from n:` names), as "n → m". */
export function unjoined(rows: readonly Row[]): string[] {
  const listed = rows.map((row) => row.file);
  return rows.slice(1).flatMap((row, index) => {
    const from = rows.find((earlier) => earlier.n === (row.from ?? rows[index]?.n)) ?? rows[index];
    const ok = from !== undefined && from.n < row.n && joined(from.file, row.file, listed);
    return ok ? [] : [`${from?.n ?? '?'} ${from?.file ?? ''} → ${row.n} ${row.file}`];
  });
}

/** How often a walk steps between src/ and streams/. */
export function crossings(files: readonly string[]): number {
  const sides = files.map((file) => file.split('/')[0]).filter((side) => side === 'src' || side === 'streams');
  return sides.filter((side, index) => index > 0 && side !== sides[index - 1]).length;
}

const flows = readFlows(readFileSync(resolve(ROOT, 'ARCHITECTURE.md'), 'utf8'));

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

  describe.each(flows)('$name', ({ rows }) => {
    const files = rows.map((row) => row.file);

    it(`lists files that exist, each once, numbered in order, at most ${MAX_FILES}`, () => {
      expect(files.length).toBeGreaterThan(1);
      expect(files.length).toBeLessThanOrEqual(MAX_FILES);
      expect(rows.map((row) => row.n)).toEqual(rows.map((_row, index) => index + 1));
      expect(new Set(files).size).toBe(files.length);
      expect(files.filter((file) => !existsSync(join(ROOT, file)))).toEqual([]);
    });

    it('goes between src/ and streams/ at most twice (down, then up)', () => {
      expect(crossings(files)).toBeLessThanOrEqual(2);
    });

    it('joins every row directly to the row it comes from', () => {
      expect(unjoined(rows)).toEqual([]);
    });
  });
});

describe('the checks themselves', () => {
  const walk = [
    'src/sections/hero/demo-control.tsx',
    'src/sections/hero/live-demo.tsx',
    'src/shared/streams-context.ts',
    'streams/site/site-streams.ts',
    'streams/demo/demo-call.ts',
  ];
  const rows = (files: readonly string[]): Row[] => files.map((file, index) => ({ n: index + 1, file }));

  it('find a walk broken when a file in the middle is left out', () => {
    expect(unjoined(rows(walk))).toEqual([]);
    expect(unjoined(rows(walk.filter((file) => file !== 'src/shared/streams-context.ts')))).toHaveLength(1);
  });

  it('find a walk broken when two rows are swapped', () => {
    const swapped = [walk[0], walk[2], walk[1], walk[3], walk[4]].map((file) => file ?? '');
    expect(unjoined(rows(swapped))).not.toEqual([]);
  });

  it('follow a folder index to the file that exports the imported names, not to every file behind it', () => {
    // site-streams.ts takes createDemoCall from streams/demo's index, never parseAttemptRecord.
    expect(importsOf('streams/site/site-streams.ts').has('streams/demo/demo-call.ts')).toBe(true);
    expect(importsOf('streams/site/site-streams.ts').has('streams/demo/attempt-record.ts')).toBe(false);
  });

  it('accept a row coming back through an earlier one only when it is joined to that one', () => {
    const back = [...rows(walk), { n: 6, file: 'streams/site/environments.ts', from: 4 }];
    expect(unjoined(back)).toEqual([]);
    expect(unjoined([...rows(walk), { n: 6, file: 'streams/site/environments.ts', from: 2 }])).toHaveLength(1);
  });

  it('accept an injection only when a listed file imports both', () => {
    const voice = 'streams/simulated/web-audio-voice.ts';
    const assistant = 'streams/simulated/simulated-assistant.ts';
    expect(joined(voice, assistant, [voice, assistant])).toBe(false);
    expect(joined(voice, assistant, [voice, 'streams/simulated/simulated-factory.ts', assistant])).toBe(true);
  });

  it('read both flows of a table', () => {
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
          { n: 1, file: 'a.ts' },
          { n: 2, file: 'b.ts', from: 1 },
        ],
      },
      { name: 'B', rows: [{ n: 1, file: 'c.ts' }] },
    ]);
  });

  it('count the steps between src/ and streams/', () => {
    expect(crossings(['src/a.ts', 'streams/b.ts', 'streams/c.ts', 'src/d.tsx'])).toBe(2);
    expect(crossings(['src/a.ts', 'streams/b.ts', 'src/c.ts', 'streams/d.ts'])).toBe(3);
  });
});
