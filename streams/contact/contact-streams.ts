import {
  BehaviorSubject, ReplaySubject, Subject, ignoreElements, map, merge, share, startWith, tap, type Observable, type SchedulerLike,
} from 'rxjs';
import type { ToastMessage } from '../shared';
import { CONTACT_CONFIG, type ContactConfig } from './contact-config';
import { EMPTY_DRAFT, type ContactDraft } from './contact-draft';
import { createDraftStore, persistDraft } from './draft-store';
import { createContactSender } from './send-contact';
import { IDLE_CONTACT_VIEW, looksSent, submitContact, toContactView, type ContactView, type SubmissionOutcome } from './submit-contact';
import type { FetchLike } from './post-json';

/** The contact toasts, with the exact spec texts (section 8). */
export const CONTACT_MESSAGES = {
  sent: { title: "Message sent successfully! We'll get back to you within 24 hours", variant: 'default' },
  failedTitle: 'Failed to send message',
} as const;

export function sendFailedNotification(contactEmail: string): ToastMessage {
  return {
    title: CONTACT_MESSAGES.failedTitle,
    description: `Please try again or contact us directly at ${contactEmail}`,
    variant: 'destructive',
  };
}

export interface ContactStreamsDeps {
  readonly fetch: FetchLike;
  readonly endpoint: string;
  /** Named in the failure toast. */
  readonly contactEmail: string;
  /** `sessionStorage`, or `undefined` where there is none; see `tryGetStorage`. */
  readonly storage: Storage | undefined;
  /** Clock of the timeout and the draft debounce. */
  readonly scheduler: SchedulerLike;
  readonly config?: ContactConfig;
  /** When to save the draft at once instead of after the pause (e.g. `pagehide`). */
  readonly flush$?: Observable<unknown>;
}

export interface ContactStreams {
  /** The draft: the restored one first, then every change. Saves it while subscribed. */
  readonly draft$: Observable<ContactDraft>;
  /** Sending or idle, plus field errors of the last press; replays the latest. */
  readonly state$: Observable<ContactView>;
  /** Success and failure toasts, each delivered once. */
  readonly notifications$: Observable<ToastMessage>;
  /**
   * The last press's result for the status region beside the form; replays the latest.
   * `null` before any, while sending and after a press that found field errors.
   */
  readonly result$: Observable<ToastMessage | null>;
  update(patch: Partial<ContactDraft>): void;
  /** The send button. Ignored while a request is in flight. */
  submit(): void;
}

/** Builds the contact form's streams once per session. Failure never touches the draft. */
export function createContactStreams(deps: ContactStreamsDeps): ContactStreams {
  const config = deps.config ?? CONTACT_CONFIG;
  const store = createDraftStore(deps.storage, config.draftStorageKey);
  const draft = new BehaviorSubject<ContactDraft>(store.load());
  const presses = new Subject<void>();
  const notifications = new Subject<ToastMessage>();
  const result = new BehaviorSubject<ToastMessage | null>(null);
  const send = createContactSender({ fetch: deps.fetch, endpoint: deps.endpoint, scheduler: deps.scheduler, timeoutMs: config.timeoutMs });

  const settle = (outcome: SubmissionOutcome) => {
    const toast = toastFor(outcome, deps.contactEmail);
    if (looksSent(outcome)) {
      store.clear();
      draft.next(EMPTY_DRAFT);
    }
    result.next(toast ?? null);
    if (toast) notifications.next(toast);
  };

  const state$ = submitContact(presses.pipe(map(() => draft.value)), { send }).pipe(
    tap((state) => {
      if (state.status === 'idle') settle(state.outcome);
      else result.next(null);
    }),
    map(toContactView),
    startWith(IDLE_CONTACT_VIEW),
    share({ connector: () => new ReplaySubject<ContactView>(1) }),
  );
  const persisted$ = persistDraft(draft, { store, scheduler: deps.scheduler, debounceMs: config.draftDebounceMs, flush$: deps.flush$ }).pipe(share());

  return {
    draft$: merge(draft, persisted$.pipe(ignoreElements())),
    state$,
    notifications$: merge(notifications, state$.pipe(ignoreElements())),
    result$: merge(result, state$.pipe(ignoreElements())),
    update: (patch) => draft.next({ ...draft.value, ...patch }),
    submit: () => presses.next(),
  };
}

function toastFor(outcome: SubmissionOutcome, contactEmail: string): ToastMessage | undefined {
  if (looksSent(outcome)) return CONTACT_MESSAGES.sent;
  return outcome.kind === 'failed' ? sendFailedNotification(contactEmail) : undefined;
}
