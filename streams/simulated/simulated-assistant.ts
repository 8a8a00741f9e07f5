import {
  EMPTY,
  Subject,
  catchError,
  concat,
  defer,
  finalize,
  ignoreElements,
  map,
  tap,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import type { ParticipantInfo, TranscriptMessage } from '../call';
import { holdConversation, type AssistantConversation, type CallConversationHooks } from './call-conversation';
import type { RemoteParticipant } from './simulated-call-object';
import type { RoomActions } from './simulated-room';
import type { SimulatedScript } from './simulated-script';
import type { SimulatedClip, SimulatedVoice } from './simulated-voice';

export interface SimulatedAssistantDeps {
  scheduler: SchedulerLike;
  script: SimulatedScript;
  voice: SimulatedVoice;
  /** Default: the scripted church-office call of `script.conversation`. */
  conversation?: AssistantConversation;
  /** The visitor joined with the microphone off to type: the script's typing prompts and pace. */
  typedCall?: boolean;
  /** What the browser recognises of the visitor's speech during the call, where they allowed it. */
  recognisedWords?: () => Observable<string> | undefined;
}

/** What the simulated assistant reads from a client app message. */
interface ReceivedClientMessage {
  type: string;
  message: string;
  endCallAfterSpoken: boolean;
}

function parseClientMessage(data: string): ReceivedClientMessage | undefined {
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

/**
 * The visitor's typed words: the client's `add-message` with a user message (streams/call's
 * `addUserMessage`, as the provider documents it) that asks for an answer; undefined for anything
 * else.
 */
export function typedTurnOf(data: string): string | undefined {
  try {
    const parsed = JSON.parse(data) as {
      type?: unknown;
      message?: { role?: unknown; content?: unknown };
      triggerResponseEnabled?: unknown;
    } | null;
    if (parsed?.type !== 'add-message' || parsed.message?.role !== 'user' || typeof parsed.message.content !== 'string') return undefined;
    // `false` adds the message to the history silently: nothing to answer.
    if (parsed.triggerResponseEnabled === false) return undefined;
    return parsed.message.content.trim() || undefined;
  } catch {
    return undefined;
  }
}

export interface SpeakHooks {
  /** Sends an app message from the assistant. */
  send: (data: string) => void;
  /** The assistant's current audio level. */
  level: (level: number) => void;
}

function transcript(transcriptType: TranscriptMessage['transcriptType'], text: string): string {
  const message: TranscriptMessage = { type: 'transcript', role: 'assistant', transcriptType, transcript: text };
  return JSON.stringify(message);
}

/**
 * The assistant says one line: a partial transcript, the clip's real audio (levels from
 * the audio itself), then the final transcript. A voice that fails only loses the sound.
 */
export function speakLine(voice: SimulatedVoice, clip: SimulatedClip, text: string, hooks: SpeakHooks): Observable<never> {
  const words = text.split(' ');
  const partial = words.slice(0, Math.ceil(words.length / 2)).join(' ');
  const audio$ = voice.speak(clip).pipe(
    tap((level) => hooks.level(level)),
    catchError(() => EMPTY),
    finalize(() => hooks.level(0)),
    ignoreElements(),
  );
  return concat(
    defer(() => (hooks.send(transcript('partial', partial)), EMPTY)),
    audio$,
    defer(() => (hooks.send(transcript('final', text)), EMPTY)),
  );
}

/**
 * The simulated assistant, the room's other participant: it arrives when the visitor has
 * joined, says it is listening, holds the conversation through its voice, answers the
 * visitor's client, and hangs up as the provider does.
 */
export class SimulatedAssistant implements RemoteParticipant {
  readonly info: ParticipantInfo;
  readonly track: MediaStreamTrack | null;
  /** The level of the line it is saying (0 between lines), which the room's level observer reports. */
  private spokenLevel = 0;
  /** The visitor's typed turns, for the conversation. */
  private readonly typed = new Subject<string>();

  constructor(
    private readonly room: RoomActions,
    private readonly deps: SimulatedAssistantDeps,
  ) {
    this.info = { session_id: deps.script.assistantId, local: false, user_name: deps.script.assistantName };
    this.track = deps.voice.track;
  }

  level(): number {
    return this.spokenLevel;
  }

  arrive(): Observable<never> {
    const { scheduler, script } = this.deps;
    const arrive$ = defer(() => (this.room.simulateParticipantJoined(this.info), EMPTY));
    // Told to end the call before it listens: the provider's status-update `ended` with that reason, and it hangs up.
    const listening$ = defer(() => {
      if (script.endedReason) this.room.simulateAssistantHangUp(script.endedReason);
      else this.room.simulateAppMessage('listening');
      return EMPTY;
    });
    const paced = this.deps.typedCall ? { ...script.conversation, ...script.conversation.typing } : script.conversation;
    const scripted = script.promptAfterMs === undefined ? paced : { ...paced, promptAfterMs: script.promptAfterMs };
    const conversation = this.deps.conversation ?? ((hooks: CallConversationHooks) => holdConversation(scripted, hooks));
    const conversation$ = defer(() =>
      conversation({
        scheduler,
        levels$: timer(script.hearingSampleMs, script.hearingSampleMs, scheduler).pipe(map(() => this.room.visitorLevel())),
        speak: (line) => this.say(line.clip, line.text),
        played: () => this.deps.voice.played(),
        send: (data) => this.room.simulateAppMessage(data),
        hangUp: (endedReason) => this.room.simulateAssistantHangUp(endedReason),
        typed$: this.typed,
        // A call held by typing has no speech to recognise.
        recognisedWords$: this.deps.typedCall ? undefined : this.deps.recognisedWords?.(),
      }),
    );
    // The provider's events come as messages of their own: its arrival in a task after the visitor's join
    // (one task for both was the call's longest). The conversation starts with "listening", to hear typed words.
    return concat(timer(0, scheduler), arrive$, timer(script.listenDelayMs, scheduler), listening$, conversation$).pipe(ignoreElements());
  }

  /**
   * The answer to a client app message, the one place such messages are read: `say` is spoken (and may end the call
   * after it), `end-call` ends it, a user `add-message` is the visitor's typed turn; the rest go unanswered.
   */
  hear(data: string): Observable<never> {
    const inCall = () => this.room.meetingState() === 'joined-meeting';
    const typed = typedTurnOf(data);
    if (typed !== undefined) return defer(() => (inCall() && this.typed.next(typed), EMPTY));
    const message = parseClientMessage(data);
    if (message?.type === 'end-call') return defer(() => (this.room.simulateAssistantHangUp(), EMPTY));
    if (message?.type !== 'say' || !inCall()) return EMPTY;
    const hangUp$ = defer(() => (message.endCallAfterSpoken && this.room.simulateAssistantHangUp(), EMPTY));
    return concat(this.say('reply', message.message), hangUp$);
  }

  close(): void {
    this.deps.voice.close();
  }

  private say(clip: SimulatedClip, text: string): Observable<never> {
    return speakLine(this.deps.voice, clip, text, {
      send: (data) => this.room.simulateAppMessage(data),
      level: (level) => (this.spokenLevel = level),
    });
  }
}
