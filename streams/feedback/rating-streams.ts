import {
  EMPTY,
  Subject,
  debounce,
  defer,
  distinctUntilChanged,
  filter,
  map,
  merge,
  of,
  take,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import type { SendContact } from '../contact';
import { createSafeStorage, perform, runMachine, type ToastMessage } from '../shared';
import { FEEDBACK_CONFIG, type FeedbackConfig } from './feedback-config';
import {
  INITIAL_RATING_STATE,
  reduceRating,
  sameRatingView,
  toRatingView,
  type RatingEffect,
  type RatingInput,
  type RatingNote,
  type RatingState,
  type RatingView,
  type Stars,
} from './rating-machine';

export interface DemoRatingDeps {
  /** The call's summaries (streams/call's `summary$`): each new one is a call that ended. */
  readonly summaries$: Observable<unknown>;
  /** The contact form's sender: the same endpoint, timeout and outcomes. */
  readonly send: SendContact;
  /** Named in the failure toast. */
  readonly contactEmail: string;
  /** `sessionStorage`, or undefined where there is none: "answered" is kept for the tab's session. */
  readonly storage: Storage | undefined;
  readonly scheduler: SchedulerLike;
  /** Counts a rating still settling at once (the page is being hidden). */
  readonly flush$?: Observable<unknown>;
  readonly config?: FeedbackConfig;
}

export interface DemoRating {
  /** What the summary card shows; replays the latest. */
  readonly view$: Observable<RatingView>;
  /** The failure toast of a comment that was not sent (the contact form's). */
  readonly toasts$: Observable<ToastMessage>;
  /** The stars the visitor settled on, once a page; for the analytics. */
  readonly ratings$: Observable<Stars>;
  readonly choose: (stars: Stars) => void;
  readonly dismiss: () => void;
  readonly edit: (comment: string) => void;
  readonly send: () => void;
}

const isStars = (note: RatingNote): note is { readonly stars: Stars } => 'stars' in note;

/** The rating's streams, built once the first summary shows; they run for the rest of the page's life. */
export function createDemoRating(deps: DemoRatingDeps): DemoRating {
  const config = deps.config ?? FEEDBACK_CONFIG;
  const { scheduler } = deps;
  const store = createSafeStorage(deps.storage);
  const intents = new Subject<RatingInput>();
  const machine = runMachine<RatingState, RatingInput, RatingNote, RatingEffect>({
    initial: INITIAL_RATING_STATE,
    reduce: (state, input) => reduceRating(state, input, { contactEmail: deps.contactEmail, commentMaxLength: config.commentMaxLength }),
    inputs: merge(
      defer(() => of<RatingInput>({ type: 'restored', answered: store.get(config.storageKey) !== null })),
      deps.summaries$.pipe(
        distinctUntilChanged(),
        filter((summary) => summary !== null),
        map((): RatingInput => ({ type: 'summary-shown' })),
      ),
      intents,
    ),
    // Running for the visit once built: the count of summaries and a typed comment outlive the card,
    // and its toasts and stars need no card on screen.
    lifetime: 'visit',
    perform: (effect) =>
      effect.type === 'send'
        ? deps.send(effect.payload).pipe(map((outcome): RatingInput => ({ type: 'send-settled', outcome })))
        : perform(() => store.set(config.storageKey, '1')),
  });
  const { state$, events$: notes$ } = machine;
  return {
    view$: state$.pipe(map(toRatingView), distinctUntilChanged(sameRatingView)),
    toasts$: notes$.pipe(filter((note): note is ToastMessage => !isStars(note))),
    ratings$: notes$.pipe(
      filter(isStars),
      debounce(() => merge(timer(config.settleMs, scheduler), deps.flush$ ?? EMPTY)),
      take(1),
      map((note) => note.stars),
    ),
    choose: (stars) => intents.next({ type: 'stars-chosen', stars }),
    dismiss: () => intents.next({ type: 'dismissed' }),
    edit: (comment) => intents.next({ type: 'comment-edited', comment }),
    send: () => intents.next({ type: 'send-pressed' }),
  };
}
