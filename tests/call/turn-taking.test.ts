import { map, NEVER, type Observable } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { medianOf, reduceTurnTaking, noTurnTaking, type TurnTaking } from '../../streams/call/turn-taking';
import type { CallEvent } from '../../streams/call/call-events';
import { emptyCallRecord, reduceCallRecord, type CallRecord } from '../../streams/call/call-record';
import { callViews } from '../../streams/call/call-views';
import { callConfig } from '../../streams/call/call-config';
import type { AppMessage } from '../../streams/call/messages';
import { recordsOf } from './records';

// Whose turn it is and how fast the assistant answers, read off the call's events in virtual time.

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

const message = (m: AppMessage): CallEvent => ({ type: 'message', message: m });
const user = (transcriptType: 'partial' | 'final', typed = false): CallEvent =>
  message({
    type: 'transcript',
    role: 'user',
    transcriptType,
    transcript: typed ? 'Can we book the hall?' : '',
    ...(typed ? { typed: true } : { untranscribed: true }),
  });
const assistant = (transcriptType: 'partial' | 'final', text: string): CallEvent =>
  message({ type: 'transcript', role: 'assistant', transcriptType, transcript: text });
const speechUpdate = (role: 'user' | 'assistant', status: 'started' | 'stopped'): CallEvent =>
  message({ type: 'speech-update', role, status, turn: 1 });

const progress: CallEvent = {
  type: 'call-start-progress',
  stage: 'web-call-creation',
  status: 'started',
  duration: 0,
  timestamp: '2026-11-26T00:00:00.000Z',
  metadata: {},
};
const start: CallEvent = { type: 'call-start' };
const end: CallEvent = { type: 'call-end' };
const audio: CallEvent = { type: 'speech-start' };
const quiet: CallEvent = { type: 'speech-end' };
/** The visitor's microphone, on the call's volume scale: 0.5 is speech, 0.02 is a quiet room. */
const mic = (volume: number): CallEvent => ({ type: 'local-volume-level', volume });

/** Runs events through the turn-taking reducer at the given times (ms). */
function replay(events: readonly (readonly [number, CallEvent])[], from: TurnTaking = noTurnTaking): TurnTaking {
  return events.reduce((taking, [now, event]) => reduceTurnTaking(taking, event, now), from);
}

function replayRecord(events: readonly (readonly [number, CallEvent])[], from: CallRecord = emptyCallRecord): CallRecord {
  return events.reduce((record, [now, event]) => reduceCallRecord(record, event, now), from);
}

describe('the assistant’s state, in virtual time', () => {
  it('connects, listens, thinks from the visitor’s speech end until its first audio, speaks, then listens again', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ cold, expectObservable }) => {
      // The greeting, then a spoken turn: the visitor is heard until 2400 ms; the simulated assistant
      // calls the turn over 1000 ms later (its final transcript) and its answer sounds 300 ms after that.
      const events = cold<CallEvent>('a 99ms b 199ms c 999ms d 599ms e 299ms f 99ms g 699ms h 99ms i 999ms j 299ms k 699ms l', {
        a: progress,
        b: start,
        c: audio,
        d: quiet,
        e: user('partial'),
        f: mic(0.5),
        g: mic(0.5),
        h: mic(0.02),
        i: user('final'),
        j: audio,
        k: quiet,
        l: end,
      });
      const states = recordsOf(events, testScheduler).pipe(map((record) => record.taking.state));
      expectObservable(states).toBe('a 99ms b 199ms c 999ms d 599ms e 299ms f 99ms g 699ms h 99ms i 999ms j 299ms k 699ms l', {
        a: 'connecting',
        b: 'listening',
        c: 'speaking',
        d: 'listening',
        e: 'listening',
        f: 'listening',
        g: 'listening',
        h: 'listening',
        i: 'thinking',
        j: 'speaking',
        k: 'listening',
        l: null,
      });
      // One reply: from the last moment the visitor was heard (g, at 2300 ms) to the first audio (j, at 4100 ms).
      const replies = recordsOf(events, testScheduler).pipe(map((record) => record.taking.replies));
      expectObservable(replies.pipe(map((r) => r.join(',')))).toBe(
        'a 99ms b 199ms c 999ms d 599ms e 299ms f 99ms g 699ms h 99ms i 999ms j 299ms k 699ms l',
        {
          a: '',
          b: '',
          c: '',
          d: '',
          e: '',
          f: '',
          g: '',
          h: '',
          i: '',
          j: '1800',
          k: '1800',
          l: '1800',
        },
      );
    });
  });

  it('a typed turn thinks from Send; the greeting and a prompt after silence are no replies', () => {
    const taking = replay([
      [0, start],
      [100, audio],
      [900, quiet],
      [1000, mic(0.5)], // a noise before the visitor types: Send is the turn's end
      [5000, user('final', true)],
      [5650, audio],
      [7000, quiet],
      [15000, audio], // a prompt after silence
    ]);
    expect(taking.replies).toEqual([650]);
    expect(taking.state).toBe('speaking');
  });

  it('words typed while the assistant speaks are answered after it falls quiet: thinking from then', () => {
    const steps: [number, CallEvent][] = [
      [0, start],
      [100, audio],
      [500, user('final', true)],
      [1200, quiet],
    ];
    expect(replay(steps).state).toBe('thinking');
    expect(replay([...steps, [1600, audio]]).replies).toEqual([400]);
  });

  it('the visitor going on after a pause takes the turn back: thinking returns to listening, and the reply counts from their last words', () => {
    const taking = replay([
      [0, start],
      [1000, user('partial')],
      [1500, mic(0.6)],
      [2500, user('final')],
      [2700, user('partial')],
      [3000, mic(0.6)],
      [4000, user('final')],
      [4200, audio],
    ]);
    expect(taking.replies).toEqual([1200]);
  });

  it('the provider’s speech-update says when the visitor speaks; its transcripts then only caption', () => {
    const steps: [number, CallEvent][] = [
      [0, start],
      [1000, speechUpdate('user', 'started')],
      [1100, user('partial')],
      [2000, speechUpdate('user', 'stopped')],
    ];
    expect(replay(steps).state).toBe('thinking');
    // A late partial transcript does not take the turn back; the final one does not move the reply's start.
    const after = replay([...steps, [2100, user('partial')], [2300, user('final')], [2800, audio]]);
    expect(after.replies).toEqual([800]);
    // The assistant's own speech-update is the audio's business (speech-start), not the visitor's turn.
    expect(
      replay([
        [0, start],
        [100, speechUpdate('assistant', 'started')],
      ]).state,
    ).toBe('listening');
  });

  it('an interruption (the provider’s user-interrupted) stops the assistant: it listens', () => {
    const steps: [number, CallEvent][] = [
      [0, start],
      [100, audio],
      [300, message({ type: 'user-interrupted' })],
    ];
    expect(replay(steps).state).toBe('listening');
    // Without the message, the visitor's words over the assistant do not change whose turn it is.
    expect(
      replay([
        [0, start],
        [100, audio],
        [300, user('partial')],
      ]).state,
    ).toBe('speaking');
  });

  it('a failed start or an ended call has no state; the next start begins without the last call’s replies', () => {
    const failed: CallEvent = {
      type: 'call-start-failed',
      stage: 'web-call-creation',
      error: 'Network error',
      totalDuration: 10,
      context: { hasAssistant: true, hasSquad: false, hasWorkflow: false, isMobile: false },
    };
    expect(replay([[0, progress]]).state).toBe('connecting');
    expect(
      replay([
        [0, progress],
        [10, failed],
      ]).state,
    ).toBeNull();
    const first = replay([
      [0, start],
      [10, user('final', true)],
      [500, audio],
      [900, end],
    ]);
    expect(first).toMatchObject({ state: null, replies: [490] });
    expect(
      replay(
        [
          [1000, progress],
          [1100, start],
        ],
        first,
      ),
    ).toMatchObject({ state: 'listening', replies: [] });
  });
});

