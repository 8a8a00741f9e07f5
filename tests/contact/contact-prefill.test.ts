import { Subject, VirtualTimeScheduler } from 'rxjs';
import { afterEach, describe, expect, it } from 'vitest';
import { CONTACT_CONFIG } from '../../streams/contact/contact-config';
import { EMPTY_DRAFT, type ContactDraft } from '../../streams/contact/contact-draft';
import { INITIAL_CONTACT_STATE, reduceContact } from '../../streams/contact/contact-machine';
import { createContactStreams } from '../../streams/contact/contact-streams';
import { withPrefill, type ContactPrefill } from '../../streams/contact/contact-prefill';
import { createFakeStorage, type FakeStorage } from '../demo/fake-storage';
import { controllableFetch } from './fake-fetch';

// A demo call's summary carried into the contact form: an input of the machine, which only
// edits the draft. Nothing is sent until Send Message.

const NOTE = 'About my Vestry AI demo call:\nRouted to: Pastoral care (Reverend Grace Taylor)';
const draft = (over: Partial<ContactDraft>): ContactDraft => ({ ...EMPTY_DRAFT, ...over });
const prefill = (message: string, church: string | null = null): ContactPrefill => ({ message, church });

describe('withPrefill', () => {
  it('puts the note in an empty message', () => {
    expect(withPrefill(EMPTY_DRAFT, prefill(NOTE))).toEqual(draft({ message: NOTE }));
  });

  it('keeps what the visitor wrote first, the note after a blank line', () => {
    expect(withPrefill(draft({ message: 'We are a small parish.\n\n' }), prefill(NOTE)).message).toBe(`We are a small parish.\n\n${NOTE}`);
  });

  it('does not add a note the message already holds (a second press)', () => {
    const once = withPrefill(draft({ message: 'Hello.' }), prefill(NOTE));
    expect(withPrefill(once, prefill(NOTE))).toEqual(once);
    expect(withPrefill(once, prefill('   '))).toEqual(once);
  });

  it('fills an empty church field with the church the call named, never one the visitor typed, and leaves it alone when none was named', () => {
    expect(withPrefill(draft({ church: '  ' }), prefill(NOTE, "St Columba's")).church).toBe("St Columba's");
    expect(withPrefill(draft({ church: 'St Luke’s' }), prefill(NOTE, "St Columba's")).church).toBe('St Luke’s');
    expect(withPrefill(draft({ church: '' }), prefill(NOTE)).church).toBe('');
  });
});

describe('the contact machine’s prefilled input', () => {
  it('edits the draft only: no effect, no toast, no result, still idle', () => {
    const typed = { ...INITIAL_CONTACT_STATE, draft: draft({ name: 'Ruth', message: 'Hi.' }) };
    const next = reduceContact(typed, { type: 'prefilled', prefill: prefill(NOTE) }, 'hello@vestry.example');
    expect(next.state).toEqual({ ...typed, draft: draft({ name: 'Ruth', message: `Hi.\n\n${NOTE}` }) });
    expect(next.effects).toEqual([]);
    expect(next.events).toEqual([]);
  });
});

let teardown: (() => void)[] = [];
afterEach(() => {
  teardown.forEach((stop) => stop());
  teardown = [];
});

function setup(storage: FakeStorage) {
  const { fetch, requests } = controllableFetch();
  const scheduler = new VirtualTimeScheduler();
  const prefill$ = new Subject<ContactPrefill>();
  const form = createContactStreams({
    fetch,
    endpoint: 'https://forms.test/contact',
    contactEmail: 'hello@vestry.example',
    storage,
    scheduler,
    prefill$,
  });
  const drafts: ContactDraft[] = [];
  const subscription = form.draft$.subscribe((value) => drafts.push(value));
  teardown.push(() => subscription.unsubscribe());
  return { form, prefill$, requests, scheduler, drafts };
}

describe('createContactStreams with prefill$', () => {
  it('adds the note to the draft, sends nothing, and keeps it across a reload until Send Message', () => {
    const storage = createFakeStorage();
    const first = setup(storage);
    first.form.update({ name: 'Ruth' });
    first.prefill$.next(prefill(NOTE, "St Columba's"));
    expect(first.drafts.at(-1)).toEqual(draft({ name: 'Ruth', church: "St Columba's", message: NOTE }));
    first.scheduler.flush();
    expect(first.requests).toHaveLength(0);
    expect(JSON.parse(storage.data.get(CONTACT_CONFIG.draftStorageKey) ?? '')).toMatchObject({ message: NOTE, church: "St Columba's" });

    // A reload: new streams over the same session storage.
    teardown.forEach((stop) => stop());
    const reloaded = setup(storage);
    expect(reloaded.drafts).toEqual([draft({ name: 'Ruth', church: "St Columba's", message: NOTE })]);
    expect(reloaded.requests).toHaveLength(0);
    reloaded.form.submit();
    expect(reloaded.requests).toHaveLength(1);
    const body = reloaded.requests[0]?.init.body;
    expect(JSON.parse(typeof body === 'string' ? body : '')).toMatchObject({ message: NOTE, church: "St Columba's" });
  });
});
