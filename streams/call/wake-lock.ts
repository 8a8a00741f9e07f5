import { EMPTY, Observable, filter, fromEvent } from 'rxjs';

// The screen kept awake while a call is connected, an effect of the call machine: a laptop that
// dims and sleeps mid-call ends the visitor's conversation. The browser drops the lock whenever
// the page is hidden, so it is asked for again each time the page is shown.

/** The part of a `WakeLockSentinel` the client uses. */
export interface WakeLockHeld {
  release(): Promise<void>;
}

/** `navigator.wakeLock`, as far as the client uses it. */
export interface ScreenWakeLock {
  request(type: 'screen'): Promise<WakeLockHeld>;
}

/** Where the lock comes from, and when the page is shown again. */
export interface ScreenWake {
  /** The browser's wake lock, read when a call connects; undefined where the browser has none. */
  wakeLock(): ScreenWakeLock | undefined;
  /** Emits each time the page becomes visible again. */
  readonly shown$: Observable<unknown>;
}

/** The page's own: `navigator.wakeLock` and the document's `visibilitychange` (nothing outside a browser). */
export function browserScreenWake(): ScreenWake {
  if (typeof document === 'undefined' || typeof navigator === 'undefined') return { wakeLock: () => undefined, shown$: EMPTY };
  return {
    wakeLock: () => ('wakeLock' in navigator ? navigator.wakeLock : undefined),
    shown$: fromEvent(document, 'visibilitychange').pipe(filter(() => document.visibilityState === 'visible')),
  };
}

/**
 * Holds the screen's wake lock for as long as it is subscribed: asked for at once and again each
 * time the page is shown; released on unsubscribe (the call ended, however it ended), and one granted
 * after that is released on arrival. Unsupported or refused, the call goes on: a warning in the log only.
 */
export function keepScreenAwake(screen: ScreenWake, log: Pick<Console, 'warn'>): Observable<never> {
  return new Observable<never>(() => {
    const wakeLock = screen.wakeLock();
    if (!wakeLock) return undefined;
    let held: WakeLockHeld | undefined;
    let ended = false;
    const release = (lock: WakeLockHeld) =>
      // new Promise: a release or request that throws counts as a refusal.
      void new Promise<void>((resolve) => resolve(lock.release())).catch((error: unknown) =>
        log.warn('Releasing the screen wake lock failed:', error),
      );
    const ask = () => {
      void new Promise<WakeLockHeld>((resolve) => resolve(wakeLock.request('screen'))).then(
        (lock) => {
          if (ended) return release(lock);
          // The browser released the one before when the page was hidden; one still held is let go.
          if (held && held !== lock) release(held);
          held = lock;
        },
        (error: unknown) => log.warn('The screen wake lock was refused:', error),
      );
    };
    ask();
    const shown = screen.shown$.subscribe(ask);
    return () => {
      ended = true;
      shown.unsubscribe();
      if (held) release(held);
      held = undefined;
    };
  });
}
