import { EMPTY, concat, defer, of, type Observable } from 'rxjs';
import { errorMessage, isoTime } from '../telemetry';
import type { CallEvent } from './call-events';
import type { ReactionContext } from './reaction-context';
import { safely } from './safely';

/** Daily's fatal `error`: a typed error event; once started, the call is over. */
export function callErrors(ctx: ReactionContext): Observable<CallEvent> {
  return ctx.streams.error.pipe(
    safely((event) => {
      const error: CallEvent = {
        type: 'error',
        error: { type: 'daily-error', error: event, message: errorMessage(event), timestamp: isoTime(ctx.scheduler) },
      };
      const endIfStarted = defer(() => {
        if (ctx.session.phase === 'started') ctx.end('call-library-error');
        return EMPTY;
      });
      return concat(of(error), endIfStarted);
    }, 'daily-error', ctx.scheduler),
  );
}

export function cameraErrors(ctx: ReactionContext): Observable<CallEvent> {
  return ctx.streams['camera-error'].pipe(safely((error) => of<CallEvent>({ type: 'camera-error', error }), 'daily-error', ctx.scheduler));
}

/** `left-meeting`: the leave sequence (call-end, status-update ended once, stop recording, clean up). */
export function leftMeeting(ctx: ReactionContext): Observable<CallEvent> {
  return ctx.streams['left-meeting'].pipe(
    safely(() => {
      ctx.end();
      return EMPTY;
    }, 'daily-error', ctx.scheduler),
  );
}
