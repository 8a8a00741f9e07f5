import { NEVER, interval, map, take, timer } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { speechConfig } from '../../streams/speech/detect-speech';
import { converse, type ConversationScript } from '../../streams/simulated/conversation';
import type { ConversationEvent, ConversationLine } from '../../streams/simulated/conversation-events';
import { simulatedConversation } from '../../streams/simulated/simulated-script';

const line = (text: string): ConversationLine => ({ clip: 'reply', text });
const [A, B, C, P, X] = [line('A'), line('B'), line('C'), line('P'), line('X')] as const;
const script: ConversationScript = { turns: [A, B, C], prompts: [P], closing: X, promptAfterMs: 5000 };

const values: Record<string, ConversationEvent> = {
  a: { type: 'assistant-turn', line: A },
  b: { type: 'assistant-turn', line: B },
  c: { type: 'assistant-turn', line: C },
  p: { type: 'assistant-turn', line: P },
  x: { type: 'assistant-turn', line: X },
  s: { type: 'visitor-turn-start' },
  e: { type: 'visitor-turn-end' },
  z: { type: 'conversation-end', reason: 'script-complete' },
  q: { type: 'conversation-end', reason: 'silence' },
};

function testScheduler(): TestScheduler {
  return new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
}

/** Every line takes 100 ms to say. */
const speak = () => timer(100);

describe('converse: turn-taking from the visitor’s level (virtual time)', () => {
  it('answers each visitor turn once the visitor has been quiet for the speech pipeline’s quiet time', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable, expectSubscriptions }) => {
      // The level at 50 ms comes while the assistant is talking: one loud frame neither cuts it short nor is a turn.
      const levels$ = hot('50ms h 249ms h 1299ms h', { h: 0.5 });
      const conversation$ = converse(levels$, script, { scheduler, speak });
      expectObservable(conversation$).toBe('a 299ms s 999ms (eb) 296ms s 999ms (ec) 96ms (z|)', values);
      // Turns start only between its lines; while it says one, it listens only for the visitor talking over it (not over the goodbye).
      expectSubscriptions(levels$.subscriptions).toBe(['^ 99ms !', '100ms ^ 1199ms !', '1300ms ^ 99ms !', '1400ms ^ 1199ms !']);
    });
  });

  it('uses the one speech config: a level at the threshold is not speech', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const levels$ = hot('200ms t 99ms h', { t: speechConfig.threshold, h: speechConfig.threshold + 0.001 });
      expectObservable(
        converse(levels$, script, { scheduler, speak }).pipe(
          take(4),
          map((e) => e.type),
        ),
      ).toBe('a 299ms s 999ms (eb|)', {
        a: 'assistant-turn',
        s: 'visitor-turn-start',
        e: 'visitor-turn-end',
        b: 'assistant-turn',
      });
    });
  });

  it('with no microphone input at all, prompts after the silence, then closes politely', () => {
    const scheduler = testScheduler();
    scheduler.run(({ expectObservable }) => {
      expectObservable(converse(NEVER, script, { scheduler, speak })).toBe('a 5099ms p 5099ms x 99ms (q|)', values);
    });
  });

  it('a silent microphone (levels of 0) is no different', () => {
    const scheduler = testScheduler();
    scheduler.run(({ expectObservable }) => {
      const silent$ = interval(100, scheduler).pipe(map(() => 0));
      expectObservable(converse(silent$, script, { scheduler, speak })).toBe('a 5099ms p 5099ms x 99ms (q|)', values);
    });
  });

  it('a visitor who answers the prompt picks the script up where it was', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable }) => {
      const levels$ = hot('6000ms h', { h: 0.3 });
      expectObservable(converse(levels$, script, { scheduler, speak }).pipe(take(5))).toBe('a 5099ms p 899ms s 999ms (eb|)', values);
    });
  });

  it('speech that outlasts the silence time is not interrupted by a prompt', () => {
    const scheduler = testScheduler();
    scheduler.run(({ cold, expectObservable }) => {
      // Listening from 100 ms, the visitor speaks from 300 ms to 7300 ms, a level every 100 ms.
      const talking = Array.from({ length: 71 }, () => 'h').join(' 99ms ');
      const levels$ = cold(`200ms ${talking}`, { h: 0.2 });
      expectObservable(
        converse(levels$, script, { scheduler, speak }).pipe(
          take(4),
          map((e) => e.type),
        ),
      ).toBe('a 299ms s 7999ms (eb|)', {
        a: 'assistant-turn',
        s: 'visitor-turn-start',
        e: 'visitor-turn-end',
        b: 'assistant-turn',
      });
    });
  });

  it('unsubscribing stops the lines, the timers and the listening', () => {
    const scheduler = testScheduler();
    scheduler.run(({ hot, expectObservable, expectSubscriptions }) => {
      const levels$ = hot<number>('-');
      expectObservable(converse(levels$, script, { scheduler, speak }), '^ 2999ms !').toBe('a', values);
      expectSubscriptions(levels$.subscriptions).toBe(['^ 99ms !', '100ms ^ 2899ms !']);
    });
    expect(scheduler.actions.filter((action) => !action.closed)).toEqual([]);
  });

  it('the shipped script has 5 to 7 turns, the last one a goodbye, and prompts before it closes', () => {
    expect(simulatedConversation.turns.length).toBeGreaterThanOrEqual(5);
    expect(simulatedConversation.turns.length).toBeLessThanOrEqual(7);
    expect(simulatedConversation.turns.at(-1)?.text).toMatch(/Goodbye\.$/);
    expect(simulatedConversation.prompts.length).toBeGreaterThan(0);
    expect(simulatedConversation.closing.text).toMatch(/Goodbye\.$/);
    // The silence waited out must be longer than the speech pipeline's quiet time.
    expect(simulatedConversation.promptAfterMs).toBeGreaterThan(speechConfig.quietMs);
  });
});
