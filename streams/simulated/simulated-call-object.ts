import { Subject, Subscription, concat, defer, EMPTY, interval, map, timer, type SchedulerLike } from 'rxjs';
import type { AudioProcessor, CallObject, CallObjectOptions, StartStage } from '../call';
import { holdConversation } from './call-conversation';
import { cameraErrorEvent, type MicrophoneInput, type SimulatedMicrophone } from './microphone';
import { SimulatedRoom } from './simulated-room';
import { SimulatedFailure } from './simulated-options';
import type { SimulatedScript } from './simulated-script';
import type { SimulatedClip, SimulatedVoice } from './simulated-voice';
import { speakLine } from './speak-line';
import { typedTurnOf } from './typed-turn';

export interface SimulatedCallDeps {
  scheduler: SchedulerLike;
  script: SimulatedScript;
  voice: SimulatedVoice;
  failAt?: StartStage;
  /** The visitor's microphone, opened on join as daily-js opens it; without one the visitor is never heard. */
  microphone?: SimulatedMicrophone;
  /** The call object options' audio source: `false` asks for no microphone, a string is a device id. */
  audioSource?: CallObjectOptions['audioSource'];
  /** Joins muted and without asking for the microphone, as daily-js's `startAudioOff`: a call held by typing. */
  startAudioOff?: boolean;
}

function microphoneConstraints(source: CallObjectOptions['audioSource']): MediaStreamConstraints | undefined {
  if (source === false || typeof source === 'object') return undefined;
  return { audio: typeof source === 'string' ? { deviceId: { exact: source } } : true };
}

/** A call object with the surface the client uses; the "remote side" is the simulated assistant. */
export class SimulatedCallObject extends SimulatedRoom implements CallObject {
  readonly sentMessages: string[] = [];
  readonly subscribedTracks = new Map<string, { audio: boolean; video: boolean }>();
  recording = false;
  processor: AudioProcessor = 'none';
  destroyed = false;
  joinOptions?: { url: string; subscribeToTracksAutomatically: boolean };
  private localAudioOn = true;
  private level = 0;
  private trackSent = false;
  private activity = new Subscription();
  private microphone?: MicrophoneInput;
  /** Bumped on every open and close, so a microphone that opens after leave() is closed at once. */
  private microphoneRequest = 0;
  private localObserver = new Subscription();
  private localObserverRunning = false;
  private lastLocalLevel = 0;
  /** The visitor's typed turns, for the conversation. */
  private readonly typed = new Subject<string>();

  constructor(private readonly deps: SimulatedCallDeps) {
    super(deps.script);
    this.localAudioOn = deps.startAudioOff !== true;
  }

  join(options: { url: string; subscribeToTracksAutomatically: boolean }): Promise<void> {
    if (this.state === 'joining-meeting' || this.state === 'joined-meeting') {
      return Promise.reject(new Error('already joined meeting, call leave() before joining again'));
    }
    this.joinOptions = options;
    this.state = 'joining-meeting';
    this.openMicrophone();
    return new Promise((resolve, reject) => {
      this.activity.add(
        timer(this.deps.script.joinDelayMs, this.deps.scheduler).subscribe(() => {
          if (this.deps.failAt === 'daily-call-join') {
            this.state = 'error';
            this.closeMicrophone();
            reject(new SimulatedFailure('daily-call-join'));
            return;
          }
          this.state = 'joined-meeting';
          this.activity.add(this.assistantArrives());
          resolve();
        }),
      );
    });
  }

  leave(): Promise<void> {
    this.closeMicrophone();
    if (this.state !== 'joined-meeting' && this.state !== 'joining-meeting') return Promise.resolve();
    this.stopActivity();
    this.state = 'left-meeting';
    this.emit('left-meeting', { action: 'left-meeting' });
    return Promise.resolve();
  }

  async destroy(): Promise<void> {
    await this.leave();
    this.closeMicrophone();
    this.stopLocalAudioLevelObserver();
    this.destroyed = true;
    this.deps.voice.close();
  }

  updateParticipant(sessionId: string, update: { setSubscribedTracks: { audio: boolean; video: boolean } }): this {
    this.subscribedTracks.set(sessionId, update.setSubscribedTracks);
    const track = this.deps.voice.track;
    if (sessionId === this.assistant.session_id && update.setSubscribedTracks.audio && track && !this.trackSent) {
      this.trackSent = true;
      this.emit('track-started', { participant: this.assistant, track });
    }
    return this;
  }

  startRemoteParticipantsAudioLevelObserver(intervalMs: number): Promise<void> {
    if (this.deps.failAt === 'audio-observer-setup') return Promise.reject(new SimulatedFailure('audio-observer-setup'));
    this.activity.add(
      interval(intervalMs, this.deps.scheduler).subscribe(() =>
        this.emit('remote-participants-audio-level', { participantsAudioLevel: { [this.assistant.session_id]: this.level } }),
      ),
    );
    return Promise.resolve();
  }

  /** daily-js's local audio level observer: the microphone's level every `intervalMs` (0 while muted or without a microphone). */
  startLocalAudioLevelObserver(intervalMs = 100): Promise<void> {
    this.stopLocalAudioLevelObserver();
    this.localObserverRunning = true;
    this.localObserver = interval(intervalMs, this.deps.scheduler).subscribe(() => {
      this.lastLocalLevel = this.localLevel();
      this.emit('local-audio-level', { action: 'local-audio-level', audioLevel: this.lastLocalLevel });
    });
    return Promise.resolve();
  }

