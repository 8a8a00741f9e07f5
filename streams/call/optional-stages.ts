import { defer, of, type Observable } from 'rxjs';
import type { CallObject } from './call-object';
import type { StartDeps } from './start-deps';

/** video-recording-setup: only when the artifact plan enables it. */
export function videoRecordingSetup(call: CallObject, deps: StartDeps): Observable<string> {
  const { session, config, scheduler } = deps;
  if (!session.recording) {
    return deps.run('video-recording-setup', of('skipped'), { completed: () => ({ action: 'skipped-not-enabled' }) });
  }
  const { width, height, backgroundColor, layoutPreset } = config.recording;
  const start$ = defer(() => {
    session.recordingRequestedAt = scheduler.now();
    call.startRecording({ width, height, backgroundColor, layout: { preset: layoutPreset } });
    return of('requested');
  });
  return deps.run('video-recording-setup', start$, { started: { width, height, layoutPreset } });
}

/** audio-observer-setup: remote audio levels every 100 ms. */
export function audioObserverSetup(call: CallObject, deps: StartDeps): Observable<void> {
  const intervalMs = deps.config.audioLevelIntervalMs;
  return deps.run('audio-observer-setup', defer(() => call.startRemoteParticipantsAudioLevelObserver(intervalMs)), {
    started: { intervalMs },
  });
}

/** audio-processing-setup: noise cancellation. */
export function audioProcessingSetup(call: CallObject, deps: StartDeps): Observable<unknown> {
  const settings = { audio: { processor: { type: 'noise-cancellation' as const } } };
  return deps.run('audio-processing-setup', defer(() => call.updateInputSettings(settings)), {
    started: { processor: 'noise-cancellation' },
  });
}
