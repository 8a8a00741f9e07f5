import { Observable } from 'rxjs';
import type { SampleId } from './sample-ids';
import type { SampleAudio, SampleAudioEvent } from './sample-player';

/** What the player uses of an HTMLAudioElement. */
export interface AudioElementLike extends EventTarget {
  src: string;
  currentTime: number;
  play(): Promise<void>;
  pause(): void;
  load(): void;
  removeAttribute(name: string): void;
}

/** The element's events as the player's, while one play lasts. */
function listen(audio: AudioElementLike, report: (event: SampleAudioEvent) => void): () => void {
  const listeners: [string, () => void][] = [
    ['playing', () => report({ type: 'playing' })],
    ['pause', () => report({ type: 'paused' })],
    ['timeupdate', () => report({ type: 'time', ms: Math.round(audio.currentTime * 1000) })],
    ['ended', () => report({ type: 'ended' })],
    ['error', () => report({ type: 'failed' })],
  ];
  for (const [name, listener] of listeners) audio.addEventListener(name, listener);
  return () => {
    for (const [name, listener] of listeners) audio.removeEventListener(name, listener);
  };
}

/** A play cut short (the next play, a pause, a stop) is nothing; one the browser refused (no press) waits for the next press. */
function refusal(error: unknown): SampleAudioEvent | undefined {
  if (error instanceof DOMException && error.name === 'AbortError') return undefined;
  return error instanceof DOMException && error.name === 'NotAllowedError' ? { type: 'paused' } : { type: 'failed' };
}

/** Stopped, and its file dropped, which stops the download too. */
function unload(audio: AudioElementLike): void {
  audio.pause();
  audio.removeAttribute('src');
  audio.load();
}

/** The play under way: what it reports to, and how it ends. */
interface Playing {
  readonly report: (event: SampleAudioEvent) => void;
  readonly end: () => void;
}

/**
 * One audio element for the visit's samples (`urls` says where each is), made at the first play. A play starts
 * in the caller's task, so a phone that plays only from a press (iOS) plays it. Each play's events end at the
 * next play or a stop.
 */
export function createSampleAudio(urls: Readonly<Record<SampleId, string>>, makeElement: () => AudioElementLike): SampleAudio {
  let element: AudioElementLike | undefined;
  let current: Playing | undefined;
  const refused = (error: unknown) => {
    const event = refusal(error);
    if (event) current?.report(event);
  };
  return {
    play: (sample) =>
      new Observable<SampleAudioEvent>((subscriber) => {
        current?.end();
        const audio = (element ??= makeElement());
        const report = (event: SampleAudioEvent) => subscriber.next(event);
        const unlisten = listen(audio, report);
        const mine: Playing = {
          report,
          end: () => {
            unlisten();
            current = undefined;
            subscriber.complete();
          },
        };
        current = mine;
        audio.src = urls[sample];
        audio.play().catch((error: unknown) => current === mine && refused(error));
        return () => {
          if (current === mine) mine.end();
        };
      }),
    pause: () => element?.pause(),
    resume: () => {
      element?.play().catch(refused);
    },
    stop: () => {
      current?.end();
      if (element) unload(element);
    },
  };
}
