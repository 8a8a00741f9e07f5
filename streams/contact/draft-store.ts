import { EMPTY, concat, concatMap, debounce, distinctUntilChanged, merge, of, timer, type Observable, type SchedulerLike } from 'rxjs';
import { createSafeStorage, perform } from '../shared';
import { CONTACT_CONFIG } from './contact-config';
import { EMPTY_DRAFT, SAVED_FIELDS, isBlankDraft, sameDraft, type ContactDraft } from './contact-draft';

/** The draft in sessionStorage, so it survives a reload until it is sent. Never throws. */
export interface DraftStore {
  load(): ContactDraft;
  save(draft: ContactDraft): void;
  clear(): void;
}

export function createDraftStore(storage: Storage | undefined, key = CONTACT_CONFIG.draftStorageKey): DraftStore {
  const safe = createSafeStorage(storage);
  return {
    load: () => parseDraft(safe.get(key)),
    save: (draft) => {
      if (isBlankDraft(draft)) safe.remove(key);
      else safe.set(key, JSON.stringify(Object.fromEntries(SAVED_FIELDS.map((field) => [field, draft[field]]))));
    },
    clear: () => safe.remove(key),
  };
}

/** Keeps the string fields of a stored draft; anything else (garbage, the honeypot) is dropped. */
function parseDraft(raw: string | null): ContactDraft {
  let value: unknown;
  try {
    value = raw === null ? null : JSON.parse(raw);
  } catch {
    return EMPTY_DRAFT;
  }
  if (typeof value !== 'object' || value === null) return EMPTY_DRAFT;
  const stored = value as Record<string, unknown>;
  const restored = SAVED_FIELDS.map((field) => [field, typeof stored[field] === 'string' ? stored[field] : ''] as const);
  return { ...EMPTY_DRAFT, ...Object.fromEntries(restored) };
}

export interface PersistDraftDeps {
  readonly store: Pick<DraftStore, 'save'>;
  readonly scheduler: SchedulerLike;
  readonly debounceMs: number;
  /** Saves what is pending at once (the page is being hidden or unloaded). */
  readonly flush$?: Observable<unknown>;
}

/** Saves the draft once typing pauses, or at once on a flush; emits each draft it saved. */
export function persistDraft(
  draft$: Observable<ContactDraft>,
  { store, scheduler, debounceMs, flush$ = EMPTY }: PersistDraftDeps,
): Observable<ContactDraft> {
  return draft$.pipe(
    debounce(() => merge(timer(debounceMs, scheduler), flush$)),
    distinctUntilChanged(sameDraft),
    // The save is this stream's effect, run at the edge like a machine's.
    concatMap((draft) =>
      concat(
        perform(() => store.save(draft)),
        of(draft),
      ),
    ),
  );
}
