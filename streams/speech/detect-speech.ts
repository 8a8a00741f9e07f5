import {
  asyncScheduler,
  concat,
  connect,
  exhaustMap,
  filter,
  map,
  of,
  startWith,
  switchMap,
  take,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';

// The speech pipeline: remote levels to a volume and to speech-start / speech-end.

/** Tuning numbers of the speech pipeline (spec section 9). */
export interface SpeechConfig {
  /** A summed remote level strictly above this counts as speech. */
  readonly threshold: number;
  /** Quiet time after the last speech level before speech-end, in ms. */
  readonly quietMs: number;
  /** The remote level that maps to volume 1. */
  readonly levelScale: number;
}

export const speechConfig: SpeechConfig = {
  threshold: 0.01,
  quietMs: 1000,
  levelScale: 0.15,
};

/** Sum of the audio levels of all remote participants (Daily's participantsAudioLevel map). */
export function sumLevels(levels: Readonly<Record<string, number>>): number {
  return Object.values(levels).reduce((total, level) => total + level, 0);
}

/** Scales a remote level so that `levelScale` equals 1, capped at 1. */
export function toVolume(level: number, config: SpeechConfig = speechConfig): number {
  return Math.min(1, level / config.levelScale);
}

export type SpeechEvent = { type: 'speech-start' } | { type: 'speech-end' };

export interface DetectSpeechDeps {
  scheduler?: SchedulerLike;
  config?: SpeechConfig;
}

const speechStart: SpeechEvent = { type: 'speech-start' };
const speechEnd: SpeechEvent = { type: 'speech-end' };

/**
 * From a stream of summed remote levels to speech-start / speech-end.
 * A level above the threshold starts speech; `quietMs` without such a level ends it.
 */
export function detectSpeech(levels$: Observable<number>, deps: DetectSpeechDeps = {}): Observable<SpeechEvent> {
  const { scheduler = asyncScheduler, config = speechConfig } = deps;
  const quietAfter = (speaking$: Observable<number>): Observable<SpeechEvent> =>
    speaking$.pipe(
      startWith(0),
      switchMap(() => timer(config.quietMs, scheduler)),
      take(1),
      map(() => speechEnd),
    );
  return levels$.pipe(
    filter((level) => level > config.threshold),
    connect((speaking$) => speaking$.pipe(exhaustMap(() => concat(of(speechStart), quietAfter(speaking$))))),
  );
}
