import { BehaviorSubject, connectable, distinctUntilChanged, filter, map, startWith, type Observable } from 'rxjs';
import { isTranscriptMessage } from './app-message';
import type { CallEvent } from './call-events';

/** What the assistant is saying now; `final` once the provider settles the words. */
export interface Caption {
  readonly text: string;
  readonly final: boolean;
}

/** The assistant's latest transcript, cleared when a call starts or ends. */
export function assistantCaption(events$: Observable<CallEvent>): Observable<Caption | null> {
  return events$.pipe(
    map((event): Caption | null | undefined => {
      if (event.type === 'call-start' || event.type === 'call-end') return null;
      if (event.type !== 'message' || !isTranscriptMessage(event.message) || event.message.role !== 'assistant') return undefined;
      return { text: event.message.transcript, final: event.message.transcriptType === 'final' };
    }),
    filter((caption) => caption !== undefined),
    distinctUntilChanged((a, b) => a?.text === b?.text && a?.final === b?.final),
  );
}

/** The assistant is speaking; a call that ends mid-sentence counts as quiet. */
export function assistantSpeaking(events$: Observable<CallEvent>): Observable<boolean> {
  return events$.pipe(
    filter((event) => event.type === 'speech-start' || event.type === 'speech-end' || event.type === 'call-end'),
    map((event) => event.type === 'speech-start'),
    startWith(false),
    distinctUntilChanged(),
  );
}

/**
 * A state stream connected from now on: late subscribers (a caption box that mounts
 * when the call connects) get the current value, not only what comes after.
 */
export function holdLatest<T>(source$: Observable<T>, initial: T): Observable<T> {
  const held = connectable(source$, { connector: () => new BehaviorSubject<T>(initial), resetOnDisconnect: false });
  held.connect();
  return held;
}
