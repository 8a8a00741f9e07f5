import {
  animationFrameScheduler,
  defaultIfEmpty,
  filter,
  fromEvent,
  interval,
  map,
  of,
  startWith,
  take,
  takeUntil,
  timeout,
  type Observable,
  type SchedulerLike,
} from 'rxjs';

/** How long a start waits for the demo panel's challenge slot before the challenge goes to the page's body. */
export const CHALLENGE_SLOT_WAIT_MS = 1000;

/**
 * Where the challenge renders. The slot comes with the connecting view, which React may paint a few frames
 * after the press (the demo's view renders as a transition): looked for now and at each frame, for at most
 * a second, then once more, then `fallback` (the challenge still runs there; its widget shows only if Cloudflare asks for an
 * interaction). A start given up while waiting takes `fallback` at once: the challenge then refuses it.
 */
export function challengeSlot(
  find: () => HTMLElement | null,
  fallback: HTMLElement,
  signal: AbortSignal,
  frames: SchedulerLike = animationFrameScheduler,
): Observable<HTMLElement> {
  return interval(0, frames).pipe(
    startWith(-1),
    map(find),
    filter((slot): slot is HTMLElement => slot !== null),
    take(1),
    // Frames stop in a hidden tab while React may still render the slot: one more look before the body.
    timeout({ first: CHALLENGE_SLOT_WAIT_MS, with: () => of(find() ?? fallback) }),
    takeUntil(signal.aborted ? of(true) : fromEvent(signal, 'abort')),
    defaultIfEmpty(fallback),
  );
}
