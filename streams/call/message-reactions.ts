import { EMPTY, of, type Observable } from 'rxjs';
import { isCallEndedMessage } from './app-message';
import type { CallEvent } from './call-events';
import { parseAppMessage } from './parse-app-message';
import type { ReactionContext } from './reaction-context';
import { safely } from './safely';

/** `"listening"` is call-start; JSON objects are messages; anything else is logged and dropped. */
export function appMessages(ctx: ReactionContext): Observable<CallEvent> {
  return ctx.streams['app-message'].pipe(
    safely(({ data }) => {
      const parsed = parseAppMessage(data, ctx.config.maxAppMessageLength);
      if (parsed.kind === 'listening') return of<CallEvent>({ type: 'call-start' });
      if (parsed.kind === 'invalid') {
        ctx.log.log(`Ignoring app message (${parsed.reason}).`);
        return EMPTY;
      }
      if (isCallEndedMessage(parsed.message)) ctx.session.endedStatusSeen = true;
      return of<CallEvent>({ type: 'message', message: parsed.message });
    }, 'daily-error', ctx.scheduler),
  );
}

/** On `recording-started`, asks the assistant to speak first, with the recording delay in seconds. */
export function sayFirstMessage(ctx: ReactionContext): Observable<CallEvent> {
  return ctx.streams['recording-started'].pipe(
    safely(() => {
      const requestedAt = ctx.session.recordingRequestedAt;
      if (requestedAt === undefined) return EMPTY;
      const videoRecordingStartDelaySeconds = (ctx.scheduler.now() - requestedAt) / 1000;
      ctx.call.sendAppMessage(JSON.stringify({ type: 'control', control: 'say-first-message', videoRecordingStartDelaySeconds }));
      return EMPTY;
    }, 'video-recording-setup-error', ctx.scheduler),
  );
}
