import { describe, expect, it } from 'vitest';
import { createTestSession } from '../session-harness';

// The composition root: "Type instead" reaches the call library as a call that joins with the microphone off.

describe('the site’s demo over the client', () => {
  it('"Type instead" creates the call object with startAudioOff; Start Demo Call does not', async () => {
    const { session, harness } = createTestSession();
    const subscription = session.demo.state$.subscribe();
    session.demo.startTyping();
    await harness.clock.advance(1000);
    session.demo.end();
    await harness.clock.advance(100);
    session.demo.start();
    await harness.clock.advance(1000);
    expect(harness.factory.createOptions.map((options) => options.startAudioOff)).toEqual([true, undefined]);
    expect(harness.factory.createOptions.map((options) => options.audioSource)).toEqual([true, true]);
    subscription.unsubscribe();
  });
});
