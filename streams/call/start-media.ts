import { catchError, concat, concatMap, defer, ignoreElements, map, of, type Observable } from 'rxjs';
import { StageFailure } from '../telemetry';
import type { WebCall } from '../provider-api';
import type { ResolvedDeps } from './call-deps';
import type { SessionFact } from './call-state';
import type { CallObject } from './call-object';
import { fact, stage, type Report, type StartDeps } from './start-reports';

// The start's stages after the join, each non-fatal: the recording, the level observers and noise cancellation;
// and the same noise cancellation for a typed call's microphone when it first goes on.

/** The artifact plan's recording: reported as the call object is made, and set up after the join. */
export function isRecording(webCall: WebCall): boolean {
  return webCall.artifactPlan?.videoRecordingEnabled ?? false;
}

/** video-recording-setup: only when the artifact plan enables it. */
export function videoRecordingSetup(call: CallObject, webCall: WebCall, deps: StartDeps): Observable<Report<string>> {
  const { config, scheduler } = deps;
  if (!isRecording(webCall)) {
    return stage<string>(deps, 'video-recording-setup', of('skipped'), { completed: () => ({ action: 'skipped-not-enabled' }) });
  }
  const { width, height, backgroundColor, layoutPreset } = config.recording;
  // Reported before the call is asked: a recording that starts at once finds the time it was asked.
  const requested = defer(() => of(fact({ type: 'recording-requested', at: scheduler.now() })));
  const start$ = defer(() => {
    call.startRecording({ width, height, backgroundColor, layout: { preset: layoutPreset } });
    return of('requested');
  });
  return concat(requested, stage<string>(deps, 'video-recording-setup', start$, { started: { width, height, layoutPreset } }));
}

/**
 * audio-observer-setup: the assistant's level every 100 ms, and the visitor's own. In a voice call
 * the visitor's waits for noise cancellation, which replaces the microphone's track: started
 * before it settles, daily-js loses its level observer (daily-js issue 317).
 */
export function audioObserverSetup(call: CallObject, typed: boolean, deps: StartDeps): Observable<Report<void>> {
  const intervalMs = deps.config.audioLevelIntervalMs;
  const start$ = defer(() =>
    Promise.all([
      call.startRemoteParticipantsAudioLevelObserver(intervalMs),
      ...(typed ? [call.startLocalAudioLevelObserver(intervalMs)] : []),
    ]),
  );
  return stage<void>(deps, 'audio-observer-setup', start$.pipe(map(() => undefined)), {
    started: { intervalMs, local: typed ? 'now' : 'after-noise-cancellation' },
  });
}

/**
 * audio-processing-setup: noise cancellation, asked for and not waited on (its model downloads for
 * seconds); the stage's result is the pending update. A typed call has no microphone to clean.
 */
export function audioProcessingSetup(call: CallObject, typed: boolean, deps: StartDeps): Observable<Report<Promise<unknown> | undefined>> {
  if (typed) {
    return stage<undefined>(deps, 'audio-processing-setup', of(undefined), { completed: () => ({ action: 'skipped-microphone-off' }) });
  }
  const settings = { audio: { processor: { type: 'noise-cancellation' as const } } };
  const ask$ = defer(() => {
    const pending = call.updateInputSettings(settings);
    // Its failure is reported once it settles (afterNoiseCancellation).
    pending.catch(() => undefined);
    return of(pending);
  });
  return stage<Promise<unknown>>(deps, 'audio-processing-setup', ask$, {
    started: { processor: 'noise-cancellation' },
    completed: () => ({ action: 'requested' }),
  });
}

/**
 * A typed call's microphone, on for the first time ("Talk instead"): noise cancellation as a voice call's start asks
 * for it, then the visitor's level observer started again, since noise cancellation replaces the track it observed.
 */
export function cleanMicrophone(call: CallObject, deps: Pick<ResolvedDeps, 'scheduler' | 'config'>): Observable<SessionFact> {
  return defer(() => {
    const pending = call.updateInputSettings({ audio: { processor: { type: 'noise-cancellation' } } });
    return afterNoiseCancellation(call, pending, deps);
  }).pipe(concatMap((report) => (report.kind === 'fact' ? [report.fact] : [])));
}

/** Once noise cancellation settles: its failure as an error the call survives; then the visitor's own level observer. */
export function afterNoiseCancellation(
  call: CallObject,
  pending: Promise<unknown> | undefined,
  deps: Pick<ResolvedDeps, 'scheduler' | 'config'>,
): Observable<Report<never>> {
  const startedAt = deps.scheduler.now();
  const settled$ = defer(() => pending ?? Promise.resolve()).pipe(
    ignoreElements(),
    catchError((error: unknown) => {
      const at = deps.scheduler.now();
      return of(fact({ type: 'stage-failed', failure: new StageFailure('audio-processing-setup', error, at - startedAt), at }));
    }),
  );
  const localObserver$ = defer(() => call.startLocalAudioLevelObserver(deps.config.audioLevelIntervalMs)).pipe(
    ignoreElements(),
    catchError((error: unknown) =>
      of(
        fact({ type: 'failed', errorType: 'audio-observer-setup-error', error, at: deps.scheduler.now() }),
        fact({ type: 'event', event: { type: 'local-volume-unavailable' } }),
      ),
    ),
  );
  return concat(settled$, localObserver$);
}
