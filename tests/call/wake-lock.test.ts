import { Subject } from 'rxjs';
import { describe, expect, it } from 'vitest';
import type { ScreenWake, WakeLockHeld } from '../../streams/call/wake-lock';
import { createCallHarness, type CallHarness } from '../fakes/call-harness';
import { settle } from '../fakes/virtual-clock';

/** A stand-in for `navigator.wakeLock` that records what the client asks of it. */
function standIn(answer?: () => Promise<WakeLockHeld>) {
  const seen: string[] = [];
  const shown = new Subject<void>();
  let count = 0;
  function lock(): WakeLockHeld {
    const n = (count += 1);
    return {
      release: () => {
        seen.push(`release ${n}`);
        return Promise.resolve();
      },
    };
  }
  const screen: ScreenWake = {
    wakeLock: () => ({
      request: (type) => {
        seen.push(`request ${type}`);
        return answer ? answer() : Promise.resolve(lock());
      },
    }),
    shown$: shown,
  };
  return { seen, screen, show: () => shown.next() };
}

async function connected(harness: CallHarness): Promise<void> {
  const pending = harness.client.start({ assistant: 'assistant-id' });
  await harness.clock.advance(600);
  expect(await pending).not.toBeNull();
  await settle();
}

describe('the screen wake lock', () => {
  it('is asked for once the call has started, not while it starts', async () => {
    const wake = standIn();
    const harness = createCallHarness({ screen: wake.screen });
    const pending = harness.client.start({ assistant: 'assistant-id' });
    await settle();
    expect(wake.seen).toEqual([]);
    await harness.clock.advance(600);
    await pending;
    await settle();
    expect(wake.seen).toEqual(['request screen']);
  });

  it('is asked for again each time the page is shown, and the one the browser dropped is let go', async () => {
    const wake = standIn();
    const harness = createCallHarness({ screen: wake.screen });
    await connected(harness);
    wake.show();
    await settle();
    expect(wake.seen).toEqual(['request screen', 'request screen', 'release 1']);
  });

  it('is released when the visitor ends the call, and not asked for again once it has ended', async () => {
    const wake = standIn();
    const harness = createCallHarness({ screen: wake.screen });
    await connected(harness);
    harness.client.stop();
    await settle();
    expect(wake.seen).toEqual(['request screen', 'release 1']);
    wake.show();
    await settle();
    expect(wake.seen).toEqual(['request screen', 'release 1']);
  });

  it('is released when the call fails', async () => {
    const wake = standIn();
    const harness = createCallHarness({ screen: wake.screen });
    await connected(harness);
    harness.call().simulateFatalError('network gone');
    await settle();
    expect(wake.seen).toEqual(['request screen', 'release 1']);
  });

  it('is released when the assistant hangs up', async () => {
    const wake = standIn();
    const harness = createCallHarness({ screen: wake.screen });
    await connected(harness);
    harness.call().simulateAssistantHangUp();
    await harness.clock.advance(1_000);
    await settle();
    expect(harness.events.some((event) => event.type === 'call-end')).toBe(true);
    expect(wake.seen).toEqual(['request screen', 'release 1']);
  });

  it('granted only after the call ended, is released on arrival', async () => {
    let grant: (held: WakeLockHeld) => void = () => undefined;
    const released: string[] = [];
    const wake = standIn(() => new Promise((resolve) => (grant = resolve)));
    const harness = createCallHarness({ screen: wake.screen });
    await connected(harness);
    harness.client.stop();
    await settle();
    grant({ release: () => (released.push('late'), Promise.resolve()) });
    await settle();
    expect(released).toEqual(['late']);
  });

  it('where the browser has none, nothing is asked and the call goes on', async () => {
    const shown = new Subject<void>();
    const harness = createCallHarness({ screen: { wakeLock: () => undefined, shown$: shown } });
    await connected(harness);
    shown.next();
    await settle();
    expect(harness.log.warn).not.toHaveBeenCalled();
    expect(harness.events.some((event) => event.type === 'error')).toBe(false);
  });

  it('refused, the call goes on: a warning in the log, no error for the visitor', async () => {
    const wake = standIn(() => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')));
    const harness = createCallHarness({ screen: wake.screen });
    await connected(harness);
    expect(harness.log.warn).toHaveBeenCalledWith('The screen wake lock was refused:', expect.any(DOMException));
    expect(harness.events.some((event) => event.type === 'error' || event.type === 'call-end')).toBe(false);
    harness.client.sendText('Hello');
    await settle();
    expect(harness.events.some((event) => event.type === 'message' && event.message.type === 'transcript')).toBe(true);
    harness.client.stop();
    await settle();
    expect(wake.seen).toEqual(['request screen']);
  });
});
