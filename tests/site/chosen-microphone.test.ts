import { describe, expect, it } from 'vitest';
import { FakeMediaPort } from '../fakes/fake-media-port';
import { createTestSite } from '../site-harness';

// The composition root: the visitor's microphone is held once, by the devices (the sound check's
// machine), and every start is given it as it is at the press.

function site() {
  const test = createTestSite({ media: (scheduler) => new FakeMediaPort(scheduler) });
  const { harness } = test;
  const call = async () => {
    test.site.demo.start();
    await harness.clock.advance(1000);
    test.site.demo.end();
    await harness.clock.advance(100);
    return harness.factory.created.at(-1)?.inputDeviceId;
  };
  return { ...test, call };
}

describe('the microphone the visitor chose', () => {
  it('is the one every call starts on, until another is chosen', async () => {
    const { site: streams, call } = site();
    const subscription = streams.demo.state$.subscribe();
    const devices = await streams.devices.load();
    devices.chooseMicrophone('mic-usb');
    expect(await call()).toBe('mic-usb');
    expect(await call()).toBe('mic-usb');
    devices.chooseMicrophone('mic-builtin');
    expect(await call()).toBe('mic-builtin');
    subscription.unsubscribe();
  });

  it('none chosen (the sound check never opened), each call opens the default', async () => {
    const { site: streams, harness, call } = site();
    const subscription = streams.demo.state$.subscribe();
    expect(await call()).toBeUndefined();
    expect(harness.factory.created).toHaveLength(1);
    await streams.devices.load();
    expect(await call()).toBeUndefined();
    subscription.unsubscribe();
  });
});
