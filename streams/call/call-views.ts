import { BehaviorSubject, connectable, distinctUntilChanged, filter, map, merge, startWith, type Observable } from 'rxjs';
import type { SpeechEvent } from '../speech';
import { isTelemetryEvent, type TelemetryEvent } from '../telemetry';
import type { CallEvent } from './call-events';
import { isTranscriptMessage, type AppMessage } from './messages';

// Every stream the client exposes is a view of its one event stream.

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

function isSpeechEvent(event: CallEvent): event is SpeechEvent {
  return event.type === 'speech-start' || event.type === 'speech-end';
}

export interface CallViews {
  readonly events$: Observable<CallEvent>;
  readonly volume$: Observable<number>;
  readonly speech$: Observable<SpeechEvent>;
  readonly messages$: Observable<AppMessage>;
  readonly telemetry$: Observable<TelemetryEvent>;
  /** The assistant's latest words, for live captions. */
  readonly caption$: Observable<Caption | null>;
  readonly speaking$: Observable<boolean>;
  /** The visitor's microphone is muted: what the call object says, not what was last asked. */
  readonly muted$: Observable<boolean>;
}

/**
 * The focused streams of the client. The microphone state is read again on a mute request,
 * a call starting or ending, and every level report (so a recovery that turns the microphone
 * back on shows within 100 ms).
 */
export function callViews(events$: Observable<CallEvent>, mutedAsked$: Observable<void>, isMuted: () => boolean): CallViews {
  const localAudioChecks$ = merge(mutedAsked$, events$.pipe(filter((e) => e.type === 'volume-level' || e.type === 'call-start' || e.type === 'call-end')));
  return {
    events$,
    volume$: events$.pipe(filter((e) => e.type === 'volume-level'), map((e) => e.volume)),
    speech$: events$.pipe(filter(isSpeechEvent)),
    messages$: events$.pipe(filter((e) => e.type === 'message'), map((e) => e.message)),
    telemetry$: events$.pipe(filter(isTelemetryEvent)),
    caption$: holdLatest(assistantCaption(events$), null),
    speaking$: holdLatest(assistantSpeaking(events$), false),
    muted$: holdLatest(localAudioChecks$.pipe(map(isMuted), distinctUntilChanged()), false),
  };
}
