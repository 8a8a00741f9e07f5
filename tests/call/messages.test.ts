import { describe, expect, it } from 'vitest';
import { isTranscriptMessage, type AppMessage } from '../../streams/call/messages';
import { createCallHarness, describeEvent, startedCall } from '../fakes/call-harness';

describe('app messages', () => {
  it('"listening" is call-start; JSON objects are messages; the greeting brings partial and final transcripts', async () => {
    const harness = await startedCall();
    const messages: AppMessage[] = [];
    harness.client.messages$.subscribe((m) => messages.push(m));
    await harness.clock.advance(3000);
    const names = harness.events.map(describeEvent).filter((n) => n === 'call-start' || n.startsWith('message'));
    expect(names).toEqual(['call-start', 'message transcript', 'message transcript']);
    expect(messages.filter(isTranscriptMessage).map((m) => [m.role, m.transcriptType])).toEqual([
      ['assistant', 'partial'],
      ['assistant', 'final'],
    ]);
    expect(messages.at(-1)).toMatchObject({
      transcript: "Hello, I'm Vestry's AI receptionist. How can I help your church today?",
    });
  });

  it.each([
    ['not JSON', '{"type": '],
    ['JSON of the wrong shape (array)', '[1,2,3]'],
    ['JSON of the wrong shape (no type)', '{"status":"ended"}'],
    ['JSON of the wrong shape (number)', '42'],
    ['not a string', { type: 'transcript' }],
    ['1 MB', JSON.stringify({ type: 'transcript', transcript: 'x'.repeat(1024 * 1024) })],
  ])('%s is only logged, never thrown or emitted', async (_label, data) => {
    const harness = await startedCall();
    expect(() => harness.call().simulateAppMessage(data)).not.toThrow();
    expect(harness.events).toEqual([]);
    expect(harness.log.log).toHaveBeenCalledTimes(1);
    harness.call().simulateAppMessage(JSON.stringify({ type: 'model-output', output: 'still alive' }));
    expect(harness.events).toEqual([{ type: 'message', message: { type: 'model-output', output: 'still alive' } }]);
  });
});

describe('say() and send()', () => {
  it('say() sends the say message as JSON with defaults for the flags', async () => {
    const harness = await startedCall();
    harness.client.say('Welcome to church', true);
    harness.client.say('Hi', false, true, true);
    expect(
      harness
        .call()
        .sentMessages.slice(-2)
        .map((m) => JSON.parse(m) as unknown),
    ).toEqual([
      {
        type: 'say',
        message: 'Welcome to church',
        endCallAfterSpoken: true,
        interruptionsEnabled: false,
        interruptAssistantEnabled: false,
      },
      { type: 'say', message: 'Hi', endCallAfterSpoken: false, interruptionsEnabled: true, interruptAssistantEnabled: true },
    ]);
  });

  it('the assistant answers say() with speech and transcripts, then ends when asked', async () => {
    const harness = await startedCall();
    await harness.clock.advance(3500);
    harness.events.length = 0;
    harness.client.say('Goodbye for now', true);
    await harness.clock.advance(2000);
    const names = harness.events.map(describeEvent).filter((n) => n !== 'volume-level' && n !== 'local-volume-level');
    // The assistant's end deletes the room: Daily's ejected error is a normal end, not a failure.
    expect(names).toEqual([
      'message transcript',
      'speech-start',
      'message transcript',
      'message status-update',
      'error meeting-ended',
      'call-end',
    ]);
  });

  it('send() sends any client message as JSON; nothing happens without a call', async () => {
    const idle = createCallHarness();
    expect(() => idle.client.send({ type: 'end-call' })).not.toThrow();
    expect(idle.client.isMuted()).toBe(false);
    const harness = await startedCall();
    harness.client.send({ type: 'add-message', message: { role: 'system', content: 'hello' } });
    expect(harness.call().sentMessages.at(-1)).toBe('{"type":"add-message","message":{"role":"system","content":"hello"}}');
  });
});

describe('volume and speech from the assistant audio', () => {
  it('volume is the level scaled by 0.15 and speech starts and ends with the greeting', async () => {
    const harness = await startedCall();
    const volumes: number[] = [];
    const speech: string[] = [];
    harness.client.volume$.subscribe((v) => volumes.push(v));
    harness.client.speech$.subscribe((s) => speech.push(`${s.type}@${harness.clock.now()}`));
    await harness.clock.advance(5000);
    expect(Math.max(...volumes)).toBe(1); // 0.2 / 0.15 is capped at 1
    expect(volumes.every((v) => v >= 0 && v <= 1)).toBe(true);
    // greeting: "listening" at 900 ms, levels 0.2 from 1000 ms to 2900 ms; the observer samples every
    // 100 ms and last sees speech at 2800 ms; 1000 ms of quiet later speech ends.
    expect(speech).toEqual(['speech-start@1000', 'speech-end@3800']);
  });
});
