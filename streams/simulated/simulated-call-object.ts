import { Subscription, timer, type Observable, type SchedulerLike } from 'rxjs';
import type { AudioProcessor, CallObject, ParticipantInfo, RecordingOptions, StartStage } from '../call';
import { SimulatedFailure } from './simulated-options';
import { SimulatedRoom, type RoomActions } from './simulated-room';
import type { SimulatedScript } from './simulated-script';
import { VisitorMicrophone, type VisitorMicrophoneDeps } from './visitor-microphone';

/** The room's other participant, as the call object sees it: the simulated assistant. */
export interface RemoteParticipant {
  readonly info: ParticipantInfo;
  /** Its audio, sent once the visitor's client subscribes to it (null: no real audio). */
  readonly track: MediaStreamTrack | null;
  /** Its audio level now, as the remote level observer reports it. */
  level(): number;
  /** What it does from the visitor's join until the visitor leaves. */
  arrive(): Observable<never>;
  /** What it does in answer to an app message from the visitor's client, until the visitor leaves. */
  hear(data: string): Observable<never>;
  /** The call object is destroyed: it lets go of its audio. */
  close(): void;
}

export interface SimulatedCallDeps extends Omit<VisitorMicrophoneDeps, 'scheduler'> {
  scheduler: SchedulerLike;
  /** How long a join takes, recording to start, and noise cancellation to fail (where it is to). */
  script: Pick<SimulatedScript, 'joinDelayMs' | 'recordingDelayMs' | 'audioProcessorErrorMs'>;
  /** The room's other participant (the simulated assistant), given what it may do in the room. */
  assistant: (room: RoomActions) => RemoteParticipant;
  /** Makes the given start stage fail. */
  failAt?: StartStage;
}

/**
 * Daily's call object, emulated: what the commands of the `CallObject` contract do, over the
 * room's events, the visitor's microphone and the other participant.
 */
export class SimulatedCallObject extends SimulatedRoom implements CallObject {
  recording = false;
  processor: AudioProcessor = 'none';
  destroyed = false;
  private trackSent = false;
  /** What runs while the visitor is in the room: stopped when they leave. */
  private activity = new Subscription();
  private readonly microphone: VisitorMicrophone;
  private readonly remote: RemoteParticipant;

  constructor(private readonly deps: SimulatedCallDeps) {
    super();
    this.microphone = new VisitorMicrophone(deps);
    this.remote = deps.assistant(this);
  }

  get assistant(): ParticipantInfo {
    return this.remote.info;
  }

  /** The assistant's audio, stopped when the call object is destroyed. */
  get assistantTrack(): MediaStreamTrack | null {
    return this.remote.track;
  }

  join(options: { url: string; subscribeToTracksAutomatically: boolean }): Promise<void> {
    this.log({ method: 'join', args: [options] });
    if (this.state === 'joining-meeting' || this.state === 'joined-meeting') {
      return Promise.reject(new Error('already joined meeting, call leave() before joining again'));
    }
    this.state = 'joining-meeting';
    this.microphone.open((event) => this.emit('camera-error', event));
    return new Promise((resolve, reject) => {
      this.activity.add(timer(this.deps.script.joinDelayMs, this.deps.scheduler).subscribe(() => this.joined(resolve, reject)));
    });
  }

  leave(): Promise<void> {
    this.log({ method: 'leave', args: [] });
    this.endMeeting();
    return Promise.resolve();
  }

  /** Like Daily's, leaves the meeting first (left-meeting fires) and stops the remote tracks. */
  destroy(): Promise<void> {
    this.log({ method: 'destroy', args: [] });
    this.endMeeting();
    this.microphone.stopObserver();
    this.destroyed = true;
    this.remote.track?.stop();
    this.remote.close();
    return Promise.resolve();
  }

  updateParticipant(sessionId: string, update: { setSubscribedTracks: { audio: boolean; video: boolean } }): this {
    this.log({ method: 'updateParticipant', args: [sessionId, update] });
    const track = this.remote.track;
    if (sessionId === this.assistant.session_id && update.setSubscribedTracks.audio && track && !this.trackSent) {
      this.trackSent = true;
      this.emit('track-started', { participant: this.assistant, track });
    }
    return this;
  }

  startRemoteParticipantsAudioLevelObserver(intervalMs: number): Promise<void> {
    this.log({ method: 'startRemoteParticipantsAudioLevelObserver', args: [intervalMs] });
    if (this.deps.failAt === 'audio-observer-setup') return Promise.reject(new SimulatedFailure('audio-observer-setup'));
    const report = () => this.simulateAudioLevels({ [this.assistant.session_id]: this.remote.level() });
    this.activity.add(timer(intervalMs, intervalMs, this.deps.scheduler).subscribe(report));
    return Promise.resolve();
  }

