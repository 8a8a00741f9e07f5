import { map } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { CAPTURE_TOOLS, type AppMessage, type ConversationEntry } from '../../streams/call/messages';
import type { CallEvent } from '../../streams/call/call-events';
import { emptyCallRecord, reduceCallRecord, type CallRecord, type CallSummary, type CallTurn } from '../../streams/call/call-record';
import { startedCall } from '../fakes/call-harness';
import { recordsOf } from './records';

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

const message = (m: AppMessage): CallEvent => ({ type: 'message', message: m });
const transcript = (role: 'assistant' | 'user', transcriptType: 'partial' | 'final', text: string, untranscribed?: boolean): CallEvent =>
  message({ type: 'transcript', role, transcriptType, transcript: text, ...(untranscribed ? { untranscribed } : {}) });
const turn = (role: CallTurn['role'], text: string, final = true, untranscribed = false): CallTurn => ({
  role,
  text,
  final,
  untranscribed,
});
const toolCall = (name: string, args: unknown) => ({
  type: 'function',
  function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) },
});
const update = (...conversation: ConversationEntry[]): CallEvent => message({ type: 'conversation-update', conversation });

const routing = { team: 'Pastoral care', leader: 'Reverend Grace Taylor' };
const booking = { leader: 'Reverend Grace Taylor', when: 'Tuesday 10:30 am', place: "St Columba's parish office" };

/** Runs events through the reducer at the given times (ms), returning the last record. */
function replay(events: readonly (readonly [number, CallEvent])[], from: CallRecord = emptyCallRecord): CallRecord {
  return events.reduce((record, [now, event]) => reduceCallRecord(record, event, now), from);
}

describe('the call record: the turns of both sides', () => {
  it('keeps both sides in order, an utterance’s partial words replaced by its final ones, in virtual time', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ cold, expectObservable }) => {
      const events = cold<CallEvent>('a 999ms b c d e f', {
        a: { type: 'call-start' },
        b: transcript('assistant', 'partial', 'Hello'),
        c: transcript('assistant', 'final', 'Hello, how can I help?'),
        d: transcript('user', 'partial', '', true),
        e: transcript('user', 'final', '', true),
        f: transcript('assistant', 'partial', 'May I'),
      });
      expectObservable(recordsOf(events, testScheduler).pipe(map((record) => record.turns))).toBe('a 999ms b c d e f', {
        a: [],
        b: [turn('assistant', 'Hello', false)],
        c: [turn('assistant', 'Hello, how can I help?')],
        d: [turn('assistant', 'Hello, how can I help?'), turn('user', '', false, true)],
        e: [turn('assistant', 'Hello, how can I help?'), turn('user', '', true, true)],
        f: [turn('assistant', 'Hello, how can I help?'), turn('user', '', true, true), turn('assistant', 'May I', false)],
      });
    });
  });

  it('starts a new turn after a final one of the same side, and skips empty words that were not marked untranscribed', () => {
    const record = replay([
      [0, { type: 'call-start' }],
      [1, transcript('user', 'final', 'I need a visit.')],
      [2, transcript('user', 'partial', '   ')],
      [3, transcript('user', 'final', 'For my husband.')],
    ]);
    expect(record.turns).toEqual([turn('user', 'I need a visit.'), turn('user', 'For my husband.')]);
  });

  it('clears the turns when the next call connects, and ignores messages between calls', () => {
    const ended = replay([
      [0, { type: 'call-start' }],
      [1, transcript('assistant', 'final', 'Goodbye.')],
      [2, { type: 'call-end' }],
      [3, transcript('assistant', 'final', 'Late words')],
    ]);
    expect(ended.turns).toEqual([turn('assistant', 'Goodbye.')]);
    expect(replay([[4, { type: 'call-start' }]], ended).turns).toEqual([]);
  });
});

