import { NEVER, map, take, timer } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { afterVisitorTurn, converse, type ConversationPosition, type ConversationScript } from '../../streams/simulated/conversation';
import type { ConversationEvent, ConversationLine } from '../../streams/simulated/conversation-events';

// Typed turns and routing in the simulated assistant's turn-taking, in virtual time.

const line = (text: string): ConversationLine => ({ clip: 'reply', text });
const [A, B, C, P, X, R1, R2] = [line('A'), line('B'), line('C'), line('P'), line('X'), line('R1'), line('R2')] as const;

/** Asks for the need in its first two turns; "wedding" routes to R1, R2; anything else after the second to [X]. */
const router: NonNullable<ConversationScript['router']> = {
  asking: 2,
  lines: [R1, R2, X],
  route: (words, turn) => (words.includes('wedding') ? [R1, R2] : turn >= 1 ? [X] : undefined),
};
const script: ConversationScript = { turns: [A, B, C], prompts: [P], closing: X, promptAfterMs: 5000, router };

const values: Record<string, ConversationEvent> = {
  a: { type: 'assistant-turn', line: A },
  b: { type: 'assistant-turn', line: B },
  c: { type: 'assistant-turn', line: C },
  p: { type: 'assistant-turn', line: P },
  x: { type: 'assistant-turn', line: X },
  r: { type: 'assistant-turn', line: R1 },
  t: { type: 'assistant-turn', line: R2 },
  s: { type: 'visitor-turn-start' },
  e: { type: 'visitor-turn-end' },
  h: { type: 'visitor-turn-end', words: 'hello', typed: true },
  w: { type: 'visitor-turn-end', words: 'a wedding', typed: true },
  n: { type: 'visitor-turn-end', words: 'the weather', typed: true },
  z: { type: 'conversation-end', reason: 'script-complete' },
  q: { type: 'conversation-end', reason: 'silence' },
};

const testScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

/** Every line takes 100 ms to say. */
const speak = () => timer(100);

describe('converse: typed turns', () => {
  it('a typed turn is the visitor’s whole turn: the next line follows at once', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const typed$ = hot('300ms h', { h: 'hello' });
      expectObservable(converse(NEVER, script, { scheduler, speak, typed$ }).pipe(take(3))).toBe('a 299ms (hb|)', values);
    });
  });

  it('a turn typed while the assistant speaks waits until it has finished, and none is lost', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      // Both typed during the first line: the first answers it, the second the line after.
      const typed$ = hot('20ms h 9ms h', { h: 'hello' });
      expectObservable(converse(NEVER, { ...script, router: undefined }, { scheduler, speak, typed$ })).toBe(
        'a 99ms (hb) 96ms (hc) 96ms (z|)',
        values,
      );
    });
  });

  it('typing resets the silence: no prompt while the visitor answers in time', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const typed$ = hot('4000ms h', { h: 'hello' });
      expectObservable(converse(NEVER, script, { scheduler, speak, typed$ }).pipe(take(3))).toBe('a 3999ms (hb|)', values);
    });
  });

  it('typed words that name a need route the call: its route’s lines follow, to their end', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const typed$ = hot('200ms w 199ms h', { w: 'a wedding', h: 'hello' });
      expectObservable(converse(NEVER, script, { scheduler, speak, typed$ })).toBe('a 199ms (wr) 196ms (ht) 96ms (z|)', values);
    });
  });

  it('words that name no need get the next question, then the general route', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const typed$ = hot('200ms n 199ms n', { n: 'the weather' });
      expectObservable(converse(NEVER, script, { scheduler, speak, typed$ })).toBe('a 199ms (nb) 196ms (nx) 96ms (z|)', values);
    });
  });

  it('a spoken turn that was not transcribed follows the script, as before', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const levels$ = hot('300ms h', { h: 0.5 });
      const typed$ = hot('2000ms w', { w: 'a wedding' });
      // Heard at the greeting: the question follows; then a typed need routes.
      expectObservable(converse(levels$, script, { scheduler, speak, typed$ }).pipe(take(6))).toBe(
        'a 299ms s 999ms (eb) 696ms (wr|)',
        values,
      );
    });
  });
});

describe('afterVisitorTurn', () => {
  const at = (next: number, routed = false): ConversationPosition => ({ plan: script.turns, next, routed, typedTaken: 0 });

  it('routes only while the need is asked for, and only once', () => {
    expect(afterVisitorTurn(at(1), 'a wedding', router)).toEqual({ plan: [R1, R2], next: 0, routed: true, typedTaken: 0 });
    expect(afterVisitorTurn(at(2), 'a wedding', router)).toEqual({ plan: [R1, R2], next: 0, routed: true, typedTaken: 0 });
    // The third turn no longer asks for the need.
    expect(afterVisitorTurn(at(3), 'a wedding', router)).toEqual(at(3));
    expect(afterVisitorTurn(at(1, true), 'a wedding', router)).toEqual(at(1, true));
  });

  it('goes on with the script without words or without a router', () => {
    expect(afterVisitorTurn(at(1), undefined, router)).toEqual(at(1));
    expect(afterVisitorTurn(at(1), '', router)).toEqual(at(1));
    expect(afterVisitorTurn(at(1), 'a wedding', undefined)).toEqual(at(1));
  });
});

describe('converse: unsubscribing', () => {
  it('stops listening for typed turns too', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable, expectSubscriptions }) => {
      const typed$ = hot<string>('-');
      expectObservable(converse(NEVER, script, { scheduler, speak, typed$ }).pipe(map((e) => e.type)), '^ 2999ms !').toBe('a', {
        a: 'assistant-turn',
      });
      expectSubscriptions(typed$.subscriptions).toBe('^ 2999ms !');
    });
  });
});
