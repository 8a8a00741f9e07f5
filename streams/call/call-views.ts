import {
  BehaviorSubject,
  connectable,
  debounce,
  distinctUntilChanged,
  filter,
  map,
  merge,
  of,
  startWith,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import type { SpeechEvent } from '../speech';
import { isTelemetryEvent, type TelemetryEvent } from '../telemetry';
import {
  callRecord,
  emptyCallRecord,
  liveCaptures,
  type CallRecord,
  type CallSummary,
  type CallTurn,
  type LiveCaptures,
} from './call-record';
import type { CallEvent } from './call-events';
import { toCallSignal, type CallSignal } from './call-signals';
import type { NetworkQuality } from './call-object';
import type { AppMessage } from './messages';
import { callConfig } from './call-config';
import type { AssistantState } from './turn-taking';

// Every stream the client exposes is a view of its one event stream.

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
  /** What the events mean to the demo and the visit's counts, typed (call-signals.ts). */
  readonly signals$: Observable<CallSignal>;
  readonly volume$: Observable<number>;
  readonly speech$: Observable<SpeechEvent>;
  readonly messages$: Observable<AppMessage>;
  readonly telemetry$: Observable<TelemetryEvent>;
  readonly speaking$: Observable<boolean>;
  /** The visitor's microphone is muted: what the call object says, not what was last asked. */
  readonly muted$: Observable<boolean>;
  /** The visitor's own microphone level, 0 to 1, ten times a second while the call runs. */
  readonly localVolume$: Observable<number>;
  /** Whether the visitor's level can be shown: false once the library lost its observer, until the next call starts. */
  readonly localVolumeShown$: Observable<boolean>;
  /** Daily's judgement of the connection during a call; 'good' outside one. */
  readonly networkQuality$: Observable<NetworkQuality>;
  /** The assistant's video (an avatar voice), or null. */
  readonly video$: Observable<MediaStreamTrack | null>;
  /** The running call's turns, both sides in order (cleared when the next call connects). */
  readonly turns$: Observable<readonly CallTurn[]>;
  /** What the last call captured, from its end until the next call connects. */
  readonly summary$: Observable<CallSummary | null>;
  /** What the running call has captured so far, on each change (the live notepad); null between calls. */
  readonly captures$: Observable<LiveCaptures | null>;
  /** What the assistant is doing (connecting, listening, thinking, speaking) on each change; null between calls. */
  readonly assistantState$: Observable<AssistantState | null>;
  /** The same, once a state has held `assistantStateHeldMs` (null at once): what a screen reader is told, without the flickers. */
  readonly heldAssistantState$: Observable<AssistantState | null>;
}

/**
 * Whether the call object has the microphone muted, read again on a mute request, a call starting
 * or ending, and every level report (so a recovery that turns the microphone back on shows within 100 ms).
 */
function microphoneMuted(events$: Observable<CallEvent>, mutedAsked$: Observable<void>, isMuted: () => boolean): Observable<boolean> {
  const localAudioChecks$ = merge(
    mutedAsked$,
    events$.pipe(filter((e) => e.type === 'volume-level' || e.type === 'call-start' || e.type === 'call-end')),
  );
  return localAudioChecks$.pipe(map(isMuted), distinctUntilChanged());
}

/** The visitor's level is shown until the library loses its observer; the next call shows it again. */
function localVolumeShown(events$: Observable<CallEvent>): Observable<boolean> {
  return events$.pipe(
    filter((e) => e.type === 'local-volume-unavailable' || e.type === 'call-start'),
    map((e) => e.type === 'call-start'),
    distinctUntilChanged(),
  );
}

/** Daily's judgement of the connection; a call starting or ending resets it to 'good'. */
function networkQuality(events$: Observable<CallEvent>): Observable<NetworkQuality> {
  return events$.pipe(
    map((e): NetworkQuality | undefined =>
      e.type === 'network-quality' ? e.quality : e.type === 'call-start' || e.type === 'call-end' ? 'good' : undefined,
    ),
    filter((quality) => quality !== undefined),
    distinctUntilChanged(),
  );
}

/** The assistant's video track as it comes and goes; none once the call ends. */
function assistantVideo(events$: Observable<CallEvent>): Observable<MediaStreamTrack | null> {
  return events$.pipe(
    map((e) => (e.type === 'video' ? e.track : e.type === 'call-end' ? null : undefined)),
    filter((track) => track !== undefined),
    distinctUntilChanged(),
  );
}

type RecordViews = Pick<CallViews, 'turns$' | 'summary$' | 'captures$' | 'assistantState$' | 'heldAssistantState$'>;

/** The views of the call record: its turns, summary and captures, and whose turn it is. */
function recordViews(record$: Observable<CallRecord>, scheduler: SchedulerLike): RecordViews {
  const assistantState$ = record$.pipe(
    map((record) => record.taking.state),
    distinctUntilChanged(),
  );
  return {
    turns$: record$.pipe(
      map((record) => record.turns),
      distinctUntilChanged(),
    ),
    summary$: record$.pipe(
      map((record) => record.summary),
      distinctUntilChanged(),
    ),
    captures$: liveCaptures(record$),
    assistantState$,
    heldAssistantState$: holdLatest(
      // The end of a call is told at once (no timer outlives it); a state of a call once it has held.
      assistantState$.pipe(
        debounce((state) => (state === null ? of(0) : timer(callConfig.assistantStateHeldMs, scheduler))),
        distinctUntilChanged(),
      ),
      null,
    ),
  };
}

/** The focused streams of the client. */
export function callViews(
  events$: Observable<CallEvent>,
  mutedAsked$: Observable<void>,
  isMuted: () => boolean,
  scheduler: SchedulerLike,
): CallViews {
  return {
    events$,
    signals$: events$.pipe(
      map(toCallSignal),
      filter((signal) => signal !== undefined),
    ),
    volume$: events$.pipe(
      filter((e) => e.type === 'volume-level'),
      map((e) => e.volume),
    ),
    speech$: events$.pipe(filter(isSpeechEvent)),
    messages$: events$.pipe(
      filter((e) => e.type === 'message'),
      map((e) => e.message),
    ),
    telemetry$: events$.pipe(filter(isTelemetryEvent)),
    speaking$: holdLatest(assistantSpeaking(events$), false),
    muted$: holdLatest(microphoneMuted(events$, mutedAsked$, isMuted), false),
    localVolume$: events$.pipe(
      filter((e) => e.type === 'local-volume-level'),
      map((e) => e.volume),
    ),
    localVolumeShown$: holdLatest(localVolumeShown(events$), true),
    networkQuality$: holdLatest(networkQuality(events$), 'good'),
    video$: holdLatest(assistantVideo(events$), null),
    ...recordViews(holdLatest(callRecord(events$, scheduler), emptyCallRecord), scheduler),
  };
}
