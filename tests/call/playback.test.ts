import { describe, expect, it } from 'vitest';
import { createDomAudioOutput } from '../../streams/call/audio-output';
import { isFatalCallError, type CallEvent } from '../../streams/call/call-events';
import { startedCall } from '../fakes/call-harness';
import { FakeMediaStreamTrack } from '../fakes/fake-media-track';
import { settle } from '../fakes/virtual-clock';

/** The autoplay policy's refusal, as Chrome and Safari give it. */
const refusal = (): DOMException =>
  new DOMException("play() failed because the user didn't interact with the document first.", 'NotAllowedError');

/** A `play()` that answers each call with the next outcome ('refuse', 'fail' or 'play'), then plays. */
function scriptedPlay(...outcomes: ('refuse' | 'fail' | 'play')[]) {
  const calls: string[] = [];
  const play = (): Promise<void> => {
    const outcome = outcomes.shift() ?? 'play';
    calls.push(outcome);
    if (outcome === 'refuse') return Promise.reject(refusal());
    if (outcome === 'fail') return Promise.reject(new DOMException('The element has no supported sources.', 'NotSupportedError'));
    return Promise.resolve();
  };
  return { play, calls };
}

const errorsOf = (events: CallEvent[]) => events.flatMap((e) => (e.type === 'error' ? [e.error] : []));
const playableCount = (sent: string[]) => sent.filter((m) => m === 'playable').length;

describe('the assistant’s audio when the browser refuses to play it', () => {
  it('is audio-start-failed: a non-fatal error, the call stays up, and the assistant is not told it is playable', async () => {
    const { play, calls } = scriptedPlay('refuse');
    const harness = await startedCall({ play }, { keepEvents: true });
    await harness.clock.advance(2_000);
    const [error, ...others] = errorsOf(harness.events);
    expect(others).toEqual([]);
    expect(error).toMatchObject({
      type: 'audio-start-failed',
      message: "play() failed because the user didn't interact with the document first.",
    });
    expect(error && isFatalCallError(error)).toBe(false);
    expect(calls).toEqual(['refuse']);
    expect(harness.call().meetingState()).toBe('joined-meeting');
    expect(harness.events.some((e) => e.type === 'call-end')).toBe(false);
    expect(harness.doc.querySelector('audio[data-participant-id="assistant"]')).not.toBeNull();
    expect(playableCount(harness.call().sentMessages)).toBe(0);
  });

  it('resumeAudio() plays it again at once (inside the gesture), then tells the assistant it is playable', async () => {
    const { play, calls } = scriptedPlay('refuse', 'play');
    const harness = await startedCall({ play });
    const resumed = harness.client.resumeAudio();
    expect(calls).toEqual(['refuse', 'play']); // before the promise settles: play() ran inside the call
    await expect(resumed).resolves.toBeUndefined();
    expect(playableCount(harness.call().sentMessages)).toBe(1);
    expect(errorsOf(harness.events)).toEqual([]);
    // Nothing is left waiting: a second press plays nothing and says nothing.
    await harness.client.resumeAudio();
    expect(calls).toHaveLength(2);
    expect(playableCount(harness.call().sentMessages)).toBe(1);
  });

  it('refused again, resumeAudio() says so again and rejects; the next press can still play it', async () => {
    const { play, calls } = scriptedPlay('refuse', 'refuse', 'play');
    const harness = await startedCall({ play });
    await expect(harness.client.resumeAudio()).rejects.toMatchObject({ name: 'NotAllowedError' });
    expect(errorsOf(harness.events).map((e) => [e.type, e.stage])).toEqual([['audio-start-failed', 'in-call']]);
    await harness.client.resumeAudio();
    expect(calls).toEqual(['refuse', 'refuse', 'play']);
    expect(playableCount(harness.call().sentMessages)).toBe(1);
  });

  it('a play() that fails for another reason is a media-error, as before', async () => {
    const { play } = scriptedPlay('fail');
    const harness = await startedCall({ play }, { keepEvents: true });
    await settle();
    expect(errorsOf(harness.events).map((e) => e.type)).toEqual(['media-error']);
  });

  it('without a call, or once it ended, resumeAudio() does nothing and resolves', async () => {
    const { play, calls } = scriptedPlay('refuse');
    const harness = await startedCall({ play });
    harness.client.stop();
    await expect(harness.client.resumeAudio()).resolves.toBeUndefined();
    expect(calls).toEqual(['refuse']);
  });
});

describe('createDomAudioOutput: refused players', () => {
  it('keeps a refused player in place and starts it on resume(); a replaced or removed one is not retried', async () => {
    const doc = document.implementation.createHTMLDocument('output');
    const { play, calls } = scriptedPlay('refuse', 'refuse', 'play');
    const output = createDomAudioOutput({ document: doc, toStream: () => null, play });
    const track = new FakeMediaStreamTrack('audio');
    await expect(output.attach('a', track)).rejects.toMatchObject({ name: 'NotAllowedError' });
    await expect(output.attach('b', track)).rejects.toMatchObject({ name: 'NotAllowedError' });
    expect(doc.querySelectorAll('audio')).toHaveLength(2);
    output.detach('b');
    await expect(output.resume()).resolves.toEqual(['a']);
    await expect(output.resume()).resolves.toEqual([]);
    expect(calls).toEqual(['refuse', 'refuse', 'play']);
  });
});
