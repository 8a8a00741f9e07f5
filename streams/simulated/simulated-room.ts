import type { DailyEventObjectLocalAudioLevel, DailyMeetingState } from '@daily-co/daily-js';
import type { CallObject, CallObjectEventMap, ParticipantInfo } from '../call';

/** Daily's message when the room of a joined call is deleted. */
const MEETING_ENDED = 'Meeting has ended';

/** The call client's id in the library's error events (Daily gives each call object one). */
const CALL_CLIENT_ID = 'simulated';

/** daily-js's `local-audio-level` event, without the call client's id. */
export type LocalAudioLevelEvent = Pick<DailyEventObjectLocalAudioLevel, 'action' | 'audioLevel'>;

/** The events the client listens to, and the ones daily-js has beyond them that the simulation emits too. */
export interface SimulatedEventMap extends CallObjectEventMap {
  'local-audio-level': LocalAudioLevelEvent;
}

export type SimulatedEvent = keyof SimulatedEventMap;
export type SimulatedHandler<K extends SimulatedEvent> = (event: SimulatedEventMap[K]) => void;

/** daily-js call-object methods beyond the client's contract that the provider's web SDK calls. */
export interface DailyOnlyCommands {
  /** A call object has no iframe: daily-js returns null. */
  iframe(): HTMLIFrameElement | null;
}

/** The call object's commands (its listeners are counted, not logged). */
type Commands = Omit<CallObject, 'on' | 'off' | 'meetingState' | 'localAudio'> & DailyOnlyCommands;
export type CommandName = keyof Commands;
export type CommandRecord = { [M in CommandName]: { method: M; args: Parameters<Commands[M]> } }[CommandName];
type ArgsOf<M extends CommandName> = Extract<CommandRecord, { method: M }>['args'];

/** What the other participant can do in the room (a developer in the console, or a test, can do it by hand too). */
export interface RoomActions {
  meetingState(): DailyMeetingState;
  /** The visitor's level as the room carries it: 0 while muted or without a microphone. */
  visitorLevel(): number;
  simulateParticipantJoined(participant?: ParticipantInfo): void;
  simulateAppMessage(data: unknown): void;
  simulateAssistantHangUp(endedReason?: string): void;
}

/** A typed listener registry with a count, like Daily's `on`/`off`. */
export class CallListeners<M extends object = CallObjectEventMap> {
  private readonly handlers = new Map<keyof M, Set<(event: never) => void>>();

  on<K extends keyof M>(event: K, handler: (payload: M[K]) => void): void {
    const set = this.handlers.get(event) ?? new Set();
    set.add(handler);
    this.handlers.set(event, set);
  }

  off<K extends keyof M>(event: K, handler: (payload: M[K]) => void): void {
    this.handlers.get(event)?.delete(handler);
  }

  emit<K extends keyof M>(event: K, payload: M[K]): void {
    const set = this.handlers.get(event);
    if (!set) return;
    for (const handler of [...set] as ((payload: M[K]) => void)[]) handler(payload);
  }

  /** Listeners currently attached (all events, or one). */
  count(event?: keyof M): number {
    if (event) return this.handlers.get(event)?.size ?? 0;
    let total = 0;
    for (const set of this.handlers.values()) total += set.size;
    return total;
  }
}

/**
 * What can be watched and done from outside the room: its events and listeners, the meeting
 * state, the log of the client's commands, and what the other participant and the library
 * can do, which a developer or a test may also trigger by hand.
 */
export abstract class SimulatedRoom implements RoomActions {
  /** Every command the client gave, in order, with its arguments (for the dev console and the tests). */
  readonly commands: CommandRecord[] = [];
  protected state: DailyMeetingState = 'new';
  private readonly listeners = new CallListeners<SimulatedEventMap>();

  /** The room's other participant: the assistant. */
  abstract get assistant(): ParticipantInfo;

  abstract visitorLevel(): number;

  /** The meeting ends for the visitor (left-meeting), without a command from the client. */
  protected abstract endMeeting(): void;

  /** The arguments of every call of one command, in order. */
  callsOf<M extends CommandName>(method: M): ArgsOf<M>[] {
    // A record whose method is M carries M's arguments; TypeScript does not narrow a union by a generic key.
    return this.commands.filter((record) => record.method === method).map((record) => record.args as ArgsOf<M>);
  }

  /** App messages the client sent, in order. */
  get sentMessages(): string[] {
    return this.callsOf('sendAppMessage').map(([data]) => data);
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

  /** Any library event with its payload (network quality, connection, participant updates). */
  simulate<K extends SimulatedEvent>(event: K, payload: SimulatedEventMap[K]): void {
    this.emit(event, payload);
  }

  /** The remote side sends an app message. */
  simulateAppMessage(data: unknown): void {
    this.emit('app-message', { data, fromId: this.assistant.session_id });
  }

  /** Remote participants' levels, as Daily's audio level observer reports them. */
  simulateAudioLevels(participantsAudioLevel: Record<string, number>): void {
    this.emit('remote-participants-audio-level', { participantsAudioLevel });
  }

  /** A participant joins (the assistant by default). */
  simulateParticipantJoined(participant: ParticipantInfo = this.assistant): void {
    this.emit('participant-joined', { participant });
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

  /** A fatal error that is a real failure: Daily's `connection-error` (the library leaves only when the client does). */
  simulateFatalError(message = 'Simulated fatal error'): void {
    this.state = 'error';
    this.emit('error', {
      action: 'error',
      callClientId: CALL_CLIENT_ID,
      errorMsg: message,
      error: { type: 'connection-error', msg: message, details: { on: 'rtc-connection' } },
    });
  }

  /**
   * The provider deletes the room, as it does when a call ends on its side: Daily's fatal error
   * as its docs give it (`ejected`, "Meeting has ended"), then, as after any fatal error, it leaves.
   */
  simulateMeetingEnded(): void {
    if (this.state !== 'joined-meeting') return;
    this.emit('error', {
      action: 'error',
      callClientId: CALL_CLIENT_ID,
      errorMsg: MEETING_ENDED,
      error: { type: 'ejected', msg: MEETING_ENDED, details: undefined },
    });
    this.endMeeting();
  }

  /** The assistant ends the call as the provider does: status-update ended, the assistant leaves, the room is deleted. */
  simulateAssistantHangUp(endedReason = 'assistant-ended-call'): void {
    if (this.state !== 'joined-meeting') return;
    this.simulateAppMessage(JSON.stringify({ type: 'status-update', status: 'ended', endedReason }));
    this.simulateParticipantLeft();
    this.simulateMeetingEnded();
  }

  protected log(command: CommandRecord): void {
    this.commands.push(command);
  }

  protected emit<K extends SimulatedEvent>(event: K, payload: SimulatedEventMap[K]): void {
    this.listeners.emit(event, payload);
  }
}
