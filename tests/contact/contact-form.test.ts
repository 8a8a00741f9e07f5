import { VirtualTimeScheduler, firstValueFrom } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_CONFIG } from '../../streams/contact/contact-config';
import { CONTACT_FIELD_ERRORS } from '../../streams/contact/contact-validation';
import { EMPTY_DRAFT, type ContactDraft } from '../../streams/contact/contact-draft';
import { createContactStreams } from '../../streams/contact/contact-streams';
import type { ContactView } from '../../streams/contact/contact-machine';
import type { ToastMessage } from '../../streams/shared/toast-message';
import { createFakeStorage, type FakeStorage } from '../demo/fake-storage';
import { controllableFetch } from './fake-fetch';

const ENDPOINT = 'https://forms.test/contact';
const KEY = CONTACT_CONFIG.draftStorageKey;
const TYPED = { name: 'Ruth', email: 'ruth@example.org', church: '', phone: '0400 000 000', message: 'Do you cover Hobart?' };
const SUCCESS = { title: "Message sent successfully! We'll get back to you within 24 hours", variant: 'default' };
const FAILURE = {
  title: 'Failed to send message',
  description: 'Please try again or contact us directly at hello@vestry.example',
  variant: 'destructive',
};

let teardown: (() => void)[] = [];
afterEach(() => {
  teardown.forEach((stop) => stop());
  teardown = [];
});

function setup(storage: FakeStorage = createFakeStorage()) {
  const { fetch, requests } = controllableFetch();
  const scheduler = new VirtualTimeScheduler();
  const form = createContactStreams({ fetch, endpoint: ENDPOINT, contactEmail: 'hello@vestry.example', storage, scheduler });
  const seen = { drafts: [] as ContactDraft[], states: [] as ContactView[], toasts: [] as ToastMessage[] };
  const subscriptions = [
    form.draft$.subscribe((d) => seen.drafts.push(d)),
    form.state$.subscribe((s) => seen.states.push(s)),
    form.toasts$.subscribe((n) => seen.toasts.push(n)),
  ];
  teardown.push(() => subscriptions.forEach((s) => s.unsubscribe()));
  return { form, requests, scheduler, storage, seen };
}

describe('createContactStreams', () => {
  it('restores the draft saved before a reload', () => {
    const { seen } = setup(createFakeStorage({ [KEY]: JSON.stringify(TYPED) }));
    expect(seen.drafts).toEqual([{ ...EMPTY_DRAFT, ...TYPED }]);
  });

  it('saves the draft to sessionStorage after the debounce', () => {
    const { form, scheduler, storage } = setup();
    form.update({ name: 'Ru' });
    form.update({ name: 'Ruth' });
    expect(storage.data.has(KEY)).toBe(false);
    scheduler.flush();
    expect(JSON.parse(storage.data.get(KEY) ?? '')).toMatchObject({ name: 'Ruth' });
  });

  it('sends once, reads "sending", then clears the form and the saved draft on success', async () => {
    const { form, requests, scheduler, storage, seen } = setup();
    form.update(TYPED);
    scheduler.flush();
    form.submit();
    form.submit(); // a double click
    expect(requests).toHaveLength(1);
    expect(seen.states.at(-1)).toEqual({ status: 'sending', errors: {} });
    const body = requests[0]?.init.body;
    expect(typeof body === 'string' ? JSON.parse(body) : body).toEqual({ ...TYPED, subject: 'New inquiry from Ruth' });
    const toast = firstValueFrom(form.toasts$);
    requests[0]?.respond({ ok: true, status: 200 });
    expect(await toast).toEqual(SUCCESS);
    scheduler.flush();
    expect(seen.states.at(-1)).toEqual({ status: 'idle', errors: {} });
    expect(seen.drafts.at(-1)).toEqual(EMPTY_DRAFT);
    expect(storage.data.has(KEY)).toBe(false);
  });

  it.each([
    ['a non-ok status', (r: { respond: (x: { ok: boolean; status: number }) => void }) => r.respond({ ok: false, status: 500 })],
    ['a network failure', (r: { fail: (e: unknown) => void }) => r.fail(new TypeError('Failed to fetch'))],
  ])('keeps everything typed after %s and shows the failure toast with the email', async (_label, answer) => {
    const { form, requests, scheduler, storage, seen } = setup();
    form.update(TYPED);
    scheduler.flush();
    form.submit();
    const toast = firstValueFrom(form.toasts$);
    const request = requests[0];
    if (request) answer(request);
    expect(await toast).toEqual(FAILURE);
    scheduler.flush();
    expect(seen.drafts.at(-1)).toEqual({ ...EMPTY_DRAFT, ...TYPED });
    expect(JSON.parse(storage.data.get(KEY) ?? '')).toEqual(TYPED);
    expect(seen.states.at(-1)).toEqual({ status: 'idle', errors: {} });
    form.submit(); // and it can be tried again
    expect(requests).toHaveLength(2);
  });

  it('times out a hanging request: aborts it, shows the failure toast, keeps the draft', () => {
    const { form, requests, scheduler, seen } = setup();
    form.update(TYPED);
    form.submit();
    expect(requests[0]?.init.signal?.aborted).toBe(false);
    // The deadline is 15 s, written here as a number: comparing with CONTACT_CONFIG would pass whatever it held.
    scheduler.maxFrames = 14_999;
    scheduler.flush();
    expect(requests[0]?.init.signal?.aborted).toBe(false);
    expect(seen.toasts).toEqual([]);
    scheduler.maxFrames = Infinity;
    scheduler.flush();
    expect(scheduler.frame).toBe(15_000);
    expect(requests[0]?.init.signal?.aborted).toBe(true);
    expect(seen.toasts).toEqual([FAILURE]);
    expect(seen.drafts.at(-1)).toEqual({ ...EMPTY_DRAFT, ...TYPED });
  });

  it('shows field errors without a request or a toast', () => {
    const { form, requests, seen } = setup();
    form.update({ name: ' ', email: 'ruth@' });
    form.submit();
    expect(requests).toHaveLength(0);
    expect(seen.toasts).toEqual([]);
    expect(seen.states.at(-1)).toEqual({
      status: 'idle',
      errors: { name: CONTACT_FIELD_ERRORS.nameRequired, email: CONTACT_FIELD_ERRORS.emailInvalid },
    });
  });

  it('drops a honeypot submission without a request, but answers like a success', () => {
    const { form, requests, seen } = setup();
    form.update({ ...TYPED, honeypot: 'https://spam.example' });
    form.submit();
    expect(requests).toHaveLength(0);
    expect(seen.toasts).toEqual([SUCCESS]);
    expect(seen.drafts.at(-1)).toEqual(EMPTY_DRAFT);
  });

  it('replays "sending" to a component that subscribes mid-request', () => {
    const { form } = setup();
    form.update(TYPED);
    form.submit();
    const late: ContactView[] = [];
    form.state$.subscribe((s) => late.push(s)).unsubscribe();
    expect(late).toEqual([{ status: 'sending', errors: {} }]);
  });
});
