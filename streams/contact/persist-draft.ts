import { EMPTY, debounce, distinctUntilChanged, merge, tap, timer, type Observable, type SchedulerLike } from 'rxjs';
import { sameDraft, type ContactDraft } from './contact-draft';
import type { DraftStore } from './draft-store';

export interface PersistDraftDeps {
  readonly store: Pick<DraftStore, 'save'>;
  readonly scheduler: SchedulerLike;
  readonly debounceMs: number;
  /** Saves what is pending at once (the page is being hidden or unloaded). */
  readonly flush$?: Observable<unknown>;
}

/** Saves the draft once typing pauses, or at once on a flush; emits each draft it saved. */
export function persistDraft(draft$: Observable<ContactDraft>, { store, scheduler, debounceMs, flush$ = EMPTY }: PersistDraftDeps): Observable<ContactDraft> {
  return draft$.pipe(
    debounce(() => merge(timer(debounceMs, scheduler), flush$)),
    distinctUntilChanged(sameDraft),
    tap((draft) => store.save(draft)),
  );
}
