import { beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, type ContactDraft } from '../../streams/contact/contact-draft';
import { persistDraft } from '../../streams/contact/draft-store';
import { newTestScheduler } from '../fakes/virtual-clock';

const DRAFTS = {
  a: { ...EMPTY_DRAFT, name: 'R' },
  b: { ...EMPTY_DRAFT, name: 'Ru' },
  c: { ...EMPTY_DRAFT, name: 'Ruth' },
};

describe('persistDraft (marbles)', () => {
  let testScheduler = newTestScheduler();
  beforeEach(() => {
    testScheduler = newTestScheduler();
  });

  function recordingStore() {
    const saved: ContactDraft[] = [];
    return { saved, save: (draft: ContactDraft) => void saved.push(draft) };
  }

  it('saves once typing pauses for the debounce time', () => {
    testScheduler.run(({ hot, expectObservable }) => {
      const store = recordingStore();
      const drafts = hot('-a-b 500ms c', DRAFTS);
      expectObservable(persistDraft(drafts, { store, scheduler: testScheduler, debounceMs: 400 })).toBe(
        '--- 400ms b 99ms - 400ms c',
        DRAFTS,
      );
      testScheduler.schedule(() => expect(store.saved).toEqual([DRAFTS.b, DRAFTS.c]), 2000);
    });
  });

  it('does not save the same draft twice in a row', () => {
    testScheduler.run(({ hot, expectObservable }) => {
      const store = recordingStore();
      const drafts = hot('-a 10ms a', DRAFTS);
      expectObservable(persistDraft(drafts, { store, scheduler: testScheduler, debounceMs: 5 })).toBe('------a', DRAFTS);
      testScheduler.schedule(() => expect(store.saved).toEqual([DRAFTS.a]), 100);
    });
  });

  it('drops a pending save when unsubscribed', () => {
    testScheduler.run(({ hot, expectObservable, expectSubscriptions }) => {
      const store = recordingStore();
      const drafts = hot('-a', DRAFTS);
      expectObservable(persistDraft(drafts, { store, scheduler: testScheduler, debounceMs: 400 }), '^ 100ms !').toBe('', DRAFTS);
      expectSubscriptions(drafts.subscriptions).toBe('^ 100ms !');
      testScheduler.schedule(() => expect(store.saved).toEqual([]), 1000);
    });
  });
});
