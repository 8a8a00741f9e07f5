import { Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { assistantCaption, assistantSpeaking, holdLatest, type CallEvent } from '../../streams/call';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

const transcript = (role: 'assistant' | 'user', transcriptType: 'partial' | 'final', text: string): CallEvent => ({
  type: 'message',
  message: { type: 'transcript', role, transcriptType, transcript: text },
});

describe('assistantCaption', () => {
  it('follows the assistant’s partial then final words, ignores the caller, and clears on call-end', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const events = cold<CallEvent>('a-b-c-d-e-f', {
        a: { type: 'call-start' },
        b: transcript('assistant', 'partial', 'Hello'),
        c: transcript('user', 'final', 'Hi there'),
        d: transcript('assistant', 'final', 'Hello, thanks for calling.'),
        e: { type: 'volume-level', volume: 0.4 },
        f: { type: 'call-end' },
      });
      expectObservable(assistantCaption(events)).toBe('a-b---d---f', {
        a: null,
        b: { text: 'Hello', final: false },
        d: { text: 'Hello, thanks for calling.', final: true },
        f: null,
      });
    });
  });

  it('does not repeat the same caption', () => {
    scheduler().run(({ cold, expectObservable }) => {
      const same = transcript('assistant', 'final', 'Amen');
      expectObservable(assistantCaption(cold<CallEvent>('a-b', { a: same, b: same }))).toBe('a--', { a: { text: 'Amen', final: true } });
    });
  });
});

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
