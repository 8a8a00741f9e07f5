import type { CallStartFailedEvent, CallStartProgressEvent, CallStartSuccessEvent, StartStage } from '../telemetry';
import type { AppMessage } from './messages';

export type { StartStage };

/** Typed error kinds (spec section 8). */
export type CallErrorType =
  | 'validation-error'
  | `${StartStage}-error`
  | 'start-method-error'
  | 'daily-error'
  | 'media-error';

/** Errors that do not end the call: the call goes on after them. */
export const nonFatalCallErrors: ReadonlySet<CallErrorType> = new Set<CallErrorType>([
  'video-recording-setup-error',
  'audio-observer-setup-error',
  'audio-processing-setup-error',
  'media-error',
]);

export interface CallError {
  type: CallErrorType;
  stage?: StartStage | 'input-validation';
  error: unknown;
  message: string;
  duration?: number;
  timestamp?: string;
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
  | { type: 'video'; track: MediaStreamTrack | null };

export type CallEventType = CallEvent['type'];
export type CallEventOf<T extends CallEventType> = Extract<CallEvent, { type: T }>;
