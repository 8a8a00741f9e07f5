import { callEnded, type EndedReason } from './app-message';
import type { CallEvent } from './call-events';
import type { AudioOutput } from './audio-output';
import type { Logger, Session } from './session';

export interface TeardownDeps {
  output: AudioOutput;
  log: Logger;
}

/** Cleans a session up: listeners off, players gone, web-call request aborted, call object destroyed. */
export function teardown(session: Session, deps: TeardownDeps): void {
  session.phase = 'ended';
  session.abort.abort();
  session.subscriptions.unsubscribe();
  deps.output.detachAll();
  const call = session.call;
  session.call = undefined;
  call?.destroy().catch((error: unknown) => deps.log.warn('Destroying the call object failed:', error));
}

/** The leave sequence: call-end, one status-update ended, stop recording if on, then clean up. */
export function endSession(
  session: Session,
  deps: TeardownDeps & { emit: (event: CallEvent) => void },
  endedReason: EndedReason = 'customer-ended-call',
): void {
  if (session.phase === 'ended') return;
  session.phase = 'ended';
  deps.emit({ type: 'call-end' });
  if (!session.endedStatusSeen) {
    session.endedStatusSeen = true;
    deps.emit({ type: 'message', message: callEnded(endedReason) });
  }
  if (session.recording && session.recordingRequestedAt !== undefined) {
    try {
      session.call?.stopRecording();
    } catch (error) {
      deps.log.warn('Stopping the recording failed:', error);
    }
  }
  teardown(session, deps);
}
