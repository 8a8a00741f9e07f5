import type { DailyCall, DailyCallFactory, DailyMeetingState } from '@daily-co/daily-js';
import { fromEventPattern, share, type Observable } from 'rxjs';

// The Daily adapter: the call object the client drives, the one bridge to daily-js's types,
// the one place its listeners are attached, and the options guard of the Chrome 140+ issue.

/** The part of a Daily participant the client reads. */
export interface ParticipantInfo {
  session_id: string;
  local: boolean;
  user_name: string;
}

/** Payloads of the Daily events the client listens to (subsets of daily-js's event objects). */
export interface CallObjectEventMap {
  'left-meeting': unknown;
  'participant-joined': { participant: ParticipantInfo };
  'participant-left': { participant: ParticipantInfo };
  'track-started': { participant: ParticipantInfo | null; track: MediaStreamTrack };
  'remote-participants-audio-level': { participantsAudioLevel: Record<string, number> };
  'app-message': { data: unknown; fromId: string };
  'recording-started': unknown;
  error: FatalErrorEvent;
  'nonfatal-error': { type: string; errorMsg: string; details?: unknown };
  'camera-error': { errorMsg: unknown; error: unknown };
  'local-audio-level': { audioLevel: number };
  'participant-updated': { participant: ParticipantInfo };
  'network-quality-change': { networkState: NetworkQuality };
  'network-connection': { type: string; event: string };
}

/**
 * Daily's fatal `error` (daily-js reference, "Error events": `error`); a `left-meeting` follows.
 * A deleted room, as when the provider ends a call, is `{ type: 'ejected', msg: 'Meeting has ended' }`.
 */
export interface FatalErrorEvent {
  action?: 'error';
  callClientId?: string;
  errorMsg: string;
  /** Present when the type is known; only `connection-error` carries `details`. */
  error?: { type: string; msg: string; details?: unknown };
}

/** Daily's own judgement of the connection (`networkState`). */
export type NetworkQuality = 'good' | 'warning' | 'bad' | 'unknown';

export type CallObjectEvent = keyof CallObjectEventMap;
export type CallObjectHandler<K extends CallObjectEvent> = (event: CallObjectEventMap[K]) => void;

export interface RecordingOptions {
  width: number;
  height: number;
  backgroundColor: string;
  layout: { preset: 'default' };
}

export type AudioProcessor = 'noise-cancellation' | 'none';

/** The subset of daily-js's DailyCall that the client uses; the simulated assistant implements it too. */
export interface CallObject {
  on<K extends CallObjectEvent>(event: K, handler: CallObjectHandler<K>): unknown;
  off<K extends CallObjectEvent>(event: K, handler: CallObjectHandler<K>): unknown;
  /** `token`: the meeting token the provider issued with the web call, where it issued one. */
  join(options: { url: string; subscribeToTracksAutomatically: boolean; token?: string }): Promise<unknown>;
  leave(): Promise<void>;
  destroy(): Promise<void>;
  meetingState(): DailyMeetingState;
  updateParticipant(sessionId: string, update: { setSubscribedTracks: { audio: boolean; video: boolean } }): unknown;
  startRemoteParticipantsAudioLevelObserver(intervalMs: number): Promise<void>;
  /** The visitor's own microphone level, as `local-audio-level` events. */
  startLocalAudioLevelObserver(intervalMs: number): Promise<void>;
  updateInputSettings(settings: { audio: { processor: { type: AudioProcessor } } }): Promise<unknown>;
  /**
   * Daily's device switch (`setInputDevicesAsync`, a wrapper of `updateInputSettings`): the
   * microphone with this `enumerateDevices()` id from now on. Before the join, daily-js keeps it
   * in the input settings the join opens the microphone with.
   */
  setInputDevicesAsync(devices: { audioDeviceId: string }): Promise<unknown>;
  startRecording(options: RecordingOptions): void;
  stopRecording(): void;
  sendAppMessage(data: string): unknown;
  setLocalAudio(enabled: boolean): unknown;
  localAudio(): boolean;
}

/** Options handed to the factory (Chrome 140+ guarded, see `safeCallObjectOptions`). */
export interface CallObjectOptions {
  audioSource: string | boolean | MediaStreamTrack;
  /**
   * Never the camera: the demo is a phone call, and the page's Permissions-Policy allows no camera
   * (`camera=()`, scripts/csp.ts). daily-js takes a boolean here as its `allowLocalVideo` switch, so
   * `false` is no local video (the provider's web SDK passes `false` to every call that does not record).
   * A call the artifact plan records still records: `startRecording` records the room's layout.
   */
  videoSource: false;
  startAudioOff?: boolean;
  dailyConfig: { avoidEval?: boolean; alwaysIncludeMicInPermissionPrompt?: true };
}

/** Makes call objects. `load` fetches the library (initialization stage and `preload()`). */
export interface CallObjectFactory {
  load(): Promise<void>;
  create(options: CallObjectOptions): CallObject | Promise<CallObject>;
}

type DailyHandler = Parameters<DailyCall['on']>[1];

let library: Promise<DailyCallFactory> | undefined;

/** The dynamic import: daily-js is its own chunk, never on the page's critical path. */
function loadDaily(): Promise<DailyCallFactory> {
  library ??= import('@daily-co/daily-js').then(
    (module) => module.default,
    (error: unknown) => {
      library = undefined;
      throw error;
    },
  );
  return library;
}

