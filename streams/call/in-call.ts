import {
  EMPTY,
  catchError,
  concat,
  defer,
  filter,
  map,
  merge,
  mergeMap,
  of,
  share,
  throwError,
  type Observable,
  type ObservableInput,
  type OperatorFunction,
  type SchedulerLike,
} from 'rxjs';
import { detectSpeech, sumLevels, toVolume, type SpeechConfig } from '../speech';
import { isoTime } from '../telemetry';
import type { AudioOutput } from './audio-output';
import type { CallConfig } from './call-config';
import type { CallErrorType, CallEvent } from './call-events';
import type { CallObject, CallObjectStreams, ParticipantInfo } from './call-object';
import type { AppMessage } from './messages';
import type { Logger } from './call-deps';
import type { SessionFact, SessionState } from './call-machine';
import { perform } from '../shared';

// The in-call reactions, an effect of the call machine: everything the client does in answer to
// the call object's events while a session holds it, reported back as facts.

/** What the in-call reactions read and act on. */
export interface InCallContext {
  readonly call: CallObject;
  readonly streams: CallObjectStreams;
  /** The session now (what the machine holds at the moment of asking). */
  readonly session: () => Observable<SessionState>;
  readonly scheduler: SchedulerLike;
  readonly config: CallConfig;
  readonly speech: SpeechConfig;
  readonly output: AudioOutput;
  readonly log: Logger;
}

export function inCallReactions(ctx: InCallContext): Observable<SessionFact> {
  return merge(
    subscribeTracks(ctx),
    playAssistant(ctx),
    removeLeavers(ctx),
    appMessages(ctx),
    sayFirstMessage(ctx),
    audioLevels(ctx),
    localLevels(ctx),
    audioProcessorRecovery(ctx),
    localLevelLost(ctx),
    connection(ctx),
    callErrors(ctx),
    cameraErrors(ctx),
    leftMeeting(ctx),
  );
}

const passOn = (event: CallEvent): SessionFact => ({ type: 'event', event });

/**
 * Runs a reaction per source value; a failing reaction is reported as a typed error
 * and the source (the Daily listener) lives on.
 */
function safely<T>(
  reaction: (value: T) => ObservableInput<SessionFact>,
  errorType: CallErrorType,
  ctx: Pick<InCallContext, 'scheduler'>,
): OperatorFunction<T, SessionFact> {
  return mergeMap((value: T) => defer(() => reaction(value)).pipe(catchError((error: unknown) => of(failed(ctx, errorType, error)))));
}

function failed(ctx: Pick<InCallContext, 'scheduler'>, errorType: CallErrorType, error: unknown): SessionFact {
  return { type: 'failed', errorType, error, at: ctx.scheduler.now() };
}

function isAssistantSpeaker(participant: ParticipantInfo | null, speakerName: string): participant is ParticipantInfo {
  return participant !== null && !participant.local && participant.user_name === speakerName;
}

