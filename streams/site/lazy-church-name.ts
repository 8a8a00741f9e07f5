import { switchMap } from 'rxjs';
import { STORAGE_KEYS, lazyChunk } from '../shared';
import type { ChurchNameControl } from '../church';

/** "Your church's name", whose store loads when the field first opens (`load`), or at once where the visit kept a name. */
export interface LazyChurchName extends ChurchNameControl {
  load(): void;
}

/** Whether this visit kept a name: read without the store, so that visitors who never gave one never load it. */
function kept(storage: Storage | undefined): boolean {
  try {
    return storage?.getItem(STORAGE_KEYS.churchName.key) != null;
  } catch {
    return false;
  }
}

/** Until it loads there is no name: the notes and the summary name the demo's own church. */
export function lazyChurchName(storage: Storage | undefined): LazyChurchName {
  const chunk = lazyChunk(() => import('../church').then((module) => module.createChurchName(storage)));
  // Offline, the field stays a press; the next one tries again.
  const load = () => chunk.load().catch(() => undefined);
  if (kept(storage)) void load();
  return {
    churchName$: chunk.loaded$.pipe(switchMap((store) => store.churchName$)),
    load: () => void load(),
    // Before it loads there is no name to give.
    callParams: () => chunk.loaded()?.callParams() ?? {},
    // At once once loaded: the field's value must change in the keystroke's own task, or the caret jumps.
    setChurchName: (text) => {
      const store = chunk.loaded();
      if (store) store.setChurchName(text);
      else void load().then((loaded) => loaded?.setChurchName(text));
    },
  };
}
