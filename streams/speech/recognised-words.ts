import { EMPTY, Observable, Subject, defer, distinctUntilChanged, map, merge, of, switchMap } from 'rxjs';
import { STORAGE_KEYS, createSafeStorage, perform, runMachine, type Machine } from '../shared';
import {
  initialRecognisedWords,
  reduceRecognisedWords,
  type RecognisedWordsEffect,
  type RecognisedWordsInput,
  type RecognisedWordsState,
} from './recognised-words-machine';

// The browser's own speech recognition (the Web Speech API), for the simulated assistant, which
// cannot transcribe offline. Chromium and Safari offer it (and may send the audio to their
// maker's service to transcribe it), Firefox does not; it runs only when the visitor allows it.

/** One recognised alternative of a result. */
export interface RecognitionAlternativeLike {
  readonly transcript: string;
}

/** One result: its alternatives, best first, and whether it is final. */
export interface RecognitionResultLike {
  readonly isFinal: boolean;
  readonly length: number;
  readonly [index: number]: RecognitionAlternativeLike | undefined;
}

export interface RecognitionResultEventLike {
  readonly resultIndex: number;
  readonly results: { readonly length: number; readonly [index: number]: RecognitionResultLike | undefined };
}

/** What the site uses of the Web Speech API's `SpeechRecognition`. */
export interface SpeechRecognitionLike {
  lang: string;
  continuous: boolean;
  interimResults: boolean;
  onresult: ((event: RecognitionResultEventLike) => void) | null;
  onerror: ((event: { readonly error: string }) => void) | null;
  onend: (() => void) | null;
  start(): void;
  abort(): void;
}

export type SpeechRecognitionConstructor = new () => SpeechRecognitionLike;

/** The browser's `SpeechRecognition` (prefixed in Chromium and Safari), if it has one. */
export function browserSpeechRecognition(scope: object = globalThis): SpeechRecognitionConstructor | undefined {
  const found = scope as { SpeechRecognition?: SpeechRecognitionConstructor; webkitSpeechRecognition?: SpeechRecognitionConstructor };
  return found.SpeechRecognition ?? found.webkitSpeechRecognition;
}

/**
 * Errors after which recognition cannot go on (the Web Speech API's SpeechRecognitionErrorCode):
 * refused, no service, no microphone, no language; `no-speech` and `aborted` pass.
 */
const FINAL_ERRORS = new Set([
  'not-allowed',
  'service-not-allowed',
  'network',
  'audio-capture',
  'language-not-supported',
  'phrases-not-supported',
  'bad-grammar',
]);

/**
 * The visitor's recognised words, one final phrase at a time, for as long as it is subscribed.
 * Browsers end a recognition session after a pause, so a session that ends starts again; one
 * that cannot go on (refused, offline) completes, and the words stay untranscribed as without it.
 */
export function recogniseWords(Recognition: SpeechRecognitionConstructor, lang = 'en-AU'): Observable<string> {
  return new Observable<string>((subscriber) => {
    let running = true;
    const recognition = new Recognition();
    recognition.lang = lang;
    recognition.continuous = true;
    recognition.interimResults = false;
    recognition.onresult = (event) => {
      for (let index = event.resultIndex; index < event.results.length; index += 1) {
        const result = event.results[index];
        const words = result?.isFinal ? result[0]?.transcript.trim() : undefined;
        if (words) subscriber.next(words);
      }
    };
    recognition.onerror = ({ error }) => {
      if (!FINAL_ERRORS.has(error)) return;
      running = false;
      subscriber.complete();
    };
    const begin = () => {
      try {
        recognition.start();
      } catch {
        running = false;
        subscriber.complete();
      }
    };
    recognition.onend = () => running && begin();
    begin();
    return () => {
      running = false;
      recognition.onend = null;
      recognition.onresult = null;
      recognition.abort();
    };
  });
}

/** The visitor's recognised words: offered where the browser can, only while the visitor allows them. */
export interface RecognisedWords {
  /** The browser has speech recognition and the build's assistant needs it (the simulated one). */
  readonly offered: boolean;
  readonly allowed$: Observable<boolean>;
  allow(allowed: boolean): void;
  /** The visitor's recognised words for one call, while it runs and they allow it; undefined when not offered or not allowed at its start. */
  forCall(): Observable<string> | undefined;
}

/** Nothing offered: a keyed build's assistant transcribes for itself, so its first load carries no choice to keep. */
export const NO_RECOGNISED_WORDS: RecognisedWords = {
  offered: false,
  allowed$: of(false),
  allow: () => undefined,
  forCall: () => undefined,
};

// The stored value keeps its first name, so a choice made before a release survives it.
const CHOICE_KEY = STORAGE_KEYS.spokenWords.key;

function runChoice(
  offered: boolean,
  storage: Storage | undefined,
  intents: Observable<RecognisedWordsInput>,
): Machine<RecognisedWordsState, never> {
  const store = createSafeStorage(storage);
  return runMachine<RecognisedWordsState, RecognisedWordsInput, never, RecognisedWordsEffect>({
    initial: initialRecognisedWords(offered),
    reduce: reduceRecognisedWords,
    // Read as the machine starts, so the first state is the kept one.
    inputs: merge(
      defer(() => of<RecognisedWordsInput>({ type: 'restored', allowed: offered && store.get(CHOICE_KEY) === 'on' })),
      intents,
    ),
    lifetime: 'visit',
    perform: (effect) => perform(() => store.set(CHOICE_KEY, effect.allowed ? 'on' : 'off')),
  });
}

/** The visitor's choice, kept for the visit (sessionStorage), off until they turn it on. */
export function createRecognisedWords(
  Recognition: SpeechRecognitionConstructor | undefined,
  storage: Storage | undefined,
): RecognisedWords {
  const intents = new Subject<RecognisedWordsInput>();
  // The choice holds for the visit, whether or not anything shows it.
  const choice = runChoice(Recognition !== undefined, storage, intents);
  const allowed$ = choice.state$.pipe(
    map((state) => state.allowed),
    distinctUntilChanged(),
  );
  return {
    offered: Recognition !== undefined,
    allowed$,
    allow: (allowed) => intents.next({ type: 'allow-pressed', allowed }),
    // Only for a call started while allowed; unticked during the call, the browser stops at once.
    forCall: () =>
      Recognition && choice.value().allowed
        ? allowed$.pipe(switchMap((allowed) => (allowed ? recogniseWords(Recognition) : EMPTY)))
        : undefined,
  };
}
