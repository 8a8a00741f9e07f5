import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The project's own lint configuration on code written into a real file's place in streams/: a tap may only observe.

const eslint = new ESLint({ cwd: process.cwd() });

async function tapErrors(source: string, filePath = 'streams/call/in-call.ts'): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath });
  return (result?.messages ?? []).filter((message) => message.message.includes('inside a tap')).map((message) => message.message);
}

const program = (body: string) => `import { Subject, of, tap } from 'rxjs';
const facts = new Subject<number>();
const session = { dispatch: (fact: number): void => void fact };
const dispatch = session.dispatch;
export const flow = of(1).pipe(${body});
`;

describe('no state written from inside a tap in streams/', () => {
  it.each([
    ['a Subject fed from a tap', 'tap((value) => facts.next(value))'],
    ['a dispatch from a tap', 'tap((value) => session.dispatch(value))'],
    ['a bare dispatch from a tap', 'tap((value) => dispatch(value))'],
    ['a subscription opened in a tap', 'tap(() => { facts.subscribe(); })'],
    ['a dispatch in a nested callback of a tap', 'tap({ complete: () => [1].forEach((value) => session.dispatch(value)) })'],
  ])('refuses %s', { timeout: 120_000 }, async (_case, body) => {
    expect(await tapErrors(program(body))).toHaveLength(1);
  });

  it.each([
    ['a tap that only observes', "tap((value) => console.info('saw', value))"],
    ['a next outside any tap', 'tap(() => undefined)); facts.next(2); void (0'],
  ])('allows %s', { timeout: 120_000 }, async (_case, body) => {
    expect(await tapErrors(program(body))).toEqual([]);
  });

  it('holds in streams/ only', { timeout: 120_000 }, async () => {
    expect(await tapErrors(program('tap((value) => facts.next(value))'), 'tests/call/soak.test.ts')).toEqual([]);
  });
});
