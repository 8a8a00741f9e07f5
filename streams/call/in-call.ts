import {
  EMPTY,
  catchError,
  concat,
  defer,
  filter,
  ignoreElements,
  map,
  merge,
  mergeMap,
  of,
  share,
  tap,
  throwError,
  type Observable,
  type ObservableInput,
  type OperatorFunction,
  type SchedulerLike,
} from 'rxjs';
import { detectSpeech, sumLevels, toVolume, type SpeechConfig } from '../speech';
import { errorMessage, isoTime } from '../telemetry';
import type { AudioOutput } from './audio-output';
import type { CallConfig } from './call-config';
import type { CallErrorType, CallEvent } from './call-events';
import type { CallObject, CallObjectStreams, FatalErrorEvent, ParticipantInfo } from './call-object';
import { isCallEndedMessage, type AppMessage, type EndedReason } from './messages';
import type { CallSession, Logger, SessionState } from './session';

// The in-call reactions: everything the client does in answer to the call object's events
// while a session holds it, as one stream of wrapper events.

/** What the in-call reactions read and act on. */
export interface InCallContext {
  readonly call: CallObject;
  readonly session: CallSession;
  readonly streams: CallObjectStreams;
  readonly scheduler: SchedulerLike;
  readonly config: CallConfig;
  readonly speech: SpeechConfig;
  readonly output: AudioOutput;
  readonly log: Logger;
  /** Runs the leave sequence and cleans the session up; the visitor left unless told otherwise. */
  readonly end: (reason?: EndedReason) => void;
}

export function inCallReactions(ctx: InCallContext): Observable<CallEvent> {
  return merge(
    subscribeTracks(ctx),
    playAssistant(ctx),
    removeLeavers(ctx),
    appMessages(ctx),
    sayFirstMessage(ctx),
    audioLevels(ctx),
    localLevels(ctx),
    audioProcessorRecovery(ctx),
    connection(ctx),
    callErrors(ctx),
    cameraErrors(ctx),
    leftMeeting(ctx),
  );
}

/** An error event of this session: the stage it happened in (or in-call), and the time since the start began. */
function sessionError(ctx: Pick<InCallContext, 'session' | 'scheduler'>, type: CallErrorType, error: unknown): CallEvent {
  const { phase, stage, startedAt } = ctx.session.state();
  const now = ctx.scheduler.now();
  return {
    type: 'error',
    error: {
      type,
      stage: phase === 'started' ? 'in-call' : stage,
      error,
      message: errorMessage(error),
      duration: now - (startedAt ?? now),
      timestamp: isoTime(ctx.scheduler),
    },
  };
}

/**
 * Runs a reaction per source value; a failing reaction becomes a typed error event
 * and the source (the Daily listener) lives on.
 */
function safely<T>(
  reaction: (value: T) => ObservableInput<CallEvent>,
  errorType: CallErrorType,
  ctx: InCallContext,
): OperatorFunction<T, CallEvent> {
  return mergeMap((value: T) => defer(() => reaction(value)).pipe(catchError((error: unknown) => of(sessionError(ctx, errorType, error)))));
}

function isAssistantSpeaker(participant: ParticipantInfo | null, speakerName: string): participant is ParticipantInfo {
  return participant !== null && !participant.local && participant.user_name === speakerName;
}

/** Audio always; video only when recording or when the voice is an avatar. */
function subscribeTracks(ctx: InCallContext): Observable<CallEvent> {
  return ctx.streams['participant-joined'].pipe(
    safely(
      ({ participant }) => {
        if (participant.local) return EMPTY;
        const { recording, avatarVideo } = ctx.session.state();
        ctx.call.updateParticipant(participant.session_id, { setSubscribedTracks: { audio: true, video: recording || avatarVideo } });
        return EMPTY;
      },
      'media-error',
      ctx,
    ),
  );
}

/**
 * Plays the assistant speaker's audio, surfaces its video, and tells the assistant it is
 * playable. A browser that refuses to play (autoplay policy) is `audio-start-failed`: the call
 * goes on, silent, until `resumePlayback` runs on the visitor's gesture.
 */
