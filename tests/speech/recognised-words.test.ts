import { describe, expect, it } from 'vitest';
import {
  browserSpeechRecognition,
  createRecognisedWords,
  recogniseWords,
  type SpeechRecognitionConstructor,
  type SpeechRecognitionLike,
} from '../../streams/speech/recognised-words';

// The visitor's recognised words: the browser's speech recognition as a stream of final phrases, and the visitor's choice of it.

type Result = { isFinal: boolean; transcript: string };

/** A SpeechRecognition driven by hand, keeping every instance. */
function fakeRecognition(options: { startThrows?: boolean } = {}) {
  const made: FakeRecognition[] = [];
  class FakeRecognition implements SpeechRecognitionLike {
    lang = '';
    continuous = false;
    interimResults = true;
    onresult: SpeechRecognitionLike['onresult'] = null;
    onerror: SpeechRecognitionLike['onerror'] = null;
    onend: SpeechRecognitionLike['onend'] = null;
    starts = 0;
    aborted = false;
    constructor() {
      made.push(this);
    }
    start() {
      if (options.startThrows) throw new DOMException('already started', 'InvalidStateError');
      this.starts += 1;
    }
    abort() {
      this.aborted = true;
    }
    results(resultIndex: number, results: readonly Result[]) {
      this.onresult?.({ resultIndex, results: results.map(({ isFinal, transcript }) => Object.assign([{ transcript }], { isFinal })) });
    }
  }
  return { Recognition: FakeRecognition as SpeechRecognitionConstructor, made };
}

describe('recogniseWords', () => {
  it('gives each new final phrase, trimmed, and not the interim ones nor blank ones, in Australian English, continuously', () => {
    const { Recognition, made } = fakeRecognition();
    const phrases: string[] = [];
    const subscription = recogniseWords(Recognition).subscribe((phrase) => phrases.push(phrase));
    const recognition = made[0];
    expect(recognition).toMatchObject({ lang: 'en-AU', continuous: true, interimResults: false, starts: 1 });
    recognition?.results(0, [{ isFinal: false, transcript: 'my daugh' }]);
    recognition?.results(0, [{ isFinal: true, transcript: ' my daughter ' }]);
    recognition?.results(1, [
      { isFinal: true, transcript: 'my daughter' },
      { isFinal: true, transcript: 'would like to join' },
      { isFinal: true, transcript: '  ' },
    ]);
    expect(phrases).toEqual(['my daughter', 'would like to join']);
    subscription.unsubscribe();
  });

  it('starts again when the browser ends a session after a pause, and a passing error (no speech) ends nothing', () => {
    const { Recognition, made } = fakeRecognition();
    let completed = false;
    const subscription = recogniseWords(Recognition).subscribe({ complete: () => (completed = true) });
    made[0]?.onerror?.({ error: 'no-speech' });
    made[0]?.onend?.();
    made[0]?.onend?.();
    expect(made[0]?.starts).toBe(3);
    expect(completed).toBe(false);
    subscription.unsubscribe();
  });

  it.each(['not-allowed', 'service-not-allowed', 'network', 'audio-capture', 'language-not-supported', 'phrases-not-supported'])(
    'completes, without starting again, after "%s"',
    (error) => {
      const { Recognition, made } = fakeRecognition();
      let completed = false;
      recogniseWords(Recognition).subscribe({ complete: () => (completed = true) });
      made[0]?.onerror?.({ error });
      made[0]?.onend?.();
      expect(completed).toBe(true);
      expect(made[0]?.starts).toBe(1);
    },
  );

  it('completes when the browser will not start it', () => {
    const { Recognition } = fakeRecognition({ startThrows: true });
    let completed = false;
    recogniseWords(Recognition).subscribe({ complete: () => (completed = true) });
    expect(completed).toBe(true);
  });

  it('unsubscribing aborts it, and its end starts nothing', () => {
    const { Recognition, made } = fakeRecognition();
    recogniseWords(Recognition).subscribe().unsubscribe();
    expect(made[0]?.aborted).toBe(true);
    made[0]?.onend?.();
    expect(made[0]?.starts).toBe(1);
  });
});

describe('browserSpeechRecognition', () => {
  it('finds the standard or the prefixed constructor, or none', () => {
    const { Recognition } = fakeRecognition();
    expect(browserSpeechRecognition({ SpeechRecognition: Recognition })).toBe(Recognition);
    expect(browserSpeechRecognition({ webkitSpeechRecognition: Recognition })).toBe(Recognition);
    expect(browserSpeechRecognition({})).toBeUndefined();
  });
});

describe('createRecognisedWords', () => {
  function allowedNow(choice: ReturnType<typeof createRecognisedWords>): boolean | undefined {
    let value: boolean | undefined;
    choice.allowed$.subscribe((allowed) => (value = allowed)).unsubscribe();
    return value;
  }

  it('is not offered without speech recognition: allowing does nothing and no call gets recognised words', () => {
    const choice = createRecognisedWords(undefined, sessionStorage);
    choice.allow(true);
    expect(choice.offered).toBe(false);
    expect(allowedNow(choice)).toBe(false);
    expect(choice.forCall()).toBeUndefined();
  });

  it('is off until the visitor allows it; then each call gets its own recognition', () => {
    sessionStorage.clear();
    const { Recognition, made } = fakeRecognition();
    const choice = createRecognisedWords(Recognition, sessionStorage);
    expect(choice.offered).toBe(true);
    expect(allowedNow(choice)).toBe(false);
    expect(choice.forCall()).toBeUndefined();
    choice.allow(true);
    expect(allowedNow(choice)).toBe(true);
    choice.forCall()?.subscribe().unsubscribe();
    expect(made).toHaveLength(1);
  });

  it('unticked during a call, the recognition stops, and ticked again it starts again', () => {
    sessionStorage.clear();
    const { Recognition, made } = fakeRecognition();
    const choice = createRecognisedWords(Recognition, sessionStorage);
    choice.allow(true);
    const subscription = choice.forCall()?.subscribe();
    expect(made).toHaveLength(1);
    choice.allow(false);
    expect(made[0]?.aborted).toBe(true);
    choice.allow(true);
    expect(made).toHaveLength(2);
    subscription?.unsubscribe();
    expect(made[1]?.aborted).toBe(true);
  });

  it('is kept for the visit: a page built again from the same storage starts with the choice made', () => {
    sessionStorage.clear();
    const { Recognition } = fakeRecognition();
    createRecognisedWords(Recognition, sessionStorage).allow(true);
    expect(allowedNow(createRecognisedWords(Recognition, sessionStorage))).toBe(true);
    createRecognisedWords(Recognition, sessionStorage).allow(false);
    expect(allowedNow(createRecognisedWords(Recognition, sessionStorage))).toBe(false);
  });

  it('a storage that throws keeps the choice for the page', () => {
    const { Recognition } = fakeRecognition();
    const throwing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    const choice = createRecognisedWords(Recognition, throwing);
    expect(allowedNow(choice)).toBe(false);
    choice.allow(true);
    expect(allowedNow(choice)).toBe(true);
  });
});
