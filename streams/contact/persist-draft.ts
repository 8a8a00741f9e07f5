import { debounceTime, distinctUntilChanged, tap, type Observable, type SchedulerLike } from 'rxjs';
import { sameDraft, type ContactDraft } from './contact-draft';
import type { DraftStore } from './draft-store';

export interface PersistDraftDeps {
  readonly store: Pick<DraftStore, 'save'>;
  readonly scheduler: SchedulerLike;
  readonly debounceMs: number;
}

/** Saves the draft once typing pauses; emits each draft it saved. */
export function persistDraft(draft$: Observable<ContactDraft>, { store, scheduler, debounceMs }: PersistDraftDeps): Observable<ContactDraft> {
  return draft$.pipe(
    debounceTime(debounceMs, scheduler),
    distinctUntilChanged(sameDraft),
    tap((draft) => store.save(draft)),
  );
}
