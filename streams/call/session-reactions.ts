import { merge, type Observable } from 'rxjs';
import { audioLevels, audioProcessorRecovery } from './audio-reactions';
import type { CallEvent } from './call-events';
import { callErrors, cameraErrors, leftMeeting } from './lifecycle-reactions';
import { playAssistant, removeLeavers, subscribeTracks } from './media-reactions';
import { appMessages, sayFirstMessage } from './message-reactions';
import type { ReactionContext } from './reaction-context';

/** Everything the client does in answer to the call object's events, as one stream of wrapper events. */
export function sessionReactions(ctx: ReactionContext): Observable<CallEvent> {
  return merge(
    subscribeTracks(ctx),
    playAssistant(ctx),
    removeLeavers(ctx),
    appMessages(ctx),
    sayFirstMessage(ctx),
    audioLevels(ctx),
    audioProcessorRecovery(ctx),
    callErrors(ctx),
    cameraErrors(ctx),
    leftMeeting(ctx),
  );
}
