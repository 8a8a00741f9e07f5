import { Subscription } from 'rxjs';
import type { CallObject } from './call-object';
import type { WebCall } from './web-call';

/** The mutable state of one start-to-cleanup cycle. */
export interface Session {
  phase: 'starting' | 'started' | 'ended';
  call?: CallObject;
  webCall?: WebCall;
  /** Video recording was requested (the artifact plan enables it). */
  recording: boolean;
  /** Scheduler time when recording was started, for the say-first-message delay. */
  recordingRequestedAt?: number;
  /** The voice provider sends video (an avatar). */
  avatarVideo: boolean;
  /** A status-update `ended` was already seen or emitted. */
  endedStatusSeen: boolean;
  /** Participants whose video track was surfaced. */
  readonly videoParticipants: Set<string>;
  readonly abort: AbortController;
  /** Everything the session subscribed to: the start sequence and the call-object reactions. */
  readonly subscriptions: Subscription;
}

export function createSession(): Session {
  return {
    phase: 'starting',
    recording: false,
    avatarVideo: false,
    endedStatusSeen: false,
    videoParticipants: new Set(),
    abort: new AbortController(),
    subscriptions: new Subscription(),
  };
}

export type Logger = Pick<Console, 'log' | 'warn' | 'error'>;
