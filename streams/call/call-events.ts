import type { CallStartFailedEvent, CallStartProgressEvent, CallStartSuccessEvent, QuotaScope, StartStage } from '../telemetry';
import type { NetworkQuality, ParticipantInfo } from './call-object';
import type { AppMessage } from './messages';

export type { StartStage };

/** Typed error kinds (spec section 8). */
export type CallErrorType =
  | 'validation-error'
  | `${StartStage}-error`
  | 'start-method-error'
  | 'daily-error'
  | 'media-error'
  /** The browser refused to play the assistant's audio (autoplay policy); `resumeAudio()` on the visitor's gesture plays it. */
  | 'audio-start-failed'
  /**
   * The call library's fatal error when the other side ended the call (the provider deletes the
   * room: Daily's `ejected`; or any error after the assistant's status-update `ended`). Nothing
   * failed: the client ends the call as a normal end, and `call-end` follows at once.
   */
  | 'meeting-ended'
  /**
   * The assistant's status-update said the call `ended` for a failure (`endedReason`, see
   * ended-reasons.ts): the call is over, and the visitor is told it was not their doing.
   */
  | 'ended-by-failure';

/** Errors that do not end the call: the call goes on after them. */
export const nonFatalCallErrors: ReadonlySet<CallErrorType> = new Set<CallErrorType>([
  'video-recording-setup-error',
  'audio-observer-setup-error',
  'audio-processing-setup-error',
  'media-error',
  'audio-start-failed',
]);

/** Where an error happened: a start stage, the input check before it, or the running call. */
export type CallErrorStage = StartStage | 'input-validation' | 'in-call';

export interface CallError {
  type: CallErrorType;
  stage: CallErrorStage;
  error: unknown;
  message: string;
  /** ms: of the failing stage, of the whole start (start-method-error), or since the start began. */
  duration: number;
  timestamp?: string;
  /**
   * Trying again will not help: the provider refused the demo as configured (the web call's 400,
   * 401, 402, 403 or 404, or a call ended as `unavailable`, see ended-reasons.ts).
   */
  permanent?: true;
  /**
   * The call ended because the provider had nothing from the visitor's microphone: `blocked`, the
   * browser refused it; `silent`, it sent no sound. The visitor's to mend, as a refusal at the start is.
   */
  microphone?: 'blocked' | 'silent';
  /** `ended-by-failure`: the provider's reason for the end (its status-update's `endedReason`). */
  endedReason?: string;
  /**
   * The demo-call endpoint refused the call for a limit (no call was made): this visitor's or the
   * site's calls for today, or this connection's requests in the last minute.
   */
  quota?: QuotaScope;
  /** Seconds until that limit lifts, as the endpoint said. */
  retryAfter?: number;
  /** The demo-call endpoint could not make the call just now (the provider or the challenge's check did not answer): try again in a minute. */
  busy?: true;
}

export function isFatalCallError(error: CallError): boolean {
  return !nonFatalCallErrors.has(error.type);
}

export type CallEvent =
  | { type: 'call-start' }
  | { type: 'call-end' }
  | CallStartProgressEvent
  | CallStartSuccessEvent
  | CallStartFailedEvent
  | { type: 'message'; message: AppMessage }
  | { type: 'volume-level'; volume: number }
  | { type: 'speech-start' }
  | { type: 'speech-end' }
  | { type: 'error'; error: CallError }
  | { type: 'camera-error'; error: unknown }
  | { type: 'video'; track: MediaStreamTrack | null }
  /** The visitor's own microphone level, 0 to 1 on the same scale as `volume-level`. */
  | { type: 'local-volume-level'; volume: number }
  /** The library lost the visitor's level observer (daily-js issue 317): no level until the next call. */
  | { type: 'local-volume-unavailable' }
  | { type: 'network-quality'; quality: NetworkQuality }
  | { type: 'network-connection'; connection: string; event: string }
  | { type: 'participant-updated'; participant: ParticipantInfo };
