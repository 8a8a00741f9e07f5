import { describe, expect, it, vi } from 'vitest';
import type { CallEvent, DemoToken, DemoTokenSource } from '../../streams/call';
import { DemoTokenRefusal } from '../../streams/demo-token';
import { createCallHarness, describeEvent, type HarnessOptions } from '../fakes/call-harness';

// The start sequence with a demo-token source (a build with VITE_DEMO_TOKEN_URL): the stage
// demo-token between initialization and web-call-creation, its token as the web call's bearer,
// and a refusal for a daily limit marked on the failure events.

const TOKEN: DemoToken = { token: 'jwt.for.this.call', expiresAt: '2026-11-26T06:02:00.000Z', remainingToday: 2 };

function source(get: DemoTokenSource['get']) {
  const preload = vi.fn<() => void>();
  return { preload, get } satisfies DemoTokenSource;
}

/** A harness whose POST /call/web records the bearer it was given (the third argument, or none). */
function harnessWith(options: HarnessOptions) {
  const bearers: unknown[][] = [];
  return { harness: createCallHarness({ ...options, bearers }), bearers };
}

async function start(options: HarnessOptions) {
  const { harness, bearers } = harnessWith(options);
  const pending = harness.client.start({ assistant: 'assistant-id' });
  await harness.clock.advance(600);
  return { harness, bearers, result: await pending, described: harness.events.map(describeEvent) };
}

const progress = (events: CallEvent[], status: string) =>
  events.find((e) => e.type === 'call-start-progress' && e.stage === 'demo-token' && e.status === status);

describe('the demo-token stage', () => {
  it('runs after initialization and before web-call-creation; its token is the web call’s bearer; its completion carries the day’s count', async () => {
    const get = vi.fn(() => Promise.resolve(TOKEN));
    const { harness, bearers, result, described } = await start({ demoToken: source(get) });
    expect(result).not.toBeNull();
    expect(described.slice(0, 6)).toEqual([
      'progress initialization started',
      'progress initialization completed',
      'progress demo-token started',
      'progress demo-token completed',
      'progress web-call-creation started',
      'progress web-call-creation completed',
    ]);
    expect(progress(harness.events, 'completed')).toMatchObject({ metadata: { remainingToday: 2, expiresAt: TOKEN.expiresAt } });
    expect(get).toHaveBeenCalledTimes(1);
    expect(bearers).toEqual([['jwt.for.this.call']]);
  });

  it('without a source: no such stage, and POST /call/web is made as before, with no bearer of its own', async () => {
    const { harness, bearers, described } = await start({});
    expect(described.filter((line) => line.includes('demo-token'))).toEqual([]);
    expect(bearers).toEqual([[]]);
    expect(harness.factory.webCalls).toHaveLength(1);
  });

  it.each(['visitor', 'site'] as const)(
    'a refusal for the %s’s daily limit fails the start at demo-token, marked quota on each failure event; no web call is made',
    async (scope) => {
      const refusal = new DemoTokenRefusal('quota', 429, scope, 3600);
      const { harness, result, described } = await start({ demoToken: source(() => Promise.reject(refusal)) });
      expect(result).toBeNull();
      expect(described).toEqual([
        'progress initialization started',
        'progress initialization completed',
        'progress demo-token started',
        'progress demo-token failed',
        'error demo-token-error',
        'failed demo-token',
        'error start-method-error',
      ]);
      const failures = harness.events.filter((e) => e.type === 'error' || e.type === 'call-start-failed');
      for (const failure of failures) {
        const marked = failure.type === 'error' ? failure.error : failure;
        expect(marked).toMatchObject({ quota: scope });
        expect(marked).not.toHaveProperty('permanent');
      }
      expect(harness.factory.webCalls).toHaveLength(0);
      expect(harness.factory.created).toHaveLength(0);
    },
  );

  it('a failed challenge is a failed start, without a quota mark: the visitor may try again', async () => {
    const { harness, described } = await start({ demoToken: source(() => Promise.reject(new DemoTokenRefusal('challenge', 403))) });
    expect(described).toContain('failed demo-token');
    const failed = harness.events.find((e) => e.type === 'call-start-failed');
    expect(failed).not.toHaveProperty('quota');
    expect(failed).not.toHaveProperty('permanent');
    expect(harness.factory.webCalls).toHaveLength(0);
  });

  it('is asked with the start’s signal, which aborts when the start is given up', async () => {
    let seen: AbortSignal | undefined;
    const { harness } = harnessWith({
      demoToken: source((signal) => {
        seen = signal;
        return new Promise<DemoToken>(() => undefined);
      }),
    });
    void harness.client.start({ assistant: 'assistant-id' });
    await harness.clock.advance(50);
    expect(seen?.aborted).toBe(false);
    harness.client.stop();
    await harness.clock.advance(50);
    expect(seen?.aborted).toBe(true);
  });

  it('preload() fetches the challenge’s script too, beside the call library', async () => {
    const demoToken = source(() => Promise.resolve(TOKEN));
    const { harness } = harnessWith({ demoToken });
    await harness.client.preload();
    expect(demoToken.preload).toHaveBeenCalledTimes(1);
    expect(harness.factory.loads()).toBe(1);
  });
});
