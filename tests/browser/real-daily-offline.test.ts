import { filter, firstValueFrom } from 'rxjs';
import { expect, it } from 'vitest';
import { createVoiceCall } from '../../streams/call/voice-call';
import type { CallEvent } from '../../streams/call/call-events';

/**
 * Real @daily-co/daily-js with no network to the provider's CDN: the call-machine bundle
 * cannot load. daily-js fails fast on a network error (fetch/script error, no 20 s timeout),
 * then retries: 3 passes, 3 s apart, so the whole start settles in well under 60 s.
 */
it('reports the failing stage and cleans up within the library retry window', { timeout: 60_000 }, async () => {
  const events: CallEvent[] = [];
  const client = createVoiceCall({
    createWebCall: () => Promise.resolve({ id: 'offline-call', webCallUrl: 'https://vestry-offline.daily.co/demo-room' }),
    isMobile: false,
  });
  const subscription = client.events$.subscribe((event) => events.push(event));
  const startedAt = performance.now();

  const result = await client.start({ assistant: 'assistant-id' });

  const elapsed = performance.now() - startedAt;
  expect(result).toBeNull();
  const failed = events.find((event) => event.type === 'call-start-failed');
  expect(failed).toMatchObject({ type: 'call-start-failed', stage: 'daily-call-join' });
  expect(failed?.type === 'call-start-failed' && failed.error).toMatch(/call object bundle|load/i);
  const stages = events.flatMap((e) => (e.type === 'call-start-progress' ? [`${e.stage} ${e.status}`] : []));
  expect(stages).toEqual([
    'initialization started',
    'initialization completed',
    'web-call-creation started',
    'web-call-creation completed',
    'daily-call-object-creation started',
    'daily-call-object-creation completed',
    'mobile-permissions started',
    'mobile-permissions completed',
    'daily-call-join started',
    'daily-call-join failed',
  ]);
  // Daily's own fatal `error` (connection-error on load) arrives first, then the stage failure events.
  expect(events.flatMap((e) => (e.type === 'error' ? [e.error.type] : e.type === 'call-start-failed' ? [e.type] : []))).toEqual([
    'daily-error',
    'daily-call-join-error',
    'call-start-failed',
    'start-method-error',
  ]);
  // 3 attempts, 3 s apart: at least the two waits, far below 3 x 20 s timeouts.
  expect(elapsed).toBeGreaterThan(5_000);
  expect(elapsed).toBeLessThan(30_000);

  // Cleanup: no audio element, no Daily instance left; a new start is accepted (not "already started").
  await new Promise((resolve) => setTimeout(resolve, 100));
  expect(document.querySelectorAll('audio')).toHaveLength(0);
  const daily = (await import('@daily-co/daily-js')).default;
  expect(daily.getCallInstance()).toBeUndefined();
  const countBefore = events.length;
  const again = client.start({});
  expect(await again).toBeNull();
  expect(events.slice(countBefore).map((e) => e.type)).toEqual(['error', 'call-start-failed']);
  subscription.unsubscribe();
});

it(
  'stop() while the real library is joining leaves nothing behind; the next start creates a call object again',
  { timeout: 30_000 },
  async () => {
    const client = createVoiceCall({
      createWebCall: () => Promise.resolve({ id: 'offline-call', webCallUrl: 'https://vestry-offline.daily.co/demo-room' }),
      isMobile: false,
    });
    const events: CallEvent[] = [];
    const subscription = client.events$.subscribe((event) => events.push(event));
    const joining = (): Promise<unknown> =>
      firstValueFrom(
        client.events$.pipe(filter((e) => e.type === 'call-start-progress' && e.stage === 'daily-call-join' && e.status === 'started')),
      );

    for (let round = 0; round < 2; round += 1) {
      const started = joining();
      const result = client.start({ assistant: 'assistant-id' });
      await started;
      client.stop();
      expect(await result).toBeNull();
    }
    const afterStops = events.length;
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(events.slice(afterStops)).toEqual([]);
    expect(events.filter((e) => e.type === 'call-start-failed')).toEqual([]);
    expect(events.filter((e) => e.type === 'call-end')).toHaveLength(2);
    expect(document.querySelectorAll('audio')).toHaveLength(0);
    const daily = (await import('@daily-co/daily-js')).default;
    expect(daily.getCallInstance()?.isDestroyed() ?? true).toBe(true);
    subscription.unsubscribe();
  },
);
