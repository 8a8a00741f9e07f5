import { BehaviorSubject, Subject, Subscription, filter, scan, take, type Observable } from 'rxjs';
import type { StartStage } from '../telemetry';
import type { CallObject } from './call-object';
import type { WebCall } from '../provider-api';

/**
 * What one start-to-cleanup cycle is in each phase. The only module that changes it:
 * everything else reads `state()` and reports facts through `dispatch`.
 */
export interface SessionState {
  readonly phase: 'starting' | 'started' | 'ended';
  /** The last start stage that began; a failure outside any stage is charged to it. */
  readonly stage: StartStage;
  /** Scheduler time the start began, for error durations. */
  readonly startedAt?: number;
  readonly webCall?: WebCall;
  /** Held from creation until cleanup hands it over to be destroyed. */
  readonly call?: CallObject;
  /** Video recording was requested (the artifact plan enables it). */
  readonly recording: boolean;
  /** Scheduler time when recording was started, for the say-first-message delay. */
  readonly recordingRequestedAt?: number;
  /** The voice provider sends video (an avatar). */
  readonly avatarVideo: boolean;
  /** A status-update `ended` was already seen or emitted. */
  readonly endedStatusSeen: boolean;
  /** Participants whose video track was surfaced. */
  readonly videoParticipants: ReadonlySet<string>;
}

/** What happened to a session, as the start sequence, the in-call reactions and leaving report it. */
export type SessionFact =
  | { readonly type: 'stage-started'; readonly stage: StartStage; readonly at: number }
  | { readonly type: 'web-call-created'; readonly webCall: WebCall; readonly avatarVideo: boolean }
  | { readonly type: 'call-object-created'; readonly call: CallObject }
  | { readonly type: 'recording-requested'; readonly at: number }
  | { readonly type: 'started' }
  | { readonly type: 'ended-status-seen' }
  | { readonly type: 'video-shown' | 'video-removed'; readonly participantId: string }
  | { readonly type: 'ended' }
  | { readonly type: 'call-released' };

export const initialSessionState: SessionState = {
  phase: 'starting',
  stage: 'initialization',
  recording: false,
  avatarVideo: false,
  endedStatusSeen: false,
  videoParticipants: new Set(),
};

function withVideo(participants: ReadonlySet<string>, id: string, shown: boolean): ReadonlySet<string> {
  const next = new Set(participants);
  if (shown) next.add(id);
  else next.delete(id);
  return next;
}

/** The session reducer: state and fact in, next state out. An ended session only lets go of its call. */
export function reduceSession(state: SessionState, fact: SessionFact): SessionState {
  if (state.phase === 'ended' && fact.type !== 'call-released') return state;
  switch (fact.type) {
    case 'stage-started':
      return { ...state, stage: fact.stage, startedAt: state.startedAt ?? fact.at };
    case 'web-call-created':
      return {
        ...state,
        webCall: fact.webCall,
        recording: fact.webCall.artifactPlan?.videoRecordingEnabled ?? false,
        avatarVideo: fact.avatarVideo,
      };
    case 'call-object-created':
      return { ...state, call: fact.call };
    case 'recording-requested':
      return { ...state, recordingRequestedAt: fact.at };
    case 'started':
      return state.phase === 'starting' ? { ...state, phase: 'started' } : state;
    case 'ended-status-seen':
      return { ...state, endedStatusSeen: true };
    case 'video-shown':
    case 'video-removed':
      return { ...state, videoParticipants: withVideo(state.videoParticipants, fact.participantId, fact.type === 'video-shown') };
    case 'ended':
      return { ...state, phase: 'ended' };
    case 'call-released':
      return { ...state, call: undefined };
  }
}

/** One session: its state (a `scan` over its facts) and the resources cleanup lets go of. */
export interface CallSession {
  state(): SessionState;
  dispatch(fact: SessionFact): void;
  /** Emits once when the session ends (or at once, if it has). */
  readonly ended$: Observable<unknown>;
  /** Aborts the web-call request of a start that is given up. */
  readonly abort: AbortController;
  /** Everything the session subscribed to: the start sequence and the call-object reactions. */
  readonly subscriptions: Subscription;
}

export function createCallSession(): CallSession {
  const facts = new Subject<SessionFact>();
  const state = new BehaviorSubject(initialSessionState);
  facts.pipe(scan(reduceSession, initialSessionState)).subscribe(state);
  return {
    state: () => state.value,
    dispatch: (fact) => facts.next(fact),
    ended$: state.pipe(
      filter((s) => s.phase === 'ended'),
      take(1),
    ),
    abort: new AbortController(),
    subscriptions: new Subscription(),
  };
}

/** The client's one slot: at most one session at a time. */
export interface SessionSlot {
  current(): CallSession | undefined;
  /** Holds a new session (the caller has checked that none is under way). */
  open(): CallSession;
  /** Frees the slot if `session` holds it. */
  release(session: CallSession): void;
}

export function createSessionSlot(): SessionSlot {
  let current: CallSession | undefined;
  return {
    current: () => current,
    open: () => (current = createCallSession()),
    release: (session) => {
      if (current === session) current = undefined;
    },
  };
}

export type Logger = Pick<Console, 'log' | 'warn' | 'error'>;
