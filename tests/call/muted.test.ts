import { describe, expect, it } from 'vitest';
import { createCallHarness } from '../fakes/call-harness';
import { settle } from '../fakes/virtual-clock';

describe('muted$', () => {
  it('follows mute requests, and a muted microphone stays muted through an audio-processor recovery', async () => {
    const harness = createCallHarness();
    const seen: boolean[] = [];
    harness.client.muted$.subscribe((muted) => seen.push(muted));
    const pending = harness.client.start({ assistant: 'assistant-id' });
    await harness.clock.advance(600);
    expect(await pending).not.toBeNull();

    harness.client.setMuted(true);
    expect(seen.at(-1)).toBe(true);

    harness.call().simulateNonFatalError('audio-processor-error');
    await settle();
    // The next level report (every 100 ms) reads the call object again.
    await harness.clock.advance(100);
    expect(harness.client.isMuted()).toBe(true);
    expect(seen).toEqual([false, true]);
  });

  it('an unmuted microphone is on after an audio-processor recovery', async () => {
    const harness = createCallHarness();
    const seen: boolean[] = [];
    harness.client.muted$.subscribe((muted) => seen.push(muted));
    const pending = harness.client.start({ assistant: 'assistant-id' });
    await harness.clock.advance(600);
    await pending;
    harness.call().simulateNonFatalError('audio-processor-error');
    await settle();
    await harness.clock.advance(100);
    expect(harness.client.isMuted()).toBe(false);
    expect(harness.call().callsOf('setLocalAudio')).toEqual([[true]]);
    expect(seen).not.toContain(true);
  });

  it('is not muted after the call ends', async () => {
    const harness = createCallHarness();
    const pending = harness.client.start({ assistant: 'assistant-id' });
    await harness.clock.advance(600);
    await pending;
    harness.client.setMuted(true);
    harness.client.stop();
    await harness.clock.advance(100);
    const late: boolean[] = [];
    harness.client.muted$.subscribe((muted) => late.push(muted)).unsubscribe();
    expect(late).toEqual([false]);
  });
});
