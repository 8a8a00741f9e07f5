import { describe, expect, it } from 'vitest';
import type { CallEvent } from '../../streams/call/call-events';
import { PUSH_TO_TALK_OFF, reducePushToTalk, runPushToTalk, type PushToTalkInput } from '../../streams/call/push-to-talk';
import { newTestScheduler } from '../fakes/virtual-clock';

// Push to talk: the microphone off except while held, for one call.

const on = (muted = false): PushToTalkInput => ({ type: 'switched', on: true, muted });
const off: PushToTalkInput = { type: 'switched', on: false, muted: true };
const held = (value: boolean): PushToTalkInput => ({ type: 'held', held: value });

function run(inputs: PushToTalkInput[]) {
  let state = PUSH_TO_TALK_OFF;
  const mutes: boolean[] = [];
  for (const input of inputs) {
    const next = reducePushToTalk(state, input);
    state = next.state;
    mutes.push(...next.effects.map((effect) => effect.muted));
  }
  return { state, mutes };
}

describe('reducePushToTalk', () => {
  it('switched on, the microphone goes off; held, on; let go, off again', () => {
    expect(run([on()])).toEqual({ state: { on: true, held: false, mutedBefore: false }, mutes: [true] });
    expect(run([on(), held(true)]).mutes).toEqual([true, false]);
    expect(run([on(), held(true), held(false), held(true), held(false)]).mutes).toEqual([true, false, true, false, true]);
  });

  it('switched off, the microphone is as it was before: on after a voice call’s, muted after a muted one’s', () => {
    expect(run([on(false), held(true), off])).toEqual({ state: PUSH_TO_TALK_OFF, mutes: [true, false, false] });
    expect(run([on(true), off]).mutes).toEqual([true, true]);
  });

  it('a hold while off, a second hold or a second release, or switching to what it is, asks for nothing', () => {
    expect(run([held(true), held(false)]).mutes).toEqual([]);
    expect(run([on(), held(true), held(true)]).mutes).toEqual([true, false]);
    expect(run([on(), held(false)]).mutes).toEqual([true]);
    expect(run([on(), on()]).mutes).toEqual([true]);
    expect(run([off]).mutes).toEqual([]);
  });

  it('the call’s end switches it off without touching a microphone that has gone', () => {
    expect(run([on(), held(true), { type: 'call-ended' }])).toEqual({ state: PUSH_TO_TALK_OFF, mutes: [true, false] });
  });
});

describe('runPushToTalk (marbles)', () => {
  it('mutes the call as the switch and the holds ask, shows on and held, and is off again after the call ends', () => {
    const testScheduler = newTestScheduler();
    testScheduler.run(({ hot, expectObservable }) => {
      const mutes: boolean[] = [];
      let muted = false;
      const call = {
        events$: hot<CallEvent>('---------e', { e: { type: 'call-end' } }),
        setMuted: (value: boolean) => {
          mutes.push(value);
          muted = value;
        },
        isMuted: () => muted,
      };
      const control = runPushToTalk(call);
      testScheduler.schedule(() => control.setPushToTalk(true), 2);
      testScheduler.schedule(() => control.holdToTalk(true), 4);
      testScheduler.schedule(() => control.holdToTalk(false), 6);
      expectObservable(control.pushToTalk$).toBe('a-b-c-b--a', {
        a: { on: false, held: false },
        b: { on: true, held: false },
        c: { on: true, held: true },
      });
      testScheduler.schedule(() => expect(mutes).toEqual([true, false, true]), 20);
    });
  });
});