  isLocalAudioLevelObserverRunning(): boolean {
    return this.localObserverRunning;
  }

  stopLocalAudioLevelObserver(): void {
    this.localObserver.unsubscribe();
    this.localObserverRunning = false;
    this.lastLocalLevel = 0;
  }

  /** The level the local observer last reported, as daily-js returns it. */
  getLocalAudioLevel(): number {
    return this.lastLocalLevel;
  }

  /** True while a microphone is open (its tracks live). */
  hasOpenMicrophone(): boolean {
    return this.microphone !== undefined;
  }

  updateInputSettings(settings: { audio: { processor: { type: AudioProcessor } } }): Promise<unknown> {
    const type = settings.audio.processor.type;
    if (this.deps.failAt === 'audio-processing-setup' && type === 'noise-cancellation') {
      return Promise.reject(new SimulatedFailure('audio-processing-setup'));
    }
    this.processor = type;
    return Promise.resolve({ inputSettings: settings });
  }

  startRecording(): void {
    if (this.deps.failAt === 'video-recording-setup') throw new SimulatedFailure('video-recording-setup');
    this.recording = true;
    this.activity.add(timer(this.deps.script.recordingDelayMs, this.deps.scheduler).subscribe(() => this.emit('recording-started', {})));
  }

  stopRecording(): void {
    this.recording = false;
  }

  sendAppMessage(data: string): this {
    this.sentMessages.push(data);
    this.answer(data);
    return this;
  }

  setLocalAudio(enabled: boolean): this {
    this.localAudioOn = enabled;
    if (enabled && this.state === 'joined-meeting' && !this.microphone) this.openMicrophone();
    return this;
  }

  localAudio(): boolean {
    return this.localAudioOn;
  }

  private say(clip: SimulatedClip, text: string) {
    return speakLine(this.deps.voice, clip, text, { send: (d) => this.simulateAppMessage(d), level: (l) => (this.level = l) });
  }

  /** What the assistant hears of the visitor: nothing while muted or without a microphone. */
  private localLevel(): number {
    return this.localAudioOn && this.microphone ? this.microphone.level() : 0;
  }

  private openMicrophone(): void {
    const constraints = microphoneConstraints(this.deps.audioSource ?? true);
    const microphone = this.deps.microphone;
    // As daily-js: a call joined with startAudioOff (held by typing) asks for it only once turned on.
    if (!microphone || !constraints || !this.localAudioOn) return;
    const request = ++this.microphoneRequest;
    // As in daily-js, a microphone that cannot be opened is a camera-error; the join goes on without it.
    void microphone.open(constraints).then(
      (input) => (request === this.microphoneRequest ? (this.microphone = input) : input.close()),
      (error: unknown) => request === this.microphoneRequest && this.emit('camera-error', cameraErrorEvent(error)),
    );
  }

  private closeMicrophone(): void {
    this.microphoneRequest += 1;
    this.microphone?.close();
    this.microphone = undefined;
  }

  private assistantArrives(): Subscription {
    const { listenDelayMs, hearingSampleMs, conversation } = this.deps.script;
    const { scheduler } = this.deps;
    const startedAt = scheduler.now();
    const arrive$ = defer(() => (this.emit('participant-joined', { participant: this.assistant }), EMPTY));
    const listening$ = defer(() => (this.simulateAppMessage('listening'), EMPTY));
    const script = this.deps.startAudioOff ? { ...conversation, ...conversation.typing } : conversation;
    const conversation$ = holdConversation(script, {
      scheduler,
      startedAt,
      levels$: interval(hearingSampleMs, scheduler).pipe(map(() => this.localLevel())),
      speak: (line) => this.say(line.clip, line.text),
      send: (data) => this.simulateAppMessage(data),
      hangUp: (endedReason) => this.simulateAssistantHangUp(endedReason),
      typed$: this.typed,
    });
    return concat(arrive$, timer(listenDelayMs, scheduler), listening$, conversation$).subscribe();
  }

  private answer(data: string): void {
    const typed = typedTurnOf(data);
    if (typed !== undefined && this.state === 'joined-meeting') this.typed.next(typed);
    const message = parseClientMessage(data);
    if (message?.type === 'end-call') this.simulateAssistantHangUp();
    if (message?.type !== 'say' || this.state !== 'joined-meeting') return;
    const hangUp$ = defer(() => (message.endCallAfterSpoken === true && this.simulateAssistantHangUp(), EMPTY));
    this.activity.add(concat(this.say('reply', message.message), hangUp$).subscribe());
  }

  private stopActivity(): void {
    this.stopLocalAudioLevelObserver();
    this.activity.unsubscribe();
    this.activity = new Subscription();
    this.level = 0;
  }
}

/** What the simulated assistant reads from a client app message. */
export interface ReceivedClientMessage {
  type: string;
  message: string;
  endCallAfterSpoken: boolean;
}

export function parseClientMessage(data: string): ReceivedClientMessage | undefined {
  try {
    const parsed: unknown = JSON.parse(data);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const record = parsed as Record<string, unknown>;
    if (typeof record.type !== 'string') return undefined;
    const message = typeof record.message === 'string' ? record.message : '';
    return { type: record.type, message, endCallAfterSpoken: record.endCallAfterSpoken === true };
  } catch {
    return undefined;
  }
}
