import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import { CAPTURE_TOOLS, type AppMessage, type ConversationEntry } from '../../streams/call/messages';
import type { CallEvent } from '../../streams/call/call-events';
import { noCaptures, type LiveCaptures } from '../../streams/call/call-captures';
import { emptyCallRecord, liveCaptures, reduceCallRecord, type CallRecord } from '../../streams/call/call-record';
import { startedCall } from '../fakes/call-harness';
import { recordsOf } from './records';

// The live notepad's view of a call: what the assistant has captured so far, on each change.

const scheduler = () => new TestScheduler((actual, expected) => expect(actual).toEqual(expected));

const message = (m: AppMessage): CallEvent => ({ type: 'message', message: m });
const said = (role: 'assistant' | 'user', transcriptType: 'partial' | 'final', transcript: string, untranscribed?: true): CallEvent =>
  message({ type: 'transcript', role, transcriptType, transcript, ...(untranscribed ? { untranscribed } : {}) });
const toolCall = (name: string, args: unknown) => ({
  type: 'function',
  function: { name, arguments: typeof args === 'string' ? args : JSON.stringify(args) },
});
const update = (...conversation: ConversationEntry[]): CallEvent => message({ type: 'conversation-update', conversation });
const assistantCalls = (...calls: ReturnType<typeof toolCall>[]): ConversationEntry => ({
  role: 'assistant',
  content: '',
  tool_calls: calls,
});

const routing = { team: 'Pastoral care', leader: 'Reverend Grace Taylor' };
const booking = { leader: 'Reverend Grace Taylor', when: 'Tuesday 10:30 am', place: "St Columba's parish office" };
const routed = assistantCalls(toolCall(CAPTURE_TOOLS.routing, routing));
const booked = assistantCalls(toolCall(CAPTURE_TOOLS.booking, booking));

const live = (over: Partial<LiveCaptures>): LiveCaptures => ({ ...noCaptures, ...over });

function replay(events: readonly CallEvent[], from: CallRecord = emptyCallRecord): CallRecord {
  return events.reduce((record, event, index) => reduceCallRecord(record, event, index), from);
}

describe('liveCaptures: the notepad of a running call, in virtual time', () => {
  it('emits once per new fact as the assistant captures it, never for the same fact sent again, and null once the call ends', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ cold, expectObservable }) => {
      const events = cold<CallEvent>('a b c 2s d e 3s f g h', {
        a: { type: 'call-start' },
        b: said('assistant', 'final', 'How can I help your church today?'),
        c: said('user', 'final', 'My mother is in hospital and would love a visit.'),
        d: update({ role: 'assistant', content: 'One moment.' }, routed),
        // The provider sends the whole conversation again after each turn: the routing is not new.
        e: update({ role: 'assistant', content: 'One moment.' }, routed, { role: 'user', content: 'Yes.' }),
        f: update(routed, booked),
        g: said('assistant', 'final', 'Goodbye.'),
        h: { type: 'call-end' },
      });
      const need = 'My mother is in hospital and would love a visit.';
      expectObservable(liveCaptures(recordsOf(events, testScheduler))).toBe('a - c 2s d - 3s f - h', {
        a: noCaptures,
        c: live({ need, latest: ['need'] }),
        d: live({ need, routing, latest: ['routing'] }),
        f: live({ need, routing, booking, latest: ['booking'] }),
        h: null,
      });
    });
  });

  it('is null between calls and starts empty when the next call connects', () => {
    const testScheduler = scheduler();
    testScheduler.run(({ cold, expectObservable }) => {
      const events = cold<CallEvent>('a b c d e', {
        a: update(routed),
        b: { type: 'call-start' },
        c: update(routed),
        d: { type: 'call-end' },
        e: { type: 'call-start' },
      });
      expectObservable(liveCaptures(recordsOf(events, testScheduler))).toBe('a b c d e', {
        a: null,
        b: noCaptures,
        c: live({ routing, latest: ['routing'] }),
        d: null,
        e: noCaptures,
      });
    });
  });
});

