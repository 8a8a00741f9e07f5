import { describe, expect, it, vi } from 'vitest';
import { lazyChurchName } from '../../streams/site/lazy-church-name';

// "Your church's name" loads its store on first use; once loaded, what the visitor types reaches it in the keystroke's
// own task, as a controlled field needs (a value a microtask late makes the caret jump).
describe('lazyChurchName', () => {
  it('once loaded, takes each change at once', async () => {
    window.sessionStorage.clear();
    const church = lazyChurchName(window.sessionStorage);
    const typed: string[] = [];
    church.churchName$.subscribe((name) => typed.push(name.typed));
    church.load();
    await vi.waitFor(() => expect(typed.length).toBeGreaterThan(0));
    church.setChurchName('St Mar');
    expect(typed.at(-1)).toBe('St Mar');
    church.setChurchName('St Mary');
    expect(typed.at(-1)).toBe('St Mary');
  });

  it('before it has loaded, keeps what was typed for the store once it is there', async () => {
    window.sessionStorage.clear();
    const church = lazyChurchName(window.sessionStorage);
    const typed: string[] = [];
    church.churchName$.subscribe((name) => typed.push(name.typed));
    church.setChurchName('Holy Trinity');
    expect(typed).toEqual([]);
    await vi.waitFor(() => expect(typed.at(-1)).toBe('Holy Trinity'));
  });
});
