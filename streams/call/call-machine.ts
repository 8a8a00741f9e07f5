import { step, type Step } from '../shared';
import { StageFailure, errorMessage, errorStack, isoAt, type CallStartProgressEvent, type StartContext } from '../telemetry';
import type { WebCall } from '../provider-api';
import type { CallError, CallErrorType, CallEvent, StartStage } from './call-events';
import type { FailureMarks } from './call-deps';
import type { CallObject, FatalErrorEvent } from './call-object';
import { callConfig, type CallConfig } from './call-config';
import { MICROPHONE_REFUSED, classifyEndedReason, isFailedEnd } from './ended-reasons';
import {
  addUserMessage,
  callEnded,
  isCallEndedMessage,
  typedTranscript,
  type AppMessage,
  type ClientMessage,
  type EndedReason,
} from './messages';
import { definitionFlags, hasDefinition, validationEvents, type DefinitionFlags, type StartParams } from './start-input';

// The voice-call client's one state owner: every intent of the page and every fact its effects
// report go through `reduceCall`, which alone builds the next state, the events and the effects.

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
  /** The visitor's microphone for calls from now on (null: the browser's default). */
  readonly microphone: string | null;
}

export const initialCallState: CallState = { opened: 0, microphone: null };

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

const event = (value: CallEvent): CallOutput => ({ kind: 'event', event: value });

/** The reducer of the client: one input in, the next state, outputs and effects out. */
export function reduceCall(state: CallState, input: CallInput, config: CallConfig = callConfig): CallStep {
  switch (input.type) {
    case 'start':
      return startAsked(state, input);
    case 'stop':
      return state.session ? leave(state, state.session) : step(state);
    case 'set-microphone':
      return microphoneChosen(state, input.deviceId);
    case 'set-speaker':
      return step(state, [], [{ type: 'set-speaker', deviceId: input.deviceId }]);
    case 'set-muted':
      return mutedAsked(state, input.muted);
    case 'mute-applied':
      return step(state, [{ kind: 'mute-applied' }]);
    case 'resume-audio':
      return resumeAsked(state, input.request);
    case 'resume-settled':
      return step(state, [{ kind: 'resume-settled', request: input.request, refused: 'refusal' in input, refusal: input.refusal }]);
    case 'reported':
      return state.session?.id === input.session ? reduceFact(state, state.session, input.fact, config) : step(state);
    default:
      return sendAsked(state, input);
  }
}

/** `setMuted()`: the microphone as asked; a typed call's, on for the first time once connected, also gets noise cancellation. */
function mutedAsked(state: CallState, muted: boolean): CallStep {
  const { session } = state;
  const effects: CallEffect[] = [{ type: 'set-local-audio', call: session?.call, on: !muted }];
  if (!session) return step(state, [], effects);
  const first = !muted && !session.microphoneUsed && session.phase === 'started' && session.call !== undefined;
  if (first && session.call) effects.push({ type: 'clean-microphone', session: session.id, call: session.call });
  return withSession(state, { ...session, microphoneOn: !muted, microphoneUsed: session.microphoneUsed || first }, [], effects);
}

/** `send` and `sendText`: only to a session's call object; typed words only once it has joined. */
function sendAsked(state: CallState, input: Extract<CallIntent, { type: 'send' | 'send-text' }>): CallStep {
  const call = state.session?.call;
  if (!state.session || !call) return step(state);
  if (input.type === 'send') return step(state, [], [{ type: 'send-message', call, data: JSON.stringify(input.message) }]);
  const words = input.text.trim();
  return words ? step(state, [], [{ type: 'check-joined', session: state.session.id, call, words }]) : step(state);
}

