import {
  EMPTY,
  Observable,
  catchError,
  concat,
  concatMap,
  defer,
  finalize,
  map,
  of,
  timer,
  type ObservableInput,
  type OperatorFunction,
  type SchedulerLike,
} from 'rxjs';
import { StageFailure, createStageRunner } from '../telemetry';
import type { WebCall } from '../provider-api';
import type { FailureMarks, Logger, ResolvedDeps } from './call-deps';
import type { SessionFact } from './call-state';
import { safeCallObjectOptions, type CallObject, type CallObjectFactory, type CallObjectOptions } from './call-object';
import { callToken, definitionFlags, missingRoomUrlMessage, roomUrl, safeIsMobile, type StartParams } from './start-input';
import { afterNoiseCancellation, audioObserverSetup, audioProcessingSetup, isRecording, videoRecordingSetup } from './start-media';
import { fact, nonFatal, stage, type Report, type StartDeps } from './start-reports';

// The start sequence, an effect of the call machine: from a start that may go to a joined call,
// the stages with their telemetry, reported as facts; a fatal failure is one `start-failed` fact.

/** What one start is given: its parameters and the visitor's chosen microphone. */
export interface StartRequest {
  readonly params: StartParams;
  /** Handed to the call object before it joins (null: the default). */
  readonly microphone: string | null;
}

/**
 * The stages: initialization, web-call-creation (or demo-call, where the Worker makes the call),
 * daily-call-object-creation, mobile-permissions, daily-call-join (fatal), then video-recording-setup,
 * audio-observer-setup, audio-processing-setup (non-fatal); then `started`. Unsubscribing (the
 * session ended) aborts the web-call request.
 */
export function startSequence(request: StartRequest, resolved: ResolvedDeps): Observable<SessionFact> {
  return defer(() => {
    const abort = new AbortController();
    const deps: StartDeps = { ...resolved, run: createStageRunner(resolved.scheduler), signal: abort.signal };
    return stages(request, deps).pipe(
      catchError((error: unknown) =>
        of(fact({ type: 'start-failed', error, marks: makerMarks(deps, error), at: deps.scheduler.now(), isMobile: safeIsMobile(deps) })),
      ),
      finalize(() => abort.abort()),
    );
  }).pipe(concatMap((report) => (report.kind === 'fact' ? [report.fact] : [])));
}

/** What the maker reads of its own stage's refusal (whose limit, busy, or for good); a reading that throws reads nothing. */
function makerMarks(deps: StartDeps, error: unknown): FailureMarks {
  if (!(error instanceof StageFailure) || error.stage !== deps.maker.stage) return {};
  try {
    return deps.maker.marks(error.cause);
  } catch (reading: unknown) {
    deps.log.warn("Reading the failed start's refusal failed:", reading);
    return {};
  }
}

function stages({ params, microphone }: StartRequest, deps: StartDeps): Observable<Report<never>> {
  // A typed call joins with the microphone off, and keeps it off: no noise cancellation either.
  const typed = { ...deps.callObject, ...params.callObject }.startAudioOff === true;
  return initialization(params, deps).pipe(
    andThen(() => callCreation(params, deps)),
    andThen((webCall) =>
      callObjectCreation(params, webCall, !typed, deps).pipe(
        andThen((call) =>
          concat(
            mobilePermissions(deps),
            callJoin(call, webCall, microphone, deps),
            nonFatal(videoRecordingSetup(call, webCall, deps), deps),
            nonFatal(audioObserverSetup(call, typed, deps), deps),
            nonFatal(audioProcessingSetup(call, typed, deps), deps).pipe(
              // The call has started at the join; noise cancellation settles beside it, as the provider's SDK does.
              andThen((pending: Promise<unknown> | undefined) =>
                concat(
                  defer(() => of(fact({ type: 'started', webCall, at: deps.scheduler.now() }))),
                  typed ? EMPTY : afterNoiseCancellation(call, pending, deps),
                ),
              ),
            ),
          ).pipe(
            // Each part's result is its own; only the facts go on.
            andThen<unknown, never>(() => []),
          ),
        ),
      ),
    ),
  );
}

/** Passes facts on and hands the result to the next part of the sequence. */
function andThen<T, U>(next: (value: T) => ObservableInput<Report<U>>): OperatorFunction<Report<T>, Report<U>> {
  return concatMap((report) => (report.kind === 'result' ? next(report.value) : of(report)));
}

/** initialization: loads the call library (a no-op once preloaded). */
function initialization(params: StartParams, deps: StartDeps): Observable<Report<void>> {
  return stage<void>(
    deps,
    'initialization',
    defer(() => deps.callObjectFactory.load()),
    { started: { ...definitionFlags(params) } },
  );
}

/**
 * The web call, made by the page (web-call-creation) or by the Worker (demo-call, which answers with the day's
 * count and is sent no body); the session learns of it either way. A web call without a room fails here.
 */
