import { defer, take } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { converse, type ConversationScript } from '../../streams/simulated/conversation';
import type { ConversationEvent, ConversationLine } from '../../streams/simulated/conversation-events';

// The simulated assistant's interruption, in virtual time: a visitor who talks over a line stops it
// and has the turn; the words they heard are the line's share played.

const line = (text: string): ConversationLine => ({ clip: 'reply', text });
const A = line('one two three four five six seven eight nine ten');
const [B, C, P, X] = [line('B'), line('C'), line('P'), line('X')] as const;
const script: ConversationScript = { turns: [A, B, C], prompts: [P], closing: X, promptAfterMs: 5000 };

function testScheduler(): TestScheduler {
  return new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
}

/** The visitor's level every 100 ms from `from` for `count` samples, as a marble. */
const talking = (from: number, count: number): string => `${from}ms ${Array.from({ length: count }, () => 'h').join(' 99ms ')}`;

describe('converse: the visitor talks over the assistant (virtual time)', () => {
  it('sustained speech stops the line 300 ms after it began, reports the words heard, and the visitor’s turn goes on to the next line', () => {
    const scheduler = testScheduler();
    scheduler.run(({ cold, hot, expectObservable, expectSubscriptions }) => {
      // Every line takes 2 s; the voice knows how much of it has played.
      const clip$ = cold('2000ms (x|)');
      let from = 0;
      const speak = () => defer(() => ((from = scheduler.now()), clip$));
      const played = () => (scheduler.now() - from) / 2000;
      // The visitor speaks from 900 ms to 1800 ms, over the line.
      const levels$ = hot(talking(900, 10), { h: 0.3 });
      const events$ = converse(levels$, script, { scheduler, speak, played }).pipe(take(5));
      expectObservable(events$).toBe('a 1199ms i 99ms s 1499ms (eb|)', {
        a: { type: 'assistant-turn', line: A },
        // Cut at 1200 ms of 2000: six of its ten words were heard.
        i: { type: 'assistant-interrupted', line: A, heard: 'one two three four five six' },
        s: { type: 'visitor-turn-start' },
        e: { type: 'visitor-turn-end' },
        b: { type: 'assistant-turn', line: B },
      } satisfies Record<string, ConversationEvent>);
      // The voice stopped as soon as the interruption was heard: not played to its end.
      expectSubscriptions(clip$.subscriptions).toBe('^ 1199ms !');
    });
  });

  it('a loud moment shorter than the barge-in time (a cough, or echo) does not cut the line', () => {
    const scheduler = testScheduler();
    scheduler.run(({ cold, hot, expectObservable }) => {
      const clip$ = cold('2000ms (x|)');
      // Three samples over 200 ms, then quiet: the line is said whole, and the prompt follows the silence.
      const levels$ = hot(`${talking(500, 3)} 99ms q`, { h: 0.3, q: 0 });
      const events$ = converse(levels$, script, { scheduler, speak: () => clip$ }).pipe(take(2));
      expectObservable(events$).toBe('a 6999ms (p|)', {
        a: { type: 'assistant-turn', line: A },
        p: { type: 'assistant-turn', line: P },
      });
    });
  });

  it('a line whose audio has not begun (still loading) is not talked over: the visitor is heard once it has been said', () => {
    const scheduler = testScheduler();
    scheduler.run(({ cold, hot, expectObservable }) => {
      // The audio starts 1 s after the line (its clip loading), and plays for 1 s.
      const clip$ = cold('2000ms (x|)');
      let from = Infinity;
      const speak = () => defer(() => ((from = scheduler.now() + 1000), clip$));
      const played = () => Math.max(0, (scheduler.now() - from) / 1000);
      // The visitor speaks from 400 ms to 900 ms, while it loads, and again from 1100 ms, over its audio.
      const levels$ = hot(`${talking(400, 6)} 99ms q 99ms ${talking(0, 4)}`, { h: 0.3, q: 0 });
      const events$ = converse(levels$, script, { scheduler, speak, played }).pipe(take(2));
      expectObservable(events$).toBe('a 1399ms (i|)', {
        a: { type: 'assistant-turn', line: A },
        // Cut at 1400 ms, 400 ms into its 1 s of audio: four of its ten words.
        i: { type: 'assistant-interrupted', line: A, heard: 'one two three four' },
      });
    });
  });

  it('a prompt can be talked over too; without a measure of the played share the first word counts as heard', () => {
    const scheduler = testScheduler();
    scheduler.run(({ cold, hot, expectObservable }) => {
      const prompt = line('Are you still there?');
      const clip$ = cold('1000ms (x|)');
      // Silent through the first line (1 s) and the 5 s wait; then over the prompt from 6100 ms.
      const levels$ = hot(talking(6100, 5), { h: 0.3 });
      const events$ = converse(levels$, { ...script, prompts: [prompt] }, { scheduler, speak: () => clip$ }).pipe(take(4));
      expectObservable(events$).toBe('a 5999ms p 399ms i 99ms (s|)', {
        a: { type: 'assistant-turn', line: A },
        p: { type: 'assistant-turn', line: prompt },
        i: { type: 'assistant-interrupted', line: prompt, heard: 'Are' },
        s: { type: 'visitor-turn-start' },
      });
    });
  });
});
