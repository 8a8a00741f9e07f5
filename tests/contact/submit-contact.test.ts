import type { Observable } from 'rxjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTACT_FIELD_ERRORS, EMPTY_DRAFT, submitContact, type ContactPayload, type SendOutcome } from '../../streams/contact';
import { newTestScheduler } from '../demo/virtual-clock';

const DRAFTS = {
  g: { ...EMPTY_DRAFT, name: 'Ruth', church: 'Grace Church' },
  b: { ...EMPTY_DRAFT, name: '  ', email: 'ruth' },
  h: { ...EMPTY_DRAFT, name: 'Bot', honeypot: 'http://spam.example' },
};
const OUTCOMES: Record<string, SendOutcome> = {
  s: { kind: 'sent' },
  f: { kind: 'failed', reason: 'http', status: 500 },
  t: { kind: 'failed', reason: 'timeout' },
};
const STATES = {
  w: { status: 'sending' },
  s: { status: 'idle', outcome: OUTCOMES.s },
  f: { status: 'idle', outcome: OUTCOMES.f },
  d: { status: 'idle', outcome: { kind: 'dropped' } },
  i: { status: 'idle', outcome: { kind: 'invalid', errors: { name: CONTACT_FIELD_ERRORS.nameRequired, email: CONTACT_FIELD_ERRORS.emailInvalid } } },
};

describe('submitContact (marbles)', () => {
  let testScheduler = newTestScheduler();
  beforeEach(() => {
    testScheduler = newTestScheduler();
  });

  function recordingSender(response: Observable<SendOutcome>) {
    const payloads: ContactPayload[] = [];
    const send = (payload: ContactPayload) => {
      payloads.push(payload);
      return response;
    };
    return { send, payloads };
  }

  it('goes sending → idle with the outcome, sending the payload with its subject', () => {
    testScheduler.run(({ cold, hot, expectObservable }) => {
      const sender = recordingSender(cold('---s|', OUTCOMES));
      expectObservable(submitContact(hot('-g', DRAFTS), sender)).toBe('-w--s', STATES);
      testScheduler.schedule(() => expect(sender.payloads.map((p) => p.subject)).toEqual(['New inquiry from Grace Church']), 10);
    });
  });

  it('ignores presses while sending: one press, one request', () => {
    testScheduler.run(({ cold, hot, expectObservable, expectSubscriptions }) => {
      const response = cold('----f|', OUTCOMES);
      const sender = recordingSender(response);
      expectObservable(submitContact(hot('-ggg-g-g', DRAFTS), sender)).toBe('-w---f-w---f', STATES);
      expectSubscriptions(response.subscriptions).toBe(['-^----!', '-------^----!']);
      testScheduler.schedule(() => expect(sender.payloads).toHaveLength(2), 20);
    });
  });

  it('reports field errors without sending', () => {
    testScheduler.run(({ cold, hot, expectObservable }) => {
      const response = cold('-s|', OUTCOMES);
      expectObservable(submitContact(hot('-b', DRAFTS), recordingSender(response))).toBe('-i', STATES);
      testScheduler.schedule(() => expect(response.subscriptions).toEqual([]), 5);
    });
  });

  it('drops a honeypot submission without a request, looking like success', () => {
    testScheduler.run(({ cold, hot, expectObservable }) => {
      const sender = recordingSender(cold('-s|', OUTCOMES));
      expectObservable(submitContact(hot('-h', DRAFTS), sender)).toBe('-(wd)', STATES);
      testScheduler.schedule(() => expect(sender.payloads).toEqual([]), 5);
    });
  });

  it('cancels an in-flight request when unsubscribed', () => {
    testScheduler.run(({ cold, hot, expectObservable, expectSubscriptions }) => {
      const response = cold('-----s|', OUTCOMES);
      expectObservable(submitContact(hot('-g', DRAFTS), recordingSender(response)), '^--!').toBe('-w', STATES);
      expectSubscriptions(response.subscriptions).toBe('-^-!');
    });
  });
});
