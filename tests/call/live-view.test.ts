import { Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { CallEvent } from '../../streams/call/call-events';
import { assistantSpeaking, holdLatest } from '../../streams/call/call-views';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('assistantSpeaking', () => {
  it('starts quiet, follows speech-start and speech-end, and is quiet after call-end', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const events = cold<CallEvent>('-a-b-a-c', {
        a: { type: 'speech-start' },
        b: { type: 'speech-end' },
        c: { type: 'call-end' },
      });
      expectObservable(assistantSpeaking(events)).toBe('fa-b-a-b', { f: false, a: true, b: false });
    });
  });
});

describe('holdLatest', () => {
  it('hands a late subscriber the current value, then what follows', () => {
    const source = new Subject<string>();
    const held = holdLatest(source, 'none');
    source.next('partial');
    const seen: string[] = [];
    const subscription = held.subscribe((value) => seen.push(value));
    source.next('final');
    subscription.unsubscribe();
    source.next('after');
    expect(seen).toEqual(['partial', 'final']);
    const again: string[] = [];
    held.subscribe((value) => again.push(value)).unsubscribe();
    expect(again).toEqual(['after']);
  });
});
