import { useSubscription } from 'observable-hooks';
import { createContext, startTransition, useContext, useState } from 'react';
import type { Observable } from 'rxjs';
import type { SiteStreams } from '../../streams/site';

export const StreamsContext = createContext<SiteStreams | null>(null);

/** The visit's streams (built once by streams/site); each component reads the streams it shows. */
export function useStreams(): SiteStreams {
  const streams = useContext(StreamsContext);
  if (!streams) throw new Error('useStreams must be used inside <StreamsProvider>');
  return streams;
}

/**
 * A stream's latest value for a view that may follow it a frame late: each update renders as a transition,
 * which React splits into slices that yield to the browser. An update from outside a React event otherwise
 * renders in one task, and the call panel's (the press, "Connected", the notepad's first fact) took 40-70 ms
 * each on a 4x slower CPU. The demo's view is one: the button's label and busy state follow a press a frame or a
 * few later (its second press is refused by the demo itself, not by the view). Not for what echoes the visitor's
 * typing or a toggle's state (a field, the mute switch): those stay urgent.
 */
export function useViewState<T, I>(state$: Observable<T>, initial: I): T | I {
  const [value, setValue] = useState<T | I>(initial);
  useSubscription(state$, (next) => startTransition(() => setValue(next)));
  return value;
}
