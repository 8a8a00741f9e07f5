import {
  Observable,
  catchError,
  concat,
  concatMap,
  defaultIfEmpty,
  defer,
  firstValueFrom,
  last,
  map,
  of,
  takeUntil,
  tap,
  timer,
  type SchedulerLike,
} from 'rxjs';
import { StageFailure, createStageRunner, errorStack, isoTime, type StageRunner, type StartContext } from '../telemetry';
import type { CallEvent } from './call-events';
import { observeCallObject, safeCallObjectOptions, type CallObject, type CallObjectFactory, type CallObjectOptions } from './call-object';
import { inCallReactions } from './in-call';
import { teardown } from './leaving';
import type { EndedReason } from './messages';
import type { CallSession, Logger } from './session';
import type { ResolvedDeps } from './call-deps';
import type { WebCall } from '../provider-api';
import { definitionFlags, safeIsMobile, webCallBody, type StartParams } from './start-input';

// The start sequence, from a start that may go (start-input.ts) to a joined call: the stages
// with their telemetry, and the failure events naming the real failing stage.

/** What the client hands one start. */
export interface StartHooks {
  readonly emit: (event: CallEvent) => void;
  /** The leave sequence for this session (see leaving.ts). */
  readonly end: (reason?: EndedReason) => void;
  /** Frees the client's slot after a failed start. */
  readonly release: () => void;
  /** The visitor's chosen microphone (null: the default), handed to the call object before it joins. */
  readonly microphone: string | null;
}

interface StageDeps extends ResolvedDeps {
  readonly run: StageRunner;
  readonly session: CallSession;
  readonly hooks: StartHooks;
}

/** Runs the start sequence of `session`; resolves with the web call, or null if it failed or was given up. */
export function startSession(
  params: StartParams,
  session: CallSession,
  resolved: ResolvedDeps,
  hooks: StartHooks,
): Promise<WebCall | null> {
  const { scheduler } = resolved;
  const startedAt = scheduler.now();
  const run = createStageRunner({
    scheduler,
    emit: (event) => {
      if (event.status === 'started') session.dispatch({ type: 'stage-started', stage: event.stage, at: scheduler.now() });
      hooks.emit(event);
    },
  });
  const deps: StageDeps = { ...resolved, run, session, hooks };
  const outcome$ = startSequence(params, deps).pipe(
    tap((webCall) => {
      session.dispatch({ type: 'started' });
      hooks.emit({ type: 'call-start-success', totalDuration: scheduler.now() - startedAt, callId: webCall.id });
    }),
    catchError((error: unknown) => {
      const failure = error instanceof StageFailure ? error : new StageFailure(session.state().stage, error, 0);
      const context = { ...definitionFlags(params), isMobile: safeIsMobile(resolved) };
      startFailureEvents(failure, scheduler.now() - startedAt, context, scheduler).forEach(hooks.emit);
      hooks.release();
      teardown(session, { output: resolved.audioOutput, log: resolved.log });
      return of(null);
    }),
    // stop() during the start ends the session: the sequence is dropped and the start resolves null.
    takeUntil(session.ended$),
    defaultIfEmpty(null),
  );
  return firstValueFrom(outcome$);
}

/**
 * The stages: initialization, web-call-creation, daily-call-object-creation, mobile-permissions,
 * daily-call-join (fatal), then video-recording-setup, audio-observer-setup, audio-processing-setup
 * (non-fatal). Emits the web call once every stage has run.
 */
function startSequence(params: StartParams, deps: StageDeps): Observable<WebCall> {
  return initialization(params, deps).pipe(
    concatMap(() => webCallCreation(params, deps)),
    concatMap((webCall) =>
      callObjectCreation(params, deps).pipe(
        concatMap((call) =>
          concat(
            mobilePermissions(deps),
            callJoin(call, webCall, deps),
            nonFatal(videoRecordingSetup(call, deps), deps),
            nonFatal(audioObserverSetup(call, deps), deps),
            nonFatal(audioProcessingSetup(call, deps), deps),
          ),
        ),
        last(),
        map(() => webCall),
      ),
    ),
  );
}

