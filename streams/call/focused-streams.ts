import { distinctUntilChanged, filter, map, merge, type Observable } from 'rxjs';
import type { SpeechEvent } from '../speech';
import { isTelemetryEvent } from '../telemetry';
import type { CallEvent } from './call-events';
import { assistantCaption, assistantSpeaking, holdLatest } from './live-view';
import type { VoiceCall } from './voice-call-api';

/**
 * Moments to read the microphone state again: a mute request, a call starting or ending,
 * and every level report (so a recovery that turns the microphone back on shows within 100 ms).
 */
function localAudioChecks(events$: Observable<CallEvent>, asked$: Observable<void>): Observable<unknown> {
  return merge(asked$, events$.pipe(filter((e) => e.type === 'volume-level' || e.type === 'call-start' || e.type === 'call-end')));
}

function isSpeechEvent(event: CallEvent): event is SpeechEvent {
  return event.type === 'speech-start' || event.type === 'speech-end';
}

type FocusedStreams = Pick<VoiceCall, 'events$' | 'volume$' | 'speech$' | 'messages$' | 'telemetry$' | 'caption$' | 'speaking$'>;

/** The focused streams of DESIGN section 3, all views of the one event stream. */
export function focusedStreams(events$: Observable<CallEvent>): FocusedStreams {
  return {
    events$,
    volume$: events$.pipe(filter((e) => e.type === 'volume-level'), map((e) => e.volume)),
    speech$: events$.pipe(filter(isSpeechEvent)),
    messages$: events$.pipe(filter((e) => e.type === 'message'), map((e) => e.message)),
    telemetry$: events$.pipe(filter(isTelemetryEvent)),
    caption$: holdLatest(assistantCaption(events$), null),
    speaking$: holdLatest(assistantSpeaking(events$), false),
  };
}


/** The microphone state as the call object reports it, read again at each check. */
export function mutedState(events$: Observable<CallEvent>, asked$: Observable<void>, isMuted: () => boolean): Observable<boolean> {
  return holdLatest(localAudioChecks(events$, asked$).pipe(map(isMuted), distinctUntilChanged()), false);
}
