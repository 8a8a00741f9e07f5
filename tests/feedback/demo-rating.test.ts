import type { Observable } from 'rxjs';
import { beforeEach, describe, expect, it } from 'vitest';
import type { ContactPayload } from '../../streams/contact/contact-payload';
import type { SendOutcome } from '../../streams/contact/send-contact';
import { FEEDBACK_CONFIG } from '../../streams/feedback/feedback-config';
import { INITIAL_RATING_STATE, feedbackPayload, reduceRating, toRatingView, type RatingView } from '../../streams/feedback/rating-machine';
import { createDemoRating } from '../../streams/feedback/rating-streams';
import { isContactBody } from '../../streams/simulated/contact-service';
import { newTestScheduler } from '../fakes/virtual-clock';

// The demo's rating in virtual time: summaries arrive as the calls end; each letter of an intent
// marble is one press of the visitor's; the sender answers with a cold outcome marble.

const OUTCOMES: Record<string, SendOutcome> = { s: { kind: 'sent' }, f: { kind: 'failed', reason: 'network' } };
const FAILED_TOAST = {
  title: 'Failed to send message',
  description: 'Please try again or contact us directly at office@church.test',
  variant: 'destructive',
};

const view = (patch: Partial<RatingView> = {}): RatingView => ({
  shown: true,
  stars: null,
  comment: '',
  sending: false,
  result: null,
  ...patch,
});

const HIDDEN = view({ shown: false });

