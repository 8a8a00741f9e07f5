import { startWith, switchMap, type Observable } from 'rxjs';
// Types only: the rating is a chunk of its own, loaded when the first call's summary shows.
import type { DemoRating, RatingView, Stars } from '../feedback';
import { lazyChunk, type ToastMessage } from '../shared';

/** What the visitor thought of the demo, whose code loads with the first summary that asks. */
export interface SiteRating {
  /** The question under a call's summary; null until its code has loaded (nothing is asked then). */
  readonly view$: Observable<RatingView | null>;
  /** The failure toast of a comment that was not sent. */
  readonly toasts$: Observable<ToastMessage>;
  /** The stars the visitor settled on, for the analytics. */
  readonly ratings$: Observable<Stars>;
  /** Loads the code once (the same promise after); a failed load may be tried again. */
  load(): Promise<DemoRating>;
  /** The visitor's presses; none can happen before the code has loaded (nothing is shown). */
  readonly choose: (stars: Stars) => void;
  readonly dismiss: () => void;
  readonly edit: (comment: string) => void;
  readonly send: () => void;
}

export function lazyRating(load: () => Promise<DemoRating>): SiteRating {
  const chunk = lazyChunk(load);
  const fromLoaded = <T>(pick: (rating: DemoRating) => Observable<T>) => chunk.loaded$.pipe(switchMap(pick));
  return {
    view$: fromLoaded((rating) => rating.view$).pipe(startWith(null)),
    toasts$: fromLoaded((rating) => rating.toasts$),
    ratings$: fromLoaded((rating) => rating.ratings$),
    load: chunk.load,
    choose: (stars) => chunk.loaded()?.choose(stars),
    dismiss: () => chunk.loaded()?.dismiss(),
    edit: (comment) => chunk.loaded()?.edit(comment),
    send: () => chunk.loaded()?.send(),
  };
}
