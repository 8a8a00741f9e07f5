import type { DailyMeetingState } from '@daily-co/daily-js';

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
  error: { errorMsg: string; error?: unknown };
  'nonfatal-error': { type: string; errorMsg: string; details?: unknown };
  'camera-error': { errorMsg: unknown; error: unknown };
}

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
  join(options: { url: string; subscribeToTracksAutomatically: boolean }): Promise<unknown>;
  leave(): Promise<void>;
  destroy(): Promise<void>;
  meetingState(): DailyMeetingState;
  updateParticipant(sessionId: string, update: { setSubscribedTracks: { audio: boolean; video: boolean } }): unknown;
  startRemoteParticipantsAudioLevelObserver(intervalMs: number): Promise<void>;
  updateInputSettings(settings: { audio: { processor: { type: AudioProcessor } } }): Promise<unknown>;
  startRecording(options: RecordingOptions): void;
  stopRecording(): void;
  sendAppMessage(data: string): unknown;
  setLocalAudio(enabled: boolean): unknown;
  localAudio(): boolean;
}

/** Options handed to the factory (Chrome 140+ guarded, see safe-call-options.ts). */
export interface CallObjectOptions {
  audioSource: string | boolean | MediaStreamTrack;
  videoSource: boolean;
  startAudioOff?: boolean;
  dailyConfig: { avoidEval?: boolean; alwaysIncludeMicInPermissionPrompt?: true };
}

/** Makes call objects. `load` fetches the library (initialization stage and `preload()`). */
export interface CallObjectFactory {
  load(): Promise<void>;
  create(options: CallObjectOptions): CallObject | Promise<CallObject>;
}
