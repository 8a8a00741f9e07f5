import { Subscription, concat, defer, EMPTY, interval, timer, type SchedulerLike } from 'rxjs';
import type { AudioProcessor, CallObject, StartStage } from '../call';
import { parseClientMessage } from './parse-client-message';
import { SimulatedRoom } from './simulated-room';
import { SimulatedFailure } from './simulated-options';
import type { SimulatedScript } from './simulated-script';
import type { SimulatedVoice } from './simulated-voice';
import { speakLine } from './speak-line';

export interface SimulatedCallDeps {
  scheduler: SchedulerLike;
  script: SimulatedScript;
  voice: SimulatedVoice;
  failAt?: StartStage;
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

  constructor(private readonly deps: SimulatedCallDeps) {
    super(deps.script);
  }

  join(options: { url: string; subscribeToTracksAutomatically: boolean }): Promise<void> {
    if (this.state === 'joining-meeting' || this.state === 'joined-meeting') {
      return Promise.reject(new Error('already joined meeting, call leave() before joining again'));
    }
    this.joinOptions = options;
    this.state = 'joining-meeting';
    return new Promise((resolve, reject) => {
      this.activity.add(
        timer(this.deps.script.joinDelayMs, this.deps.scheduler).subscribe(() => {
          if (this.deps.failAt === 'daily-call-join') {
            this.state = 'error';
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
    if (this.state !== 'joined-meeting' && this.state !== 'joining-meeting') return Promise.resolve();
    this.stopActivity();
    this.state = 'left-meeting';
    this.emit('left-meeting', { action: 'left-meeting' });
    return Promise.resolve();
  }

  async destroy(): Promise<void> {
    await this.leave();
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
    return this;
  }

  localAudio(): boolean {
    return this.localAudioOn;
  }

  private say(clip: 'greeting' | 'reply', text: string) {
    return speakLine(this.deps.voice, clip, text, { send: (d) => this.simulateAppMessage(d), level: (l) => (this.level = l) });
  }

  private assistantArrives(): Subscription {
    const { listenDelayMs, greeting } = this.deps.script;
    const arrive$ = defer(() => (this.emit('participant-joined', { participant: this.assistant }), EMPTY));
    const listening$ = defer(() => (this.simulateAppMessage('listening'), EMPTY));
    return concat(arrive$, timer(listenDelayMs, this.deps.scheduler), listening$, this.say('greeting', greeting)).subscribe();
  }

  private answer(data: string): void {
    const message = parseClientMessage(data);
    if (message?.type === 'end-call') this.simulateAssistantHangUp();
    if (message?.type !== 'say' || this.state !== 'joined-meeting') return;
    const hangUp$ = defer(() => (message.endCallAfterSpoken === true && this.simulateAssistantHangUp(), EMPTY));
    this.activity.add(concat(this.say('reply', message.message), hangUp$).subscribe());
  }

  private stopActivity(): void {
    this.activity.unsubscribe();
    this.activity = new Subscription();
    this.level = 0;
  }
}
