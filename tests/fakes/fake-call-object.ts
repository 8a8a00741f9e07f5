import type { DailyMeetingState } from '@daily-co/daily-js';
import {
  EMPTY, Subscription, concat, concatMap, defer, finalize, firstValueFrom, from, ignoreElements, interval, map, tap, timer,
  type Observable, type SchedulerLike,
} from 'rxjs';
import type {
  AudioProcessor, CallObject, CallObjectEvent, CallObjectEventMap, CallObjectFactory, CallObjectHandler, CallObjectOptions,
  CreateWebCall, ParticipantInfo, RecordingOptions, StartStage, WebCall, WebCallCreate,
} from '../../streams/call';
import { FakeMediaStreamTrack } from './fake-media-track';

// A typed fake of the Daily call object: it scripts in virtual time what a real one does for
// the client (join, the assistant arriving, its track, "listening", levels, recording-started,
// left-meeting) and records every command it is given, with its arguments, for the tests.

/** Timings, the assistant participant and its words; the levels are sampled every 100 ms while it speaks. */
export interface FakeCallScript {
  readonly joinDelayMs: number;
  /** From join to the assistant's "listening" app message. */
  readonly listenDelayMs: number;
  /** From startRecording() to recording-started. */
  readonly recordingDelayMs: number;
  readonly assistant: ParticipantInfo;
  readonly greeting: { readonly text: string; readonly levels: readonly number[] };
  readonly reply: { readonly levels: readonly number[] };
}

export const fakeCallScript: FakeCallScript = {
  joinDelayMs: 600,
  listenDelayMs: 300,
  recordingDelayMs: 400,
  assistant: { session_id: 'assistant', local: false, user_name: 'Vapi Speaker' },
  greeting: { text: 'Hello, thanks for calling Vestry. How can I help your church today?', levels: Array<number>(20).fill(0.2) },
  reply: { levels: Array<number>(10).fill(0.1) },
};

const levelSampleMs = 100;

export class FakeFailure extends Error {
  constructor(stage: StartStage) {
    super(`Fake failure at ${stage}.`);
    this.name = 'FakeFailure';
  }
}

/** The call object's commands (its listeners are counted, not logged). */
type Commands = Omit<CallObject, 'on' | 'off' | 'meetingState' | 'localAudio'>;
export type CommandName = keyof Commands;
export type CommandRecord = { [M in CommandName]: { method: M; args: Parameters<Commands[M]> } }[CommandName];
type ArgsOf<M extends CommandName> = Extract<CommandRecord, { method: M }>['args'];

export interface FakeCallDeps {
  scheduler: SchedulerLike;
  failAt?: StartStage;
  script?: FakeCallScript;
}

export class FakeCallObject implements CallObject {
  /** Every command, in order, with its arguments. */
  readonly commands: CommandRecord[] = [];
  /** The assistant's audio track, sent once its audio is subscribed; stopped by destroy(). */
  readonly audioTrack = new FakeMediaStreamTrack('audio');
  recording = false;
  processor: AudioProcessor = 'none';
  destroyed = false;
  private state: DailyMeetingState = 'new';
  private localAudioOn = true;
  private level = 0;
  private trackSent = false;
  private activity = new Subscription();
  private readonly handlers = new Map<CallObjectEvent, Set<(event: never) => void>>();
  private readonly script: FakeCallScript;

  constructor(private readonly deps: FakeCallDeps) {
    this.script = deps.script ?? fakeCallScript;
  }

  /** The arguments of every call of one command, in order. */
  callsOf<M extends CommandName>(method: M): ArgsOf<M>[] {
    // A record whose method is M carries M's arguments; TypeScript does not narrow a union by a generic key.
    return this.commands.filter((record) => record.method === method).map((record) => record.args as ArgsOf<M>);
  }

  /** App messages the client sent, in order. */
  get sentMessages(): string[] {
    return this.callsOf('sendAppMessage').map(([data]) => data);
  }

  on<K extends CallObjectEvent>(event: K, handler: CallObjectHandler<K>): this {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
    return this;
  }

  off<K extends CallObjectEvent>(event: K, handler: CallObjectHandler<K>): this {
    this.handlers.get(event)?.delete(handler);
    return this;
  }

  /** Listeners attached now (all events, or one). */
  listenerCount(event?: CallObjectEvent): number {
    const sets = event ? [this.handlers.get(event)] : [...this.handlers.values()];
    return sets.reduce((total, set) => total + (set?.size ?? 0), 0);
  }

