import { type Declaration, type DeclarationGraph, fileOf } from './declarations';

// A flow's walk, checked at the level of the code it runs. Each row names, in backticks, the code of
// its file the flow passes through (its steps). A row is joined to the row it comes from when a step of
// one calls, renders or names the type of a step of the other, directly or through code of those two
// files (then steps too), or when a step of a third row reaches both (injection). The walk is whole when
// nothing it runs is left out: every file whose code a step calls or renders is a row, or a side step
// the flow lists (a helper whose result comes back to its caller, a part made beside the flow); code
// a step hands to other code to call (a reducer to `runMachine`) makes that code's file a row, and so
// does a step's code from one other file only (`siteDemo` handing the demo its client): it runs there.

export interface Row {
  readonly n: number;
  readonly file: string;
  /** The row the flow comes from, when it is not the one before (`from n:` in the row's text). */
  readonly from?: number;
  /** What happens there; its backticked names are read as the row's steps. */
  readonly text: string;
}

export interface Walk {
  /** Rows whose text names no code of their file. */
  readonly unnamed: readonly string[];
  /** Rows not joined to the row they come from, as "n file → m file". */
  readonly unjoined: readonly string[];
  /** Every declaration the walk runs: the named ones and those between them. */
  readonly steps: ReadonlySet<Declaration>;
  /** Files a step calls or hands code to that the walk does not account for, each with those steps. */
  readonly missing: ReadonlyMap<string, readonly Declaration[]>;
  /** Side steps no step calls. */
  readonly unusedSideSteps: readonly string[];
}

/**
 * The declarations of the row's file its text names in backticks (`name`, `name()`, `name.part`): `Class.method` is
 * that method, a class alone its constructor and fields.
 */
export function namedSteps(row: Row, graph: DeclarationGraph): Declaration[] {
  const names = [...row.text.matchAll(/`([A-Za-z_$][\w$]*)(?:\(\)|\.([\w$]+)[\w$.]*)?`/g)].map(([, name = '', part]) => {
    if (part === undefined || !graph.get(`${row.file}#${name}`)?.isClass) return name;
    // A class's method it does not have names nothing, not the class.
    return `${name}.${part}`;
  });
  return [...new Set(names)].map((name): Declaration => `${row.file}#${name}`).filter((step) => graph.has(step));
}

const usesOf = (graph: DeclarationGraph, declaration: Declaration): Declaration[] => {
  const uses = graph.get(declaration);
  return uses ? [...uses.calls, ...uses.renders, ...uses.types] : [];
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
  /** The files its "Side steps" paragraph lists after its table. */
  readonly sideSteps: readonly string[];
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
    flows.push({ name: names[column] ?? '', rows, sideSteps: [] });
  }
  return flows;
}

/** The flows of a document's tables, in order, each with the side steps listed after it. */
export function readFlows(markdown: string): Flow[] {
  const flows: Flow[] = [];
  let last: Flow[] = [];
  for (const block of markdown.split(/\n\s*\n/).map((each) => each.trim())) {
    if (block.startsWith('|')) flows.push(...(last = tableFlows(block)));
    else if (block.startsWith('Side steps')) {
      const files = [...block.matchAll(/`([^`]+\/[^`]+)`/g)].map((match) => match[1] ?? '');
      last = last.map((flow) => ({ ...flow, sideSteps: files }));
      flows.splice(flows.length - last.length, last.length, ...last);
    }
  }
  return flows;
}

const giversByGraph = new WeakMap<DeclarationGraph, ReadonlyMap<Declaration, ReadonlySet<string>>>();

/** For each declaration, the other files whose code hands it code to call (a reducer, a loader, a client's methods). */
function giversOf(graph: DeclarationGraph): ReadonlyMap<Declaration, ReadonlySet<string>> {
  const known = giversByGraph.get(graph);
  if (known) return known;
  const givers = new Map<Declaration, Set<string>>();
  for (const [giver, uses] of graph)
    for (const places of uses.carriers.values())
      for (const handing of places)
        if (handing && !handing.prop && fileOf(handing.to) !== fileOf(giver))
          givers.set(handing.to, new Set([...(givers.get(handing.to) ?? []), fileOf(giver)]));
  giversByGraph.set(graph, givers);
  return givers;
}

/** What the steps call, or hand to other code, in files the walk does not account for. */
function unaccounted(graph: DeclarationGraph, steps: ReadonlySet<Declaration>, rows: ReadonlySet<string>, side: ReadonlySet<string>) {
  const missing = new Map<string, Declaration[]>();
  const used = new Set<string>();
  const note = (file: string, step: Declaration, rowOnly: boolean) => {
    used.add(file);
    if (rows.has(file) || (!rowOnly && side.has(file))) return;
    missing.set(file, [...new Set([...(missing.get(file) ?? []), step])]);
  };
  const givers = giversOf(graph);
  for (const step of steps) {
    const uses = graph.get(step);
    for (const callee of [...(uses?.calls ?? []), ...(uses?.renders ?? [])])
      if (fileOf(callee) !== fileOf(step)) note(fileOf(callee), step, false);
    // What a step hands on: the code it is handed to calls it on the way.
    for (const places of uses?.carriers.values() ?? [])
      for (const handing of places) if (handing && fileOf(handing.to) !== fileOf(step)) note(fileOf(handing.to), step, !handing.prop);
    // Code handed to a step from one file only is that file's: it runs on the way (the demo's start, the client's loader).
    // Not for a class's constructor: it runs when the object is made, before the methods a flow calls.
    const from = givers.get(step);
    if (from?.size === 1 && !uses?.isClass) for (const file of from) if (file !== fileOf(step)) note(file, step, true);
  }
  return { missing, used };
}

export function walk(rows: readonly Row[], graph: DeclarationGraph, sideSteps: readonly string[] = []): Walk {
  const named = rows.map((row) => namedSteps(row, graph));
  const unnamed = rows.filter((_row, index) => !named[index]?.some((step) => graph.get(step)?.code)).map((row) => `${row.n} ${row.file}`);
  const steps = new Set(named.flat().filter((step) => graph.get(step)?.code));
  const unjoined: string[] = [];
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
    for (const step of way) if (graph.get(step)?.code) steps.add(step);
  });
  const side = new Set(sideSteps);
  const { missing, used } = unaccounted(graph, steps, new Set(rows.map((row) => row.file)), side);
  return { unnamed, unjoined, steps, missing, unusedSideSteps: sideSteps.filter((file) => !used.has(file)) };
}