  /** daily-js's local audio level observer: the microphone's level every `intervalMs` (0 while muted or without a microphone). */
  startLocalAudioLevelObserver(intervalMs = 100): Promise<void> {
    this.log({ method: 'startLocalAudioLevelObserver', args: [intervalMs] });
    this.microphone.startObserver(intervalMs, (audioLevel) => this.emit('local-audio-level', { action: 'local-audio-level', audioLevel }));
    return Promise.resolve();
  }

  isLocalAudioLevelObserverRunning(): boolean {
    return this.microphone.isObserving();
  }

  stopLocalAudioLevelObserver(): void {
    this.microphone.stopObserver();
  }

  /** The level the local observer last reported, as daily-js returns it. */
  getLocalAudioLevel(): number {
    return this.microphone.lastObserved();
  }

  /** True while a microphone is open (its tracks live). */
  hasOpenMicrophone(): boolean {
    return this.microphone.isOpen();
  }

  updateInputSettings(settings: { audio: { processor: { type: AudioProcessor } } }): Promise<unknown> {
    this.log({ method: 'updateInputSettings', args: [settings] });
    const type = settings.audio.processor.type;
    if (this.deps.failAt === 'audio-processing-setup' && type === 'noise-cancellation') {
      return Promise.reject(new SimulatedFailure('audio-processing-setup'));
    }
    this.processor = type;
    const failMs = this.deps.script.audioProcessorErrorMs;
    if (failMs && type === 'noise-cancellation') {
      this.activity.add(timer(failMs, this.deps.scheduler).subscribe(() => this.simulateNonFatalError('audio-processor-error')));
    }
    return Promise.resolve({ inputSettings: settings });
  }

  /** daily-js's device switch: the microphone the join opens, or, joining or joined, the one it changes to now. */
  setInputDevicesAsync(devices: { audioDeviceId: string }): Promise<unknown> {
    this.log({ method: 'setInputDevicesAsync', args: [devices] });
    this.microphone.choose(devices.audioDeviceId);
    return Promise.resolve({ mic: { deviceId: devices.audioDeviceId } });
  }

  /** The microphone the input settings name (daily-js's `getInputSettings()`); undefined: the default. */
  get inputDeviceId(): string | undefined {
    return this.microphone.chosenDevice();
  }

  startRecording(options: RecordingOptions): void {
    this.log({ method: 'startRecording', args: [options] });
    if (this.deps.failAt === 'video-recording-setup') throw new SimulatedFailure('video-recording-setup');
    this.recording = true;
    this.activity.add(timer(this.deps.script.recordingDelayMs, this.deps.scheduler).subscribe(() => this.emit('recording-started', {})));
  }

  stopRecording(): void {
    this.log({ method: 'stopRecording', args: [] });
    this.recording = false;
  }

  /** As daily-js for a call object (no iframe of its own); the provider's web SDK asks for it. */
  iframe(): HTMLIFrameElement | null {
    this.log({ method: 'iframe', args: [] });
    return null;
  }

  /** Sent to the other participant, which may answer. */
  sendAppMessage(data: string): this {
    this.log({ method: 'sendAppMessage', args: [data] });
    this.activity.add(this.remote.hear(data).subscribe());
    return this;
  }

  setLocalAudio(enabled: boolean): this {
    this.log({ method: 'setLocalAudio', args: [enabled] });
    this.microphone.enabled = enabled;
    // As daily-js: a call joined with startAudioOff (held by typing) asks for the microphone only once it is turned on.
    if (enabled && this.state === 'joined-meeting') this.microphone.open((event) => this.emit('camera-error', event));
    return this;
  }

  localAudio(): boolean {
    return this.microphone.enabled;
  }

  visitorLevel(): number {
    return this.microphone.level();
  }

  protected endMeeting(): void {
    this.microphone.close();
    if (this.state !== 'joined-meeting' && this.state !== 'joining-meeting') return;
    this.microphone.stopObserver();
    this.activity.unsubscribe();
    this.activity = new Subscription();
    this.state = 'left-meeting';
    this.emit('left-meeting', { action: 'left-meeting' });
  }

  private joined(resolve: () => void, reject: (error: Error) => void): void {
    if (this.deps.failAt === 'daily-call-join') {
      this.state = 'error';
      this.microphone.close();
      reject(new SimulatedFailure('daily-call-join'));
      return;
    }
    this.state = 'joined-meeting';
    this.activity.add(this.remote.arrive().subscribe());
    resolve();
  }
}