describe('the caller’s need', () => {
  it('is the caller’s first settled, transcribed words until the assistant notes it in its own words', () => {
    const record = replay([
      { type: 'call-start' },
      said('user', 'partial', 'My mother'),
      said('user', 'final', '', true),
      said('user', 'final', '   '),
      said('assistant', 'final', 'How can I help?'),
      said('user', 'final', ' A hospital visit for my mother. '),
      said('user', 'final', 'She is at Westmead.'),
    ]);
    expect(record.captures).toEqual(live({ need: 'A hospital visit for my mother.', latest: ['need'] }));
    const noted = replay(
      [update(assistantCalls(toolCall(CAPTURE_TOOLS.caller, { need: 'Hospital visit for the caller’s mother' })))],
      record,
    );
    expect(noted.captures).toEqual(live({ need: 'Hospital visit for the caller’s mother', latest: ['need'] }));
    // The caller's later words never replace what the assistant noted.
    expect(replay([said('user', 'final', 'Thank you.')], noted).captures).toBe(noted.captures);
  });

  it('takes the church from the same note, and two facts that arrive together are both latest, in the notepad’s order', () => {
    const record = replay([
      { type: 'call-start' },
      update(
        assistantCalls(
          toolCall(CAPTURE_TOOLS.booking, booking),
          toolCall(CAPTURE_TOOLS.routing, routing),
          toolCall(CAPTURE_TOOLS.caller, { church: " St Columba's " }),
        ),
      ),
    ]);
    expect(record.captures).toEqual(live({ church: "St Columba's", routing, booking, latest: ['church', 'routing', 'booking'] }));
  });

  it.each([
    ['arguments that are not JSON', toolCall(CAPTURE_TOOLS.caller, '{"need": ')],
    ['a need that is not text', toolCall(CAPTURE_TOOLS.caller, { need: 42, church: ['x'] })],
    ['an empty need', toolCall(CAPTURE_TOOLS.caller, { need: '  ', church: '' })],
    ['a note that is a list', toolCall(CAPTURE_TOOLS.caller, ['A visit'])],
  ])('ignores %s', (_label, call) => {
    const record = replay([{ type: 'call-start' }, update(assistantCalls(call))]);
    expect(record.captures).toBe(noCaptures);
  });

  it('never comes from an end-of-call report: the provider sends it to servers only, so one here is not the provider’s', () => {
    const report = message({
      type: 'end-of-call-report',
      endedReason: 'assistant-ended-call',
      durationSeconds: 30,
      summary: '',
      analysis: { structuredData: { routing: null, booking: null, need: 'A visit', church: 'St Mark’s' } },
      conversation: [],
    });
    const record = replay([{ type: 'call-start' }, said('user', 'final', 'Hello?'), update(booked), report, { type: 'call-end' }]);
    expect(record.summary).toEqual({
      durationSeconds: 0,
      need: 'Hello?',
      church: null,
      routing: null,
      booking,
      turns: [{ role: 'user', text: 'Hello?', final: true, untranscribed: false }],
    });
  });
});

describe('the client’s captures$', () => {
  it('holds what the running call captured for a late subscriber, and goes null when the call ends', async () => {
    const harness = await startedCall();
    await harness.clock.advance(3000);
    const send = (m: object) => harness.call().simulateAppMessage(JSON.stringify(m));
    send({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Can we book the hall?' });
    send({ type: 'conversation-update', conversation: [routed] });
    const seen: (LiveCaptures | null)[] = [];
    const subscription = harness.client.captures$.subscribe((value) => seen.push(value));
    expect(seen).toEqual([live({ need: 'Can we book the hall?', routing, latest: ['routing'] })]);
    harness.client.stop();
    await harness.clock.advance(1000);
    expect(seen.at(-1)).toBeNull();
    subscription.unsubscribe();
  });
});
