import { step } from '../shared';
import { StageFailure, isoAt, type CallStartProgressEvent, type StartContext } from '../telemetry';
import type { CallEvent } from './call-events';
import { callConfig, type CallConfig } from './call-config';
import { stageErrorEvent, startFailureEvents } from './call-errors';
import {
  event,
  leave,
  withSession,
  type CallEffect,
  type CallInput,
  type CallIntent,
  type CallOutput,
  type CallState,
  type CallStep,
  type SessionFact,
  type SessionState,
} from './call-state';
import { reduceInCallFact } from './in-call-facts';
import { definitionFlags, hasDefinition, validationEvents } from './start-input';

// The voice-call client's one state owner: every intent of the page and every fact its effects
// report go through `reduceCall`, which alone builds the next state, the events and the effects.
// Its state and vocabulary are call-state.ts's; a running call's facts, in-call-facts.ts's.

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
  return step({ ...state, opened: id, session }, [], [{ type: 'run-start', session: id, params, microphone: params.microphone ?? null }]);
}

/**
 * `setMicrophone()`: a running call switches to the chosen device at once. The choice is the devices'
 * to keep (streams/devices): each start is given it, so the client holds no copy.
 */
function microphoneChosen(state: CallState, deviceId: string | null): CallStep {
  const call = state.session?.call;
  return call && deviceId !== null ? step(state, [], [{ type: 'switch-microphone', call, deviceId }]) : step(state);
}

/** `resumeAudio()`: nothing waits to play without a session. */
function resumeAsked(state: CallState, request: number): CallStep {
  const { session } = state;
  if (!session) return step(state, [{ kind: 'resume-settled', request, refused: false }]);
  return step(state, [], [{ type: 'resume-playback', session: session.id, request, call: session.call }]);
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
