import { EMPTY, defer, ignoreElements, of, tap, type Observable } from 'rxjs';
import type { CallEvent } from './call-events';
import type { ParticipantInfo } from './call-object';
import type { ReactionContext } from './reaction-context';
import { safely } from './safely';

function isAssistantSpeaker(participant: ParticipantInfo | null, speakerName: string): participant is ParticipantInfo {
  return participant !== null && !participant.local && participant.user_name === speakerName;
}

/** Audio always; video only when recording or when the voice is an avatar. */
export function subscribeTracks(ctx: ReactionContext): Observable<CallEvent> {
  const { call, session } = ctx;
  return ctx.streams['participant-joined'].pipe(
    safely(({ participant }) => {
      if (participant.local) return EMPTY;
      const video = session.recording || session.avatarVideo;
      call.updateParticipant(participant.session_id, { setSubscribedTracks: { audio: true, video } });
      return EMPTY;
    }, 'media-error', ctx.scheduler),
  );
}

/** Plays the assistant speaker's audio, surfaces its video, and tells the assistant it is playable. */
export function playAssistant(ctx: ReactionContext): Observable<CallEvent> {
  const { call, session, output } = ctx;
  return ctx.streams['track-started'].pipe(
    safely(({ participant, track }) => {
      if (!isAssistantSpeaker(participant, ctx.config.assistantSpeakerName)) return EMPTY;
      const playable = (): void => void call.sendAppMessage('playable');
      if (track.kind === 'video') {
        session.videoParticipants.add(participant.session_id);
        return of<CallEvent>({ type: 'video', track }).pipe(tap({ complete: playable }));
      }
      if (track.kind !== 'audio') return EMPTY;
      return defer(() => output.attach(participant.session_id, track)).pipe(tap(playable), ignoreElements());
    }, 'media-error', ctx.scheduler),
  );
}

/** Removes a participant's player when it leaves (and its video, if shown). */
export function removeLeavers(ctx: ReactionContext): Observable<CallEvent> {
  return ctx.streams['participant-left'].pipe(
    safely(({ participant }) => {
      ctx.output.detach(participant.session_id);
      return ctx.session.videoParticipants.delete(participant.session_id) ? of<CallEvent>({ type: 'video', track: null }) : EMPTY;
    }, 'media-error', ctx.scheduler),
  );
}
