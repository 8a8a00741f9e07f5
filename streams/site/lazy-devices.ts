import { ReplaySubject, startWith, switchMap, type Observable } from 'rxjs';
// Types only: the sound check is a chunk of its own, loaded when the visitor first opens it.
import type { DeviceStreams, DevicesView } from '../devices';

/** The visitor's devices and the sound check, whose code loads on first use. */
export interface SiteDevices {
  /** What the page shows of them; null until the code has loaded (the check is closed then). */
  readonly view$: Observable<DevicesView | null>;
  /** Loads the code once (the same promise after); a failed load may be tried again. */
  load(): Promise<DeviceStreams>;
  /** The loaded streams, or undefined before. */
  loaded(): DeviceStreams | undefined;
}

export function lazyDevices(load: () => Promise<DeviceStreams>): SiteDevices {
  const loaded$ = new ReplaySubject<DeviceStreams>(1);
  let loading: Promise<DeviceStreams> | undefined;
  let current: DeviceStreams | undefined;
  const loaded = (devices: DeviceStreams) => (loaded$.next((current = devices)), devices);
  return {
    view$: loaded$.pipe(
      switchMap((devices) => devices.view$),
      startWith(null),
    ),
    // A load that failed (offline) may be tried again.
    load: () =>
      (loading ??= load().then(loaded, (error: unknown) => {
        loading = undefined;
        throw error;
      })),
    loaded: () => current,
  };
}
