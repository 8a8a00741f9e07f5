import { describe, expect, it } from 'vitest';
import { EARLY_DRAFT } from '../../src/app/early-presses';
import { SAVED_FIELDS } from '../../streams/contact/contact-draft';
import { STORAGE_KEYS } from '../../streams/shared/storage-keys';

// The entry writes the contact draft before the app runs, with names of its own (it imports nothing of
// the app): they must be the ones the app's draft store reads.
describe('the draft the entry keeps before the app starts', () => {
  it('is under the draft store’s key, with its fields', () => {
    expect(EARLY_DRAFT.key).toBe(STORAGE_KEYS.contactDraft.key);
    expect(EARLY_DRAFT.fields).toEqual(SAVED_FIELDS);
  });
});
