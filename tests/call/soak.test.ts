import { describe, expect, it } from 'vitest';
import { createCallHarness } from '../fakes/call-harness';
import { settle } from '../fakes/virtual-clock';

/** How long each cycle runs before stop(): while joining, just joined, mid-greeting, after the greeting. */
const stopAfterMs = [300, 600, 1500, 4500] as const;

describe('soak', () => {
  it('500 start/stop cycles leave zero listeners, zero audio elements and no growing subscriptions', async () => {
    const harness = createCallHarness();
    const pendingAfterCycle: number[] = [];
    for (let cycle = 0; cycle < 500; cycle += 1) {
      const pending = harness.client.start({ assistant: 'assistant-id' });
      await harness.clock.advance(stopAfterMs[cycle % stopAfterMs.length] ?? 0);
      harness.client.stop();
      await pending;
      await settle();
      const call = harness.call();
      expect(call.listenerCount()).toBe(0);
      expect(call.destroyed).toBe(true);
      expect(harness.audioElements()).toBe(0);
      pendingAfterCycle.push(harness.clock.pending());
    }
    expect(harness.factory.created).toHaveLength(500);
    expect(harness.factory.created.reduce((total, call) => total + call.listenerCount(), 0)).toBe(0);
    // destroy() reached every call object: each stopped the assistant's track.
    expect(harness.factory.created.every((call) => call.assistantTrack?.readyState === 'ended')).toBe(true);
    // No timer, interval or level observer survives a cycle.
    expect(Math.max(...pendingAfterCycle)).toBe(0);
    // Every cycle ended exactly once.
    expect(harness.events.filter((e) => e.type === 'call-end')).toHaveLength(500);
    expect(harness.events.filter((e) => e.type === 'call-start-success')).toHaveLength(375);
  });
});
