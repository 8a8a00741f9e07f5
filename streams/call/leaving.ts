import { EMPTY, defer, type Observable } from 'rxjs';
import type { AudioOutput } from './audio-output';
import type { CallObject } from './call-object';
import type { Logger } from './call-deps';

// Leaving, an effect of the call machine: the cleanup every session gets once the machine has
// ended it (its events are out, its reactions unsubscribed and its web-call request aborted).

export interface LeavingDeps {
  readonly output: AudioOutput;
  readonly log: Logger;
}

export interface Leaving {
  readonly call?: CallObject;
  /** The session had asked for a recording: stop it before the call object goes. */
  readonly stopRecording: boolean;
}

/** Stops the recording if it ran, removes the players and destroys the call object. Reports nothing. */
export function leave({ call, stopRecording }: Leaving, deps: LeavingDeps): Observable<never> {
  return defer(() => {
    if (stopRecording) stopCallRecording(call, deps.log);
    deps.output.detachAll();
    call?.destroy().catch((error: unknown) => deps.log.warn('Destroying the call object failed:', error));
    return EMPTY;
  });
}

function stopCallRecording(call: CallObject | undefined, log: Logger): void {
  try {
    call?.stopRecording();
  } catch (error) {
    log.warn('Stopping the recording failed:', error);
  }
}
