import {
  EMPTY,
  NEVER,
  Subscription,
  concat,
  concatMap,
  defer,
  filter,
  map,
  of,
  race,
  take,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { runMachine, step } from '../shared';
import { detectSpeech, type SpeechConfig } from '../speech';
import type { ConversationEvent } from './conversation-events';

// The visitor's voice as the simulated assistant hears it: their spoken turns, with the words the
// browser recognised during each, and their speech held over a line, which takes the turn from it.
// The turn-taking (conversation.ts) decides when each is listened for.

/** Recognition gives its final words a moment after the speaker stops. */
const RECOGNISED_WORDS_GRACE_MS = 800;

/** Speech held this long over a line cuts it short; a cough or a loud frame of echo does not. */
const BARGE_IN_MS = 300;

interface RecognisedPhrase {
  readonly text: string;
  /** When it was recognised, in the scheduler's time. */
  readonly at: number;
}

/** What the browser recognised of the visitor during one call. */
export interface RecognisedWordsOfCall {
  /** Starts listening; its subscription stops it. */
  connect(): Subscription;
  /** The words recognised since `from` and until a moment from now; undefined without recognised words. */
  since(from: number): Observable<string | undefined>;
}

interface HeardPhrases {
  readonly phrases: readonly RecognisedPhrase[];
  readonly ended: boolean;
}

export function recognisedWordsOfCall(
  recognisedWords$: Observable<string> | undefined,
  scheduler: SchedulerLike,
  graceMs = RECOGNISED_WORDS_GRACE_MS,
): RecognisedWordsOfCall {
  if (!recognisedWords$) return { connect: () => new Subscription(), since: () => of(undefined) };
  // Every phrase of the call with its time, so a turn takes the words said during it and a moment after;
  // marked ended rather than completed, so once the browser has stopped recognising no turn waits for more.
  const heard = runMachine<HeardPhrases, RecognisedPhrase | null, never, never>({
    initial: { phrases: [], ended: false },
    reduce: (log, phrase) => step(phrase ? { ...log, phrases: [...log.phrases, phrase] } : { ...log, ended: true }),
    inputs: concat(recognisedWords$.pipe(map((text): RecognisedPhrase => ({ text, at: scheduler.now() }))), of(null), NEVER),
    lifetime: 'subscribed',
    perform: () => EMPTY,
  });
  return {
    connect: () => heard.state$.subscribe(),
    since: (from) =>
      race(timer(graceMs, scheduler), heard.state$.pipe(filter((log) => log.ended))).pipe(
        take(1),
        map(() =>
          heard
            .value()
            .phrases.filter((phrase) => phrase.at >= from)
            .map((phrase) => phrase.text)
            .join(' '),
        ),
        map((words) => words || undefined),
      ),
  };
}

/** One spoken turn: its start, then its end with the words recognised during it (if any). */
export function spokenTurnEvents(
  levels$: Observable<number>,
  recognisedWords: RecognisedWordsOfCall,
  scheduler: SchedulerLike,
  speech: SpeechConfig,
): Observable<ConversationEvent> {
  return defer(() => {
    let began = scheduler.now();
    return detectSpeech(levels$, { scheduler, config: speech }).pipe(
      take(2),
      concatMap((event): Observable<ConversationEvent> => {
        if (event.type === 'speech-end')
          return recognisedWords.since(began).pipe(map((words) => ({ type: 'visitor-turn-end', ...(words ? { words } : {}) })));
        began = scheduler.now();
        return of({ type: 'visitor-turn-start' });
      }),
    );
  });
}

/** What barge-in listens to while a line is said. */
export interface BargeInDeps {
  readonly levels$: Observable<number>;
  /** The share (0..1) of the line that has played. */
  readonly played?: () => number;
  readonly scheduler: SchedulerLike;
  readonly speech: SpeechConfig;
}

/**
 * The visitor's sustained speech over the line's audio: levels above the threshold for `BARGE_IN_MS`,
 * none below between them. A line whose audio has not begun (still loading) is not talked over.
 */
export function bargeIn(deps: BargeInDeps): Observable<unknown> {
  return defer(() => {
    let since: number | null = null;
    return deps.levels$.pipe(
      filter((level) => {
        const now = deps.scheduler.now();
        since = level > deps.speech.threshold && (deps.played?.() ?? 1) > 0 ? (since ?? now) : null;
        return since !== null && now - since >= BARGE_IN_MS;
      }),
      take(1),
    );
  });
}
