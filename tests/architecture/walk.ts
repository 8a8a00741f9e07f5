import { type Declaration, type DeclarationGraph, fileOf } from './declarations';

// A flow's walk, checked at the level of the code it runs. Each row names, in backticks, the
// declarations of its file the flow passes through (its steps). A row is joined to the row it comes
// from when a step of one uses, renders or names the type of a step of the other, directly or through
// declarations of those two files (they are then steps too), or when a step of a third row reaches both
// (injection). The walk is whole when no file is left out between two rows: each way between them goes
// through their two files only, and where a step hands a function to other code to call (a reducer to
// `runMachine`, a handler to a component), that code's file is a row too.

export interface Row {
  readonly n: number;
  readonly file: string;
  /** The row the flow comes from, when it is not the one before (`from n:` in the row's text). */
  readonly from?: number;
  /** What happens there; its backticked names are read as the row's steps. */
  readonly text: string;
}

export interface Walk {
  /** Rows whose text names no declaration of their file. */
  readonly unnamed: readonly string[];
  /** Rows not joined to the row they come from, as "n file → m file". */
  readonly unjoined: readonly string[];
  /** Every declaration the walk runs: the named ones and those between them. */
  readonly steps: ReadonlySet<Declaration>;
  /** Files the ways between rows are carried through that are not rows, each with the steps handed there. */
  readonly missing: ReadonlyMap<string, readonly Declaration[]>;
}

/** The declarations of the row's file its text names in backticks (`name`, `name()`, `name.part`). */
export function namedSteps(row: Row, graph: DeclarationGraph): Declaration[] {
  const names = [...row.text.matchAll(/`([A-Za-z_$][\w$]*)/g)].map((match) => match[1] ?? '');
  return [...new Set(names)].map((name): Declaration => `${row.file}#${name}`).filter((step) => graph.has(step));
}

const usesOf = (graph: DeclarationGraph, declaration: Declaration): Declaration[] => {
  const uses = graph.get(declaration);
  return uses ? [...uses.calls, ...uses.reads, ...uses.renders, ...uses.types] : [];
};

/**
 * The shortest way from one of `from` to one of `to`, within `from`'s file and then `to`'s (one step
 * across), as the declarations on it, both ends included; undefined when there is none.
 */
export function wayBetween(graph: DeclarationGraph, from: readonly Declaration[], to: readonly Declaration[]): Declaration[] | undefined {
  const [start] = from;
  const [end] = to;
  if (start === undefined || end === undefined) return undefined;
  const home = fileOf(start);
  const away = fileOf(end);
  const targets = new Set(to);
  const cameFrom = new Map<Declaration, Declaration | undefined>(from.map((step) => [step, undefined]));
  const queue = [...from];
  for (let declaration = queue.shift(); declaration !== undefined; declaration = queue.shift()) {
    if (targets.has(declaration)) {
      const way: Declaration[] = [];
      for (let at: Declaration | undefined = declaration; at !== undefined; at = cameFrom.get(at)) way.unshift(at);
      return way;
    }
    const here = fileOf(declaration);
    for (const next of usesOf(graph, declaration)) {
      const there = fileOf(next);
      const allowed = there === here || (here === home && there === away);
      if (!allowed || cameFrom.has(next)) continue;
      cameFrom.set(next, declaration);
      queue.push(next);
    }
  }
  return undefined;
}

/** The declarations joining two rows' steps (either way, or through a third row's step that uses both). */
function join(
  graph: DeclarationGraph,
  earlier: readonly Declaration[],
  later: readonly Declaration[],
  others: readonly (readonly Declaration[])[],
): Declaration[] | undefined {
  const direct = wayBetween(graph, earlier, later) ?? wayBetween(graph, later, earlier);
  if (direct) return direct;
  for (const third of others) {
    const toEarlier = wayBetween(graph, third, earlier);
    const toLater = toEarlier && wayBetween(graph, third, later);
    if (toEarlier && toLater) return [...toEarlier, ...toLater];
  }
  return undefined;
}

function cells(line: string): string[] {
  return line
    .trim()
    .replace(/^\||\|$/g, '')
    .split('|')
    .map((cell) => cell.trim());
}

export interface Flow {
  readonly name: string;
  readonly rows: readonly Row[];
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
      const text = row[column + 1] ?? '';
      const from = /^from (\d+):/.exec(text)?.[1];
      return [{ n: Number(row[0]), file, text, ...(from ? { from: Number(from) } : {}) }];
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

export function walk(rows: readonly Row[], graph: DeclarationGraph): Walk {
  const named = rows.map((row) => namedSteps(row, graph));
  const listed = new Set(rows.map((row) => row.file));
  const unnamed = rows.filter((_row, index) => named[index]?.length === 0).map((row) => `${row.n} ${row.file}`);
  const steps = new Set(named.flat());
  const unjoined: string[] = [];
  const missing = new Map<string, Declaration[]>();
  rows.forEach((row, index) => {
    if (index === 0) return;
    const fromIndex = row.from === undefined ? index - 1 : rows.findIndex((earlier) => earlier.n === row.from);
    const from = rows[fromIndex];
    const others = named.filter((_steps, other) => other !== index && other !== fromIndex);
    const way = from && fromIndex < index ? join(graph, named[fromIndex] ?? [], named[index] ?? [], others) : undefined;
    if (!way) {
      unjoined.push(`${from?.n ?? '?'} ${from?.file ?? ''} → ${row.n} ${row.file}`);
      return;
    }
    way.forEach((step, at) => {
      steps.add(step);
      const next = way[at + 1];
      if (next === undefined) return;
      for (const file of unlistedCarriers(graph, step, next, listed)) missing.set(file, [...(missing.get(file) ?? []), step]);
    });
  });
  return { unnamed, unjoined, steps, missing };
}

/** The files of the code `from` hands `to` to on the way, when none of its uses of `to` is carried by listed files only. */
function unlistedCarriers(graph: DeclarationGraph, from: Declaration, to: Declaration, listed: ReadonlySet<string>): string[] {
  const places = graph.get(from)?.carriers.get(to) ?? [];
  const unlisted = places.map((carriers) => [...new Set(carriers.map(fileOf))].filter((file) => !listed.has(file)));
  if (unlisted.length === 0 || unlisted.some((files) => files.length === 0)) return [];
  return unlisted[0] ?? [];
}
