import { step, type Step } from '../shared';
import type { CallStartProgressEvent, StageFailure } from '../telemetry';
import type { WebCall } from '../provider-api';
import type { CallErrorType, CallEvent, StartStage } from './call-events';
import type { FailureMarks } from './call-deps';
import type { CallObject, FatalErrorEvent } from './call-object';
import { callEnded, type AppMessage, type ClientMessage, type EndedReason } from './messages';
import type { DefinitionFlags, StartParams } from './start-input';

// The voice-call client's state and what goes in and out of its machine (call-machine.ts): the page's
// intents, the facts its effects report, its outputs and its effects; and the moves both of its
// reducers make (an event out, the session updated, the leave sequence).

/** One start-to-cleanup cycle, while it holds the client's one slot. */
export interface SessionState {
  /** Tags the facts its effects report, so a late fact from an ended session changes nothing. */
  readonly id: number;
  /** The `start()` this session answers. */
  readonly request: number;
  readonly phase: 'starting' | 'started';
  /** The last start stage that began; a failure outside any stage is charged to it. */
  readonly stage: StartStage;
  /** Scheduler time the start began, for durations. */
  readonly startedAt: number;
  /** What the start was asked for, for the failure report's context. */
  readonly definition: DefinitionFlags;
  readonly webCall?: WebCall;
  /** Held from creation until the session ends and its cleanup destroys it. */
  readonly call?: CallObject;
  /** Video recording was requested (the artifact plan enables it). */
  readonly recording: boolean;
  /** Scheduler time when recording was started, for the say-first-message delay. */
  readonly recordingRequestedAt?: number;
  /** The voice provider sends video (an avatar). */
  readonly avatarVideo: boolean;
  /** The visitor wants the microphone on: off in a typed call, and while muted. */
  readonly microphoneOn: boolean;
  /** The microphone has been on in this session: a typed call's only from its first "Talk instead", which cleans it then. */
  readonly microphoneUsed: boolean;
  /** A status-update `ended` was already seen. */
  readonly endedStatusSeen: boolean;
  /** Participants whose video track was surfaced. */
  readonly videoParticipants: ReadonlySet<string>;
}

export interface CallState {
  /** The session in the client's one slot; none between calls. */
  readonly session?: SessionState;
  /** Sessions opened so far (the next one's id). */
  readonly opened: number;
}

export const initialCallState: CallState = { opened: 0 };

/** What the page asks of the client. `at` and `isMobile` are read at the edge, where the clock and the browser are. */
export type CallIntent =
  | { readonly type: 'start'; readonly request: number; readonly params: StartParams; readonly at: number; readonly isMobile: boolean }
  | { readonly type: 'stop' }
  | { readonly type: 'send'; readonly message: ClientMessage }
  | { readonly type: 'send-text'; readonly text: string }
  | { readonly type: 'set-muted'; readonly muted: boolean }
  | { readonly type: 'resume-audio'; readonly request: number }
  | { readonly type: 'set-microphone'; readonly deviceId: string | null }
  | { readonly type: 'set-speaker'; readonly deviceId: string | null };

/** What an effect learned about its session, reported back as data. */
export type SessionFact =
  | { readonly type: 'progress'; readonly event: CallStartProgressEvent }
  | { readonly type: 'web-call-created'; readonly webCall: WebCall; readonly avatarVideo: boolean }
  | { readonly type: 'call-object-created'; readonly call: CallObject; readonly microphoneOn: boolean }
  | { readonly type: 'recording-requested'; readonly at: number }
  | { readonly type: 'started'; readonly webCall: WebCall; readonly at: number }
  /** A non-fatal stage failed: an error event, and the start goes on. */
  | { readonly type: 'stage-failed'; readonly failure: StageFailure; readonly at: number }
  | {
      readonly type: 'start-failed';
      readonly error: unknown;
      /** What the call's maker read of its stage's refusal (call-deps.ts's StartMaker). */
      readonly marks: FailureMarks;
      readonly at: number;
      readonly isMobile: boolean;
    }
  /** An event passed on as it is (levels, speech, connection, call-start, video, camera errors, progress). */
  | { readonly type: 'event'; readonly event: CallEvent }
  /** A reaction failed: a typed error event charged to the session's stage (or in-call). */
  | { readonly type: 'failed'; readonly errorType: CallErrorType; readonly error: unknown; readonly at: number }
  | { readonly type: 'app-message'; readonly message: AppMessage; readonly at: number }
  | { readonly type: 'video-shown'; readonly participantId: string; readonly track: MediaStreamTrack }
  | { readonly type: 'participant-left'; readonly participantId: string }
  /** Daily's fatal `error`. */
  | { readonly type: 'fatal-error'; readonly event: FatalErrorEvent; readonly at: number }
  | { readonly type: 'left-meeting' }
  /** Typed words the joined call will send. */
  | { readonly type: 'typed'; readonly words: string };