function startAsked(state: CallState, input: Extract<CallIntent, { type: 'start' }>): CallStep {
  const settled: CallOutput = { kind: 'start-settled', request: input.request, webCall: null };
  const { params, at } = input;
  if (!hasDefinition(params)) return step(state, [...validationEvents(definitionFlags(params), input.isMobile, at).map(event), settled]);
  if (state.session) {
    const refused: CallEvent = {
      type: 'call-start-progress',
      stage: 'initialization',
      status: 'failed',
      duration: 0,
      timestamp: isoAt(at),
      metadata: { reason: 'already-started' },
    };
    return step(state, [event(refused), settled]);
  }
  const id = state.opened + 1;
  const session: SessionState = {
    id,
    request: input.request,
    phase: 'starting',
    stage: 'initialization',
    startedAt: at,
    definition: definitionFlags(params),
    recording: false,
    avatarVideo: false,
    microphoneOn: true,
    microphoneUsed: true,
    endedStatusSeen: false,
    videoParticipants: new Set(),
  };
  return step({ ...state, opened: id, session }, [], [{ type: 'run-start', session: id, params, microphone: state.microphone }]);
}

function microphoneChosen(state: CallState, deviceId: string | null): CallStep {
  const call = state.session?.call;
  const next = { ...state, microphone: deviceId };
  return call && deviceId !== null ? step(next, [], [{ type: 'switch-microphone', call, deviceId }]) : step(next);
}

/** `resumeAudio()`: nothing waits to play without a session. */
function resumeAsked(state: CallState, request: number): CallStep {
  const { session } = state;
  if (!session) return step(state, [{ kind: 'resume-settled', request, refused: false }]);
  return step(state, [], [{ type: 'resume-playback', session: session.id, request, call: session.call }]);
}

/** The leave sequence: call-end, one status-update ended, then cleanup; a start under way answers null. */
function leave(state: CallState, session: SessionState, endedReason: EndedReason = 'customer-ended-call'): CallStep {
  const outputs: CallOutput[] = [event({ type: 'call-end' })];
  if (!session.endedStatusSeen) outputs.push(event({ type: 'message', message: callEnded(endedReason) }));
  if (session.phase === 'starting') outputs.push({ kind: 'start-settled', request: session.request, webCall: null });
  const stopRecording = session.recording && session.recordingRequestedAt !== undefined;
  return step({ ...state, session: undefined }, outputs, [{ type: 'leave', call: session.call, stopRecording }]);
}

function withSession(state: CallState, session: SessionState, outputs: readonly CallOutput[] = [], effects: readonly CallEffect[] = []) {
  return step<CallState, CallOutput, CallEffect>({ ...state, session }, outputs, effects);
}

function reduceFact(state: CallState, session: SessionState, fact: SessionFact, config: CallConfig): CallStep {
  switch (fact.type) {
    case 'progress':
      return progressed(state, session, fact.event);
    case 'web-call-created':
      return withSession(state, {
        ...session,
        webCall: fact.webCall,
        recording: fact.webCall.artifactPlan?.videoRecordingEnabled ?? false,
        avatarVideo: fact.avatarVideo,
      });
    case 'call-object-created':
      return withSession(
        state,
        { ...session, call: fact.call, microphoneOn: fact.microphoneOn, microphoneUsed: fact.microphoneOn },
        [],
        [{ type: 'react-in-call', session: session.id, call: fact.call }],
      );
    case 'recording-requested':
      return withSession(state, { ...session, recordingRequestedAt: fact.at });
    case 'started':
      return session.phase === 'starting' ? started(state, session, fact) : step(state);
    case 'stage-failed':
      return step(state, [event(stageErrorEvent(fact.failure, fact.failure.duration, isoAt(fact.at)))]);
    case 'start-failed':
      return startFailed(state, session, fact);
    default:
      return reduceInCallFact(state, session, fact, config);
  }
}

function progressed(state: CallState, session: SessionState, progress: CallStartProgressEvent): CallStep {
  const next = progress.status === 'started' ? { ...session, stage: progress.stage } : session;
  return withSession(state, next, [event(progress)]);
}

