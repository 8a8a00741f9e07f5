import { defer, map, of, tap, timer, type Observable } from 'rxjs';
import type { CallObject } from './call-object';
import { createOwnedCallObject } from './owned-call-object';
import { safeCallObjectOptions } from './safe-call-options';
import type { StartDeps } from './start-deps';
import { webCallBody, type StartParams, type WebCall } from './web-call';

export function definitionFlags(params: StartParams): { hasAssistant: boolean; hasSquad: boolean; hasWorkflow: boolean } {
  return { hasAssistant: Boolean(params.assistant), hasSquad: Boolean(params.squad), hasWorkflow: Boolean(params.workflow) };
}

/** initialization: loads the call library (a no-op once preloaded). */
export function initialization(params: StartParams, deps: StartDeps): Observable<void> {
  return deps.run('initialization', defer(() => deps.factory.load()), { started: definitionFlags(params) });
}

/** web-call-creation: POST /call/web; reads the recording and avatar flags. */
export function webCallCreation(params: StartParams, deps: StartDeps): Observable<WebCall> {
  const { session, config } = deps;
  const create$ = defer(() => deps.createWebCall(webCallBody(params), session.abort.signal)).pipe(
    tap((webCall) => {
      if (!webCall.webCallUrl) throw new Error('The web call has no webCallUrl.');
    }),
  );
  return deps.run('web-call-creation', create$, {
    completed: (webCall) => ({
      callId: webCall.id,
      videoRecordingEnabled: webCall.artifactPlan?.videoRecordingEnabled ?? false,
      voiceProvider: webCall.assistant?.voice?.provider ?? 'unknown',
    }),
  }).pipe(
    tap((webCall) => {
      session.webCall = webCall;
      session.recording = webCall.artifactPlan?.videoRecordingEnabled ?? false;
      session.avatarVideo = config.avatarVoiceProviders.includes(webCall.assistant?.voice?.provider ?? '');
    }),
  );
}

/** daily-call-object-creation: the (guarded) call object, with its listeners attached. */
export function callObjectCreation(deps: StartDeps): Observable<CallObject> {
  const { session } = deps;
  return defer(() => {
    const options = safeCallObjectOptions(deps.preferences, session.recording, (message) => deps.log.warn(message));
    const started = {
      audioSource: typeof options.audioSource === 'object' ? 'track' : options.audioSource,
      videoSource: options.videoSource,
      isVideoRecordingEnabled: session.recording,
      isVideoEnabled: session.avatarVideo,
    };
    return deps.run('daily-call-object-creation', createOwnedCallObject(deps.factory, options, deps.log), { started });
  }).pipe(
    tap((call) => {
      session.call = call;
      deps.attach(call);
    }),
  );
}

/** mobile-permissions: mobile devices wait before joining. */
export function mobilePermissions(deps: StartDeps): Observable<boolean> {
  const wait$ = defer(() =>
    deps.isMobile() ? timer(deps.config.mobileJoinDelayMs, deps.scheduler).pipe(map(() => true)) : of(false),
  );
  return deps.run('mobile-permissions', wait$, {
    completed: (isMobile) => ({ isMobile, action: isMobile ? 'permissions-wait' : 'skipped-not-mobile' }),
  });
}

/** daily-call-join: tracks are subscribed by hand, not automatically. */
export function callJoin(call: CallObject, webCall: WebCall, deps: StartDeps): Observable<unknown> {
  const url = webCall.webCallUrl;
  return deps.run('daily-call-join', defer(() => call.join({ url, subscribeToTracksAutomatically: false })));
}