/** What effects report that belongs to no session. */
export type ClientFact =
  { readonly type: 'mute-applied' } | { readonly type: 'resume-settled'; readonly request: number; readonly refusal?: unknown };

export type CallInput = CallIntent | ClientFact | { readonly type: 'reported'; readonly session: number; readonly fact: SessionFact };

/** The client's outputs: its public events, and the answers to `start()`, `resumeAudio()` and `setMuted()`. */
export type CallOutput =
  | { readonly kind: 'event'; readonly event: CallEvent }
  | { readonly kind: 'start-settled'; readonly request: number; readonly webCall: WebCall | null }
  | { readonly kind: 'resume-settled'; readonly request: number; readonly refused: boolean; readonly refusal?: unknown }
  | { readonly kind: 'mute-applied' };

export type CallEffect =
  | { readonly type: 'run-start'; readonly session: number; readonly params: StartParams; readonly microphone: string | null }
  | { readonly type: 'react-in-call'; readonly session: number; readonly call: CallObject }
  /** Cleanup: stop the recording if it ran, remove the players, destroy the call object. */
  | { readonly type: 'leave'; readonly call?: CallObject; readonly stopRecording: boolean }
  | { readonly type: 'send-message'; readonly call: CallObject; readonly data: string }
  | { readonly type: 'check-joined'; readonly session: number; readonly call: CallObject; readonly words: string }
  | { readonly type: 'set-local-audio'; readonly call?: CallObject; readonly on: boolean }
  | { readonly type: 'resume-playback'; readonly session: number; readonly request: number; readonly call?: CallObject }
  | { readonly type: 'switch-microphone'; readonly call: CallObject; readonly deviceId: string }
  | { readonly type: 'set-speaker'; readonly deviceId: string | null }
  /** A typed call's first microphone: noise cancellation, then the visitor's level observer again (start-media.ts). */
  | { readonly type: 'clean-microphone'; readonly session: number; readonly call: CallObject }
  /** The screen kept awake for as long as the session is connected (wake-lock.ts). */
  | { readonly type: 'keep-screen-awake'; readonly session: number };

export type CallStep = Step<CallState, CallOutput, CallEffect>;

export const event = (value: CallEvent): CallOutput => ({ kind: 'event', event: value });

/** The leave sequence: call-end, one status-update ended, then cleanup; a start under way answers null. */
export function leave(state: CallState, session: SessionState, endedReason: EndedReason = 'customer-ended-call'): CallStep {
  const outputs: CallOutput[] = [event({ type: 'call-end' })];
  if (!session.endedStatusSeen) outputs.push(event({ type: 'message', message: callEnded(endedReason) }));
  if (session.phase === 'starting') outputs.push({ kind: 'start-settled', request: session.request, webCall: null });
  const stopRecording = session.recording && session.recordingRequestedAt !== undefined;
  return step({ ...state, session: undefined }, outputs, [{ type: 'leave', call: session.call, stopRecording }]);
}

export function withSession(
  state: CallState,
  session: SessionState,
  outputs: readonly CallOutput[] = [],
  effects: readonly CallEffect[] = [],
) {
  return step<CallState, CallOutput, CallEffect>({ ...state, session }, outputs, effects);
}
