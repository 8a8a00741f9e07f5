import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint configuration on code written into a real file's place in streams/: state
// is a machine's, so a tap may only observe, a map may only map, and nothing else holds a subject of state.

const eslint = new ESLint({ cwd: process.cwd() });

async function errors(source: string, filePath: string, about: RegExp): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((message) => about.test(message.message)).map((message) => message.message);
}

const writeErrors = (source: string, filePath = 'streams/call/in-call.ts') => errors(source, filePath, /inside a tap or map/);
const holderErrors = (source: string, filePath = 'streams/call/in-call.ts') => errors(source, filePath, /held by a machine/);

const program = (body: string) => `import { Subject, map, of, tap } from 'rxjs';
const facts = new Subject<number>();
const session = { dispatch: (fact: number): void => void fact };
const dispatch = session.dispatch;
const store = { save: (value: number): void => void value, set: (key: string, value: string): void => void [key, value] };
const words: number[] = [];
let last = 0;
export const flow = of(1).pipe(${body});
export const read = (): number => last + words.length;
`;

describe('no state written from inside a tap or map in streams/', () => {
  it.each([
    ['a Subject fed from a tap', 'tap((value) => facts.next(value))'],
    ['a dispatch from a tap', 'tap((value) => session.dispatch(value))'],
    ['a bare dispatch from a tap', 'tap((value) => dispatch(value))'],
    ['a subscription opened in a tap', 'tap(() => { facts.subscribe(); })'],
    ['a dispatch in a nested callback of a tap', 'tap({ complete: () => [1].forEach((value) => session.dispatch(value)) })'],
    ['a store written from a tap', 'tap((value) => store.save(value))'],
    ['a store handed to a tap', 'tap(store.save)'],
    ['a push from a tap', 'tap((value) => words.push(value))'],
    ['an assignment to a captured variable in a tap', 'tap((value) => { last = value; })'],
    ['a Subject fed from a map', 'map((value) => (facts.next(value), value))'],
    ['a store written from a map', "map((value) => (store.set('key', String(value)), value))"],
    ['an assignment to a captured variable in a map', 'map((value) => (last = value))'],
    ['a count kept in a map', 'map((value) => value + (last += 1))'],
  ])('refuses %s', { timeout: 120_000 }, async (_case, body) => {
    expect(await writeErrors(program(body))).toHaveLength(1);
  });

  it.each([
    ['a tap that only observes', "tap((value) => console.info('saw', value))"],
    ['a map that only maps', 'map((value) => value * 2 + last)'],
    ['an array map inside a map', 'map((value) => [value].map((item) => item + 1))'],
    ['a next outside any tap', 'tap(() => undefined)); facts.next(2); void (0'],
  ])('allows %s', { timeout: 120_000 }, async (_case, body) => {
    expect(await writeErrors(program(body))).toEqual([]);
  });

  it('holds in streams/ only', { timeout: 120_000 }, async () => {
    expect(await writeErrors(program('tap((value) => facts.next(value))'), 'tests/call/soak.test.ts')).toEqual([]);
  });
});

describe('no subject or scan holds state in streams/ outside the machine module', () => {
  it.each([
    ['a BehaviorSubject', "import { BehaviorSubject } from 'rxjs';\nexport const held = new BehaviorSubject(0);\n"],
    ['a ReplaySubject', "import { ReplaySubject } from 'rxjs';\nexport const held = new ReplaySubject<number>(1);\n"],
    ['a scan', "import { of, scan } from 'rxjs';\nexport const total = of(1, 2).pipe(scan((sum, value) => sum + value, 0));\n"],
    [
      'a scan from rxjs/operators',
      "import { of } from 'rxjs';\nimport { scan } from 'rxjs/operators';\nexport const total = of(1).pipe(scan((sum, value) => sum + value, 0));\n",
    ],
    ['a shareReplay', "import { of, shareReplay } from 'rxjs';\nexport const held = of(1).pipe(shareReplay(1));\n"],
  ])('refuses %s', { timeout: 120_000 }, async (_case, source) => {
    expect(await holderErrors(source)).toHaveLength(1);
    expect(await holderErrors(source, 'streams/shared/machine.ts')).toEqual([]);
  });

  it('allows a Subject, which holds nothing', { timeout: 120_000 }, async () => {
    expect(await holderErrors("import { Subject } from 'rxjs';\nexport const presses = new Subject<void>();\n")).toEqual([]);
  });
});
