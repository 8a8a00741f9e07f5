import { describe, expect, it } from 'vitest';
import { createTestSite } from '../site-harness';

// The composition root: "Start a typed call" reaches the call library as a call that joins with the microphone off.

describe('the site’s demo over the client', () => {
  it('"Start a typed call" creates the call object with startAudioOff; Start Demo Call does not', async () => {
    const { site, harness } = createTestSite();
    const subscription = site.demo.state$.subscribe();
    site.demo.startTyping();
    await harness.clock.advance(1000);
    site.demo.end();
    await harness.clock.advance(100);
    site.demo.start();
    await harness.clock.advance(1000);
    expect(harness.factory.createOptions.map((options) => options.startAudioOff)).toEqual([true, undefined]);
    expect(harness.factory.createOptions.map((options) => options.audioSource)).toEqual([true, true]);
    subscription.unsubscribe();
  });
});
