import { EMPTY, concat, filter, map, merge, mergeMap, of, share, type Observable, type SchedulerLike } from 'rxjs';
import { detectSpeech, sumLevels, toVolume, type SpeechConfig } from '../speech';
import { isoTime } from '../telemetry';
import type { AudioOutput } from './audio-output';
import { playAssistant, removeLeavers, subscribeTracks } from './assistant-playback';
import type { CallConfig } from './call-config';
import type { CallEvent } from './call-events';
import type { CallObject, CallObjectStreams } from './call-object';
import type { AppMessage } from './messages';
import type { Logger } from './call-deps';
import type { SessionFact, SessionState } from './call-state';
import { safely } from './in-call-facts';
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