function started(state: CallState, session: SessionState, fact: Extract<SessionFact, { type: 'started' }>): CallStep {
  const success: CallEvent = { type: 'call-start-success', totalDuration: fact.at - session.startedAt, callId: fact.webCall.id };
  return withSession(
    state,
    { ...session, phase: 'started' },
    [event(success), { kind: 'start-settled', request: session.request, webCall: fact.webCall }],
    [{ type: 'keep-screen-awake', session: session.id }],
  );
}

/** A fatal start failure: the stage's error, call-start-failed, start-method-error; the slot is freed and the session cleaned up. */
function startFailed(state: CallState, session: SessionState, fact: Extract<SessionFact, { type: 'start-failed' }>): CallStep {
  const failure = fact.error instanceof StageFailure ? fact.error : new StageFailure(session.stage, fact.error, 0);
  const context: StartContext = { ...session.definition, isMobile: fact.isMobile };
  const outputs = startFailureEvents(failure, fact.at - session.startedAt, context, isoAt(fact.at), fact.marks).map(event);
  return step(
    { ...state, session: undefined },
    [...outputs, { kind: 'start-settled', request: session.request, webCall: null }],
    [{ type: 'leave', call: session.call, stopRecording: false }],
  );
}

/** The facts of the in-call reactions and of typing. */
type InCallFact = Exclude<SessionFact, { type: StartFact }>;
type StartFact =
  'progress' | 'web-call-created' | 'call-object-created' | 'recording-requested' | 'started' | 'stage-failed' | 'start-failed';

function reduceInCallFact(state: CallState, session: SessionState, fact: InCallFact, config: CallConfig): CallStep {
  switch (fact.type) {
    case 'event':
      // A microphone that could not be opened (a typed call's first "Talk instead", refused) is off, as muted$ then says.
      if (fact.event.type === 'camera-error' && session.microphoneOn) {
        return withSession(
          state,
          { ...session, microphoneOn: false },
          [event(fact.event)],
          [{ type: 'set-local-audio', call: session.call, on: false }],
        );
      }
      return step(state, [event(fact.event)]);
    case 'failed':
      return step(state, [event(sessionError(session, fact.errorType, fact.error, fact.at))]);
    case 'app-message':
      return appMessage(state, session, fact.message, fact.at, config);
    case 'video-shown':
      return withSession(state, { ...session, videoParticipants: withVideo(session.videoParticipants, fact.participantId, true) }, [
        event({ type: 'video', track: fact.track }),
      ]);
    case 'participant-left':
      if (!session.videoParticipants.has(fact.participantId)) return step(state);
      return withSession(state, { ...session, videoParticipants: withVideo(session.videoParticipants, fact.participantId, false) }, [
        event({ type: 'video', track: null }),
      ]);
    case 'fatal-error':
      return fatalError(state, session, fact.event, fact.at);
    case 'left-meeting':
      return leave(state, session);
    case 'typed':
      return step(
        state,
        [event({ type: 'message', message: typedTranscript(fact.words) })],
        session.call ? [{ type: 'send-message', call: session.call, data: JSON.stringify(addUserMessage(fact.words)) }] : [],
      );
  }
}

/**
 * An app message goes out as it is. A status-update `ended` is noted (the leave sequence does not
 * say it again); one that ends the call for a failure is followed by an `ended-by-failure` error.
 */
function appMessage(state: CallState, session: SessionState, message: AppMessage, at: number, config: CallConfig): CallStep {
  if (!isCallEndedMessage(message)) return step(state, [event({ type: 'message', message })]);
  const reason = (message as { readonly endedReason?: string }).endedReason;
  const outputs = [event({ type: 'message', message })];
  if (isFailedEnd(reason)) {
    const reasonClass = classifyEndedReason(reason ?? '');
    const unavailable = reasonClass === 'unavailable';
    const failed = sessionError(
      session,
      'ended-by-failure',
      message,
      at,
      reasonClass === 'microphone'
        ? config.endedByFailureMessages.microphone
        : config.endedByFailureMessages[unavailable ? 'unavailable' : 'failure'],
    );
    const marks: Partial<CallError> = {
      ...(reason === undefined ? {} : { endedReason: reason }),
      ...(unavailable
        ? { permanent: true }
        : reasonClass === 'microphone'
          ? { microphone: reason === MICROPHONE_REFUSED ? 'blocked' : 'silent' }
          : {}),
    };
    outputs.push(event(failed.type === 'error' ? { ...failed, error: { ...failed.error, ...marks } } : failed));
  }
  return withSession(state, { ...session, endedStatusSeen: true }, outputs);
}

