import { fromEventPattern, share, type Observable } from 'rxjs';
import type { CallObject, CallObjectEvent, CallObjectEventMap } from './call-object';

/** One observable per Daily event; subscribing attaches the listener, unsubscribing removes it. */
export type CallObjectStreams = { readonly [K in CallObjectEvent]: Observable<CallObjectEventMap[K]> };

const eventNames: readonly CallObjectEvent[] = [
  'left-meeting',
  'participant-joined',
  'participant-left',
  'track-started',
  'remote-participants-audio-level',
  'app-message',
  'recording-started',
  'error',
  'nonfatal-error',
  'camera-error',
];

function fromCallEvent<K extends CallObjectEvent>(call: CallObject, name: K): Observable<CallObjectEventMap[K]> {
  return fromEventPattern<CallObjectEventMap[K]>(
    (handler) => call.on(name, handler),
    (handler) => call.off(name, handler),
  ).pipe(share());
}

/** The one adapter over the call object's listeners: each event is attached once and multicast. */
export function observeCallObject(call: CallObject): CallObjectStreams {
  const entries = eventNames.map((name) => [name, fromCallEvent(call, name)] as const);
  return Object.fromEntries(entries) as unknown as CallObjectStreams;
}