/** Audio always; video only when recording or when the voice is an avatar. */
function subscribeTracks(ctx: InCallContext): Observable<SessionFact> {
  return ctx.streams['participant-joined'].pipe(
    safely(
      ({ participant }) =>
        participant.local
          ? EMPTY
          : ctx.session().pipe(
              mergeMap(({ recording, avatarVideo }) =>
                perform(() =>
                  ctx.call.updateParticipant(participant.session_id, {
                    setSubscribedTracks: { audio: true, video: recording || avatarVideo },
                  }),
                ),
              ),
            ),
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
function playAssistant(ctx: InCallContext): Observable<SessionFact> {
  const { call, output } = ctx;
  return ctx.streams['track-started'].pipe(
    safely(
      ({ participant, track }) => {
        if (!isAssistantSpeaker(participant, ctx.config.assistantSpeakerName)) return EMPTY;
        const playable = perform(() => call.sendAppMessage('playable'));
        if (track.kind === 'video')
          return concat(of<SessionFact>({ type: 'video-shown', participantId: participant.session_id, track }), playable);
        if (track.kind !== 'audio') return EMPTY;
        return concat(
          perform(() => output.attach(participant.session_id, track)),
          playable,
        ).pipe(
          catchError((error: unknown) =>
            isPlaybackRefused(error) ? of(failed(ctx, 'audio-start-failed', error)) : throwError(() => error),
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

/** What a retry of refused playback reads: the call to tell, its clock and the players. */
export interface PlaybackContext {
  readonly call?: CallObject;
  readonly scheduler: SchedulerLike;
  readonly output: AudioOutput;
}

/**
 * The visitor's gesture after a refused start: plays the refused players again (`play()` runs
 * on subscription, inside the gesture), then tells the assistant it is playable. Completes once
 * the audio plays; refused again, it reports `audio-start-failed` again and errors with the refusal.
 */
export function resumePlayback(ctx: PlaybackContext): Observable<SessionFact> {
  return defer(() => ctx.output.resume()).pipe(
    mergeMap((started) => (started.length > 0 ? perform(() => ctx.call?.sendAppMessage('playable')) : EMPTY)),
    catchError((error: unknown) =>
      concat(
        of(failed(ctx, isPlaybackRefused(error) ? 'audio-start-failed' : 'media-error', error)),
        throwError(() => error),
      ),
    ),
  );
}

/** Removes a participant's player when it leaves (and its video, if shown). */
function removeLeavers(ctx: InCallContext): Observable<SessionFact> {
  return ctx.streams['participant-left'].pipe(
    safely(
      ({ participant }) =>
        concat(
          perform(() => ctx.output.detach(participant.session_id)),
          of<SessionFact>({ type: 'participant-left', participantId: participant.session_id }),
        ),
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
function appMessages(ctx: InCallContext): Observable<SessionFact> {
  return ctx.streams['app-message'].pipe(
    safely(
      ({ data }) => {
        const parsed = parseAppMessage(data, ctx.config.maxAppMessageLength);
        if (parsed.kind === 'listening') return of(passOn({ type: 'call-start' }));
        if (parsed.kind === 'message') return of<SessionFact>({ type: 'app-message', message: parsed.message, at: ctx.scheduler.now() });
        return perform(() => ctx.log.log(`Ignoring app message (${parsed.reason}).`));
      },
      'daily-error',
      ctx,
    ),
  );
}

/** On `recording-started`, asks the assistant to speak first, with the recording delay in seconds. */
function sayFirstMessage(ctx: InCallContext): Observable<SessionFact> {
  return ctx.streams['recording-started'].pipe(
    safely(
      () =>
        ctx.session().pipe(
          mergeMap(({ recordingRequestedAt }) => {
            if (recordingRequestedAt === undefined) return EMPTY;
            const delayMs = ctx.scheduler.now() - recordingRequestedAt;
            const control = { type: 'control', control: 'say-first-message', videoRecordingStartDelaySeconds: delayMs / 1000 };
            const completed: CallEvent = {
              type: 'call-start-progress',
              stage: 'video-recording-setup',
              status: 'completed',
              duration: delayMs,
              timestamp: isoTime(ctx.scheduler),
              metadata: { action: 'video-recording-started' },
            };
            return concat(
              perform(() => ctx.call.sendAppMessage(JSON.stringify(control))),
              of(passOn(completed)),
            );
          }),
        ),
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
function audioLevels(ctx: InCallContext): Observable<SessionFact> {
  const level$ = remoteLevel(ctx.streams);
  const volume$ = level$.pipe(map((level): CallEvent => ({ type: 'volume-level', volume: toVolume(level, ctx.speech) })));
  return merge(volume$, detectSpeech(level$, { scheduler: ctx.scheduler, config: ctx.speech })).pipe(map(passOn));
}

/** The visitor's own level, on the assistant's scale, so the page can show the microphone is live. */
function localLevels(ctx: InCallContext): Observable<SessionFact> {
  return ctx.streams['local-audio-level'].pipe(
    map(({ audioLevel }) => passOn({ type: 'local-volume-level', volume: toVolume(audioLevel, ctx.speech) })),
  );
}

/** The connection as Daily judges it, its transport changes, and participant updates, passed on typed. */
function connection(ctx: InCallContext): Observable<SessionFact> {
  return merge(
    ctx.streams['network-quality-change'].pipe(map(({ networkState }): CallEvent => ({ type: 'network-quality', quality: networkState }))),
    ctx.streams['network-connection'].pipe(map(({ type, event }): CallEvent => ({ type: 'network-connection', connection: type, event }))),
    ctx.streams['participant-updated'].pipe(map(({ participant }): CallEvent => ({ type: 'participant-updated', participant }))),
  ).pipe(map(passOn));
}

/**
 * Audio-processor error: the processor off, and the microphone as the visitor wants it (muted stays
 * muted, a typed call stays without one); daily-js since 0.89 no longer mutes it on this error.
 */
function audioProcessorRecovery(ctx: InCallContext): Observable<SessionFact> {
  const { call } = ctx;
  return ctx.streams['nonfatal-error'].pipe(
    filter((event) => event.type === 'audio-processor-error'),
    safely(
      () =>
        concat(
          perform(() => call.updateInputSettings({ audio: { processor: { type: 'none' } } })),
          ctx.session().pipe(mergeMap(({ microphoneOn }) => perform(() => call.setLocalAudio(microphoneOn)))),
        ),
      'audio-processing-setup-error',
      ctx,
    ),
  );
}

/** daily-js's `local-audio-level-observer-error`: the visitor's meter can no longer show a level, and says so. */
function localLevelLost(ctx: InCallContext): Observable<SessionFact> {
  return ctx.streams['nonfatal-error'].pipe(
    filter((event) => event.type === 'local-audio-level-observer-error'),
    map(() => passOn({ type: 'local-volume-unavailable' })),
  );
}

/** Daily's fatal `error`, reported with its time; the machine decides whether the other side ended the call. */
function callErrors(ctx: InCallContext): Observable<SessionFact> {
  return ctx.streams.error.pipe(map((event): SessionFact => ({ type: 'fatal-error', event, at: ctx.scheduler.now() })));
}

function cameraErrors(ctx: InCallContext): Observable<SessionFact> {
  return ctx.streams['camera-error'].pipe(map((error) => passOn({ type: 'camera-error', error })));
}

/** `left-meeting`: the leave sequence (call-end, status-update ended once, stop recording, clean up). */
function leftMeeting(ctx: InCallContext): Observable<SessionFact> {
  return ctx.streams['left-meeting'].pipe(map((): SessionFact => ({ type: 'left-meeting' })));
}
