import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { observeCallObject } from '../../streams/call/call-object';
import { remoteLevel } from '../../streams/call/in-call';
import { detectSpeech, type SpeechEvent } from '../../streams/speech/detect-speech';
import { createFakeCallObjectFactory } from '../fakes/fake-call-factory';

const events = { s: { type: 'speech-start' }, e: { type: 'speech-end' } } satisfies Record<string, SpeechEvent>;

function setup() {
  const testScheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
  const call = createFakeCallObjectFactory({ scheduler: testScheduler }).create();
  return { testScheduler, call };
}

describe('speech from the Daily audio level event (virtual time)', () => {
  it('sums the levels of two participants before the threshold', () => {
    const { testScheduler, call } = setup();
    testScheduler.run(({ expectObservable }) => {
      testScheduler.schedule(() => call.simulateAudioLevels({ a: 0.005, b: 0.005 }), 100);
      testScheduler.schedule(() => call.simulateAudioLevels({ a: 0.006, b: 0.006 }), 200);
      expectObservable(remoteLevel(observeCallObject(call))).toBe('100ms a 99ms b', { a: 0.01, b: 0.012 });
      expectObservable(detectSpeech(remoteLevel(observeCallObject(call)), { scheduler: testScheduler })).toBe('200ms s 999ms e', events);
    });
  });

  it('unsubscribing removes the Daily listener', () => {
    const { testScheduler, call } = setup();
    testScheduler.run(({ expectObservable }) => {
      testScheduler.schedule(() => call.simulateAudioLevels({ assistant: 0.3 }), 100);
      testScheduler.schedule(() => expect(call.listenerCount('remote-participants-audio-level')).toBe(1), 150);
      expectObservable(detectSpeech(remoteLevel(observeCallObject(call)), { scheduler: testScheduler }), '^ 500ms !').toBe(
        '100ms s',
        events,
      );
    });
    expect(call.listenerCount()).toBe(0);
  });

  it('shares one listener among subscribers of the same adapter', () => {
    const { call } = setup();
    const level$ = remoteLevel(observeCallObject(call));
    const first = level$.subscribe();
    const second = level$.subscribe();
    expect(call.listenerCount('remote-participants-audio-level')).toBe(1);
    first.unsubscribe();
    expect(call.listenerCount('remote-participants-audio-level')).toBe(1);
    second.unsubscribe();
    expect(call.listenerCount()).toBe(0);
  });
});