  meetingState(): DailyMeetingState {
    return this.state;
  }

  join(options: { url: string; subscribeToTracksAutomatically: boolean }): Promise<void> {
    this.commands.push({ method: 'join', args: [options] });
    if (this.state === 'joining-meeting' || this.state === 'joined-meeting') {
      return Promise.reject(new Error('already joined meeting, call leave() before joining again'));
    }
    this.state = 'joining-meeting';
    return new Promise((resolve, reject) => {
      this.activity.add(
        timer(this.script.joinDelayMs, this.deps.scheduler).subscribe(() => {
          if (this.deps.failAt === 'daily-call-join') {
            this.state = 'error';
            reject(new FakeFailure('daily-call-join'));
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
    this.commands.push({ method: 'leave', args: [] });
    this.endMeeting();
    return Promise.resolve();
  }

  /** Like Daily's, leaves the meeting first (left-meeting fires) and stops the remote tracks. */
  destroy(): Promise<void> {
    this.commands.push({ method: 'destroy', args: [] });
    this.endMeeting();
    this.destroyed = true;
    this.audioTrack.stop();
    return Promise.resolve();
  }

  updateParticipant(sessionId: string, update: { setSubscribedTracks: { audio: boolean; video: boolean } }): this {
    this.commands.push({ method: 'updateParticipant', args: [sessionId, update] });
    if (sessionId === this.script.assistant.session_id && update.setSubscribedTracks.audio && !this.trackSent) {
      this.trackSent = true;
      this.emit('track-started', { participant: this.script.assistant, track: this.audioTrack });
    }
    return this;
  }

  startRemoteParticipantsAudioLevelObserver(intervalMs: number): Promise<void> {
    this.commands.push({ method: 'startRemoteParticipantsAudioLevelObserver', args: [intervalMs] });
    if (this.deps.failAt === 'audio-observer-setup') return Promise.reject(new FakeFailure('audio-observer-setup'));
    const report = () => this.simulateAudioLevels({ [this.script.assistant.session_id]: this.level });
    this.activity.add(interval(intervalMs, this.deps.scheduler).subscribe(report));
    return Promise.resolve();
  }

  /** The visitor's level the local observer reports (tests set it). */
  localLevel = 0;

  startLocalAudioLevelObserver(intervalMs: number): Promise<void> {
    this.commands.push({ method: 'startLocalAudioLevelObserver', args: [intervalMs] });
    this.activity.add(interval(intervalMs, this.deps.scheduler).subscribe(() => this.emit('local-audio-level', { audioLevel: this.localLevel })));
    return Promise.resolve();
  }

  updateInputSettings(settings: { audio: { processor: { type: AudioProcessor } } }): Promise<unknown> {
    this.commands.push({ method: 'updateInputSettings', args: [settings] });
    const type = settings.audio.processor.type;
    if (this.deps.failAt === 'audio-processing-setup' && type === 'noise-cancellation') {
      return Promise.reject(new FakeFailure('audio-processing-setup'));
    }
    this.processor = type;
    return Promise.resolve({ inputSettings: settings });
  }

  /** The microphone the input settings name, as daily-js's `getInputSettings()` would report it (none: the default). */
  inputDeviceId?: string;

  setInputDevicesAsync(devices: { audioDeviceId: string }): Promise<unknown> {
    this.commands.push({ method: 'setInputDevicesAsync', args: [devices] });
    this.inputDeviceId = devices.audioDeviceId;
    return Promise.resolve({ mic: { deviceId: devices.audioDeviceId } });
  }

  startRecording(options: RecordingOptions): void {
    this.commands.push({ method: 'startRecording', args: [options] });
    if (this.deps.failAt === 'video-recording-setup') throw new FakeFailure('video-recording-setup');
    this.recording = true;
    this.activity.add(timer(this.script.recordingDelayMs, this.deps.scheduler).subscribe(() => this.emit('recording-started', {})));
  }

  stopRecording(): void {
    this.commands.push({ method: 'stopRecording', args: [] });
    this.recording = false;
  }

  sendAppMessage(data: string): this {
    this.commands.push({ method: 'sendAppMessage', args: [data] });
    this.answer(data);
    return this;
  }

  setLocalAudio(enabled: boolean): this {
    this.commands.push({ method: 'setLocalAudio', args: [enabled] });
    this.localAudioOn = enabled;
    return this;
  }

  localAudio(): boolean {
    return this.localAudioOn;
  }

  // What the remote side and the library can do, triggered by tests.

  simulateAppMessage(data: unknown): void {
    this.emit('app-message', { data, fromId: this.script.assistant.session_id });
  }

  simulateAudioLevels(participantsAudioLevel: Record<string, number>): void {
    this.emit('remote-participants-audio-level', { participantsAudioLevel });
  }

  simulateParticipantJoined(participant: ParticipantInfo = this.script.assistant): void {
    this.emit('participant-joined', { participant });
  }

  simulateTrackStarted(track: MediaStreamTrack, participant: ParticipantInfo = this.script.assistant): void {
    this.emit('track-started', { participant, track });
  }

  simulateParticipantLeft(participant: ParticipantInfo = this.script.assistant): void {
    this.emit('participant-left', { participant });
  }

  /** Any library event with its payload (network quality, connection, participant updates). */
  simulate<K extends CallObjectEvent>(event: K, payload: CallObjectEventMap[K]): void {
    this.emit(event, payload);
  }

  simulateNonFatalError(type: string): void {
    this.emit('nonfatal-error', { type, errorMsg: `Fake ${type}` });
  }

  simulateCameraError(): void {
    this.emit('camera-error', { errorMsg: { errorMsg: 'Fake camera error' }, error: { type: 'permissions' } });
  }

  /** A fatal error that is a real failure: Daily's `connection-error` (the library leaves only when the client does). */
  simulateFatalError(message = 'Fake fatal error'): void {
    this.state = 'error';
    this.emit('error', { action: 'error', callClientId: 'fake-client', errorMsg: message, error: { type: 'connection-error', msg: message, details: { on: 'rtc-connection' } } });
  }

  /**
   * The provider deletes the room: Daily's fatal error as its docs give it (`ejected`,
   * "Meeting has ended"), then, as Daily does after any fatal error, left-meeting.
   */
  simulateMeetingEnded(): void {
    if (this.state !== 'joined-meeting') return;
    this.emit('error', { action: 'error', callClientId: 'fake-client', errorMsg: 'Meeting has ended', error: { type: 'ejected', msg: 'Meeting has ended', details: undefined } });
    this.endMeeting();
  }

  /** The assistant ends the call as the provider does: status-update ended, it leaves, the room is deleted. */
  simulateAssistantHangUp(): void {
    if (this.state !== 'joined-meeting') return;
    this.simulateAppMessage(JSON.stringify({ type: 'status-update', status: 'ended', endedReason: 'assistant-ended-call' }));
    this.simulateParticipantLeft();
    this.simulateMeetingEnded();
  }

  private emit<K extends CallObjectEvent>(event: K, payload: CallObjectEventMap[K]): void {
    const set = this.handlers.get(event);
    for (const handler of [...(set ?? [])] as CallObjectHandler<K>[]) handler(payload);
  }

  /** The assistant joins, says "listening" after a pause, then its greeting. */
  private assistantArrives(): Subscription {
    const arrive$ = defer(() => (this.simulateParticipantJoined(), EMPTY));
    const listening$ = defer(() => (this.simulateAppMessage('listening'), EMPTY));
    const { greeting } = this.script;
    return concat(arrive$, timer(this.script.listenDelayMs, this.deps.scheduler), listening$, this.speak(greeting.text, greeting.levels)).subscribe();
  }

  /** One line: a partial transcript, its levels, then the final transcript. */
  private speak(text: string, levels: readonly number[]): Observable<never> {
    const transcript = (transcriptType: 'partial' | 'final', words: string) =>
      defer(() => (this.simulateAppMessage(JSON.stringify({ type: 'transcript', role: 'assistant', transcriptType, transcript: words })), EMPTY));
    const words = text.split(' ');
    const partial = words.slice(0, Math.ceil(words.length / 2)).join(' ');
    const levels$ = from(levels).pipe(
      concatMap((level) => timer(levelSampleMs, this.deps.scheduler).pipe(map(() => level))),
      tap((level) => (this.level = level)),
      finalize(() => (this.level = 0)),
    );
    return concat(transcript('partial', partial), levels$.pipe(ignoreElements()), transcript('final', text));
  }

  /** Answers the client like the assistant would: say is spoken (and may end the call), end-call ends it. */
  private answer(data: string): void {
    const message = parseSent(data);
    if (message?.type === 'end-call') this.simulateAssistantHangUp();
    if (message?.type !== 'say' || this.state !== 'joined-meeting') return;
    const hangUp$ = defer(() => (message.endCallAfterSpoken === true && this.simulateAssistantHangUp(), EMPTY));
    this.activity.add(concat(this.speak(typeof message.message === 'string' ? message.message : '', this.script.reply.levels), hangUp$).subscribe());
  }

  private endMeeting(): void {
    if (this.state !== 'joined-meeting' && this.state !== 'joining-meeting') return;
    this.stopActivity();
    this.state = 'left-meeting';
    this.emit('left-meeting', { action: 'left-meeting' });
  }

  private stopActivity(): void {
    this.activity.unsubscribe();
    this.activity = new Subscription();
    this.level = 0;
  }
}

interface SentMessage {
  type?: unknown;
  message?: unknown;
  endCallAfterSpoken?: unknown;
}

function parseSent(data: string): SentMessage | undefined {
  try {
    const parsed: unknown = JSON.parse(data);
    return typeof parsed === 'object' && parsed !== null ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export interface FakeDailyOptions {
  scheduler: SchedulerLike;
  /** Makes the given start stage fail (mobile-permissions is the harness's, not the call object's). */
  failAt?: StartStage;
  /** The web call's artifact plan enables video recording. */
  videoRecordingEnabled?: boolean;
  /** The assistant's voice provider in the web call. */
  voiceProvider?: string;
  script?: FakeCallScript;
  /** Where the web call gives its room URL (default `webCallUrl`); `none` answers without one. */
  roomUrlIn?: RoomUrlField;
}

/** The fields of a web call that may carry its room URL, as the provider answers. */
export type RoomUrlField = 'webCallUrl' | 'transport.callUrl' | 'both' | 'none';

/** The provider's answer with the room URL where `field` says (the typed WebCall requires webCallUrl; real answers may lack it). */
function fakeWebCall(n: number, field: RoomUrlField, rest: Omit<WebCall, 'id' | 'webCallUrl'>): WebCall {
  const url = `https://fake.daily.test/room-${n}`;
  const answer: Record<string, unknown> = { id: `fake-call-${n}`, ...rest };
  if (field === 'webCallUrl' || field === 'both') answer.webCallUrl = url;
  if (field === 'transport.callUrl' || field === 'both') answer.transport = { provider: 'vapi.websocket', callUrl: field === 'both' ? `${url}-transport` : url };
  return answer as WebCall;
}

/** A call-object factory over fake call objects, with a fake POST /call/web beside it. */
export interface FakeCallObjectFactory extends CallObjectFactory {
  create(options: CallObjectOptions): FakeCallObject;
  readonly createWebCall: CreateWebCall;
  /** Every call object made so far, newest last. */
  readonly created: readonly FakeCallObject[];
  /** The options of every create(), in order. */
  readonly createOptions: readonly CallObjectOptions[];
  /** Every web call created, with the body it was created from. */
  readonly webCalls: readonly { body: WebCallCreate; webCall: WebCall }[];
  /** How many times the library was loaded. */
  loads(): number;
}

export function createFakeCallObjectFactory(options: FakeDailyOptions): FakeCallObjectFactory {
  const { scheduler, failAt } = options;
  const created: FakeCallObject[] = [];
  const createOptions: CallObjectOptions[] = [];
  const webCalls: { body: WebCallCreate; webCall: WebCall }[] = [];
  let loads = 0;
  return {
    created,
    createOptions,
    webCalls,
    loads: () => loads,
    load: () => {
      loads += 1;
      return failAt === 'initialization' ? Promise.reject(new FakeFailure('initialization')) : Promise.resolve();
    },
    create: (callOptions) => {
      createOptions.push(callOptions);
      if (failAt === 'daily-call-object-creation') throw new FakeFailure('daily-call-object-creation');
      const call = new FakeCallObject({ scheduler, failAt, script: options.script });
      created.push(call);
      return call;
    },
    createWebCall: async (body) => {
      await firstValueFrom(timer(0, scheduler));
      if (failAt === 'web-call-creation') throw new FakeFailure('web-call-creation');
      const n = webCalls.length + 1;
      const webCall = fakeWebCall(n, options.roomUrlIn ?? 'webCallUrl', {
        artifactPlan: { videoRecordingEnabled: options.videoRecordingEnabled ?? false },
        assistant: { voice: { provider: options.voiceProvider ?? 'vapi' } },
      });
      webCalls.push({ body, webCall });
      return webCall;
    },
  };
}