/** A sessionStorage stand-in. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('demo rating (marbles)', () => {
  let testScheduler = newTestScheduler();
  beforeEach(() => {
    testScheduler = newTestScheduler();
  });

  function rating(options: {
    summaries$: Observable<unknown>;
    response?: Observable<SendOutcome>;
    storage?: Storage;
    flush$?: Observable<unknown>;
  }) {
    const payloads: ContactPayload[] = [];
    const streams = createDemoRating({
      summaries$: options.summaries$,
      send: (payload) => {
        payloads.push(payload);
        return options.response ?? testScheduler.createColdObservable('-s|', OUTCOMES);
      },
      contactEmail: 'office@church.test',
      storage: options.storage,
      scheduler: testScheduler,
      ...(options.flush$ ? { flush$: options.flush$ } : {}),
    });
    return { streams, payloads };
  }

  /** Runs `press` at `frame` of the test's virtual time. */
  const at = (frame: number, press: () => void) => testScheduler.schedule(press, frame);

  it('asks under the first summary, and not under the next once the visitor chose stars', () => {
    testScheduler.run(({ hot, expectObservable }) => {
      const summaries$ = hot('-a-n---b', { a: { call: 1 }, n: null, b: { call: 2 } });
      const { streams } = rating({ summaries$ });
      at(4, () => streams.choose(4));
      expectObservable(streams.view$).toBe('ha--b--c', {
        h: HIDDEN,
        a: view(),
        b: view({ stars: 4 }),
        c: view({ shown: false, stars: 4 }),
      });
    });
  });

  it('a dismissal hides it at once, and later summaries do not ask again', () => {
    testScheduler.run(({ hot, expectObservable }) => {
      const summaries$ = hot('-a---b', { a: { call: 1 }, b: { call: 2 } });
      const { streams } = rating({ summaries$ });
      at(3, () => streams.dismiss());
      expectObservable(streams.view$).toBe('ha-h--', { h: HIDDEN, a: view() });
    });
  });

  it('asks nothing before a call has ended, nor in a tab that answered already (sessionStorage)', () => {
    const storage = memoryStorage();
    testScheduler.run(({ hot, expectObservable }) => {
      const { streams } = rating({ summaries$: hot('--a', { a: { call: 1 } }), storage });
      at(4, () => streams.dismiss());
      expectObservable(streams.view$).toBe('h-a-h', { h: HIDDEN, a: view() });
    });
    expect(storage.getItem(FEEDBACK_CONFIG.storageKey)).not.toBeNull();
    testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const { streams } = rating({ summaries$: hot('-a', { a: { call: 1 } }), storage });
      expectObservable(streams.view$).toBe('h-', { h: HIDDEN });
    });
  });

  it('counts the stars the visitor settles on, once: arrowing through 2 and 3 to 4 counts 4', () => {
    testScheduler.run(({ hot, expectObservable }) => {
      const { streams } = rating({ summaries$: hot('-a', { a: { call: 1 } }) });
      at(2, () => streams.choose(2));
      at(3, () => streams.choose(3));
      at(4, () => streams.choose(4));
      at(2000, () => streams.choose(1));
      expectObservable(streams.ratings$).toBe(`${4 + FEEDBACK_CONFIG.settleMs}ms (a|)`, { a: 4 });
    });
  });

  it('counts a rating still settling at once when the page is hidden', () => {
    testScheduler.run(({ hot, expectObservable }) => {
      const { streams } = rating({ summaries$: hot('-a', { a: { call: 1 } }), flush$: hot('-----x') });
      at(2, () => streams.choose(5));
      expectObservable(streams.ratings$).toBe('-----(a|)', { a: 5 });
    });
  });

  it('sends a comment only at Send, with the stars in its subject, and clears it once sent', () => {
    testScheduler.run(({ hot, expectObservable }) => {
      const { streams, payloads } = rating({ summaries$: hot('-a', { a: { call: 1 } }) });
      at(2, () => streams.choose(4));
      at(3, () => streams.edit('  Lovely and quick  '));
      at(5, () => streams.send());
      expectObservable(streams.view$).toBe('habc-de', {
        h: HIDDEN,
        a: view(),
        b: view({ stars: 4 }),
        c: view({ stars: 4, comment: '  Lovely and quick  ' }),
        d: view({ stars: 4, comment: '  Lovely and quick  ', sending: true }),
        e: view({ stars: 4, result: 'sent' }),
      });
      at(4, () => expect(payloads).toEqual([]));
      at(10, () =>
        expect(payloads).toEqual([
          { name: 'Demo visitor', email: '', church: '', phone: '', message: 'Lovely and quick', subject: 'Demo feedback: 4 stars' },
        ]),
      );
    });
  });

  it('keeps the comment when sending fails, with the contact form’s toast, and sends it again at the next press', () => {
    testScheduler.run(({ hot, cold, expectObservable }) => {
      const { streams, payloads } = rating({ summaries$: hot('-a', { a: { call: 1 } }), response: cold('--f|', OUTCOMES) });
      at(2, () => streams.choose(2));
      at(3, () => streams.edit('The voice was too quiet'));
      at(4, () => streams.send());
      at(5, () => streams.send());
      at(9, () => streams.send());
      expectObservable(streams.toasts$).toBe('------f----f', { f: FAILED_TOAST });
      expectObservable(streams.view$).toBe('habcd-e--d-e', {
        h: HIDDEN,
        a: view(),
        b: view({ stars: 2 }),
        c: view({ stars: 2, comment: 'The voice was too quiet' }),
        d: view({ stars: 2, comment: 'The voice was too quiet', sending: true }),
        e: view({ stars: 2, comment: 'The voice was too quiet', result: 'failed' }),
      });
      at(20, () => expect(payloads).toHaveLength(2));
    });
  });

  it('a typed comment not yet sent stays under the next summary; a blank one is not sent', () => {
    testScheduler.run(({ hot, expectObservable }) => {
      const { streams, payloads } = rating({ summaries$: hot('-a---b', { a: { call: 1 }, b: { call: 2 } }) });
      at(2, () => streams.choose(3));
      at(3, () => (streams.edit('   '), streams.send()));
      at(4, () => streams.edit('Half a thought'));
      expectObservable(streams.view$).toBe('habcd-', {
        h: HIDDEN,
        a: view(),
        b: view({ stars: 3 }),
        c: view({ stars: 3, comment: '   ' }),
        d: view({ stars: 3, comment: 'Half a thought' }),
      });
      at(6, () => expect(payloads).toEqual([]));
    });
  });
});

describe('demo rating (reducer)', () => {
  const deps = { contactEmail: 'office@church.test', commentMaxLength: FEEDBACK_CONFIG.commentMaxLength };

  it('cuts a comment at 500 characters', () => {
    const { state } = reduceRating(INITIAL_RATING_STATE, { type: 'comment-edited', comment: 'x'.repeat(600) }, deps);
    expect(state.comment).toHaveLength(500);
  });

  it('remembers the answer once, and never before a summary was shown', () => {
    const shown = reduceRating(INITIAL_RATING_STATE, { type: 'summary-shown' }, deps).state;
    expect(toRatingView(INITIAL_RATING_STATE).shown).toBe(false);
    const first = reduceRating(shown, { type: 'stars-chosen', stars: 5 }, deps);
    expect(first.effects).toEqual([{ type: 'remember' }]);
    expect(reduceRating(first.state, { type: 'stars-chosen', stars: 4 }, deps).effects).toEqual([]);
  });

  it('sends what the simulated contact service accepts: the six fields and a name', () => {
    expect(isContactBody(feedbackPayload(1, 'Fine'))).toBe(true);
    expect(feedbackPayload(1, 'Fine').subject).toBe('Demo feedback: 1 star');
  });
});