/** A non-fatal stage: its failure is an error event and the call goes on. */
function nonFatal(stage$: Observable<unknown>, deps: StageDeps): Observable<void> {
  return stage$.pipe(
    map(() => undefined),
    catchError((error: unknown) => {
      if (!(error instanceof StageFailure)) throw error;
      deps.hooks.emit(stageErrorEvent(error, deps.scheduler));
      return of(undefined);
    }),
  );
}

/** initialization: loads the call library (a no-op once preloaded). */
function initialization(params: StartParams, deps: StageDeps): Observable<void> {
  return deps.run(
    'initialization',
    defer(() => deps.callObjectFactory.load()),
    { started: definitionFlags(params) },
  );
}

export const missingRoomUrlMessage = 'The web call has no room URL (webCallUrl or transport.callUrl).';

/** The room to join: `webCallUrl`, else `transport.callUrl` (the provider's SDK names both); none is undefined. */
export function roomUrl(webCall: WebCall): string | undefined {
  const transport: unknown = webCall.transport;
  const callUrl = typeof transport === 'object' && transport !== null ? (transport as { callUrl?: unknown }).callUrl : undefined;
  return [webCall.webCallUrl, callUrl].find((url): url is string => typeof url === 'string' && url !== '');
}

function requireRoomUrl(webCall: WebCall): string {
  const url = roomUrl(webCall);
  if (url === undefined) throw new Error(missingRoomUrlMessage);
  return url;
}

/** web-call-creation: POST /call/web; the session learns the recording and avatar flags. A web call without a room fails here. */
function webCallCreation(params: StartParams, deps: StageDeps): Observable<WebCall> {
  const { session, config } = deps;
  const create$ = defer(() => deps.createWebCall(webCallBody(params), session.abort.signal)).pipe(tap(requireRoomUrl));
  return deps
    .run('web-call-creation', create$, {
      completed: (webCall) => ({
        callId: webCall.id,
        videoRecordingEnabled: webCall.artifactPlan?.videoRecordingEnabled ?? false,
        voiceProvider: webCall.assistant?.voice?.provider ?? 'unknown',
      }),
    })
    .pipe(
      tap((webCall) =>
        session.dispatch({
          type: 'web-call-created',
          webCall,
          avatarVideo: config.avatarVoiceProviders.includes(webCall.assistant?.voice?.provider ?? ''),
        }),
      ),
    );
}

/** daily-call-object-creation: the (guarded) call object, with the in-call reactions attached. */
function callObjectCreation(params: StartParams, deps: StageDeps): Observable<CallObject> {
  const { session } = deps;
  return defer(() => {
    const { recording, avatarVideo } = session.state();
    const preferences = { ...deps.callObject, ...params.callObject };
    const options = safeCallObjectOptions(preferences, recording, (message) => deps.log.warn(message));
    const started = {
      audioSource: typeof options.audioSource === 'object' ? 'track' : options.audioSource,
      videoSource: options.videoSource,
      isVideoRecordingEnabled: recording,
      isVideoEnabled: avatarVideo,
      startAudioOff: options.startAudioOff === true,
    };
    return deps.run('daily-call-object-creation', ownedCallObject(deps.callObjectFactory, options, deps.log), { started });
  }).pipe(
    tap((call) => {
      session.dispatch({ type: 'call-object-created', call });
      const reactions$ = inCallReactions({
        ...deps,
        call,
        session,
        streams: observeCallObject(call),
        output: deps.audioOutput,
        end: deps.hooks.end,
      });
      session.subscriptions.add(reactions$.subscribe(deps.hooks.emit));
    }),
  );
}

/**
 * Creates a call object as an observable. If the subscriber is gone by the time the
 * factory answers (stop() during creation), the orphan is destroyed, never leaked.
 */
function ownedCallObject(factory: CallObjectFactory, options: CallObjectOptions, log: Logger): Observable<CallObject> {
  return new Observable<CallObject>((subscriber) => {
    let wanted = true;
    Promise.resolve()
      .then(() => factory.create(options))
      .then(
        (call) => {
          if (!wanted) return void call.destroy().catch((error: unknown) => log.warn('Destroying an orphan call object failed:', error));
          subscriber.next(call);
          subscriber.complete();
        },
        (error: unknown) => subscriber.error(error),
      );
    return () => {
      wanted = false;
    };
  });
}