/** Narrows a real DailyCall to the client's CallObject (the one place daily-js types are bridged). */
export function adaptDailyCall(call: DailyCall): CallObject {
  call.iframe()?.style.setProperty('display', 'none');
  return {
    // Daily's payloads are supersets of CallObjectEventMap's; the handler identity is kept for off().
    on: (event, handler) => call.on(event, handler as unknown as DailyHandler),
    off: (event, handler) => call.off(event, handler as unknown as DailyHandler),
    join: (options) => call.join(options),
    leave: () => call.leave(),
    destroy: () => call.destroy(),
    meetingState: () => call.meetingState(),
    updateParticipant: (sessionId, update) => call.updateParticipant(sessionId, update),
    startRemoteParticipantsAudioLevelObserver: (intervalMs) => call.startRemoteParticipantsAudioLevelObserver(intervalMs),
    startLocalAudioLevelObserver: (intervalMs) => call.startLocalAudioLevelObserver(intervalMs),
    updateInputSettings: (settings) => call.updateInputSettings(settings),
    setInputDevicesAsync: (devices) => call.setInputDevicesAsync(devices),
    startRecording: (options) => call.startRecording(options),
    stopRecording: () => call.stopRecording(),
    sendAppMessage: (data) => call.sendAppMessage(data),
    setLocalAudio: (enabled) => call.setLocalAudio(enabled),
    localAudio: () => call.localAudio(),
  };
}

/**
 * The real library's create options: `avoidEval` makes daily-js load its call-machine bundle as a
 * <script> from its CDN instead of running fetched text with Function(), so the page's policy
 * needs no 'unsafe-eval' (scripts/csp.ts). It takes effect when the bundle loads, at join.
 */
export function dailyCreateOptions(options: CallObjectOptions): CallObjectOptions {
  return { ...options, dailyConfig: { ...options.dailyConfig, avoidEval: true } };
}

/** Daily allows one call object at a time: a previous one still being destroyed is awaited first. */
async function createDailyCall(options: CallObjectOptions): Promise<CallObject> {
  const daily = await loadDaily();
  const previous = daily.getCallInstance();
  if (previous && !previous.isDestroyed()) await previous.destroy();
  return adaptDailyCall(daily.createCallObject(dailyCreateOptions(options)));
}

/** The default factory: real @daily-co/daily-js, loaded on demand. */
export const dailyCallObjectFactory: CallObjectFactory = {
  load: () => loadDaily().then(() => undefined),
  create: createDailyCall,
};

/** One observable per Daily event; subscribing attaches the listener, unsubscribing removes it. */
export type CallObjectStreams = { readonly [K in CallObjectEvent]: Observable<CallObjectEventMap[K]> };

const eventNames: readonly CallObjectEvent[] = [
  'left-meeting',
  'participant-joined',
  'participant-left',
  'track-started',
  'remote-participants-audio-level',
  'app-message',
  'recording-started',
  'error',
  'nonfatal-error',
  'camera-error',
  'local-audio-level',
  'participant-updated',
  'network-quality-change',
  'network-connection',
];

function fromCallEvent<K extends CallObjectEvent>(call: CallObject, name: K): Observable<CallObjectEventMap[K]> {
  return fromEventPattern<CallObjectEventMap[K]>(
    (handler) => call.on(name, handler),
    (handler) => call.off(name, handler),
  ).pipe(share());
}

/** The one adapter over the call object's listeners: each event is attached once and multicast. */
export function observeCallObject(call: CallObject): CallObjectStreams {
  const entries = eventNames.map((name) => [name, fromCallEvent(call, name)] as const);
  return Object.fromEntries(entries) as unknown as CallObjectStreams;
}

/** What the page may ask of the call object; `false` values are guarded (Chrome 140+ issue). */
export interface CallObjectPreferences {
  audioSource?: string | boolean | MediaStreamTrack;
  startAudioOff?: boolean;
  dailyConfig?: { avoidEval?: boolean; alwaysIncludeMicInPermissionPrompt?: boolean };
}

/**
 * Chrome 140+ guard: `audioSource: false` becomes `true` and a false
 * `alwaysIncludeMicInPermissionPrompt` is removed, each with a console warning. The camera is
 * never asked for (`videoSource: false`), whatever the web call's artifact plan says.
 */
export function safeCallObjectOptions(preferences: CallObjectPreferences, warn: (message: string) => void): CallObjectOptions {
  const { alwaysIncludeMicInPermissionPrompt, ...dailyConfig } = preferences.dailyConfig ?? {};
  if (alwaysIncludeMicInPermissionPrompt === false) {
    warn('alwaysIncludeMicInPermissionPrompt:false can cause Chrome 140+ issues; removing it.');
  }
  let audioSource = preferences.audioSource ?? true;
  if (audioSource === false) {
    warn('audioSource:false can cause Chrome 140+ issues; using the default device (true).');
    audioSource = true;
  }
  const options: CallObjectOptions = {
    audioSource,
    videoSource: false,
    dailyConfig: alwaysIncludeMicInPermissionPrompt === true ? { ...dailyConfig, alwaysIncludeMicInPermissionPrompt } : dailyConfig,
  };
  if (preferences.startAudioOff !== undefined) options.startAudioOff = preferences.startAudioOff;
  return options;
}
