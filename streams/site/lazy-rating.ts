import { ReplaySubject, startWith, switchMap, type Observable } from 'rxjs';
// Types only: the rating is a chunk of its own, loaded when the first call's summary shows.
import type { DemoRating, RatingView, Stars } from '../feedback';
import type { ToastMessage } from '../shared';

/** What the visitor thought of the demo, whose code loads with the first summary that asks. */
export interface SiteRating {
  /** The question under a call's summary; null until its code has loaded (nothing is asked then). */
  readonly view$: Observable<RatingView | null>;
  /** The failure toast of a comment that was not sent. */
  readonly notifications$: Observable<ToastMessage>;
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
  const loaded$ = new ReplaySubject<DemoRating>(1);
  let loading: Promise<DemoRating> | undefined;
  let current: DemoRating | undefined;
  const fromLoaded = <T>(pick: (rating: DemoRating) => Observable<T>) => loaded$.pipe(switchMap(pick));
  return {
    view$: fromLoaded((rating) => rating.view$).pipe(startWith(null)),
    notifications$: fromLoaded((rating) => rating.notifications$),
    ratings$: fromLoaded((rating) => rating.ratings$),
    load: () =>
      (loading ??= load().then(
        (rating) => (loaded$.next((current = rating)), rating),
        (error: unknown) => {
          loading = undefined;
          throw error;
        },
      )),
    choose: (stars) => current?.choose(stars),
    dismiss: () => current?.dismiss(),
    edit: (comment) => current?.edit(comment),
    send: () => current?.send(),
  };
}
