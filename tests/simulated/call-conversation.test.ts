import { timer } from 'rxjs';
import { TestScheduler } from 'rxjs/testing';
import { describe, expect, it } from 'vitest';
import {
  CALL_CONVERSATION_START,
  holdConversation,
  reduceCallConversation,
  type CallConversationEffect,
  type CallConversationInput,
  type CallConversationState,
} from '../../streams/simulated/call-conversation';
import type { ConversationScript } from '../../streams/simulated/conversation';
import type { ConversationLine } from '../../streams/simulated/conversation-events';

// The conversation as the provider's messages: one reducer records the call and asks for each
// message and the hang-up; holdConversation runs it over the conversation, in virtual time here.

const routing = { team: 'Administration', leader: 'Helen Nguyen' };
const booking = { leader: 'Helen Nguyen', when: 'Thursday 2:00 pm', place: 'church hall' };
const line = (text: string, captures?: ConversationLine['captures']): ConversationLine => ({
  clip: 'reply',
  text,
  ...(captures ? { captures } : {}),
});
const [A, B] = [line('A'), line('B', { routing, booking })] as const;
const at = (event: Extract<CallConversationInput, { type: 'event' }>['event']): CallConversationInput => ({ type: 'event', event });
const send = (message: object): CallConversationEffect => ({ type: 'send', message }) as CallConversationEffect;
const spoken = (transcriptType: 'partial' | 'final') => ({
  type: 'transcript',
  role: 'user',
  transcriptType,
  transcript: '',
  untranscribed: true,
});

const saidA: CallConversationState = { ...CALL_CONVERSATION_START, conversation: [{ role: 'assistant', content: 'A' }] };
const heardAfterA: CallConversationState = { ...saidA, conversation: [...saidA.conversation, { role: 'user', content: 'the hall' }] };
const routed: CallConversationState = {
  ...CALL_CONVERSATION_START,
  conversation: [{ role: 'assistant', content: 'B', tool_calls: [expect.anything(), expect.anything()] as never }],
  routing,
  booking,
};

const table: [string, CallConversationState, CallConversationInput, CallConversationState, CallConversationEffect[]][] = [
  ['an assistant line is recorded and sends nothing itself', CALL_CONVERSATION_START, at({ type: 'assistant-turn', line: A }), saidA, []],
  [
    'a line with captures records them, and sends the conversation at once (its tool calls, committed as it begins)',
    CALL_CONVERSATION_START,
    at({ type: 'assistant-turn', line: B }),
    routed,
    [send({ type: 'conversation-update', conversation: routed.conversation })],
  ],
  ['a spoken turn starts: an empty partial transcript', saidA, at({ type: 'visitor-turn-start' }), saidA, [send(spoken('partial'))]],
  [
    'a spoken turn with nothing recognised: an untranscribed final, then the conversation',
    saidA,
    at({ type: 'visitor-turn-end' }),
    { ...saidA, conversation: [...saidA.conversation, { role: 'user', content: '', untranscribed: true }] },
    [
      send(spoken('final')),
      send({
        type: 'conversation-update',
        conversation: [...saidA.conversation, { role: 'user', content: '', untranscribed: true }],
      }),
    ],
  ],
  [
    'a spoken turn with recognised words: their final transcript, then the conversation',
    saidA,
    at({ type: 'visitor-turn-end', words: 'the hall' }),
    heardAfterA,
    [
      send({ type: 'transcript', role: 'user', transcriptType: 'final', transcript: 'the hall' }),
      send({ type: 'conversation-update', conversation: heardAfterA.conversation }),
    ],
  ],
  [
    'a typed turn: no transcript (the client keeps it), only the conversation',
    saidA,
    at({ type: 'visitor-turn-end', words: 'the hall', typed: true }),
    heardAfterA,
    [send({ type: 'conversation-update', conversation: heardAfterA.conversation })],
  ],
  [
    'the end: the assistant hangs up with the reason (no end-of-call report: the provider sends that to servers only)',
    { ...saidA, routing, booking },
    at({ type: 'conversation-end', reason: 'silence' }),
    { ...saidA, routing, booking },
    [{ type: 'hang-up', endedReason: 'silence-timed-out' }],
  ],
  [
    'a line cut short: the whole line as model output, the words heard as its transcript, then user-interrupted',
    { ...CALL_CONVERSATION_START, conversation: [{ role: 'assistant', content: 'Hello there, how can I help?' }] },
    at({ type: 'assistant-interrupted', line: line('Hello there, how can I help?'), heard: 'Hello there,' }),
    { ...CALL_CONVERSATION_START, conversation: [{ role: 'assistant', content: 'Hello there, how can I help?' }] },
    [
      send({ type: 'model-output', output: 'Hello there, how can I help?' }),
      send({ type: 'transcript', role: 'assistant', transcriptType: 'partial', transcript: 'Hello there,' }),
      send({ type: 'user-interrupted' }),
    ],
  ],
  ['the events over: marked so', saidA, { type: 'over' }, { ...saidA, over: true }, []],
];

describe('reduceCallConversation', () => {
  it.each(table)('%s', (_, state, input, next, effects) => {
    expect(reduceCallConversation(state, input)).toEqual({ state: next, events: [], effects });
  });
});

describe('holdConversation, in virtual time', () => {
  it('sends each message as its event happens, hangs up, and completes with the conversation', () => {
    const scheduler = new TestScheduler((actual, expected) => expect(actual).toEqual(expected));
    const script: ConversationScript = { turns: [A, B], prompts: [], closing: line('X'), promptAfterMs: 5000 };
    const sent: [number, string][] = [];
    scheduler.run(({ hot, expectObservable }) => {
      // Lines take 100 ms; the visitor speaks at 300 ms and is quiet 1000 ms later.
      const conversation$ = holdConversation(script, {
        scheduler,
        levels$: hot('300ms h', { h: 0.5 }),
        speak: () => timer(100, scheduler),
        send: (data) => {
          const message = JSON.parse(data) as Record<string, unknown>;
          sent.push([
            scheduler.now(),
            message.type === 'transcript' ? `${String(message.role)} ${String(message.transcriptType)}` : String(message.type),
          ]);
        },
        hangUp: (endedReason) => sent.push([scheduler.now(), `hang-up ${endedReason}`]),
      });
      expectObservable(conversation$).toBe('1400ms |');
    });
    expect(sent).toEqual([
      [300, 'user partial'],
      [1300, 'user final'],
      [1300, 'conversation-update'],
      // B captures: the conversation with its tool calls as it begins.
      [1300, 'conversation-update'],
      [1400, 'hang-up assistant-ended-call'],
    ]);
  });
});