describe('reply times beside the captions, and their median in the summary', () => {
  it('the answer’s caption gets the reply time, kept when its words settle, even when the words come after the audio', () => {
    const record = replayRecord([
      [0, start],
      [100, assistant('final', 'Hello, how can I help?')],
      [200, audio],
      [1200, quiet],
      [2000, user('final', true)],
      [2100, assistant('partial', 'Helen')],
      [2800, audio],
      [3000, assistant('final', 'Helen looks after the hall.')],
      [4000, quiet],
      [5000, user('final', true)],
      // A provider may send the words after the sound starts.
      [5400, audio],
      [5500, assistant('partial', 'She is')],
    ]);
    expect(record.turns.map((turn) => [turn.role, turn.text, turn.replyMs])).toEqual([
      ['assistant', 'Hello, how can I help?', undefined],
      ['user', 'Can we book the hall?', undefined],
      ['assistant', 'Helen looks after the hall.', 800],
      ['user', 'Can we book the hall?', undefined],
      ['assistant', 'She is', 400],
    ]);
  });

  it('the summary holds the median of the call’s reply times, and none when the assistant never answered', () => {
    const answered = (at: number, ms: number): [number, CallEvent][] => [
      [at, user('final', true)],
      [at + ms, audio],
      [at + ms + 500, quiet],
    ];
    const record = replayRecord([[0, start], ...answered(1000, 900), ...answered(4000, 500), ...answered(8000, 2000), [12000, end]]);
    expect(record.summary?.medianReplyMs).toBe(900);
    const silent = replayRecord([
      [0, start],
      [100, audio],
      [9000, end],
    ]);
    expect(silent.summary).not.toHaveProperty('medianReplyMs');
  });

  it('medianOf: the middle value, or the mean of the middle two', () => {
    expect(medianOf([])).toBeNull();
    expect(medianOf([700, 300, 1200])).toBe(700);
    expect(medianOf([400, 1000, 600, 800])).toBe(700);
  });
});

describe('heldAssistantState$: what a screen reader is told', () => {
  it('a state is told once it has held; a short thinking between listening and speaking is not', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ cold, expectObservable }) => {
      const held = callConfig.assistantStateHeldMs;
      const events$: Observable<CallEvent> = cold('a 999ms b 299ms c 1999ms d', {
        a: start,
        b: user('final', true),
        c: audio,
        d: quiet,
      });
      const views = callViews(events$, NEVER, () => false, testScheduler);
      expectObservable(views.assistantState$).toBe('a 999ms b 299ms c 1999ms d', {
        a: 'listening',
        b: 'thinking',
        c: 'speaking',
        d: 'listening',
      });
      // Told: listening (held from 0), speaking (held from 1300 ms), listening again; never thinking.
      expectObservable(views.heldAssistantState$).toBe(`a ${held - 1}ms b 1299ms c 1999ms d`, {
        a: null,
        b: 'listening',
        c: 'speaking',
        d: 'listening',
      });
    });
  });

  it('the end of a call is told at once, and drops a state that had not held yet', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ cold, expectObservable }) => {
      const held = callConfig.assistantStateHeldMs;
      const events$: Observable<CallEvent> = cold(`a ${held + 99}ms b 99ms c`, { a: start, b: audio, c: end });
      const views = callViews(events$, NEVER, () => false, testScheduler);
      expectObservable(views.heldAssistantState$).toBe(`a ${held - 1}ms b 199ms c`, { a: null, b: 'listening', c: null });
    });
  });
});
