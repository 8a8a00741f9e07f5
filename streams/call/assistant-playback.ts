import { EMPTY, catchError, concat, defer, mergeMap, of, throwError, type Observable, type SchedulerLike } from 'rxjs';
import type { AudioOutput } from './audio-output';
import type { CallConfig } from './call-config';
import type { SessionFact, SessionState } from './call-state';
import type { CallObject, CallObjectStreams, ParticipantInfo } from './call-object';
import { failed, safely } from './in-call-facts';
import { perform } from '../shared';

// The assistant's audio and video: the track reactions in-call.ts merges with the others, and the retry voice-call.ts
// runs on the visitor's press once the browser has refused to play; either way, the assistant is told when it plays.

/** What a retry of refused playback reads: the call to tell, its clock and the players. */
export interface PlaybackContext {
  readonly call?: CallObject;
  readonly scheduler: SchedulerLike;
  readonly output: AudioOutput;
}

/** What the track reactions read of the in-call context: the participants' events, the session and the players. */
export interface TrackContext extends PlaybackContext {
  readonly call: CallObject;
  readonly streams: Pick<CallObjectStreams, 'participant-joined' | 'track-started' | 'participant-left'>;
  /** The session now (what the machine holds at the moment of asking). */
  readonly session: () => Observable<SessionState>;
  readonly config: Pick<CallConfig, 'assistantSpeakerName'>;
}

function isAssistantSpeaker(participant: ParticipantInfo | null, speakerName: string): participant is ParticipantInfo {
  return participant !== null && !participant.local && participant.user_name === speakerName;
}

/** Audio always; video only when recording or when the voice is an avatar. */
export function subscribeTracks(ctx: TrackContext): Observable<SessionFact> {
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
export function playAssistant(ctx: TrackContext): Observable<SessionFact> {
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
export function removeLeavers(ctx: TrackContext): Observable<SessionFact> {
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
