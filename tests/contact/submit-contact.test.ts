import type { Observable } from 'rxjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_FIELD_ERRORS } from '../../streams/contact/contact-validation';
import { EMPTY_DRAFT, type ContactDraft } from '../../streams/contact/contact-draft';
import { createContactStreams } from '../../streams/contact/contact-streams';
import type { ContactPayload } from '../../streams/contact/contact-payload';
import type { SendOutcome } from '../../streams/contact/send-contact';
import { newTestScheduler } from '../fakes/virtual-clock';

// The contact machine's sending in virtual time: each letter of a press marble types that draft
// and presses Send; the sender answers with a cold outcome marble.

const DRAFTS: Record<string, ContactDraft> = {
  g: { ...EMPTY_DRAFT, name: 'Ruth', church: 'Grace Church' },
  b: { ...EMPTY_DRAFT, name: '  ', email: 'ruth' },
  h: { ...EMPTY_DRAFT, name: 'Bot', honeypot: 'http://spam.example' },
};
const OUTCOMES: Record<string, SendOutcome> = {
  s: { kind: 'sent' },
  f: { kind: 'failed', reason: 'http', status: 500 },
  t: { kind: 'failed', reason: 'timeout' },
};
const VIEWS = {
  i: { status: 'idle', errors: {} },
  w: { status: 'sending', errors: {} },
  e: { status: 'idle', errors: { name: CONTACT_FIELD_ERRORS.nameRequired, email: CONTACT_FIELD_ERRORS.emailInvalid } },
};
const TOASTS = {
  s: { title: "Message sent successfully! We'll get back to you within 24 hours", variant: 'default' },
  f: {
    title: 'Failed to send message',
    description: 'Please try again or contact us directly at office@church.test',
    variant: 'destructive',
  },
};

describe('contact sending (marbles)', () => {
  let testScheduler = newTestScheduler();
  beforeEach(() => {
    testScheduler = newTestScheduler();
  });

  function form(response: Observable<SendOutcome>) {
    const payloads: ContactPayload[] = [];
    const send = (payload: ContactPayload) => {
      payloads.push(payload);
      return response;
    };
    const streams = createContactStreams({
      fetch: () => Promise.reject(new Error('not used')),
      endpoint: 'https://forms.test/contact',
      contactEmail: 'office@church.test',
      storage: undefined,
      scheduler: testScheduler,
      send,
    });
    return { streams, payloads };
  }

  function pressAt(streams: ReturnType<typeof form>['streams'], marble: string): void {
    [...marble].forEach((letter, frame) => {
      const draft = DRAFTS[letter];
      if (draft) testScheduler.schedule(() => (streams.update(draft), streams.submit()), frame);
    });
  }

  it('goes sending → idle with the outcome, sending the payload with its subject', () => {
    testScheduler.run(({ cold, expectObservable }) => {
      const { streams, payloads } = form(cold('---s|', OUTCOMES));
      pressAt(streams, '-g');
      expectObservable(streams.state$).toBe('iw--i', VIEWS);
      expectObservable(streams.toasts$).toBe('----s', TOASTS);
      testScheduler.schedule(() => expect(payloads.map((p) => p.subject)).toEqual(['New inquiry from Grace Church']), 10);
    });
  });

  it('ignores presses while sending: one press, one request', () => {
    testScheduler.run(({ cold, expectObservable, expectSubscriptions }) => {
      const response = cold('----f|', OUTCOMES);
      const { streams, payloads } = form(response);
      pressAt(streams, '-ggg-g-g');
      expectObservable(streams.state$).toBe('iw---i-w---i', VIEWS);
      expectObservable(streams.toasts$).toBe('-----f-----f', TOASTS);
      expectSubscriptions(response.subscriptions).toBe(['-^----!', '-------^----!']);
      testScheduler.schedule(() => expect(payloads).toHaveLength(2), 20);
    });
  });

  it('tells how each send went, beside its toast; a honeypot press sends nothing and tells nothing', () => {
    testScheduler.run(({ cold, expectObservable }) => {
      const { streams } = form(cold('--f|', OUTCOMES));
      pressAt(streams, '-g---h');
      expectObservable(streams.toasts$).toBe('---f-s', TOASTS);
      expectObservable(streams.outcomes$).toBe('---f--', OUTCOMES);
    });
  });

  it('reports field errors without sending', () => {
    testScheduler.run(({ cold, expectObservable }) => {
      const response = cold('-s|', OUTCOMES);
      const { streams } = form(response);
      pressAt(streams, '-b');
      expectObservable(streams.state$).toBe('ie', VIEWS);
      expectObservable(streams.toasts$).toBe('--', TOASTS);
      testScheduler.schedule(() => expect(response.subscriptions).toEqual([]), 5);
    });
  });

  it('drops a honeypot submission without a request, looking like success', () => {
    testScheduler.run(({ cold, expectObservable }) => {
      const { streams, payloads } = form(cold('-s|', OUTCOMES));
      pressAt(streams, '-h');
      expectObservable(streams.state$).toBe('i', VIEWS);
      expectObservable(streams.toasts$).toBe('-s', TOASTS);
      expectObservable(streams.draft$).toBe('a(bc)', { a: EMPTY_DRAFT, b: DRAFTS.h, c: EMPTY_DRAFT });
      testScheduler.schedule(() => expect(payloads).toEqual([]), 5);
    });
  });

  it('cancels an in-flight request when unsubscribed', () => {
    testScheduler.run(({ cold, expectObservable, expectSubscriptions }) => {
      const response = cold('-----s|', OUTCOMES);
      const { streams } = form(response);
      pressAt(streams, '-g');
      expectObservable(streams.state$, '^--!').toBe('iw', VIEWS);
      expectSubscriptions(response.subscriptions).toBe('-^-!');
    });
  });
});
