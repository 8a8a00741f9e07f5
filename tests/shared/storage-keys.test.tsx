import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screen } from '@testing-library/react';
import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { PrivacyPage } from '../../src/app/privacy-page';
import { STORAGE_KEYS, type StorageArea } from '../../streams/shared/storage-keys';
import { createSiteStreams } from '../../streams/site/site-streams';
import { createFakeStorage } from '../demo/fake-storage';
import { createCallHarness } from '../fakes/call-harness';
import { renderWithTheme } from '../render-with-theme';

// Every key the site's code writes in the browser's storage is in one list (streams/shared/storage-keys.ts),
// whence each writer takes it and the privacy page lists them all.

const LIST = join('streams', 'shared', 'storage-keys.ts');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'generated' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

/** A string that starts a `vestry.` key: quoted or templated, anything but the fictional domain. */
const KEY_LITERAL = /(['"`])vestry\.(?!example\b)[^'"`\s]*/g;

describe('the storage keys', () => {
  it('are written nowhere in streams/ or src/ but the one list', () => {
    const found = ['streams', 'src']
      .flatMap(sourceFiles)
      .filter((file) => file !== LIST)
      .flatMap((file) => [...readFileSync(file, 'utf8').matchAll(KEY_LITERAL)].map((match) => `${file}: ${match[0]}`));
    expect(found).toEqual([]);
    const keys = Object.values(STORAGE_KEYS).map(({ key }) => key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('are each named on the privacy page, with their storage', () => {
    renderWithTheme(<PrivacyPage />);
    const list = screen.getByRole('heading', { level: 2, name: 'What stays in your browser' }).parentElement;
    const items = [...(list?.querySelectorAll('li') ?? [])].map((item) => item.textContent ?? '');
    expect(items).toHaveLength(Object.keys(STORAGE_KEYS).length);
    const area: Record<StorageArea, string> = { local: 'local storage', session: 'session storage' };
    for (const { key, area: where } of Object.values(STORAGE_KEYS))
      expect(items.find((item) => item.startsWith(`${key}, in ${area[where]}: `))).toBeDefined();
  });

  it('are kept where the list says: the day’s attempts in local storage, the draft for the tab', async () => {
    const local = createFakeStorage();
    const session = createFakeStorage();
    const harness = createCallHarness();
    const site = createSiteStreams({
      voiceCall: harness.client,
      assistant: 'simulated-assistant',
      simulated: true,
      scheduler: harness.clock.scheduler,
      storage: { local, session },
      contact: { fetch: () => Promise.resolve({ ok: true, status: 200 }), endpoint: 'https://forms.test/contact', email: 'a@b.test' },
    });
    const subscriptions = [site.contact.draft$.subscribe(), site.demo.state$.subscribe()];
    site.contact.update({ name: 'Ruth' });
    await firstValueFrom(site.demo.state$);
    site.demo.start();
    await harness.clock.advance(1000);
    const { demoAttempts, contactDraft } = STORAGE_KEYS;
    expect(demoAttempts.area).toBe('local');
    expect(local.data.has(demoAttempts.key)).toBe(true);
    expect(session.data.has(demoAttempts.key)).toBe(false);
    expect(contactDraft.area).toBe('session');
    expect(session.data.has(contactDraft.key)).toBe(true);
    expect(local.data.has(contactDraft.key)).toBe(false);
    subscriptions.forEach((subscription) => subscription.unsubscribe());
  });
});
