import { take, timer } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { converse, type ConversationScript } from '../../streams/simulated/conversation';
import type { ConversationEvent, ConversationLine } from '../../streams/simulated/conversation-events';

// Spoken turns with the browser's speech recognition, in virtual time: the words said during a
// turn (and a moment after it) are the turn's words, and route the call as typed ones do.

const line = (text: string): ConversationLine => ({ clip: 'reply', text });
const [A, B, C, X, R1, R2] = [line('A'), line('B'), line('C'), line('X'), line('R1'), line('R2')] as const;
const router: NonNullable<ConversationScript['router']> = {
  asking: 2,
  lines: [R1, R2],
  route: (words) => (words.includes('wedding') ? [R1, R2] : undefined),
};
const script: ConversationScript = { turns: [A, B, C], prompts: [], closing: X, promptAfterMs: 5000, router };

const values: Record<string, ConversationEvent> = {
  a: { type: 'assistant-turn', line: A },
  b: { type: 'assistant-turn', line: B },
  r: { type: 'assistant-turn', line: R1 },
  s: { type: 'visitor-turn-start' },
  e: { type: 'visitor-turn-end' },
  w: { type: 'visitor-turn-end', words: 'a wedding in the hall' },
  m: { type: 'visitor-turn-end', words: 'hello there' },
};

const testScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const speak = () => timer(100);

describe('converse: spoken turns the browser recognises', () => {
  it('a phrase recognised during the turn is its words, taken a moment after it ends, and routes the call', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      // Speech from 300 ms (ends 1000 ms after its last level); the phrase comes 200 ms after it ends.
      const levels$ = hot('300ms h', { h: 0.5 });
      const recognisedWords$ = hot('1500ms p', { p: 'a wedding in the hall' });
      expectObservable(converse(levels$, script, { scheduler, speak, recognisedWords$ }).pipe(take(4))).toBe(
        'a 299ms s 1799ms (wr|)',
        values,
      );
    });
  });

  it('phrases within one turn are joined, in order', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const levels$ = hot('300ms h', { h: 0.5 });
      const recognisedWords$ = hot('600ms p 99ms q', { p: 'hello', q: 'there' });
      expectObservable(converse(levels$, script, { scheduler, speak, recognisedWords$ }).pipe(take(4))).toBe(
        'a 299ms s 1799ms (mb|)',
        values,
      );
    });
  });

  it('what was recognised before the visitor began (the assistant’s own voice, an earlier turn) is not their words', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const levels$ = hot('300ms h', { h: 0.5 });
      const recognisedWords$ = hot('50ms p', { p: 'a wedding in the hall' });
      expectObservable(converse(levels$, script, { scheduler, speak, recognisedWords$ }).pipe(take(4))).toBe(
        'a 299ms s 1799ms (eb|)',
        values,
      );
    });
  });

  it('a phrase later than the grace belongs to no turn: the turn stays untranscribed', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const levels$ = hot('300ms h', { h: 0.5 });
      const recognisedWords$ = hot('2200ms p', { p: 'a wedding in the hall' });
      expectObservable(converse(levels$, script, { scheduler, speak, recognisedWords$, recognisedWordsGraceMs: 800 }).pipe(take(4))).toBe(
        'a 299ms s 1799ms (eb|)',
        values,
      );
    });
  });

  it('without recognised words the turn ends with the quiet time alone, as before', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const levels$ = hot('300ms h', { h: 0.5 });
      expectObservable(converse(levels$, script, { scheduler, speak }).pipe(take(4))).toBe('a 299ms s 999ms (eb|)', values);
    });
  });

  it('recognised words are listened to for the conversation’s life only', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable, expectSubscriptions }) => {
      const recognisedWords$ = hot<string>('-');
      expectObservable(converse(hot('-'), script, { scheduler, speak, recognisedWords$ }), '^ 2999ms !').toBe('a', values);
      expectSubscriptions(recognisedWords$.subscriptions).toBe('^ 2999ms !');
    });
  });
});
