import { describe, it } from 'vitest';
import { CHALLENGE_SLOT_WAIT_MS, challengeSlot } from '../../streams/demo-endpoint/challenge-slot';
import { newTestScheduler } from '../fakes/virtual-clock';

// The challenge's slot renders with the connecting view, a few frames after the press when React
// renders it as a transition; a challenge rendered into the page's body instead never showed its widget.

const slot = document.createElement('div');
const body = document.createElement('body');
const frames = '16ms x 15ms x 15ms x 15ms x 15ms x 15ms x';

describe('challengeSlot', () => {
  it('takes the slot at once when it is on the page at the press', () => {
    newTestScheduler().run(({ expectObservable }) => {
      expectObservable(challengeSlot(() => slot, body, new AbortController().signal)).toBe('(s|)', { s: slot });
    });
  });

  it('looks again at each frame and takes the slot in the frame it first shows in', () => {
    const scheduler = newTestScheduler();
    scheduler.run(({ animate, expectObservable }) => {
      animate(frames);
      const find = () => (scheduler.now() >= 40 ? slot : null);
      expectObservable(challengeSlot(find, body, new AbortController().signal)).toBe('48ms (s|)', { s: slot });
    });
  });

  it('takes the body after a second without the slot', () => {
    newTestScheduler().run(({ animate, expectObservable }) => {
      animate(frames);
      expectObservable(challengeSlot(() => null, body, new AbortController().signal)).toBe(`${CHALLENGE_SLOT_WAIT_MS}ms (b|)`, {
        b: body,
      });
    });
  });

  it('looks once more at the second’s end, for a slot rendered while no frame came (a hidden tab)', () => {
    const scheduler = newTestScheduler();
    scheduler.run(({ animate, expectObservable }) => {
      animate('16ms x');
      const find = () => (scheduler.now() >= 500 ? slot : null);
      expectObservable(challengeSlot(find, body, new AbortController().signal)).toBe(`${CHALLENGE_SLOT_WAIT_MS}ms (s|)`, { s: slot });
    });
  });

  it('stops looking when the start is given up, so the challenge refuses it at once', () => {
    const scheduler = newTestScheduler();
    scheduler.run(({ animate, expectObservable }) => {
      animate(frames);
      const start = new AbortController();
      scheduler.schedule(() => start.abort(), 100);
      expectObservable(challengeSlot(() => null, body, start.signal)).toBe('100ms (b|)', { b: body });
    });
  });

  it('does not wait at all for a start already given up', () => {
    newTestScheduler().run(({ expectObservable }) => {
      const start = new AbortController();
      start.abort();
      expectObservable(challengeSlot(() => null, body, start.signal)).toBe('(b|)', { b: body });
    });
  });
});