describe('the call record: the visitor talks over the assistant (user-interrupted)', () => {
  const interrupted = message({ type: 'user-interrupted' });
  const modelOutput = (output: unknown): CallEvent => message({ type: 'model-output', output });

  it('the open assistant turn keeps the words said so far, is over, and the rest its model generated is unheard', () => {
    const record = replay([
      [0, { type: 'call-start' }],
      [1, transcript('user', 'final', 'Hi.')],
      // The provider's tokens, as the model generates them.
      [2, modelOutput('Hello, you have')],
      [3, modelOutput(' reached St Columba’s.')],
      [4, modelOutput({ toolCalls: [] })],
      [5, transcript('assistant', 'partial', 'Hello, you')],
      [6, interrupted],
    ]);
    expect(record.turns.at(-1)).toEqual({ ...turn('assistant', 'Hello, you'), interrupted: true, unheard: 'have reached St Columba’s.' });
    // A later line of the assistant is a new turn.
    expect(replay([[7, transcript('assistant', 'partial', 'Sorry,')]], record).turns.at(-1)).toEqual(turn('assistant', 'Sorry,', false));
  });

  it('counts the words of the turn’s settled sentences as said; without model output nothing is known unheard', () => {
    const said = replay([
      [0, { type: 'call-start' }],
      [1, modelOutput('Hello. How can I help you today?')],
      [2, transcript('assistant', 'final', 'Hello.')],
      [3, transcript('assistant', 'partial', 'How can')],
      [4, interrupted],
    ]);
    expect(said.turns).toEqual([
      turn('assistant', 'Hello.'),
      { ...turn('assistant', 'How can'), interrupted: true, unheard: 'I help you today?' },
    ]);
    const unknown = replay([
      [0, { type: 'call-start' }],
      [1, transcript('assistant', 'partial', 'Hello, you')],
      [2, interrupted],
    ]);
    expect(unknown.turns).toEqual([{ ...turn('assistant', 'Hello, you'), interrupted: true }]);
  });

  it('the words said before the model’s output began (an earlier line) are not counted against it; output for the open turn is', () => {
    const later = replay([
      [0, { type: 'call-start' }],
      [1, transcript('assistant', 'final', 'Hello, how can I help?')],
      [2, modelOutput('Sorry, could you say that again?')],
      [3, transcript('assistant', 'partial', 'Sorry,')],
      [4, interrupted],
    ]);
    expect(later.turns.at(-1)).toEqual({ ...turn('assistant', 'Sorry,'), interrupted: true, unheard: 'could you say that again?' });
    // The simulated assistant sends its line's output once cut short, while the line's turn is open.
    const open = replay([
      [0, { type: 'call-start' }],
      [1, transcript('assistant', 'partial', 'Hello, how')],
      [2, modelOutput('Hello, how can I help?')],
      [3, transcript('assistant', 'partial', 'Hello,')],
      [4, interrupted],
    ]);
    expect(open.turns).toEqual([{ ...turn('assistant', 'Hello,'), interrupted: true, unheard: 'how can I help?' }]);
  });

  it('with no assistant turn open, nothing is cut; the summary keeps an interrupted turn', () => {
    const record = replay([
      [0, { type: 'call-start' }],
      [1, transcript('assistant', 'final', 'Hello.')],
      [2, interrupted],
    ]);
    expect(record.turns).toEqual([turn('assistant', 'Hello.')]);
    const ended = replay([
      [0, { type: 'call-start' }],
      [1, modelOutput('Hello there')],
      [2, transcript('assistant', 'partial', 'Hello')],
      [3, interrupted],
      [4, { type: 'call-end' }],
    ]);
    expect(ended.summary?.turns).toEqual([{ ...turn('assistant', 'Hello'), interrupted: true, unheard: 'there' }]);
  });
});

