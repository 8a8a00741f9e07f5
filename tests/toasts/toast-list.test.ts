import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_TOAST_LIST,
  createToastList,
  reduceToasts,
  type Toast,
  type ToastInput,
  type ToastListState,
} from '../../streams/toasts/toast-list';
import type { ToastMessage } from '../../streams/shared/toast-message';

const failed: ToastMessage = { title: 'Failed to send message', variant: 'destructive' };
const connected: ToastMessage = { title: 'Call Connected', variant: 'default' };
const sent: ToastMessage = { title: 'Message sent successfully!', variant: 'default' };

function run(inputs: ToastInput[], from: ToastListState = EMPTY_TOAST_LIST): ToastListState {
  return inputs.reduce((state, input) => reduceToasts(state, input).state, from);
}

describe('the toast list', () => {
  it('gives each toast its own id, and one kind replaces the open toast of its kind, keeping the others', () => {
    const state = run([
      { type: 'raised', kind: 'contact', message: failed },
      { type: 'raised', kind: 'call', message: connected },
      { type: 'raised', kind: 'contact', message: sent },
    ]);
    expect(state.toasts).toEqual([
      { ...connected, id: 2, kind: 'call' },
      { ...sent, id: 3, kind: 'contact' },
    ]);
  });

  it('takes out a dismissed toast, and ignores an id it does not hold', () => {
    const shown = run([
      { type: 'raised', kind: 'call', message: connected },
      { type: 'raised', kind: 'contact', message: failed },
    ]);
    expect(run([{ type: 'dismissed', id: 1 }], shown).toasts.map((t) => t.id)).toEqual([2]);
    expect(run([{ type: 'dismissed', id: 9 }], shown)).toEqual(shown);
  });

  it('never reuses an id, even after its toast is gone', () => {
    const state = run([
      { type: 'raised', kind: 'call', message: connected },
      { type: 'dismissed', id: 1 },
      { type: 'raised', kind: 'call', message: connected },
    ]);
    expect(state.toasts.map((t) => t.id)).toEqual([2]);
  });

  it('streams the list from every source, replays it to a late subscriber, and dismisses', () => {
    const call = new Subject<ToastMessage>();
    const contact = new Subject<ToastMessage>();
    const list = createToastList({ call, contact });
    const seen: (readonly Toast[])[] = [];
    list.toasts$.subscribe((toasts) => seen.push(toasts));
    call.next(connected);
    contact.next(failed);
    list.dismiss(1);
    expect(seen.map((toasts) => toasts.map((t) => `${t.id}:${t.kind}:${t.title}`))).toEqual([
      ['1:call:Call Connected'],
      ['1:call:Call Connected', '2:contact:Failed to send message'],
      ['2:contact:Failed to send message'],
    ]);
    const late: (readonly Toast[])[] = [];
    list.toasts$.subscribe((toasts) => late.push(toasts));
    expect(late).toEqual([seen.at(-1)]);
  });
});
