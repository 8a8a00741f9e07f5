import type {
  DailyCamConstraintsError,
  DailyCamDeviceNotFoundError,
  DailyCamInUseError,
  DailyCamPermissionsError,
  DailyCamTypeError,
  DailyCamUnknownError,
  DailyEventObjectCameraError,
} from '@daily-co/daily-js';
import { analyseStream } from '../shared';

/** The visitor's open microphone, as the simulated room hears it. */
export interface MicrophoneInput {
  /** The current input level, 0..1 (root mean square of the latest frame). */
  level(): number;
  /** Stops the tracks and releases the audio nodes. */
  close(): void;
}

/** Opens the visitor's microphone the way a join does; rejects with getUserMedia's own error. */
export interface SimulatedMicrophone {
  open(constraints: MediaStreamConstraints): Promise<MicrophoneInput>;
}

/** A microphone error as daily-js reports one (its camera-error object). */
export type MicrophoneError =
  | DailyCamPermissionsError
  | DailyCamDeviceNotFoundError
  | DailyCamConstraintsError
  | DailyCamInUseError
  | DailyCamTypeError
  | DailyCamUnknownError;

/** daily-js's `camera-error` event, without the call client's id. */
export interface SimulatedCameraError extends Pick<DailyEventObjectCameraError, 'action' | 'errorMsg'> {
  error: MicrophoneError;
}

/**
 * What a join asks getUserMedia for, from the call object's audio source: a device id is that
 * device exactly (the visitor's choice), `true` the default, `false` or a track no microphone.
 */
export function microphoneConstraints(source: string | boolean | MediaStreamTrack): MediaStreamConstraints | undefined {
  if (source === false || typeof source === 'object') return undefined;
  return { audio: typeof source === 'string' ? { deviceId: { exact: source } } : true };
}

/** Thrown by a microphone where the page has no `navigator.mediaDevices` (an insecure origin). */
export class NoMediaDevicesError extends Error {
  constructor() {
    super('navigator.mediaDevices is undefined: the page is not a secure context.');
    this.name = 'NoMediaDevicesError';
  }
}

function errorName(error: unknown): string {
  return error instanceof Error || error instanceof DOMException ? error.name : '';
}

function errorMessage(error: unknown): string {
  if (error instanceof Error || error instanceof DOMException) return error.message || error.name;
  return String(error);
}

function namesNoConstraint(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'constraint' in error && error.constraint === '';
}

/** Maps getUserMedia's exceptions (current and legacy Chrome names) to daily-js's error types. */
export function microphoneError(error: unknown): MicrophoneError {
  const msg = errorMessage(error);
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      // Chrome says "Permission denied by system" when the operating system blocks it.
      return {
        type: 'permissions',
        msg,
        blockedBy: /system/i.test(msg) || errorName(error) === 'SecurityError' ? 'browser' : 'user',
        blockedMedia: ['audio'],
      };
    case 'NotFoundError':
    case 'DevicesNotFoundError':
      return { type: 'not-found', msg, missingMedia: ['audio'] };
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return { type: 'mic-in-use', msg };
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      // WebKit (Safari's engine) reports a machine with no microphone at all as an OverconstrainedError
      // that names no constraint; an unmet constraint is always named.
      if (namesNoConstraint(error)) return { type: 'not-found', msg, missingMedia: ['audio'] };
      return { type: 'constraints', msg, reason: 'invalid', failedMedia: ['audio'] };
    case 'TypeError':
      return { type: 'constraints', msg, reason: 'none-specified', failedMedia: ['audio'] };
    case 'NoMediaDevicesError':
      return { type: 'undefined-mediadevices', msg };
    default:
      return { type: 'unknown', msg };
  }
}

/** The camera-error event daily-js emits when the microphone cannot be opened. */
export function cameraErrorEvent(error: unknown): SimulatedCameraError {
  const mapped = microphoneError(error);
  return { action: 'camera-error', errorMsg: { errorMsg: mapped.msg, audioOk: false }, error: mapped };
}

export interface WebAudioMicrophoneOptions {
  mediaDevices?: Pick<MediaDevices, 'getUserMedia'>;
  /** Makes the audio context (one per opened microphone, closed with it). */
  context?: () => AudioContext;
}

/** The real microphone: getUserMedia, then a Web Audio analyser on the stream for its level. */
export function createWebAudioMicrophone(options: WebAudioMicrophoneOptions = {}): SimulatedMicrophone {
  return {
    open: async (constraints) => {
      const mediaDevices = options.mediaDevices ?? (typeof navigator === 'undefined' ? undefined : navigator.mediaDevices);
      if (!mediaDevices) throw new NoMediaDevicesError();
      const stream = await mediaDevices.getUserMedia(constraints);
      return analyseStream(stream, options.context?.() ?? new AudioContext());
    },
  };
}