function playAssistant(ctx: InCallContext): Observable<CallEvent> {
  const { call, session, output } = ctx;
  return ctx.streams['track-started'].pipe(
    safely(
      ({ participant, track }) => {
        if (!isAssistantSpeaker(participant, ctx.config.assistantSpeakerName)) return EMPTY;
        const playable = (): void => void call.sendAppMessage('playable');
        if (track.kind === 'video') {
          session.dispatch({ type: 'video-shown', participantId: participant.session_id });
          return of<CallEvent>({ type: 'video', track }).pipe(tap({ complete: playable }));
        }
        if (track.kind !== 'audio') return EMPTY;
        return defer(() => output.attach(participant.session_id, track)).pipe(
          tap(playable),
          ignoreElements(),
          catchError((error: unknown) =>
            isPlaybackRefused(error) ? of(sessionError(ctx, 'audio-start-failed', error)) : throwError(() => error),
          ),
        );
      },
      'media-error',
      ctx,
    ),
  );
}

/** The browser's autoplay refusal (`NotAllowedError`), which a gesture lifts; other failures are media errors. */
function isPlaybackRefused(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { name?: unknown }).name === 'NotAllowedError';
}

/** What a retry of refused playback reads: the session, its clock and the players. */
export type PlaybackContext = Pick<InCallContext, 'session' | 'scheduler' | 'output'>;

/**
 * The visitor's gesture after a refused start: plays the refused players again (`play()` runs
 * on subscription, inside the gesture), then tells the assistant it is playable. Completes once
 * the audio plays; refused again, it emits `audio-start-failed` again and errors with the refusal.
 */
export function resumePlayback(ctx: PlaybackContext): Observable<CallEvent> {
  return defer(() => ctx.output.resume()).pipe(
    tap((started) => {
      if (started.length > 0) void ctx.session.state().call?.sendAppMessage('playable');
    }),
    ignoreElements(),
    catchError((error: unknown) =>
      concat(
        of(sessionError(ctx, isPlaybackRefused(error) ? 'audio-start-failed' : 'media-error', error)),
        throwError(() => error),
      ),
    ),
  );
}

/** Removes a participant's player when it leaves (and its video, if shown). */
function removeLeavers(ctx: InCallContext): Observable<CallEvent> {
  return ctx.streams['participant-left'].pipe(
    safely(
      ({ participant }) => {
        ctx.output.detach(participant.session_id);
        if (!ctx.session.state().videoParticipants.has(participant.session_id)) return EMPTY;
        ctx.session.dispatch({ type: 'video-removed', participantId: participant.session_id });
        return of<CallEvent>({ type: 'video', track: null });
      },
      'media-error',
      ctx,
    ),
  );
}

type ParsedAppMessage = { kind: 'listening' } | { kind: 'message'; message: AppMessage } | { kind: 'invalid'; reason: string };

function isAppMessage(value: unknown): value is AppMessage {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && typeof (value as { type?: unknown }).type === 'string';
}

/** `"listening"` means call started; otherwise a JSON object with a string `type`. Never throws. */
function parseAppMessage(data: unknown, maxLength: number): ParsedAppMessage {
  if (data === 'listening') return { kind: 'listening' };
  if (typeof data !== 'string') return { kind: 'invalid', reason: 'not a string' };
  if (data.length > maxLength) return { kind: 'invalid', reason: `longer than ${maxLength} characters` };
  let parsed: unknown;
  try {
    parsed = JSON.parse(data);
  } catch {
    return { kind: 'invalid', reason: 'not JSON' };
  }
  return isAppMessage(parsed) ? { kind: 'message', message: parsed } : { kind: 'invalid', reason: 'not an object with a string type' };
}

/** `"listening"` is call-start; JSON objects are messages; anything else is logged and dropped. */
function appMessages(ctx: InCallContext): Observable<CallEvent> {
  return ctx.streams['app-message'].pipe(
    safely(
      ({ data }) => {
        const parsed = parseAppMessage(data, ctx.config.maxAppMessageLength);
        if (parsed.kind === 'listening') return of<CallEvent>({ type: 'call-start' });
        if (parsed.kind === 'invalid') {
          ctx.log.log(`Ignoring app message (${parsed.reason}).`);
          return EMPTY;
        }
        if (isCallEndedMessage(parsed.message)) ctx.session.dispatch({ type: 'ended-status-seen' });
        return of<CallEvent>({ type: 'message', message: parsed.message });
      },
      'daily-error',
      ctx,
    ),
  );
}

/** On `recording-started`, asks the assistant to speak first, with the recording delay in seconds. */
function sayFirstMessage(ctx: InCallContext): Observable<CallEvent> {
  return ctx.streams['recording-started'].pipe(
    safely(
      () => {
        const requestedAt = ctx.session.state().recordingRequestedAt;
        if (requestedAt === undefined) return EMPTY;
        const delayMs = ctx.scheduler.now() - requestedAt;
        ctx.call.sendAppMessage(
          JSON.stringify({ type: 'control', control: 'say-first-message', videoRecordingStartDelaySeconds: delayMs / 1000 }),
        );
        return of<CallEvent>({
          type: 'call-start-progress',
          stage: 'video-recording-setup',
          status: 'completed',
          duration: delayMs,
          timestamp: isoTime(ctx.scheduler),
          metadata: { action: 'video-recording-started' },
        });
      },
      'video-recording-setup-error',
      ctx,
    ),
  );
}

