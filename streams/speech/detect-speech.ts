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
import { speechConfig, type SpeechConfig } from './speech-config';

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