describe('the call record: the summary of a call', () => {
  it('measures the duration from connect to end on the scheduler (virtual time), and holds the transcript', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ cold, expectObservable }) => {
      const events = cold<CallEvent>('a 94999ms b c', {
        a: { type: 'call-start' },
        b: transcript('assistant', 'final', 'Goodbye.'),
        c: { type: 'call-end' },
      });
      const summary: CallSummary = {
        durationSeconds: 95,
        need: null,
        church: null,
        routing: null,
        booking: null,
        turns: [turn('assistant', 'Goodbye.')],
      };
      expectObservable(recordsOf(events, testScheduler).pipe(map((record) => record.summary))).toBe('a 94999ms b c', {
        a: null,
        b: null,
        c: summary,
      });
    });
  });

  it('takes routing and booking from the assistant’s tool calls in conversation-update, the latest winning', () => {
    const record = replay([
      [0, { type: 'call-start' }],
      [
        1,
        update({
          role: 'assistant',
          content: 'One moment.',
          tool_calls: [toolCall(CAPTURE_TOOLS.routing, { team: 'Youth ministry', leader: 'Sam Lee' })],
        }),
      ],
      [
        2,
        update(
          { role: 'user', content: 'Actually pastoral care.' },
          {
            role: 'assistant',
            content: '',
            tool_calls: [toolCall(CAPTURE_TOOLS.routing, routing), toolCall(CAPTURE_TOOLS.booking, booking)],
          },
        ),
      ],
      [3, update({ role: 'assistant', content: 'Anything else?' })],
      [61_000, { type: 'call-end' }],
    ]);
    expect(record.summary).toEqual({ durationSeconds: 61, need: null, church: null, routing, booking, turns: [] });
  });

  it.each([
    ['arguments that are not JSON', toolCall(CAPTURE_TOOLS.routing, '{"team": ')],
    ['arguments of the wrong shape', toolCall(CAPTURE_TOOLS.routing, { team: 'Finance' })],
    ['an empty field', toolCall(CAPTURE_TOOLS.booking, { ...booking, when: '' })],
    ['another tool', toolCall('transferCall', routing)],
  ])('ignores %s', (_label, call) => {
    const record = replay([
      [0, { type: 'call-start' }],
      [1, update({ role: 'assistant', content: '', tool_calls: [call] })],
      [2, { type: 'call-end' }],
    ]);
    expect(record.summary).toMatchObject({ routing: null, booking: null });
  });

  it('survives a conversation-update whose entries are not objects or whose tool calls are not a list', () => {
    const record = replay([
      [0, { type: 'call-start' }],
      [1, message({ type: 'conversation-update', conversation: [null, 'x'] })],
      [2, message({ type: 'conversation-update', conversation: [{ role: 'assistant', tool_calls: 'route_call' }] })],
      [3, message({ type: 'conversation-update', conversation: [{ role: 'assistant', tool_calls: [null, { function: null }] }] })],
      [4, { type: 'call-end' }],
    ]);
    expect(record.summary).toEqual({ durationSeconds: 0, need: null, church: null, routing: null, booking: null, turns: [] });
  });

  it('times the call from its connect to its end, whatever an end-of-call report (a server message) says', () => {
    const report: CallEvent = message({
      type: 'end-of-call-report',
      endedReason: 'assistant-ended-call',
      durationSeconds: 42.4,
      summary: '',
      analysis: { structuredData: { routing, booking } },
      conversation: [],
    });
    const record = replay([
      [0, { type: 'call-start' }],
      [1, update({ role: 'assistant', tool_calls: [toolCall(CAPTURE_TOOLS.routing, { team: 'Finance', leader: 'Ann' })] })],
      [3, report],
      [9_000, { type: 'call-end' }],
    ]);
    expect(record.summary).toEqual({
      durationSeconds: 9,
      need: null,
      church: null,
      routing: { team: 'Finance', leader: 'Ann' },
      booking: null,
      turns: [],
    });
  });

  it('settles the turns a call’s end cut off', () => {
    const record = replay([
      [0, { type: 'call-start' }],
      [1, transcript('assistant', 'partial', 'Thank you, I can')],
      [2, transcript('user', 'partial', '', true)],
      [3, { type: 'call-end' }],
    ]);
    expect(record.summary?.turns).toEqual([turn('assistant', 'Thank you, I can'), turn('user', '', true, true)]);
  });

  it('gives no summary for a call that never connected, and keeps the last one until the next call connects', () => {
    expect(replay([[0, { type: 'call-end' }]]).summary).toBeNull();
    const ended = replay([
      [0, { type: 'call-start' }],
      [3_000, { type: 'call-end' }],
    ]);
    const failedRetry = replay([[5_000, { type: 'call-end' }]], ended);
    expect(failedRetry.summary).toEqual({ durationSeconds: 3, need: null, church: null, routing: null, booking: null, turns: [] });
    expect(replay([[6_000, { type: 'call-start' }]], failedRetry).summary).toBeNull();
  });
});