function callCreation(params: StartParams, deps: StartDeps): Observable<Report<WebCall>> {
  const { maker } = deps;
  const create$ = defer(() => maker.make(params, deps.signal)).pipe(map((made) => (requireRoomUrl(made.webCall), made)));
  return stage(deps, maker.stage, create$, {
    completed: ({ webCall, remainingToday }) => ({ ...madeCall(webCall), ...(remainingToday === undefined ? {} : { remainingToday }) }),
  }).pipe(
    andThen(({ webCall }) => {
      const avatarVideo = deps.config.avatarVoiceProviders.includes(webCall.assistant?.voice?.provider ?? '');
      return [fact({ type: 'web-call-created', webCall, avatarVideo }), { kind: 'result', value: webCall } as const];
    }),
  );
}

/** What the stage reports of the call once it exists. */
const madeCall = (webCall: WebCall) => ({
  callId: webCall.id,
  videoRecordingEnabled: webCall.artifactPlan?.videoRecordingEnabled ?? false,
  voiceProvider: webCall.assistant?.voice?.provider ?? 'unknown',
});

function requireRoomUrl(webCall: WebCall): string {
  const url = roomUrl(webCall);
  if (url === undefined) throw new Error(missingRoomUrlMessage);
  return url;
}

/**
 * daily-call-object-creation: the (guarded) call object, reported so the in-call reactions attach to it.
 * It never asks for the camera, even when the artifact plan records: the recording (video-recording-setup)
 * records the room's layout and needs no camera; `isVideoRecordingEnabled` reports the plan.
 */
function callObjectCreation(params: StartParams, webCall: WebCall, microphoneOn: boolean, deps: StartDeps): Observable<Report<CallObject>> {
  return defer(() => {
    const preferences = { ...deps.callObject, ...params.callObject };
    const options = safeCallObjectOptions(preferences, (message) => deps.log.warn(message));
    const started = {
      audioSource: typeof options.audioSource === 'object' ? 'track' : options.audioSource,
      videoSource: options.videoSource,
      isVideoRecordingEnabled: isRecording(webCall),
      isVideoEnabled: deps.config.avatarVoiceProviders.includes(webCall.assistant?.voice?.provider ?? ''),
      startAudioOff: options.startAudioOff === true,
    };
    return stage<CallObject>(
      deps,
      'daily-call-object-creation',
      ownedCallObject(deps.callObjectFactory, options, deps.log, deps.scheduler),
      { started },
    );
  }).pipe(andThen((call) => [fact({ type: 'call-object-created', call, microphoneOn }), { kind: 'result', value: call } as const]));
}

/**
 * Creates a call object as an observable. If the subscriber is gone by the time the
 * factory answers (stop() during creation), the orphan is destroyed, never leaked.
 * What follows its creation runs in a task of its own (`scheduler`): making one can take the browser
 * a long task (the simulated voice's audio context starts the audio output), and joining it is another.
 */
function ownedCallObject(
  factory: CallObjectFactory,
  options: CallObjectOptions,
  log: Logger,
  scheduler: SchedulerLike,
): Observable<CallObject> {
  return new Observable<CallObject>((subscriber) => {
    let wanted = true;
    const deliver = (call: CallObject) => {
      if (!wanted) return void call.destroy().catch((error: unknown) => log.warn('Destroying an orphan call object failed:', error));
      subscriber.next(call);
      subscriber.complete();
    };
    Promise.resolve()
      .then(() => factory.create(options))
      .then(
        (call) => void scheduler.schedule(() => deliver(call)),
        (error: unknown) => subscriber.error(error),
      );
    return () => {
      wanted = false;
    };
  });
}

/**
 * mobile-permissions: mobile devices wait before joining; others join in the next task, so that the call
 * object's in-call reactions attach in one task and the join starts in another.
 */
function mobilePermissions(deps: StartDeps): Observable<Report<boolean>> {
  const wait$ = defer(() => {
    const isMobile = deps.isMobile();
    return timer(isMobile ? deps.config.mobileJoinDelayMs : 0, deps.scheduler).pipe(map(() => isMobile));
  });
  return stage<boolean>(deps, 'mobile-permissions', wait$, {
    completed: (isMobile: boolean) => ({ isMobile, action: isMobile ? 'permissions-wait' : 'skipped-not-mobile' }),
  });
}

/**
 * The chosen microphone goes into the call object's input settings before the join opens one
 * (daily-js's setInputDevicesAsync); if it is refused, the join opens the default, as without a choice.
 */
function chosenMicrophone(call: CallObject, microphone: string | null, deps: StartDeps): Observable<unknown> {
  if (microphone === null) return of(undefined);
  return defer(() => call.setInputDevicesAsync({ audioDeviceId: microphone })).pipe(
    catchError((error: unknown) => {
      deps.log.warn('The chosen microphone could not be set; the call opens the default.', error);
      return of(undefined);
    }),
  );
}

/** daily-call-join: with the chosen microphone; tracks are subscribed by hand, not automatically. */
function callJoin(call: CallObject, webCall: WebCall, microphone: string | null, deps: StartDeps): Observable<Report<unknown>> {
  const join$ = chosenMicrophone(call, microphone, deps).pipe(
    concatMap(() => {
      const token = callToken(webCall);
      return call.join({ url: requireRoomUrl(webCall), subscribeToTracksAutomatically: false, ...(token === undefined ? {} : { token }) });
    }),
  );
  return stage(deps, 'daily-call-join', join$);
}
