import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { detectSpeech, speechConfig, sumLevels, toVolume, type SpeechEvent } from '../../streams/speech/detect-speech';

const events = { s: { type: 'speech-start' }, e: { type: 'speech-end' } } satisfies Record<string, SpeechEvent>;

function scheduler(): TestScheduler {
  return new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
}

describe('detectSpeech (virtual time)', () => {
  it('does not treat exactly 0.01 as speech', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const levels$ = cold('a 99ms a 99ms a|', { a: 0.01 });
      expectObservable(detectSpeech(levels$)).toBe('201ms |');
    });
  });

  it('starts on a level above 0.01 and ends after 1000 ms of quiet', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const levels$ = cold('a', { a: 0.011 });
      expectObservable(detectSpeech(levels$)).toBe('s 999ms e', events);
    });
  });

  it('keeps speech on while a level arrives every 100 ms', () => {
    scheduler().run(({ cold, expectObservable }) => {
      // 11 speech levels, 100 ms apart (0..1000 ms), then quiet levels.
      const speech = Array.from({ length: 11 }, () => 'a').join(' 99ms ');
      const levels$ = cold(`${speech} 99ms q 99ms q`, { a: 0.2, q: 0 });
      expectObservable(detectSpeech(levels$)).toBe('s 1999ms e', events);
    });
  });

  it('ends after 1000 ms of quiet and starts again on the next speech', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const levels$ = cold('a 1499ms a', { a: 0.5 });
      expectObservable(detectSpeech(levels$)).toBe('s 999ms e 499ms s 999ms e', events);
    });
  });

  it('quiet levels in between do not extend speech', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const levels$ = cold('a 499ms q 499ms q 499ms q', { a: 0.5, q: 0.001 });
      expectObservable(detectSpeech(levels$)).toBe('s 999ms e', events);
    });
  });

  it('stops its timer when unsubscribed', () => {
    scheduler().run(({ cold, expectObservable, expectSubscriptions }) => {
      const levels$ = cold('a', { a: 0.5 });
      expectObservable(detectSpeech(levels$), '^ 500ms !').toBe('s', events);
      expectSubscriptions(levels$.subscriptions).toBe('^ 500ms !');
    });
  });

  it('takes its numbers from the typed config', () => {
    expect(speechConfig).toEqual({ threshold: 0.01, quietMs: 1000, levelScale: 0.15 });
  });
});

describe('levels and volume', () => {
  it('sums the levels of two participants', () => {
    expect(sumLevels({ assistant: 0.006, other: 0.006 })).toBeCloseTo(0.012);
    scheduler().run(({ cold, expectObservable }) => {
      const levels$ = cold('a', { a: sumLevels({ p1: 0.006, p2: 0.006 }) });
      expectObservable(detectSpeech(levels$)).toBe('s 999ms e', events);
    });
  });

  it('scales so that 0.15 equals 1 and caps at 1', () => {
    expect(toVolume(0.15)).toBe(1);
    expect(toVolume(0.075)).toBeCloseTo(0.5);
    expect(toVolume(0.6)).toBe(1);
    expect(toVolume(0)).toBe(0);
  });
});