/** mobile-permissions: mobile devices wait before joining. */
function mobilePermissions(deps: StageDeps): Observable<boolean> {
  const wait$ = defer(() => (deps.isMobile() ? timer(deps.config.mobileJoinDelayMs, deps.scheduler).pipe(map(() => true)) : of(false)));
  return deps.run('mobile-permissions', wait$, {
    completed: (isMobile) => ({ isMobile, action: isMobile ? 'permissions-wait' : 'skipped-not-mobile' }),
  });
}

/**
 * The chosen microphone goes into the call object's input settings before the join opens one
 * (daily-js's setInputDevicesAsync); if it is refused, the join opens the default, as without a choice.
 */
function chosenMicrophone(call: CallObject, deps: StageDeps): Observable<unknown> {
  const { microphone } = deps.hooks;
  if (microphone === null) return of(undefined);
  return defer(() => call.setInputDevicesAsync({ audioDeviceId: microphone })).pipe(
    catchError((error: unknown) => {
      deps.log.warn('The chosen microphone could not be set; the call opens the default.', error);
      return of(undefined);
    }),
  );
}

/** daily-call-join: with the chosen microphone; tracks are subscribed by hand, not automatically. */
function callJoin(call: CallObject, webCall: WebCall, deps: StageDeps): Observable<unknown> {
  const join$ = chosenMicrophone(call, deps).pipe(
    concatMap(() => call.join({ url: requireRoomUrl(webCall), subscribeToTracksAutomatically: false })),
  );
  return deps.run('daily-call-join', join$);
}

/** video-recording-setup: only when the artifact plan enables it. */
function videoRecordingSetup(call: CallObject, deps: StageDeps): Observable<string> {
  const { session, config, scheduler } = deps;
  if (!session.state().recording) {
    return deps.run('video-recording-setup', of('skipped'), { completed: () => ({ action: 'skipped-not-enabled' }) });
  }
  const { width, height, backgroundColor, layoutPreset } = config.recording;
  const start$ = defer(() => {
    session.dispatch({ type: 'recording-requested', at: scheduler.now() });
    call.startRecording({ width, height, backgroundColor, layout: { preset: layoutPreset } });
    return of('requested');
  });
  return deps.run('video-recording-setup', start$, { started: { width, height, layoutPreset } });
}

/** audio-observer-setup: the assistant's and the visitor's own audio levels every 100 ms. */
function audioObserverSetup(call: CallObject, deps: StageDeps): Observable<void> {
  const intervalMs = deps.config.audioLevelIntervalMs;
  const start$ = defer(() =>
    Promise.all([call.startRemoteParticipantsAudioLevelObserver(intervalMs), call.startLocalAudioLevelObserver(intervalMs)]),
  );
  return deps.run('audio-observer-setup', start$.pipe(map(() => undefined)), { started: { intervalMs, local: true } });
}

/** audio-processing-setup: noise cancellation. */
function audioProcessingSetup(call: CallObject, deps: StageDeps): Observable<unknown> {
  const settings = { audio: { processor: { type: 'noise-cancellation' as const } } };
  return deps.run(
    'audio-processing-setup',
    defer(() => call.updateInputSettings(settings)),
    { started: { processor: 'noise-cancellation' } },
  );
}

/** The typed error event of a failed stage (`<stage>-error`). */
function stageErrorEvent(failure: StageFailure, scheduler: SchedulerLike): CallEvent {
  const { stage, cause, message, duration } = failure;
  return { type: 'error', error: { type: `${stage}-error`, stage, error: cause, message, duration, timestamp: isoTime(scheduler) } };
}

/** The events after a fatal stage failure: stage error, call-start-failed, start-method-error. */
function startFailureEvents(failure: StageFailure, totalDuration: number, context: StartContext, scheduler: SchedulerLike): CallEvent[] {
  const { stage, cause, message } = failure;
  const stack = errorStack(cause);
  return [
    stageErrorEvent(failure, scheduler),
    { type: 'call-start-failed', stage, totalDuration, error: message, ...(stack === undefined ? {} : { errorStack: stack }), context },
    {
      type: 'error',
      error: { type: 'start-method-error', stage, error: cause, message, duration: totalDuration, timestamp: isoTime(scheduler) },
    },
  ];
}
