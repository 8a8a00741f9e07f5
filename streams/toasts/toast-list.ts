import { Subject, map, merge, type Observable } from 'rxjs';
import { runMachine, step, type Step, type ToastMessage } from '../shared';

// Every toast of the page in one list, owned by one reducer: the demo's and the contact form's
// toasts arrive with their kind, each gets an id here, and a dismissal takes it out.

/** Toasts of one kind replace each other: the newest says what is true now. */
export type ToastKind = 'call' | 'contact';

export interface Toast extends ToastMessage {
  /** Unique for the visit; the list's key. */
  readonly id: number;
  readonly kind: ToastKind;
}

export type ToastInput =
  | { readonly type: 'raised'; readonly kind: ToastKind; readonly message: ToastMessage }
  | { readonly type: 'dismissed'; readonly id: number };

export interface ToastListState {
  readonly toasts: readonly Toast[];
  readonly lastId: number;
}

export const EMPTY_TOAST_LIST: ToastListState = { toasts: [], lastId: 0 };

export function reduceToasts(state: ToastListState, input: ToastInput): Step<ToastListState, never, never> {
  if (input.type === 'dismissed') return step({ ...state, toasts: state.toasts.filter((toast) => toast.id !== input.id) });
  const id = state.lastId + 1;
  const others = state.toasts.filter((toast) => toast.kind !== input.kind);
  return step({ lastId: id, toasts: [...others, { ...input.message, id, kind: input.kind }] });
}

export interface ToastList {
  /** The toasts to show, oldest first; replays the latest. */
  readonly toasts$: Observable<readonly Toast[]>;
  /** The visitor closed it, or its time ran out. */
  readonly dismiss: (id: number) => void;
}

/** One list for the toasts of every source, by kind. */
export function createToastList(sources: Readonly<Record<ToastKind, Observable<ToastMessage>>>): ToastList {
  const dismissals = new Subject<ToastInput>();
  const raised = (Object.keys(sources) as ToastKind[]).map((kind) =>
    sources[kind].pipe(map((message): ToastInput => ({ type: 'raised', kind, message }))),
  );
  const machine = runMachine<ToastListState, ToastInput, never, never>({
    initial: EMPTY_TOAST_LIST,
    reduce: reduceToasts,
    inputs: merge(...raised, dismissals),
    lifetime: 'subscribed',
    perform: () => merge(),
  });
  return {
    toasts$: machine.state$.pipe(map((state) => state.toasts)),
    dismiss: (id) => dismissals.next({ type: 'dismissed', id }),
  };
}
