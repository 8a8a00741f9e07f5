import { describe, expect, it } from 'vitest';
import type { CallEvent } from '../../streams/call/call-events';
import { emptyCallRecord, reduceCallRecord, type CallSummary, type CallTurn } from '../../streams/call/call-record';
import type { ConversationUpdateMessage, TranscriptMessage } from '../../streams/call/messages';
import { createCallHarness, startedCall } from '../fakes/call-harness';

// Typing to the assistant: the provider's documented client message, read off the fake call
// object's command log, and the typed words kept as the visitor's own turn.

/** The shape the provider documents for a user message (web SDK `send()`, ClientInboundMessageAddMessage). */
const documented = (content: string) => ({ type: 'add-message', message: { role: 'user', content }, triggerResponseEnabled: true });

const assistantSays = (transcript: string): TranscriptMessage => ({
  type: 'transcript',
  role: 'assistant',
  transcriptType: 'final',
  transcript,
});
const settled = (role: CallTurn['role'], text: string): CallTurn => ({ role, text, final: true, untranscribed: false });

/** The client messages sent as JSON ("playable" is a plain string the client sends on its own). */
const sentJson = (sent: readonly string[]): unknown[] =>
  sent.filter((data) => data.startsWith('{')).map((data) => JSON.parse(data) as unknown);

describe('sendText: typing to the assistant', () => {
  it('sends the provider’s add-message with the typed words as a user message, once', async () => {
    const harness = await startedCall();
    harness.client.sendText('  My mother is in hospital and would love a visit ');
    expect(sentJson(harness.call().sentMessages)).toEqual([documented('My mother is in hospital and would love a visit')]);
  });

  it('the typed words are the visitor’s turn in the captions and the summary, once, when the assistant echoes them in its conversation-update', async () => {
    const harness = await startedCall();
    const turns: (readonly CallTurn[])[] = [];
    const summaries: (CallSummary | null)[] = [];
    harness.client.turns$.subscribe((value) => turns.push(value));
    harness.client.summary$.subscribe((value) => summaries.push(value));
    await harness.clock.advance(400); // "listening": the call has started
    const say = (message: object) => harness.call().simulateAppMessage(JSON.stringify(message));
    const greeting = 'Hello, how can I help your church today?';
    const words = 'Can we book the church hall for a wedding?';
    const reply = 'Helen Nguyen looks after the hall.';
    const routing = { team: 'Administration', leader: 'Helen Nguyen' };

    say(assistantSays(greeting));
    harness.client.sendText(words);
    // A keyed assistant sends no transcript of typed words (the turn is the client's own): its
    // conversation-update has the conversation so far, the words as the user's entry and its reply
    // with the tool call that routes the call; then the reply's transcript.
    say({
      type: 'conversation-update',
      conversation: [
        { role: 'assistant', content: greeting },
        { role: 'user', content: words },
        {
          role: 'assistant',
          content: reply,
          tool_calls: [{ type: 'function', function: { name: 'route_call', arguments: JSON.stringify(routing) } }],
        },
      ],
    } satisfies ConversationUpdateMessage);
    say(assistantSays(reply));

    // Each side's words once, in the order said: an update read as turns would repeat them.
    const said = [settled('assistant', greeting), settled('user', words), settled('assistant', reply)];
    expect(turns.at(-1)).toEqual(said);
    harness.client.stop();
    // The update was read, not dropped: the routing it carries is in the summary.
    expect(summaries.at(-1)).toMatchObject({ routing, turns: said });
  });

  it('goes out as the client’s own typed transcript on events$, before the add-message is sent', async () => {
    const harness = await startedCall();
    const sentBefore: number[] = [];
    harness.client.events$.subscribe((event) => {
      if (event.type === 'message') sentBefore.push(sentJson(harness.call().sentMessages).length);
    });
    harness.client.sendText('Hello');
    expect(harness.events).toEqual([
      { type: 'message', message: { type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'Hello', typed: true } },
    ]);
    expect(sentBefore).toEqual([0]);
  });

  it('sends and records nothing for blank text, before a call joins, or after it ends', async () => {
    const idle = createCallHarness();
    idle.client.sendText('Hello');
    expect(idle.events).toEqual([]);

    const joining = createCallHarness();
    const started = joining.client.start({ assistant: 'assistant-id' });
    await joining.clock.advance(100); // the call object exists; the join has not finished
    joining.client.sendText('Hello');
    expect(sentJson(joining.call().sentMessages)).toEqual([]);
    expect(joining.events.filter((e) => e.type === 'message')).toEqual([]);
    await joining.clock.advance(600);
    await started;

    const harness = await startedCall();
    harness.client.sendText('   ');
    expect(sentJson(harness.call().sentMessages)).toEqual([]);
    harness.client.stop();
    harness.events.length = 0;
    harness.client.sendText('Hello');
    expect(harness.events).toEqual([]);
    expect(sentJson(harness.call().sentMessages)).toEqual([]);
  });
});

