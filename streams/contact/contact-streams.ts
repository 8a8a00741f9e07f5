import {
  EMPTY,
  Subject,
  defer,
  distinctUntilChanged,
  filter,
  ignoreElements,
  map,
  merge,
  of,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { perform, runMachine, type Step, type ToastMessage } from '../shared';
import { CONTACT_CONFIG, type ContactConfig } from './contact-config';
import type { ContactDraft } from './contact-draft';
import type { ContactPrefill } from './contact-prefill';
import {
  INITIAL_CONTACT_STATE,
  reduceContact,
  sameContactView,
  toContactView,
  type ContactEffect,
  type ContactInput,
  type ContactState,
  type ContactStep,
  type ContactView,
} from './contact-machine';
import { createDraftStore, persistDraft } from './draft-store';
import { createContactSender, type FetchLike, type SendContact, type SendOutcome } from './send-contact';

export interface ContactStreamsDeps {
  readonly fetch: FetchLike;
  readonly endpoint: string;
  /** How a payload is sent; by default a JSON POST through `fetch` to `endpoint`, with the timeout. */
  readonly send?: SendContact;
  /** Named in the failure toast. */
  readonly contactEmail: string;
  /** The reply time the sent toast promises ("24 hours"), null: none; by default the spec's 24 hours. */
  readonly replyWithin?: string | null;
  /** `sessionStorage`, or `undefined` where there is none; see `tryGetStorage`. */
  readonly storage: Storage | undefined;
  /** Clock of the timeout and the draft debounce. */
  readonly scheduler: SchedulerLike;
  readonly config?: ContactConfig;
  /** When to save the draft at once instead of after the pause (e.g. `pagehide`). */
  readonly flush$?: Observable<unknown>;
  /** Notes to add to the draft (a demo call's summary, at the visitor's press); nothing is sent with them. */
  readonly prefill$?: Observable<ContactPrefill>;
}

export interface ContactStreams {
  /** The draft: the restored one first, then every change. Saves it while subscribed. */
  readonly draft$: Observable<ContactDraft>;
  /** Sending or idle, plus field errors of the last press; replays the latest. */
  readonly state$: Observable<ContactView>;
  /** Success and failure toasts, each delivered once. */
  readonly toasts$: Observable<ToastMessage>;
  /**
   * The last press's result for the status region beside the form; replays the latest.
   * `null` before any, while sending and after a press that found field errors.
   */
  readonly result$: Observable<ToastMessage | null>;
  /** How each send went (`sent`, or why it failed), to the subscribers present when it settles; never what was sent. */
  readonly outcomes$: Observable<SendOutcome>;
  update(patch: Partial<ContactDraft>): void;
  /** The send button. Ignored while a request is in flight. */
  submit(): void;
}

/** A toast, or how a send went (told beside the toasts, so it reaches the page's analytics). */
type SettledNote = { readonly outcome: SendOutcome };
type ContactNote = ToastMessage | SettledNote;

const isSettled = (note: ContactNote): note is SettledNote => 'outcome' in note;

/** The step, with the outcome of a send that settled while sending. */
function withOutcome(next: ContactStep, state: ContactState, input: ContactInput): Step<ContactState, ContactNote, ContactEffect> {
  if (input.type !== 'send-settled' || state.status !== 'sending') return next;
  return { ...next, events: [...next.events, { outcome: input.outcome }] };
}

function defaultSender(deps: ContactStreamsDeps, config: ContactConfig): SendContact {
  return createContactSender({ fetch: deps.fetch, endpoint: deps.endpoint, scheduler: deps.scheduler, timeoutMs: config.timeoutMs });
}

/** Builds the contact form's streams once per session. Failure never touches the draft. */
export function createContactStreams(deps: ContactStreamsDeps): ContactStreams {
  const config = deps.config ?? CONTACT_CONFIG;
  const store = createDraftStore(deps.storage, config.draftStorageKey);
  const intents = new Subject<ContactInput>();
  const send = deps.send ?? defaultSender(deps, config);
  const machine = runMachine<ContactState, ContactInput, ContactNote, ContactEffect>({
    initial: INITIAL_CONTACT_STATE,
    reduce: (state, input) => withOutcome(reduceContact(state, input, deps.contactEmail, deps.replyWithin), state, input),
    // The saved draft is read as the form's streams start, so it is there for the first render.
    inputs: merge(
      defer(() => of<ContactInput>({ type: 'restored', draft: store.load() })),
      intents,
      (deps.prefill$ ?? EMPTY).pipe(map((prefill): ContactInput => ({ type: 'prefilled', prefill }))),
    ),
    lifetime: 'subscribed',
    perform: (effect) =>
      effect.type === 'send'
        ? send(effect.payload).pipe(map((outcome): ContactInput => ({ type: 'send-settled', outcome })))
        : perform(() => store.clear()),
  });
  const draft$ = machine.state$.pipe(
    map((state) => state.draft),
    distinctUntilChanged(),
  );
  // Saving the draft runs while the form shows it.
  const saved$ = persistDraft(draft$, { store, scheduler: deps.scheduler, debounceMs: config.draftDebounceMs, flush$: deps.flush$ });
  return {
    draft$: merge(draft$, saved$.pipe(ignoreElements())),
    state$: machine.state$.pipe(map(toContactView), distinctUntilChanged(sameContactView)),
    toasts$: machine.events$.pipe(filter((note): note is ToastMessage => !isSettled(note))),
    outcomes$: machine.events$.pipe(
      filter(isSettled),
      map((note) => note.outcome),
    ),
    result$: machine.state$.pipe(
      map((state) => state.result),
      distinctUntilChanged(),
    ),
    update: (patch) => intents.next({ type: 'edited', patch }),
    submit: () => intents.next({ type: 'send-pressed' }),
  };
}
