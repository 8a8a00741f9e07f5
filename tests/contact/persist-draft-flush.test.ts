import { asyncScheduler, NEVER } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { EMPTY_DRAFT, type ContactDraft } from '../../streams/contact/contact-draft';
import { persistDraft } from '../../streams/contact/draft-store';

const drafts: Record<string, ContactDraft> = { a: { ...EMPTY_DRAFT, name: 'R' }, b: { ...EMPTY_DRAFT, name: 'Ruth' } };
const testScheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
const store = () => ({ save: (_draft: ContactDraft) => undefined });

describe('persistDraft with a flush', () => {
  it('saves the pending draft at once when the page is hidden', () => {
    testScheduler().run(({ cold, hot, expectObservable }) => {
      const draft$ = cold('a-b', drafts);
      const flush$ = hot('----f');
      expectObservable(persistDraft(draft$, { store: store(), scheduler: asyncScheduler, debounceMs: 400, flush$ })).toBe('----b', drafts);
    });
  });

  it('otherwise saves once typing pauses for the debounce time', () => {
    testScheduler().run(({ cold, expectObservable }) => {
      const draft$ = cold('a-b', drafts);
      expectObservable(
        persistDraft(draft$, { store: store(), scheduler: asyncScheduler, debounceMs: 400, flush$: NEVER }),
        '^ 500ms !',
      ).toBe('402ms b', drafts);
    });
  });
});
