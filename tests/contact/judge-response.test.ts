import { beforeEach, describe, it } from 'vitest';
import { judgeResponse, type ResponseLike } from '../../streams/contact/send-contact';
import { newTestScheduler } from '../fakes/virtual-clock';

const RESPONSES: Record<string, ResponseLike> = {
  o: { ok: true, status: 200 },
  f: { ok: false, status: 500 },
  u: { ok: false, status: 422 },
};
const OUTCOMES = {
  s: { kind: 'sent' },
  h: { kind: 'failed', reason: 'http', status: 500 },
  u: { kind: 'failed', reason: 'http', status: 422 },
  n: { kind: 'failed', reason: 'network' },
  t: { kind: 'failed', reason: 'timeout' },
};

describe('judgeResponse (marbles)', () => {
  let testScheduler = newTestScheduler();
  beforeEach(() => {
    testScheduler = newTestScheduler();
  });

  it('an ok status is sent', () => {
    testScheduler.run(({ cold, expectObservable }) => {
      expectObservable(judgeResponse(cold('--o|', RESPONSES), { scheduler: testScheduler, timeoutMs: 100 })).toBe('--(s|)', OUTCOMES);
    });
  });

  it.each([
    ['f', 'h'],
    ['u', 'u'],
  ])('a non-ok status is an http failure (%s)', (response, outcome) => {
    testScheduler.run(({ cold, expectObservable }) => {
      expectObservable(judgeResponse(cold(`-${response}|`, RESPONSES), { scheduler: testScheduler, timeoutMs: 100 })).toBe(
        `-(${outcome}|)`,
        OUTCOMES,
      );
    });
  });

  it('a rejected request is a network failure', () => {
    testScheduler.run(({ cold, expectObservable }) => {
      expectObservable(judgeResponse(cold('---#', RESPONSES), { scheduler: testScheduler, timeoutMs: 100 })).toBe('---(n|)', OUTCOMES);
    });
  });

  it('an answer-less completion is a network failure, never a silent hang', () => {
    testScheduler.run(({ cold, expectObservable }) => {
      expectObservable(judgeResponse(cold('--|', RESPONSES), { scheduler: testScheduler, timeoutMs: 100 })).toBe('--(n|)', OUTCOMES);
    });
  });

  it('a hanging request times out and is unsubscribed (aborted) at that moment', () => {
    testScheduler.run(({ cold, expectObservable, expectSubscriptions }) => {
      const request = cold<ResponseLike>('-', RESPONSES);
      expectObservable(judgeResponse(request, { scheduler: testScheduler, timeoutMs: 15_000 })).toBe('15000ms (t|)', OUTCOMES);
      expectSubscriptions(request.subscriptions).toBe('^ 14999ms !');
    });
  });

  it('an answer just before the deadline wins', () => {
    testScheduler.run(({ cold, expectObservable }) => {
      const request = cold('14999ms o|', RESPONSES);
      expectObservable(judgeResponse(request, { scheduler: testScheduler, timeoutMs: 15_000 })).toBe('14999ms (s|)', OUTCOMES);
    });
  });

  it('unsubscribing early cancels the request and the timer', () => {
    testScheduler.run(({ cold, expectObservable, expectSubscriptions }) => {
      const request = cold<ResponseLike>('-', RESPONSES);
      expectObservable(judgeResponse(request, { scheduler: testScheduler, timeoutMs: 15_000 }), '^ 99ms !').toBe('', OUTCOMES);
      expectSubscriptions(request.subscriptions).toBe('^ 99ms !');
    });
  });
});
