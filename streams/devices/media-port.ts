import type { Observable } from 'rxjs';
import type { MicrophoneProblem } from '../demo';

// What the sound check and the device picker need of the browser, as observables: subscribing
// does the thing (opens the microphone, plays the chime), unsubscribing undoes it. The browser's
// own port is browser-media.ts; the tests hand in their own.

/** One audio device, as `enumerateDevices()` names it. */
export interface AudioDevice {
  readonly deviceId: string;
  /** Empty until the visitor has let the page use a microphone. */
  readonly label: string;
}

/** The audio devices of the machine, each kind in the browser's order (its default first). */
export interface DeviceList {
  readonly inputs: readonly AudioDevice[];
  readonly outputs: readonly AudioDevice[];
}

export const NO_DEVICES: DeviceList = { inputs: [], outputs: [] };

/** An open microphone's level now: the root mean square of its latest frame, 0 to 1. */
export interface MicrophoneLevel {
  readonly level: () => number;
}

export interface MediaPort {
  /** One enumeration of the audio devices, then completes. */
  devices(): Observable<DeviceList>;
  /** The browser's `devicechange`: a device came or went. */
  readonly deviceChange$: Observable<unknown>;
  /**
   * Opens the microphone (null: the browser's default) on subscribe, emits it once open and
   * releases it on unsubscribe. Errors with getUserMedia's own error.
   */
  microphone(deviceId: string | null): Observable<MicrophoneLevel>;
  /** The page may send its sound to a chosen speaker (`HTMLMediaElement.setSinkId`). */
  readonly canChooseSpeaker: boolean;
  /** The browser has its own speaker prompt (`selectAudioOutput`, Firefox). */
  readonly canPromptSpeaker: boolean;
  /** The browser's speaker prompt: the device picked, or null when the visitor closed it. */
  promptSpeaker(): Observable<AudioDevice | null>;
  /** Plays the test chime on the speaker (null: the default); completes once played, errors if it cannot play. */
  chime(speakerId: string | null): Observable<never>;
}

function errorName(error: unknown): string {
  return typeof error === 'object' && error !== null && typeof (error as { name?: unknown }).name === 'string'
    ? (error as { name: string }).name
    : '';
}

/** What a refused getUserMedia means for the visitor, in the demo's own terms (its current and legacy names). */
export function microphoneProblemOf(error: unknown): MicrophoneProblem {
  switch (errorName(error)) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'blocked';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'NoMediaDevicesError':
      return 'not-found';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'in-use';
    case 'OverconstrainedError':
    case 'ConstraintNotSatisfiedError':
      // WebKit says OverconstrainedError, naming no constraint, on a machine with no microphone.
      return (error as { constraint?: unknown }).constraint === '' ? 'not-found' : 'constraints';
    default:
      return 'unknown';
  }
}
