import { describe, expect, it } from 'vitest';
import { CONTACT_CONFIG } from '../../streams/contact/contact-config';
import { EMPTY_DRAFT } from '../../streams/contact/contact-draft';
import { createDraftStore } from '../../streams/contact/draft-store';
import { createFakeStorage } from '../demo/fake-storage';

const KEY = CONTACT_CONFIG.draftStorageKey;
const DRAFT = { ...EMPTY_DRAFT, name: 'Ruth', email: 'ruth@example.org', church: 'Grace', phone: '0400', message: 'Hi' };

describe('createDraftStore', () => {
  it('saves the five visible fields and restores them', () => {
    const storage = createFakeStorage();
    createDraftStore(storage).save({ ...DRAFT, honeypot: 'bot' });
    expect(JSON.parse(storage.data.get(KEY) ?? '')).toEqual({
      name: 'Ruth',
      email: 'ruth@example.org',
      church: 'Grace',
      phone: '0400',
      message: 'Hi',
    });
    expect(createDraftStore(storage).load()).toEqual(DRAFT);
  });

  it('removes the entry when the draft is blank, and on clear', () => {
    const storage = createFakeStorage({ [KEY]: JSON.stringify(DRAFT) });
    createDraftStore(storage).save({ ...EMPTY_DRAFT, name: '  ' });
    expect(storage.data.has(KEY)).toBe(false);
    storage.data.set(KEY, JSON.stringify(DRAFT));
    createDraftStore(storage).clear();
    expect(storage.data.has(KEY)).toBe(false);
  });

  it.each([
    ['nothing', undefined],
    ['not JSON', '{"name":'],
    ['an array', '["Ruth"]'],
    ['a string', '"Ruth"'],
  ])('loads an empty draft from %s', (_label, raw) => {
    const storage = createFakeStorage(raw === undefined ? {} : { [KEY]: raw });
    expect(createDraftStore(storage).load()).toEqual(EMPTY_DRAFT);
  });

  it('keeps the good fields of a half-broken draft and never restores a honeypot', () => {
    const storage = createFakeStorage({ [KEY]: JSON.stringify({ name: 'Ruth', email: 42, message: null, honeypot: 'x' }) });
    expect(createDraftStore(storage).load()).toEqual({ ...EMPTY_DRAFT, name: 'Ruth' });
  });

  it('keeps the draft in memory when sessionStorage throws or is missing', () => {
    const storage = createFakeStorage();
    storage.failing.add('set');
    const store = createDraftStore(storage);
    expect(() => store.save(DRAFT)).not.toThrow();
    expect(store.load()).toEqual(DRAFT);
    const ssr = createDraftStore(undefined);
    ssr.save(DRAFT);
    expect(ssr.load()).toEqual(DRAFT);
    ssr.clear();
    expect(ssr.load()).toEqual(EMPTY_DRAFT);
  });

  it('loads an empty draft when reading throws (storage disabled)', () => {
    const storage = createFakeStorage({ [KEY]: JSON.stringify(DRAFT) });
    storage.failing.add('get');
    expect(createDraftStore(storage).load()).toEqual(EMPTY_DRAFT);
  });
});
