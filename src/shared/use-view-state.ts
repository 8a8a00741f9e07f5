import { useSubscription } from 'observable-hooks';
import { startTransition, useState } from 'react';
import type { Observable } from 'rxjs';

/**
 * A stream's latest value for a view that may follow it a frame late: each update renders as a transition,
 * which React splits into slices that yield to the browser. An update from outside a React event otherwise
 * renders in one task, and the call panel's (the press, "Connected", the notepad's first fact) took 40-70 ms
 * each on a 4x slower CPU. Not for what answers the visitor's own input (a field, a toggle): that stays urgent.
 */
export function useViewState<T, I>(state$: Observable<T>, initial: I): T | I {
  const [value, setValue] = useState<T | I>(initial);
  useSubscription(state$, (next) => startTransition(() => setValue(next)));
  return value;
}