describe('the client’s turns$ and summary$', () => {
  it('follow the call: turns while it runs, the summary once the visitor leaves, held for late subscribers', async () => {
    const harness = await startedCall();
    await harness.clock.advance(3000);
    harness
      .call()
      .simulateAppMessage(
        JSON.stringify({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'A hospital visit, please.' }),
      );
    const turns: (readonly CallTurn[])[] = [];
    harness.client.turns$.subscribe((value) => turns.push(value));
    expect(turns.at(-1)).toEqual([
      turn('assistant', "Hello, I'm Vestry's AI receptionist. How can I help your church today?"),
      turn('user', 'A hospital visit, please.'),
    ]);
    harness.client.stop();
    await harness.clock.advance(1000);
    let summary: CallSummary | null = null;
    harness.client.summary$.subscribe((value) => (summary = value));
    expect(summary).toMatchObject({ routing: null, booking: null, turns: turns.at(-1) });
    expect((summary as CallSummary | null)?.durationSeconds).toBeGreaterThanOrEqual(3);
  });
});

describe('the call record: the call’s reference (its provider id)', () => {
  const success = (callId: string): CallEvent => ({ type: 'call-start-success', totalDuration: 900, callId });

  it('goes into the summary whether call-start-success comes before the connect or after it', () => {
    for (const [first, second] of [
      [success('call-a'), { type: 'call-start' }],
      [{ type: 'call-start' }, success('call-a')],
    ] as const) {
      const record = replay([
        [0, first],
        [1, second],
        [2_000, { type: 'call-end' }],
      ]);
      expect(record.summary).toEqual({
        callId: 'call-a',
        durationSeconds: 2,
        need: null,
        church: null,
        routing: null,
        booking: null,
        turns: [],
      });
    }
  });

  it('is the call’s own: the next call never shows it, even one that ends before its start reports an id', () => {
    const ended = replay([
      [0, success('call-a')],
      [1, { type: 'call-start' }],
      [2_000, { type: 'call-end' }],
    ]);
    expect(ended.callId).toBeNull();
    const next = replay(
      [
        [3_000, { type: 'call-start' }],
        [4_000, { type: 'call-end' }],
      ],
      ended,
    );
    expect(next.summary).not.toHaveProperty('callId');
    expect(
      replay(
        [
          [6_000, success('call-b')],
          [7_000, { type: 'call-start' }],
          [8_000, { type: 'call-end' }],
        ],
        next,
      ).summary?.callId,
    ).toBe('call-b');
  });

  it('is forgotten when the start fails, or the call ends before it connected', () => {
    const failed: CallEvent = {
      type: 'call-start-failed',
      stage: 'daily-call-join',
      totalDuration: 1,
      error: 'The join failed.',
      context: { hasAssistant: true, hasSquad: false, hasWorkflow: false, isMobile: false },
    };
    expect(
      replay([
        [0, success('call-a')],
        [1, failed],
      ]).callId,
    ).toBeNull();
    expect(
      replay([
        [0, success('call-a')],
        [1, { type: 'call-end' }],
      ]).callId,
    ).toBeNull();
    const afterEarlyEnd = replay([
      [0, success('call-a')],
      [1, { type: 'call-end' }],
      [2, { type: 'call-start' }],
      [3, { type: 'call-end' }],
    ]);
    expect(afterEarlyEnd.summary).not.toHaveProperty('callId');
  });

  it('through the client: the summary carries the web call’s id', async () => {
    const harness = await startedCall();
    // The assistant says "listening": the call has connected.
    await harness.clock.advance(3000);
    harness.client.stop();
    await harness.clock.advance(1000);
    let summary: CallSummary | null = null;
    harness.client.summary$.subscribe((value) => (summary = value));
    expect((summary as CallSummary | null)?.callId).toBe(harness.factory.webCalls[0]?.webCall.id);
    expect((summary as CallSummary | null)?.callId).toBe('fake-call-1');
  });
});
