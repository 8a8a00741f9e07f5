import { startWith, switchMap, type Observable } from 'rxjs';
import { lazyChunk } from '../shared';
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
  const chunk = lazyChunk(load);
  return {
    view$: chunk.loaded$.pipe(
      switchMap((devices) => devices.view$),
      startWith(null),
    ),
    load: chunk.load,
    loaded: chunk.loaded,
  };
}
