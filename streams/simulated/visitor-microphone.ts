import { Subscription, timer, type SchedulerLike } from 'rxjs';
import type { CallObjectOptions } from '../call';
import {
  cameraErrorEvent,
  microphoneConstraints,
  type MicrophoneInput,
  type SimulatedCameraError,
  type SimulatedMicrophone,
} from './microphone';

export interface VisitorMicrophoneDeps {
  scheduler: SchedulerLike;
  /** The visitor's microphone, opened on join as daily-js opens it; without one the visitor is never heard. */
  microphone?: SimulatedMicrophone;
  /** The call object options' audio source: `false` asks for no microphone, a string is a device id. */
  audioSource?: CallObjectOptions['audioSource'];
  /** Joins muted, as daily-js's `startAudioOff`. */
  startAudioOff?: boolean;
}

/**
 * The visitor's side of the room's audio: the microphone asked for on join, muting
 * (daily-js's local audio), and daily-js's local audio level observer.
 */
export class VisitorMicrophone {
  /** Local audio on (daily-js's `localAudio()`); off, the visitor is not heard. */
  enabled: boolean;
  private input?: MicrophoneInput;
  /** Bumped on every open and close, so a microphone that opens after leave() is closed at once. */
  private request = 0;
  /** Asked for since the last close: a second open() is not a second prompt. */
  private asked = false;
  private observer = new Subscription();
  private observing = false;
  private lastReported = 0;
  /** The device daily-js's device switch named (its input settings): it wins over the create option. */
  private chosen?: string;
  /** Where the open microphone's failure goes, kept for a reopen on another device. */
  private cameraError?: (event: SimulatedCameraError) => void;

  constructor(private readonly deps: VisitorMicrophoneDeps) {
    this.enabled = deps.startAudioOff !== true;
  }

  /**
   * Asks for the microphone while local audio is on (muted by startAudioOff, daily-js asks only
   * once it is turned on), once; as in daily-js, one that cannot be opened is a camera-error and
   * the join goes on without it.
   */
  open(cameraError: (event: SimulatedCameraError) => void): void {
    this.cameraError = cameraError;
    const constraints = microphoneConstraints(this.chosen ?? this.deps.audioSource ?? true);
    const microphone = this.deps.microphone;
    if (!microphone || !constraints || !this.enabled || this.asked) return;
    this.asked = true;
    const request = ++this.request;
    void microphone.open(constraints).then(
      (input) => (request === this.request ? (this.input = input) : input.close()),
      (error: unknown) => request === this.request && cameraError(cameraErrorEvent(error)),
    );
  }

  close(): void {
    this.asked = false;
    this.request += 1;
    this.cameraError = undefined;
    this.input?.close();
    this.input = undefined;
  }

  /** The device to use (daily-js's `setInputDevicesAsync`): the next open uses it; an open microphone moves to it now. */
  choose(deviceId: string): void {
    this.chosen = deviceId;
    const cameraError = this.cameraError;
    if (!cameraError) return;
    this.close();
    this.open(cameraError);
  }

  /** The device the input settings name, if one was chosen. */
  chosenDevice(): string | undefined {
    return this.chosen;
  }

  /** True while a microphone is open (its tracks live). */
  isOpen(): boolean {
    return this.input !== undefined;
  }

  /** What the room carries of the visitor: nothing while muted or without a microphone. */
  level(): number {
    return this.enabled && this.input ? this.input.level() : 0;
  }

  /** The local level observer: the level every `intervalMs`, to `report`. */
  startObserver(intervalMs: number, report: (level: number) => void): void {
    this.stopObserver();
    this.observing = true;
    this.observer = timer(intervalMs, intervalMs, this.deps.scheduler).subscribe(() => {
      this.lastReported = this.level();
      report(this.lastReported);
    });
  }

  stopObserver(): void {
    this.observer.unsubscribe();
    this.observing = false;
    this.lastReported = 0;
  }

  isObserving(): boolean {
    return this.observing;
  }

  /** The level the observer last reported (0 when it is not running). */
  lastObserved(): number {
    return this.lastReported;
  }
}
