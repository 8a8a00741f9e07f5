import { describe, expect, it, vi } from 'vitest';
import { lazyVoiceCall } from '../../streams/site/lazy-voice-call';
import type { CallEvent } from '../../streams/call/call-events';
import type { VoiceCall } from '../../streams/call/voice-call';
import { createCallHarness } from '../fakes/call-harness';

describe('lazyVoiceCall', () => {
  it('loads the client once, on first use, and its streams flow from then on', async () => {
    const harness = createCallHarness();
    const load = vi.fn(() => Promise.resolve(harness.client));
    const lazy = lazyVoiceCall(load);
    const events: CallEvent['type'][] = [];
    lazy.events$.subscribe((event) => events.push(event.type));
    expect(load).not.toHaveBeenCalled();
    expect(lazy.isMuted()).toBe(false);
    lazy.setMuted(true); // nothing to mute yet, and no load for it

    await Promise.all([lazy.preload(), lazy.preload()]);
    const started = lazy.start({ assistant: 'assistant-id' });
    await harness.clock.advance(1_500);
    expect(await started).not.toBeNull();

    expect(load).toHaveBeenCalledTimes(1);
    expect(events).toContain('call-start-success');
    expect(events).toContain('call-start');
  });

  it('stop() before anything loaded loads nothing', () => {
    const load = vi.fn(() => Promise.reject(new Error('never asked')));
    lazyVoiceCall(load).stop();
    expect(load).not.toHaveBeenCalled();
  });

  it('a load that failed (offline) rejects that start and is tried again next time', async () => {
    const harness = createCallHarness();
    const load = vi
      .fn<() => Promise<typeof harness.client>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(harness.client);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const lazy = lazyVoiceCall(load);

    await expect(lazy.start({ assistant: 'assistant-id' })).rejects.toThrow('Failed to fetch');
    expect(error).toHaveBeenCalled();
    await expect(lazy.preload()).resolves.toBeUndefined();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('lazyVoiceCall before the client has loaded', () => {
  it('keeps say, send, setMuted and stop made while loading, and runs them in order once loaded', async () => {
    const harness = createCallHarness();
    let finishLoad: (client: VoiceCall) => void = () => undefined;
    const lazy = lazyVoiceCall(() => new Promise<VoiceCall>((resolve) => (finishLoad = resolve)));
    const calls: string[] = [];
    const client = harness.client;
    const spy = (name: 'say' | 'send' | 'setMuted' | 'stop' | 'start') =>
      vi.spyOn(client, name).mockImplementation((...args: unknown[]) => {
        calls.push(`${name} ${JSON.stringify(args)}`);
        return name === 'start' ? Promise.resolve(null) : undefined;
      });
    (['say', 'send', 'setMuted', 'stop', 'start'] as const).forEach(spy);

    const started = lazy.start({ assistant: 'assistant-id' });
    lazy.say('hello');
    lazy.send({ type: 'end-call' });
    lazy.setMuted(true);
    lazy.stop();
    expect(calls).toEqual([]);
    finishLoad(client);
    await started;
    expect(calls).toEqual([
      'start [{"assistant":"assistant-id"}]',
      'say ["hello"]',
      'send [{"type":"end-call"}]',
      'setMuted [true]',
      'stop []',
    ]);
  });

  it('a failed load rejects the waiting start; preload still resolves', async () => {
    const lazy = lazyVoiceCall(() => Promise.reject(new TypeError('offline')));
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const started = lazy.start({ assistant: 'assistant-id' });
    const preloaded = lazy.preload();
    await expect(started).rejects.toThrow('offline');
    await expect(preloaded).resolves.toBeUndefined();
  });

  it('a start made before the load is heard from its first event', async () => {
    const harness = createCallHarness();
    const lazy = lazyVoiceCall(() => Promise.resolve(harness.client));
    const events: string[] = [];
    lazy.events$.subscribe((event) => events.push(event.type === 'call-start-progress' ? `${event.stage} ${event.status}` : event.type));
    const started = lazy.start({ assistant: 'assistant-id' });
    await harness.clock.advance(1_500);
    await started;
    expect(events[0]).toBe('initialization started');
  });

  it('answers isMuted at once, without loading', () => {
    const load = vi.fn(() => Promise.reject(new Error('never asked')));
    const lazy = lazyVoiceCall(load);
    expect(lazy.isMuted()).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });
});
