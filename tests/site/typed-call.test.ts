import { describe, expect, it, vi } from 'vitest';
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

  it("each call is given the visitor's church as the assistant's variable, once it is a name the rule takes", async () => {
    window.sessionStorage.clear();
    const { site, harness } = createTestSite({ session: window.sessionStorage });
    const subscription = site.demo.state$.subscribe();
    const call = async () => {
      site.demo.start();
      await harness.clock.advance(1000);
      site.demo.end();
      await harness.clock.advance(100);
    };
    await call();
    let typed = '';
    site.churchName.churchName$.subscribe((church) => (typed = church.typed));
    site.churchName.setChurchName('St <Mary>');
    // Its store is a chunk of its own.
    await vi.waitFor(() => expect(typed).toBe('St <Mary>'));
    expect(site.churchName.callParams()).toEqual({});
    await call();
    site.churchName.setChurchName('St. Mary’s Pty Ltd.');
    // Before the greeting's own full stop, none of its own.
    expect(site.churchName.callParams()).toEqual({ variableValues: { churchName: "St. Mary's Pty Ltd" } });
    site.churchName.setChurchName('  Holy   Trinity ');
    expect(site.churchName.callParams()).toEqual({ variableValues: { churchName: 'Holy Trinity' } });
    await call();
    expect(harness.factory.webCalls.map(({ body }) => body.assistantOverrides)).toEqual([
      undefined,
      undefined,
      { variableValues: { churchName: 'Holy Trinity' } },
    ]);
    subscription.unsubscribe();
  });
});
