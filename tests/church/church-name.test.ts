import { firstValueFrom } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createChurchName } from '../../streams/church/church-name';
import { withChurch } from '../../streams/demo/with-church';
import { STORAGE_KEYS } from '../../streams/shared/storage-keys';
import { createFakeStorage } from '../demo/fake-storage';

// "Your church's name": kept for the visit as typed, used only where the rule takes it.

const KEY = STORAGE_KEYS.churchName.key;

describe('createChurchName', () => {
  it('shows the kept name at once, as typed, with the name the demo uses', async () => {
    const churchName = createChurchName(createFakeStorage({ [KEY]: '  St Mary’s ' }));
    expect(await firstValueFrom(churchName.churchName$)).toEqual({ typed: '  St Mary’s ', name: "St Mary's" });
  });

  it('keeps what is typed, even a name the rule refuses (never lost, never used); blank forgets it', async () => {
    const storage = createFakeStorage();
    const churchName = createChurchName(storage);
    churchName.setChurchName('St <Mary>');
    expect(await firstValueFrom(churchName.churchName$)).toEqual({ typed: 'St <Mary>', name: null });
    expect(storage.data.get(KEY)).toBe('St <Mary>');
    churchName.setChurchName('St Mary');
    expect(await firstValueFrom(churchName.churchName$)).toEqual({ typed: 'St Mary', name: 'St Mary' });
    churchName.setChurchName('');
    expect(storage.data.has(KEY)).toBe(false);
  });

  it('works where storage throws: for this page only', async () => {
    const storage = createFakeStorage();
    storage.failing.add('get').add('set');
    const churchName = createChurchName(storage);
    churchName.setChurchName('Holy Trinity');
    expect((await firstValueFrom(churchName.churchName$)).name).toBe('Holy Trinity');
  });
});

describe('withChurch', () => {
  it('names the visitor’s church where the call noted none, and leaves a noted one', () => {
    expect(withChurch({ church: null, need: 'x' }, "St Mary's")).toEqual({ church: "St Mary's", need: 'x' });
    expect(withChurch({ church: 'St Paul' }, "St Mary's")).toEqual({ church: 'St Paul' });
    const none = { church: null };
    expect(withChurch(none, null)).toBe(none);
  });
});
