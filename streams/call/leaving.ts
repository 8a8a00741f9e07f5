import type { AudioOutput } from './audio-output';
import type { CallEvent } from './call-events';
import { callEnded, type EndedReason } from './messages';
import type { CallSession, Logger } from './session';

// Leaving: the leave sequence of a session that ran, and the cleanup every session gets.

export interface LeavingDeps {
  readonly output: AudioOutput;
  readonly log: Logger;
}

/** Cleans a session up: listeners off, players gone, web-call request aborted, call object destroyed. */
export function teardown(session: CallSession, deps: LeavingDeps): void {
  session.dispatch({ type: 'ended' });
  session.abort.abort();
  session.subscriptions.unsubscribe();
  deps.output.detachAll();
  const { call } = session.state();
  session.dispatch({ type: 'call-released' });
  call?.destroy().catch((error: unknown) => deps.log.warn('Destroying the call object failed:', error));
}

/** The leave sequence: call-end, one status-update ended, stop recording if on, then clean up. */
export function endSession(
  session: CallSession,
  deps: LeavingDeps & { emit: (event: CallEvent) => void },
  endedReason: EndedReason = 'customer-ended-call',
): void {
  const { phase, endedStatusSeen } = session.state();
  if (phase === 'ended') return;
  // Ended before anything is emitted: a listener that calls stop() again finds nothing to end.
  session.dispatch({ type: 'ended-status-seen' });
  session.dispatch({ type: 'ended' });
  deps.emit({ type: 'call-end' });
  if (!endedStatusSeen) deps.emit({ type: 'message', message: callEnded(endedReason) });
  stopRecording(session, deps.log);
  teardown(session, deps);
}

function stopRecording(session: CallSession, log: Logger): void {
  const { recording, recordingRequestedAt, call } = session.state();
  if (!recording || recordingRequestedAt === undefined) return;
  try {
    call?.stopRecording();
  } catch (error) {
    log.warn('Stopping the recording failed:', error);
  }
}
