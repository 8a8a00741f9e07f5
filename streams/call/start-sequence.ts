import { catchError, concat, concatMap, last, map, of, type Observable } from 'rxjs';
import { StageFailure } from '../telemetry';
import type { CallObject } from './call-object';
import { audioObserverSetup, audioProcessingSetup, videoRecordingSetup } from './optional-stages';
import type { StartDeps } from './start-deps';
import { stageErrorEvent } from './stage-errors';
import { callJoin, callObjectCreation, initialization, mobilePermissions, webCallCreation } from './start-stages';
import type { StartParams, WebCall } from './web-call';

/** A non-fatal stage: its failure is an error event and the call goes on. */
function nonFatal(stage$: Observable<unknown>, deps: StartDeps): Observable<void> {
  return stage$.pipe(
    map(() => undefined),
    catchError((error: unknown) => {
      if (!(error instanceof StageFailure)) throw error;
      deps.emit(stageErrorEvent(error, deps.scheduler));
      return of(undefined);
    }),
  );
}

function afterCreation(call: CallObject, webCall: WebCall, deps: StartDeps): Observable<unknown> {
  return concat(
    mobilePermissions(deps),
    callJoin(call, webCall, deps),
    nonFatal(videoRecordingSetup(call, deps), deps),
    nonFatal(audioObserverSetup(call, deps), deps),
    nonFatal(audioProcessingSetup(call, deps), deps),
  );
}

/**
 * The start sequence as stages: initialization, web-call-creation, daily-call-object-creation,
 * mobile-permissions, daily-call-join (fatal), then video-recording-setup, audio-observer-setup,
 * audio-processing-setup (non-fatal). Emits the web call once every stage has run.
 */
export function startSequence(params: StartParams, deps: StartDeps): Observable<WebCall> {
  return initialization(params, deps).pipe(
    concatMap(() => webCallCreation(params, deps)),
    concatMap((webCall) =>
      callObjectCreation(deps).pipe(
        concatMap((call) => afterCreation(call, webCall, deps)),
        last(),
        map(() => webCall),
      ),
    ),
  );
}