/** The summed level of all remote participants, from Daily's audio level observer. */
export function remoteLevel(streams: Pick<CallObjectStreams, 'remote-participants-audio-level'>): Observable<number> {
  return streams['remote-participants-audio-level'].pipe(
    map((event) => sumLevels(event.participantsAudioLevel)),
    share(),
  );
}

/** Remote levels to volume-level events and the speech pipeline. */
function audioLevels(ctx: InCallContext): Observable<CallEvent> {
  const level$ = remoteLevel(ctx.streams);
  const volume$ = level$.pipe(map((level): CallEvent => ({ type: 'volume-level', volume: toVolume(level, ctx.speech) })));
  return merge(volume$, detectSpeech(level$, { scheduler: ctx.scheduler, config: ctx.speech }));
}

/** The visitor's own level, on the assistant's scale, so the page can show the microphone is live. */
function localLevels(ctx: InCallContext): Observable<CallEvent> {
  return ctx.streams['local-audio-level'].pipe(
    map(({ audioLevel }): CallEvent => ({ type: 'local-volume-level', volume: toVolume(audioLevel, ctx.speech) })),
  );
}

/** The connection as Daily judges it, its transport changes, and participant updates, passed on typed. */
function connection(ctx: InCallContext): Observable<CallEvent> {
  return merge(
    ctx.streams['network-quality-change'].pipe(map(({ networkState }): CallEvent => ({ type: 'network-quality', quality: networkState }))),
    ctx.streams['network-connection'].pipe(map(({ type, event }): CallEvent => ({ type: 'network-connection', connection: type, event }))),
    ctx.streams['participant-updated'].pipe(map(({ participant }): CallEvent => ({ type: 'participant-updated', participant }))),
  );
}

/** Audio-processor error: processor off, then local audio back on. */
function audioProcessorRecovery(ctx: InCallContext): Observable<CallEvent> {
  const { call } = ctx;
  return ctx.streams['nonfatal-error'].pipe(
    filter((event) => event.type === 'audio-processor-error'),
    safely(
      () =>
        defer(() => call.updateInputSettings({ audio: { processor: { type: 'none' } } })).pipe(
          tap(() => call.setLocalAudio(true)),
          ignoreElements(),
        ),
      'audio-processing-setup-error',
      ctx,
    ),
  );
}

/**
 * Whether Daily's fatal error is the other side ending the call: the provider deletes the room
 * when its assistant hangs up (Daily's `ejected`, "Meeting has ended"), or the assistant had
 * already said the call `ended`. Before the start is through, an ejection is a failed start.
 */
export function endedByOtherSide(event: FatalErrorEvent, state: Pick<SessionState, 'phase' | 'endedStatusSeen'>): boolean {
  return state.endedStatusSeen || (state.phase === 'started' && event.error?.type === 'ejected');
}

/**
 * Daily's fatal `error`: a typed error event; once started, the call is over. The other side
 * ending it is `meeting-ended` and ends the call as a normal end; anything else is `daily-error`.
 */
function callErrors(ctx: InCallContext): Observable<CallEvent> {
  return ctx.streams.error.pipe(
    safely(
      (event) => {
        const normalEnd = endedByOtherSide(event, ctx.session.state());
        const error = sessionError(ctx, normalEnd ? 'meeting-ended' : 'daily-error', event);
        const endIfStarted = defer(() => {
          if (ctx.session.state().phase === 'started') ctx.end(normalEnd ? 'meeting-ended' : 'call-library-error');
          return EMPTY;
        });
        return concat(of(error), endIfStarted);
      },
      'daily-error',
      ctx,
    ),
  );
}

function cameraErrors(ctx: InCallContext): Observable<CallEvent> {
  return ctx.streams['camera-error'].pipe(safely((error) => of<CallEvent>({ type: 'camera-error', error }), 'daily-error', ctx));
}

/** `left-meeting`: the leave sequence (call-end, status-update ended once, stop recording, clean up). */
function leftMeeting(ctx: InCallContext): Observable<CallEvent> {
  return ctx.streams['left-meeting'].pipe(
    safely(
      () => {
        ctx.end();
        return EMPTY;
      },
      'daily-error',
      ctx,
    ),
  );
}
