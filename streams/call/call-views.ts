import { distinctUntilChanged, filter, map, type Observable, type SchedulerLike } from 'rxjs';
import type { SpeechEvent } from '../speech';
import { isTelemetryEvent, type TelemetryEvent } from '../telemetry';
import type { LiveCaptures } from './call-captures';
import { liveCaptures, type CallSummary, type CallTurn } from './call-record';
import type { CallEvent } from './call-events';
import { toCallSignal, type CallSignal } from './call-signals';
import type { NetworkQuality } from './call-object';
import type { AppMessage } from './messages';
import { runCallView } from './call-view-state';
import type { AssistantState } from './turn-taking';

// Every stream the client exposes is a view of its one event stream, or a field of the view state it holds.

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

/** One field of a state, on each change. */
function viewOf<S, T>(state$: Observable<S>, pick: (state: S) => T): Observable<T> {
  return state$.pipe(map(pick), distinctUntilChanged());
}

/** The focused streams of the client. */
export function callViews(
  events$: Observable<CallEvent>,
  mutedAsked$: Observable<void>,
  isMuted: () => boolean,
  scheduler: SchedulerLike,
): CallViews {
  const { state$ } = runCallView({ events$, mutedAsked$, isMuted, scheduler });
  const record$ = viewOf(state$, (state) => state.record);
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
    speaking$: viewOf(state$, (state) => state.speaking),
    muted$: viewOf(state$, (state) => state.muted),
    localVolume$: events$.pipe(
      filter((e) => e.type === 'local-volume-level'),
      map((e) => e.volume),
    ),
    localVolumeShown$: viewOf(state$, (state) => state.localVolumeShown),
    networkQuality$: viewOf(state$, (state) => state.networkQuality),
    video$: viewOf(state$, (state) => state.video),
    turns$: viewOf(record$, (record) => record.turns),
    summary$: viewOf(record$, (record) => record.summary),
    captures$: liveCaptures(record$),
    assistantState$: viewOf(record$, (record) => record.taking.state),
    heldAssistantState$: viewOf(state$, (state) => state.heldAssistantState),
  };
}
