import { NEVER, Subject } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import type { CallEvent } from '../../streams/call/call-events';
import type { CallTurn } from '../../streams/call/call-record';
import { callViews } from '../../streams/call/call-views';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

describe('speaking$', () => {
  it('starts quiet, follows speech-start and speech-end, and is quiet after call-end', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ cold, expectObservable }) => {
      const events = cold<CallEvent>('-a-b-a-c', {
        a: { type: 'speech-start' },
        b: { type: 'speech-end' },
        c: { type: 'call-end' },
      });
      expectObservable(callViews(events, NEVER, () => false, testScheduler).speaking$).toBe('fa-b-a-b', { f: false, a: true, b: false });
    });
  });
});

describe('the views of a call are held for the visit', () => {
  it('hands a late subscriber the current value, then what follows, and goes on when none is subscribed', () => {
    const events = new Subject<CallEvent>();
    const views = callViews(events, NEVER, () => false, new TestScheduler(() => undefined));
    const line = (role: CallTurn['role'], text: string): CallEvent => ({
      type: 'message',
      message: { type: 'transcript', role, transcriptType: 'final', transcript: text },
    });
    events.next({ type: 'call-start' });
    events.next(line('assistant', 'Hello'));
    const seen: (readonly CallTurn[])[] = [];
    const subscription = views.turns$.subscribe((turns) => seen.push(turns));
    events.next(line('user', 'Hi'));
    subscription.unsubscribe();
    events.next(line('assistant', 'How can I help?'));
    expect(seen.map((turns) => turns.map((turn) => turn.text))).toEqual([['Hello'], ['Hello', 'Hi']]);
    const again: string[][] = [];
    views.turns$.subscribe((turns) => again.push(turns.map((turn) => turn.text))).unsubscribe();
    expect(again).toEqual([['Hello', 'Hi', 'How can I help?']]);
  });
});
