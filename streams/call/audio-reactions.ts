import { defer, filter, ignoreElements, map, merge, share, tap, type Observable } from 'rxjs';
import { detectSpeech, sumLevels, toVolume } from '../speech';
import type { CallEvent } from './call-events';
import type { CallObjectStreams } from './call-object-streams';
import type { ReactionContext } from './reaction-context';
import { safely } from './safely';

/** The summed level of all remote participants, from Daily's audio level observer. */
export function remoteLevel(streams: Pick<CallObjectStreams, 'remote-participants-audio-level'>): Observable<number> {
  return streams['remote-participants-audio-level'].pipe(
    map((event) => sumLevels(event.participantsAudioLevel)),
    share(),
  );
}

/** Remote levels to volume-level events and the speech pipeline. */
export function audioLevels(ctx: ReactionContext): Observable<CallEvent> {
  const level$ = remoteLevel(ctx.streams);
  const volume$ = level$.pipe(map((level): CallEvent => ({ type: 'volume-level', volume: toVolume(level, ctx.speech) })));
  return merge(volume$, detectSpeech(level$, { scheduler: ctx.scheduler, config: ctx.speech }));
}

/** Audio-processor error: processor off, then local audio back on. */
export function audioProcessorRecovery(ctx: ReactionContext): Observable<CallEvent> {
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
      ctx.scheduler,
    ),
  );
}
