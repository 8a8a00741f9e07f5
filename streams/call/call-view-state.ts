import { filter, map, merge, of, takeUntil, timer, type Observable, type SchedulerLike } from 'rxjs';
import { runMachine, step, type Machine, type Step } from '../shared';
import type { CallEvent } from './call-events';
import type { NetworkQuality } from './call-object';
import { callConfig } from './call-config';
import { emptyCallRecord, reduceCallRecord, type CallRecord } from './call-record';
import type { AssistantState } from './turn-taking';

// What the client shows of its calls, held once for the visit: every view of call-views.ts is a
// field of this state, so a caption box that mounts mid-call gets the call as it stands.

export interface CallViewState {
  /** The assistant is speaking; a call that ends mid-sentence counts as quiet. */
  readonly speaking: boolean;
  /** What the call object said of the microphone when last asked (a mute applied, a call starting or ending, a level report). */
  readonly muted: boolean;
  /** False once the library lost its level observer, until the next call starts. */
  readonly localVolumeShown: boolean;
  /** Daily's judgement of the connection; a call starting or ending resets it to 'good'. */
  readonly networkQuality: NetworkQuality;
  readonly video: MediaStreamTrack | null;
  readonly record: CallRecord;
  /** The assistant's state once it has held `assistantStateHeldMs`; null at once when a call ends. */
  readonly heldAssistantState: AssistantState | null;
  /** Counts the assistant's state changes, so a hold knows whether its state is still the latest. */
  readonly assistantChanges: number;
}

export type CallViewInput =
  | { readonly type: 'opened' }
  /** `muted`: the call object's answer, for the events after which it is asked. */
  | { readonly type: 'event'; readonly event: CallEvent; readonly at: number; readonly muted?: boolean }
  | { readonly type: 'mute-applied'; readonly muted: boolean }
  | { readonly type: 'assistant-held'; readonly change: number };

export interface HoldAssistantState {
  readonly type: 'hold-assistant-state';
  readonly change: number;
}

export const initialCallView: CallViewState = {
  speaking: false,
  muted: false,
  localVolumeShown: true,
  networkQuality: 'good',
  video: null,
  record: emptyCallRecord,
  heldAssistantState: null,
  assistantChanges: 0,
};

type CallViewStep = Step<CallViewState, never, HoldAssistantState>;

/** The events after which the call object is asked whether the microphone is muted. */
export function asksMuted(event: CallEvent): boolean {
  return event.type === 'volume-level' || event.type === 'call-start' || event.type === 'call-end';
}

function speakingAfter(speaking: boolean, event: CallEvent): boolean {
  if (event.type === 'speech-start') return true;
  return event.type === 'speech-end' || event.type === 'call-end' ? false : speaking;
}

function networkAfter(quality: NetworkQuality, event: CallEvent): NetworkQuality {
  if (event.type === 'network-quality') return event.quality;
  return event.type === 'call-start' || event.type === 'call-end' ? 'good' : quality;
}

function videoAfter(video: MediaStreamTrack | null, event: CallEvent): MediaStreamTrack | null {
  if (event.type === 'video') return event.track;
  return event.type === 'call-end' ? null : video;
}

function shownAfter(shown: boolean, event: CallEvent): boolean {
  if (event.type === 'call-start') return true;
  return event.type === 'local-volume-unavailable' ? false : shown;
}

/** The same state when nothing it holds changed, so a level report ten times a second builds nothing. */
function patched(state: CallViewState, patch: Partial<CallViewState>): CallViewState {
  const keys = Object.keys(patch) as (keyof CallViewState)[];
  return keys.some((key) => patch[key] !== state[key]) ? { ...state, ...patch } : state;
}

function onEvent(state: CallViewState, event: CallEvent, at: number, muted: boolean | undefined): CallViewStep {
  const record = reduceCallRecord(state.record, event, at);
  const next = patched(state, {
    record,
    speaking: speakingAfter(state.speaking, event),
    muted: muted ?? state.muted,
    localVolumeShown: shownAfter(state.localVolumeShown, event),
    networkQuality: networkAfter(state.networkQuality, event),
    video: videoAfter(state.video, event),
  });
  const assistant = record.taking.state;
  if (assistant === state.record.taking.state) return step(next);
  const assistantChanges = state.assistantChanges + 1;
  // The end of a call is told at once (no hold outlives it); a state of a call once it has held.
  if (assistant === null) return step({ ...next, assistantChanges, heldAssistantState: null });
  return step({ ...next, assistantChanges }, [], [{ type: 'hold-assistant-state', change: assistantChanges }]);
}

export function reduceCallView(state: CallViewState, input: CallViewInput): CallViewStep {
  switch (input.type) {
    case 'opened':
      return step(state);
    case 'event':
      return onEvent(state, input.event, input.at, input.muted);
    case 'mute-applied':
      return step(patched(state, { muted: input.muted }));
    case 'assistant-held':
      return step(input.change === state.assistantChanges ? patched(state, { heldAssistantState: state.record.taking.state }) : state);
  }
}

export interface CallViewSources {
  readonly events$: Observable<CallEvent>;
  /** A mute or unmute the call object has applied. */
  readonly mutedAsked$: Observable<void>;
  /** Asks the call object: the microphone muted now, whatever was last asked (a recovery may turn it back on). */
  readonly isMuted: () => boolean;
  readonly scheduler: SchedulerLike;
}

/** The client's view state, run for the visit from the client's creation. */
export function runCallView({ events$, mutedAsked$, isMuted, scheduler }: CallViewSources): Machine<CallViewState, never> {
  return runMachine<CallViewState, CallViewInput, never, HoldAssistantState>({
    initial: initialCallView,
    reduce: reduceCallView,
    // Opened first, so a view subscribed before any call shows the state between calls.
    inputs: merge(
      of<CallViewInput>({ type: 'opened' }),
      events$.pipe(
        map((event): CallViewInput => ({ type: 'event', event, at: scheduler.now(), ...(asksMuted(event) ? { muted: isMuted() } : {}) })),
      ),
      mutedAsked$.pipe(map((): CallViewInput => ({ type: 'mute-applied', muted: isMuted() }))),
    ),
    lifetime: 'visit',
    // A hold ends when the assistant's state changes again, as a debounce would drop it.
    perform: ({ change }, state$) =>
      timer(callConfig.assistantStateHeldMs, scheduler).pipe(
        map((): CallViewInput => ({ type: 'assistant-held', change })),
        takeUntil(state$.pipe(filter((state) => state.assistantChanges !== change))),
      ),
  });
}