/**
 * Daily's fatal `error`: a typed error event; once started, the call is over. The other side
 * ending it is `meeting-ended` and ends the call as a normal end; anything else is `daily-error`.
 */
function fatalError(state: CallState, session: SessionState, fatal: FatalErrorEvent, at: number): CallStep {
  const normalEnd = endedByOtherSide(fatal, session);
  const error = event(sessionError(session, normalEnd ? 'meeting-ended' : 'daily-error', fatal, at));
  if (session.phase !== 'started') return step(state, [error]);
  const ended = leave(state, session, normalEnd ? 'meeting-ended' : 'call-library-error');
  return step(ended.state, [error, ...ended.events], ended.effects);
}

/**
 * Whether Daily's fatal error is the other side ending the call: the provider deletes the room
 * when its assistant hangs up (Daily's `ejected`, "Meeting has ended"), or the assistant had
 * already said the call `ended`. Before the start is through, an ejection is a failed start.
 */
export function endedByOtherSide(fatal: FatalErrorEvent, state: Pick<SessionState, 'phase' | 'endedStatusSeen'>): boolean {
  return state.endedStatusSeen || (state.phase === 'started' && (fatal.error?.type === 'ejected' || isDeletedRoom(fatal)));
}

/** A reconnect to the room the provider has deleted: daily-js itself counts `no-room` "deleted" as expected. */
function isDeletedRoom(fatal: FatalErrorEvent): boolean {
  return fatal.error?.type === 'no-room' && typeof fatal.error.msg === 'string' && fatal.error.msg.includes('deleted');
}

function withVideo(participants: ReadonlySet<string>, id: string, shown: boolean): ReadonlySet<string> {
  const next = new Set(participants);
  if (shown) next.add(id);
  else next.delete(id);
  return next;
}

/** An error of this session: the stage it happened in (or in-call), and the time since the start began. */
function sessionError(session: SessionState, type: CallErrorType, error: unknown, at: number, message = errorMessage(error)): CallEvent {
  return {
    type: 'error',
    error: {
      type,
      stage: session.phase === 'started' ? 'in-call' : session.stage,
      error,
      message,
      duration: at - session.startedAt,
      timestamp: isoAt(at),
    },
  };
}

/** The typed error event of a failed stage (`<stage>-error`). */
function stageErrorEvent(failure: StageFailure, duration: number, timestamp: string): CallEvent {
  const { stage, cause, message } = failure;
  const error: CallError = { type: `${stage}-error`, stage, error: cause, message, duration, timestamp };
  return { type: 'error', error };
}

/** The events after a fatal stage failure: stage error, call-start-failed, start-method-error. */
function startFailureEvents(
  failure: StageFailure,
  totalDuration: number,
  context: StartContext,
  timestamp: string,
  forGood: FailureMarks,
): CallEvent[] {
  const { stage, cause, message } = failure;
  const stack = errorStack(cause);
  const stageError = stageErrorEvent(failure, failure.duration, timestamp);
  return [
    stageError.type === 'error' ? { ...stageError, error: { ...stageError.error, ...forGood } } : stageError,
    {
      type: 'call-start-failed',
      stage,
      totalDuration,
      error: message,
      ...(stack === undefined ? {} : { errorStack: stack }),
      context,
      ...forGood,
    },
    { type: 'error', error: { type: 'start-method-error', stage, error: cause, message, duration: totalDuration, timestamp, ...forGood } },
  ];
}
