import { ReplaySubject, switchMap, type Observable } from 'rxjs';
import type { VoiceCall } from '../../../streams/call';

/**
 * The voice-call client, loaded on first use (hover, focus or press of the demo button),
 * so neither the client nor the call library weighs on the page's first load.
 * Its streams are live views that start flowing once the client has loaded.
 */
export function lazyVoiceCall(load: () => Promise<VoiceCall>): VoiceCall {
  const client$ = new ReplaySubject<VoiceCall>(1);
  let loading: Promise<VoiceCall> | undefined;
  let loaded: VoiceCall | undefined;

  const get = (): Promise<VoiceCall> =>
    (loading ??= load().then(
      (client) => {
        loaded = client;
        client$.next(client);
        return client;
      },
      (error: unknown) => {
        loading = undefined; // a chunk that failed to load (offline) may load next time
        console.error('The voice-call client failed to load:', error);
        throw error;
      },
    ));

  const view = <T>(pick: (client: VoiceCall) => Observable<T>): Observable<T> => client$.pipe(switchMap(pick));

  return {
    events$: view((client) => client.events$),
    volume$: view((client) => client.volume$),
    speech$: view((client) => client.speech$),
    messages$: view((client) => client.messages$),
    telemetry$: view((client) => client.telemetry$),
    caption$: view((client) => client.caption$),
    speaking$: view((client) => client.speaking$),
    muted$: view((client) => client.muted$),
    start: (params) => get().then((client) => client.start(params)),
    stop: () => {
      if (loading) void get().then((client) => client.stop(), () => undefined);
    },
    say: (...args) => loaded?.say(...args),
    send: (message) => loaded?.send(message),
    setMuted: (muted) => loaded?.setMuted(muted),
    isMuted: () => loaded?.isMuted() ?? false,
    preload: () => get().then((client) => client.preload(), () => undefined),
  };
}
