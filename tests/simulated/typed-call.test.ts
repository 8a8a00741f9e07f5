import { describe, expect, it } from 'vitest';
import { isConversationUpdateMessage, isTranscriptMessage } from '../../streams/call/messages';
import { simulatedConversation } from '../../streams/simulated/simulated-script';
import { typedTurnOf } from '../../streams/simulated/simulated-assistant';
import { typedCall, typedSetup } from './typed-call-setup';

// A whole call held by typing, through the real client and the simulated assistant, in virtual time.

const afterTheNeed = ['Ruth Brown', 'Yes, that suits me', '0400 000 000', 'No, thank you'];

describe('a call held by typing with the simulated assistant', () => {
  it('never asks for the microphone: no request, no camera-error, though the microphone would refuse', async () => {
    const { microphone, events, factory } = await typedCall(['My mother is in hospital and would love a visit', ...afterTheNeed]);
    expect(microphone.requests).toEqual([]);
    expect(events.filter((e) => e.type === 'camera-error')).toEqual([]);
    expect(factory.created.at(-1)?.hasOpenMicrophone()).toBe(false);
  });

  it('asks for the microphone once local audio is turned on, as daily-js does after startAudioOff, and only once', async () => {
    const setup = typedSetup();
    const started = setup.client.start({ assistant: 'simulated-assistant', callObject: { startAudioOff: true } });
    await setup.clock.advance(1000);
    await started;
    const call = setup.factory.created.at(-1);
    expect(setup.microphone.requests).toEqual([]);
    call?.setLocalAudio(true);
    call?.setLocalAudio(true);
    await setup.clock.advance(100);
    expect(setup.microphone.requests).toHaveLength(1);
    // The microphone refuses: daily-js's camera-error, and the call goes on.
    expect(setup.events.filter((e) => e.type === 'camera-error')).toHaveLength(1);
    expect(call?.meetingState()).toBe('joined-meeting');
  });

  it.each([
    ['My mother is in hospital and would love a visit', 'Pastoral care', 'Reverend Grace Taylor', 'Tuesday 10:30 am'],
    ['Can we book the church hall for a wedding?', 'Administration', 'Helen Nguyen', 'Thursday 2:00 pm'],
    ['My daughter would like to join the youth group', 'Youth ministry', 'Pastor Daniel Okafor', 'Friday 4:30 pm'],
    ['I need a receipt for my donation, for tax', 'Finance', 'Robert Ellis', 'Monday 11:00 am'],
  ])(
    '"%s": the summary is routed to %s (%s), booked %s, with the typed words as the visitor’s own, once each',
    async (need, team, leader, when) => {
      const { summary, events } = await typedCall([need, ...afterTheNeed]);
      expect(summary()?.routing).toEqual({ team, leader });
      expect(summary()?.booking).toMatchObject({ leader, when });
      const visitor = summary()?.turns.filter((turn) => turn.role === 'user');
      expect(visitor?.map((turn) => turn.text)).toEqual([need, ...afterTheNeed]);
      expect(visitor?.every((turn) => turn.final && !turn.untranscribed)).toBe(true);
      // The assistant's last line is its goodbye, and it ended the call itself.
      expect(summary()?.turns.at(-1)?.text).toMatch(/Goodbye\.$/);
      expect(
        events.some((e) => e.type === 'message' && e.message.type === 'status-update' && e.message.endedReason === 'assistant-ended-call'),
      ).toBe(true);
    },
  );

  it('a need it does not recognise: asked once more, then the polite general route, nothing booked', async () => {
    const { summary } = await typedCall([
      'What do you think of the weather?',
      'Just a general question, really',
      'Ruth Brown',
      '0400 000 000',
    ]);
    expect(summary()?.routing).toEqual({ team: 'General enquiries', leader: 'Parish office' });
    expect(summary()?.booking).toBeNull();
    const assistant = summary()
      ?.turns.filter((turn) => turn.role === 'assistant')
      .map((turn) => turn.text);
    expect(assistant?.[1]).toBe(simulatedConversation.turns[1]?.text);
    expect(assistant?.[2]).toMatch(/I'll ask the parish office to call you back/);
  });

  it('the assistant’s conversation-update carries the typed words as the user’s, and it sends no transcript of its own for them', async () => {
    const { events } = await typedCall(['Can we book the church hall for a wedding?', ...afterTheNeed]);
    const messages = events.flatMap((e) => (e.type === 'message' ? [e.message] : []));
    const userTranscripts = messages.filter(isTranscriptMessage).filter((m) => m.role === 'user');
    expect(userTranscripts.every((m) => m.typed === true)).toBe(true);
    expect(userTranscripts).toHaveLength(5);
    const updates = messages.filter(isConversationUpdateMessage);
    // One after each typed turn, and one as each line that captures begins (the route's, and the booking).
    expect(updates).toHaveLength(7);
    expect(updates.filter((m) => m.conversation.at(-1)?.role === 'user')).toHaveLength(5);
    expect(updates[0]).toMatchObject({
      conversation: [{ role: 'assistant' }, { role: 'user', content: 'Can we book the church hall for a wedding?' }],
    });
  });

  it('a silent typist is given longer, and the prompts ask for typing, not for a microphone', async () => {
    const setup = typedSetup();
    const started = setup.client.start({ assistant: 'simulated-assistant', callObject: { startAudioOff: true } });
    await setup.clock.advance(1000);
    await started;
    await setup.clock.advance(15_000);
    expect(
      setup.events.filter((e) => e.type === 'message' && e.message.type === 'transcript' && e.message.transcriptType === 'final'),
    ).toHaveLength(1);
    await setup.clock.advance(60_000);
    const said = setup.summary()?.turns.map((turn) => turn.text);
    const { typing, closing } = simulatedConversation;
    expect(said).toEqual([simulatedConversation.turns[0]?.text, ...(typing?.prompts.map((line) => line.text) ?? []), closing.text]);
    expect(said?.join(' ')).not.toMatch(/microphone/i);
  });
});

describe('typedTurnOf: what the simulated assistant answers', () => {
  it('reads the add-message user message; a silent add, another role or blank words are no turn', () => {
    const add = (message: object, extra: object = {}) => JSON.stringify({ type: 'add-message', message, ...extra });
    expect(typedTurnOf(add({ role: 'user', content: ' Hello ' }, { triggerResponseEnabled: true }))).toBe('Hello');
    expect(typedTurnOf(add({ role: 'user', content: 'Hello' }))).toBe('Hello');
    expect(typedTurnOf(add({ role: 'user', content: 'Hello' }, { triggerResponseEnabled: false }))).toBeUndefined();
    expect(typedTurnOf(add({ role: 'system', content: 'Hello' }))).toBeUndefined();
    expect(typedTurnOf(add({ role: 'user', content: '  ' }))).toBeUndefined();
    expect(typedTurnOf(JSON.stringify({ type: 'say', message: 'Hello' }))).toBeUndefined();
    expect(typedTurnOf('{"type":')).toBeUndefined();
    expect(typedTurnOf('null')).toBeUndefined();
  });
});