describe('a turn typed while the assistant speaks', () => {
  const at = (role: CallTurn['role'], text: string, final: boolean): CallTurn => ({ role, text, final, untranscribed: false });
  const transcript = (role: 'assistant' | 'user', transcriptType: 'partial' | 'final', text: string, typed?: true): CallEvent => ({
    type: 'message',
    message: { type: 'transcript', role, transcriptType, transcript: text, ...(typed ? { typed } : {}) },
  });

  it('comes after the sentence it interrupted, which settles in its place: no half sentence left behind', () => {
    const record = [
      { type: 'call-start' } as const,
      transcript('assistant', 'partial', 'Hello, thanks'),
      transcript('user', 'final', 'A wedding, please', true),
      transcript('assistant', 'final', 'Hello, thanks for calling.'),
      transcript('assistant', 'partial', 'Happy'),
    ].reduce((previous, event) => reduceCallRecord(previous, event, 0), emptyCallRecord);
    expect(record.turns).toEqual([
      at('assistant', 'Hello, thanks for calling.', true),
      at('user', 'A wedding, please', true),
      at('assistant', 'Happy', false),
    ]);
  });

  it('never replaces the visitor’s own words still being spoken', () => {
    const record = [
      { type: 'call-start' } as const,
      transcript('user', 'partial', 'I would'),
      transcript('user', 'final', 'Typed words', true),
      transcript('user', 'final', 'I would like a visit'),
    ].reduce((previous, event) => reduceCallRecord(previous, event, 0), emptyCallRecord);
    expect(record.turns).toEqual([at('user', 'I would like a visit', true), at('user', 'Typed words', true)]);
  });
});

describe('a call held by typing', () => {
  it('asks the call object to join with the microphone off (startAudioOff), never `audioSource: false`', async () => {
    const harness = createCallHarness();
    const started = harness.client.start({ assistant: 'assistant-id', callObject: { startAudioOff: true } });
    await harness.clock.advance(600);
    expect(await started).not.toBeNull();
    expect(harness.factory.createOptions).toEqual([{ audioSource: true, videoSource: false, startAudioOff: true, dailyConfig: {} }]);
    const progress = harness.events.find(
      (e) => e.type === 'call-start-progress' && e.stage === 'daily-call-object-creation' && e.status === 'started',
    );
    expect(progress).toMatchObject({ metadata: { startAudioOff: true } });
  });

  it('a call option for one start does not stay for the next', async () => {
    const harness = createCallHarness();
    const first = harness.client.start({ assistant: 'assistant-id', callObject: { startAudioOff: true } });
    await harness.clock.advance(600);
    await first;
    harness.client.stop();
    const second = harness.client.start({ assistant: 'assistant-id' });
    await harness.clock.advance(600);
    await second;
    expect(harness.factory.createOptions.map((options) => options.startAudioOff)).toEqual([true, undefined]);
  });
});
