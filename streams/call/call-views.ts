import { distinctUntilChanged, filter, map, type Observable, type SchedulerLike } from 'rxjs';
import { fieldOf } from '../shared';
import type { SpeechEvent } from '../speech';
import { isQuotaScope, isTelemetryEvent, type QuotaScope, type TelemetryEvent } from '../telemetry';
import type { LiveCaptures } from './call-captures';
import { liveCaptures, type CallSummary, type CallTurn } from './call-record';
import { isFatalCallError, type CallError, type CallErrorStage, type CallErrorType, type CallEvent } from './call-events';
import type { NetworkQuality } from './call-object';
import { isStatusUpdateMessage, type AppMessage } from './messages';
import { runCallView } from './call-view-state';
import type { AssistantState } from './turn-taking';

// Every stream the client exposes is a view of its one event stream, or a field of the view state it holds.

function isSpeechEvent(event: CallEvent): event is SpeechEvent {
  return event.type === 'speech-start' || event.type === 'speech-end';
}

export interface CallViews {
  readonly events$: Observable<CallEvent>;
  /** What the events mean to the demo and the visit's counts, typed (toCallSignal, below). */
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

// What the page may read of a call beyond its views: the client's events, translated here into what
// they mean and typed, so the demo and the visit's counts never dig into an event by name. A field
// renamed in call-events.ts breaks this file's type check, not the demo at run time.

export type { QuotaScope };

/**
 * Why the visitor's microphone could not be used, from the call library's `camera-error` types:
 * blocked (permission denied), not found (no capture device, or no media devices at all), in use
 * by another app, or constraints no device meets.
 */
export type MicrophoneProblem = 'blocked' | 'not-found' | 'in-use' | 'constraints' | 'unknown';

/** Why a start or a call was turned away, as the client marked its failure. */
export type CallRefusal =
  /** The demo-call endpoint could not make the call just now: try again in a minute. */
  | { readonly kind: 'busy' }
  /** The demo-call endpoint refused the call for a limit; `retryAfter`: seconds until it lifts, when it said. */
  | { readonly kind: 'quota'; readonly scope: QuotaScope; readonly retryAfter?: number }
  /** The provider refused the demo as configured: trying again will not help. */
  | { readonly kind: 'permanent' };

export type CallSignal =
  /** The assistant listens: the call is connected. */
  | { readonly type: 'started' }
  | { readonly type: 'ended' }
  /** The provider's (or the client's) status-update said the call ended, and why; `unknown` when it did not say. */
  | { readonly type: 'ended-reason'; readonly reason: string }
  /** The demo-call endpoint's count of this visitor's calls left today, given with the call it made. */
  | { readonly type: 'remaining-today'; readonly left: number }
  /** The start failed before the call connected; a `failed` signal with the details comes with it. */
  | { readonly type: 'start-failed'; readonly refusal?: CallRefusal }
  /** The browser refused to play the assistant (autoplay policy): the call goes on, silent, until the visitor's press. */
  | { readonly type: 'audio-blocked' }
  /** The library could not open the visitor's microphone. */
  | { readonly type: 'microphone-failed'; readonly problem: MicrophoneProblem }
  /**
   * An error the call does not survive. The other side hanging up is no failure (its `ended` follows),
   * nor is an error the call goes on after: neither is signalled.
   */
  | {
      readonly type: 'failed';
      readonly kind: CallErrorType;
      readonly stage: CallErrorStage;
      /** The error's message, else its cause's; none when both are blank. It may carry what the visitor said. */
      readonly message?: string;
      readonly refusal?: CallRefusal;
      /** The provider heard nothing from the microphone: `blocked`, the browser refused it; `silent`, no sound came. */
      readonly microphone?: 'blocked' | 'silent';
      /** The provider's reason, when the assistant ended the call for a failure (`ended-by-failure`). */
      readonly endedReason?: string;
    };

const microphoneProblems: ReadonlyMap<unknown, MicrophoneProblem> = new Map<string, MicrophoneProblem>([
  ['permissions', 'blocked'],
  ['not-found', 'not-found'],
  ['undefined-mediadevices', 'not-found'],
  ['mic-in-use', 'in-use'],
  ['cam-mic-in-use', 'in-use'],
  ['cam-in-use', 'in-use'],
  ['constraints', 'constraints'],
]);

/** What an event means to the page; events it need not read give `undefined`. */
export function toCallSignal(event: CallEvent): CallSignal | undefined {
  switch (event.type) {
    case 'call-start':
      return { type: 'started' };
    case 'call-end':
      return { type: 'ended' };
    case 'message':
      return endedReasonSignal(event.message);
    case 'call-start-progress': {
      const left = event.metadata.remainingToday;
      return event.stage === 'demo-call' && event.status === 'completed' && typeof left === 'number'
        ? { type: 'remaining-today', left }
        : undefined;
    }
    case 'call-start-failed':
      return { type: 'start-failed', ...refusalOf(event) };
    case 'error':
      return errorSignal(event.error);
    case 'camera-error':
      // daily-js's payload: `{ errorMsg, error: { type } }`, typed by no one but the library.
      return { type: 'microphone-failed', problem: microphoneProblems.get(fieldOf(fieldOf(event.error, 'error'), 'type')) ?? 'unknown' };
    default:
      return undefined;
  }
}

function endedReasonSignal(message: AppMessage): CallSignal | undefined {
  if (!isStatusUpdateMessage(message) || message.status !== 'ended') return undefined;
  return { type: 'ended-reason', reason: typeof message.endedReason === 'string' ? message.endedReason : 'unknown' };
}

function errorSignal(error: CallError): CallSignal | undefined {
  if (error.type === 'audio-start-failed') return { type: 'audio-blocked' };
  if (error.type === 'meeting-ended' || !isFatalCallError(error)) return undefined;
  const message = [error.message, fieldOf(error.error, 'message')].find(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.trim() !== '',
  );
  return {
    type: 'failed',
    kind: error.type,
    stage: error.stage,
    ...(message === undefined ? {} : { message }),
    ...refusalOf(error),
    ...(error.microphone ? { microphone: error.microphone } : {}),
    ...(error.endedReason === undefined ? {} : { endedReason: error.endedReason }),
  };
}

/** The client's marks, most specific first: the endpoint busy, its limit, then the provider's refusal. */
function refusalOf(marks: Pick<CallError, 'busy' | 'quota' | 'retryAfter' | 'permanent'>): { readonly refusal?: CallRefusal } {
  if (marks.busy) return { refusal: { kind: 'busy' } };
  // A scope the page does not know (the client reads the endpoint's answer) is no limit it can show.
  if (marks.quota && isQuotaScope(marks.quota)) {
    const { quota: scope, retryAfter } = marks;
    return { refusal: { kind: 'quota', scope, ...(retryAfter === undefined ? {} : { retryAfter }) } };
  }
  return marks.permanent ? { refusal: { kind: 'permanent' } } : {};
}
