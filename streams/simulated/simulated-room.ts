import type { DailyEventObjectLocalAudioLevel, DailyMeetingState } from '@daily-co/daily-js';
import type { CallObjectEventMap, ParticipantInfo } from '../call';
import { CallListeners } from './call-listeners';
import type { SimulatedScript } from './simulated-script';

/** Daily's message when the room of a joined call is deleted. */
const MEETING_ENDED = 'Meeting has ended';

/** daily-js's `local-audio-level` event, without the call client's id. */
export type LocalAudioLevelEvent = Pick<DailyEventObjectLocalAudioLevel, 'action' | 'audioLevel'>;

/** The events the client listens to, and the ones daily-js has beyond them that the simulation emits too. */
export interface SimulatedEventMap extends CallObjectEventMap {
  'local-audio-level': LocalAudioLevelEvent;
}

export type SimulatedEvent = keyof SimulatedEventMap;
export type SimulatedHandler<K extends SimulatedEvent> = (event: SimulatedEventMap[K]) => void;

/** The room side of the simulation: listeners, meeting state and what the remote side can do. */
export abstract class SimulatedRoom {
  protected state: DailyMeetingState = 'new';
  private readonly listeners = new CallListeners<SimulatedEventMap>();

  protected constructor(protected readonly script: SimulatedScript) {}

  abstract leave(): Promise<void>;

  get assistant(): ParticipantInfo {
    return { session_id: this.script.assistantId, local: false, user_name: this.script.assistantName };
  }

  on<K extends SimulatedEvent>(event: K, handler: SimulatedHandler<K>): this {
    this.listeners.on(event, handler);
    return this;
  }

  off<K extends SimulatedEvent>(event: K, handler: SimulatedHandler<K>): this {
    this.listeners.off(event, handler);
    return this;
  }

  listenerCount(event?: SimulatedEvent): number {
    return this.listeners.count(event);
  }

  meetingState(): DailyMeetingState {
    return this.state;
  }

  /** The remote side sends an app message (tests and the dev panel use this too). */
  simulateAppMessage(data: unknown): void {
    this.emit('app-message', { data, fromId: this.assistant.session_id });
  }

  /** Remote participants' levels, as Daily's audio level observer reports them. */
  simulateAudioLevels(participantsAudioLevel: Record<string, number>): void {
    this.emit('remote-participants-audio-level', { participantsAudioLevel });
  }

  /** A remote participant's track starts (the assistant by default). */
  simulateTrackStarted(track: MediaStreamTrack, participant: ParticipantInfo = this.assistant): void {
    this.emit('track-started', { participant, track });
  }

  simulateParticipantLeft(participant: ParticipantInfo = this.assistant): void {
    this.emit('participant-left', { participant });
  }

  simulateNonFatalError(type: string): void {
    this.emit('nonfatal-error', { type, errorMsg: `Simulated ${type}` });
  }

  simulateCameraError(): void {
    this.emit('camera-error', { errorMsg: { errorMsg: 'Simulated camera error' }, error: { type: 'permissions' } });
  }

  simulateFatalError(message = 'Simulated fatal error'): void {
    this.state = 'error';
    this.emit('error', { errorMsg: message, error: { type: 'connection-error', msg: message } });
  }

  /**
   * The provider deletes the room, as it does when a call ends on its side: Daily's fatal error
   * as its docs give it (`ejected`, "Meeting has ended"), then, as after any fatal error, it leaves.
   */
  simulateMeetingEnded(): void {
    if (this.state !== 'joined-meeting') return;
    this.emit('error', { action: 'error', callClientId: 'simulated', errorMsg: MEETING_ENDED, error: { type: 'ejected', msg: MEETING_ENDED, details: undefined } });
    void this.leave();
  }

  /** The assistant ends the call as the provider does: status-update ended, the assistant leaves, the room is deleted. */
  simulateAssistantHangUp(endedReason = 'assistant-ended-call'): void {
    if (this.state !== 'joined-meeting') return;
    this.simulateAppMessage(JSON.stringify({ type: 'status-update', status: 'ended', endedReason }));
    this.emit('participant-left', { participant: this.assistant });
    this.simulateMeetingEnded();
  }

  protected emit<K extends SimulatedEvent>(event: K, payload: SimulatedEventMap[K]): void {
    this.listeners.emit(event, payload);
  }
}
