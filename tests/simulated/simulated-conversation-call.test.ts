import { describe, expect, it } from 'vitest';
import { emptyCallRecord, reduceCallRecord } from '../../streams/call/call-record';
import type { AppMessage } from '../../streams/call/messages';
import { createSimulatedCallObjectFactory } from '../../streams/simulated/simulated-factory';
import { simulatedConversation } from '../../streams/simulated/simulated-script';
import type { SimulatedCallObject } from '../../streams/simulated/simulated-call-object';
import type { SimulatedCameraError } from '../../streams/simulated/microphone';
import { FakeMicrophone, type VoiceSpan } from '../fakes/fake-microphone';
import { ScriptedVoice } from '../fakes/scripted-voice';
import { VirtualClock } from '../fakes/virtual-clock';

interface Setup {
  clock: VirtualClock;
  microphone: FakeMicrophone;
  voice: ScriptedVoice;
  call: SimulatedCallObject;
  /** Every event the call object emitted, compactly, in order. */
  seen: string[];
  messages: Record<string, unknown>[];
}

function setup(options: { voice?: VoiceSpan[]; refusal?: Error; audioSource?: string | boolean } = {}): Setup {
  const clock = new VirtualClock();
  const microphone = new FakeMicrophone(clock.scheduler, options.voice, options.refusal);
  const voice = new ScriptedVoice(clock.scheduler);
  const factory = createSimulatedCallObjectFactory({ scheduler: clock.scheduler, voice: () => voice, microphone: () => microphone });
  const call = factory.create({ audioSource: options.audioSource ?? true, videoSource: false, dailyConfig: {} });
  const seen: string[] = [];
  const messages: Record<string, unknown>[] = [];
  call.on('participant-left', () => seen.push('participant-left'));
  call.on('left-meeting', () => seen.push('left-meeting'));
  call.on('camera-error', () => seen.push('camera-error'));
  call.on('error', ({ errorMsg, error }) => seen.push(`error ${String(error?.type)} ${errorMsg}`));
  call.on('app-message', ({ data }) => {
    if (typeof data !== 'string' || !data.startsWith('{')) return;
    const message = JSON.parse(data) as Record<string, unknown>;
    messages.push(message);
    seen.push(summary(message));
  });
  return { clock, microphone, voice, call, seen, messages };
}

function summary(message: Record<string, unknown>): string {
  if (message.type === 'transcript') return `${String(message.role)} ${String(message.transcriptType)}`;
  if (message.type === 'status-update') return `ended ${String(message.endedReason)}`;
  return String(message.type);
}

const join = (call: SimulatedCallObject) => call.join({ url: 'https://simulated.invalid/room', subscribeToTracksAutomatically: false });

/** The visitor speaks for 500 ms at the start of every 4 s, well inside the 5 s the assistant waits. */
const chatty: VoiceSpan[] = Array.from({ length: 12 }, (_, i) => ({ from: 4000 * (i + 1), to: 4000 * (i + 1) + 500, level: 0.2 }));

describe('the simulated assistant holds the scripted call', () => {
  it('answers each visitor turn, captions both sides, reports what the call captured, then hangs up itself', async () => {
    const { clock, call, seen, messages, microphone } = setup({ voice: chatty });
    const joined = join(call);
    await clock.advance(600);
    await joined;
    await clock.advance(60_000);

    const turns = simulatedConversation.turns.length;
    const assistantLine = ['assistant partial', 'assistant final'];
    const visitorTurn = ['user partial', 'user final', 'conversation-update'];
    const expected = [
      // A line that captures (the offer routes, the confirmation books) sends the conversation as it begins.
      ...simulatedConversation.turns
        .slice(0, -1)
        .flatMap((line) => [...(line.captures ? ['conversation-update'] : []), ...assistantLine, ...visitorTurn]),
      ...assistantLine,
      'ended assistant-ended-call',
      'participant-left',
      // The provider deletes the room: Daily's fatal ejected error, then left-meeting.
      'error ejected Meeting has ended',
      'left-meeting',
    ];
    expect(seen).toEqual(expected);

    const finals = messages
      .filter((m) => m.type === 'transcript' && m.transcriptType === 'final' && m.role === 'assistant')
      .map((m) => m.transcript);
    expect(finals).toEqual(simulatedConversation.turns.map((line) => line.text));
    // The visitor's turns carry no words, and say so.
    expect(messages.filter((m) => m.role === 'user').every((m) => m.transcript === '' && m.untranscribed === true)).toBe(true);

    // As the provider: the end-of-call report goes to the owner's server, never to the web client.
    expect(messages.filter((m) => m.type === 'end-of-call-report')).toEqual([]);
    const routing = { team: 'Pastoral care', leader: 'Reverend Grace Taylor' };
    const booking = { leader: 'Reverend Grace Taylor', when: 'Tuesday 10:30 am', place: "St Columba's parish office" };

    // Its conversation-updates carry the captures as a keyed assistant's tool calls: the
    // record reads routing and booking from them alone, as it would in a keyed build.
    const updatesOnly = messages.filter((m) => m.type === 'conversation-update' || m.type === 'transcript');
    const record = [
      { type: 'call-start' } as const,
      ...updatesOnly.map((m) => ({ type: 'message', message: m as AppMessage }) as const),
      { type: 'call-end' } as const,
    ].reduce((previous, event) => reduceCallRecord(previous, event, 0), emptyCallRecord);
    expect(record.summary?.routing).toEqual(routing);
    expect(record.summary?.booking).toEqual(booking);
    expect(record.summary?.turns.map((t) => (t.untranscribed ? 'visitor spoke' : t.text))).toEqual(
      simulatedConversation.turns.flatMap((line, i) => (i < turns - 1 ? [line.text, 'visitor spoke'] : [line.text])),
    );

    expect(call.meetingState()).toBe('left-meeting');
    expect(microphone.live).toBe(0);
    expect(clock.pending()).toBe(0);
  });

  it('a visitor who talks over the greeting stops it: user-interrupted, the words played as heard, the rest unheard; then it answers', async () => {
    // The greeting plays from about 900 ms for 2 s; the visitor speaks over it from 1500 ms.
    const { clock, call, seen, messages, voice } = setup({ voice: [{ from: 1500, to: 2500, level: 0.2 }] });
    const joined = join(call);
    await clock.advance(600);
    await joined;
    await clock.advance(6000);
    const greeting = simulatedConversation.turns[0]!.text;
    expect(seen.slice(0, 8)).toEqual([
      'assistant partial',
      'model-output',
      'assistant partial',
      'user-interrupted',
      'user partial',
      'user final',
      'conversation-update',
      'assistant partial',
    ]);
    // The greeting never finished; the next line answered the visitor.
    expect(messages.find((m) => m.transcript === greeting)).toBeUndefined();
    expect(voice.spoken.slice(0, 2)).toEqual(['greeting', simulatedConversation.turns[1]!.clip]);

    const record = [
      { type: 'call-start' } as const,
      ...messages.map((m) => ({ type: 'message', message: m as AppMessage }) as const),
    ].reduce((previous, event) => reduceCallRecord(previous, event, 0), emptyCallRecord);
    const cut = record.turns[0]!;
    expect(cut).toMatchObject({ role: 'assistant', final: true, interrupted: true });
    // Cut short under halfway (about 0.9 s of 2 s): the words played, then the rest.
    const words = greeting.split(' ');
    const heard = cut.text.split(' ').length;
    expect(heard).toBeGreaterThan(words.length / 3);
    expect(heard).toBeLessThan(words.length / 2);
    expect(`${cut.text} ${cut.unheard}`).toBe(greeting);
    await call.leave();
  });

  it('with a silent microphone it prompts, then closes politely and ends with silence-timed-out', async () => {
    const { clock, call, seen, messages } = setup();
    const joined = join(call);
    await clock.advance(600);
    await joined;
    await clock.advance(60_000);
    const finals = messages.filter((m) => m.type === 'transcript' && m.transcriptType === 'final').map((m) => m.transcript);
    const { turns, prompts, closing } = simulatedConversation;
    expect(finals).toEqual([turns[0]?.text, ...prompts.map((p) => p.text), closing.text]);
    expect(seen.slice(-4)).toEqual(['ended silence-timed-out', 'participant-left', 'error ejected Meeting has ended', 'left-meeting']);
    expect(messages.filter((m) => m.type === 'end-of-call-report')).toEqual([]);
    // Nothing was captured: no conversation-update carries a route or a booking.
    expect(JSON.stringify(messages.filter((m) => m.type === 'conversation-update'))).not.toMatch(/route_call|book_appointment/);
  });

  it('told to wait longer before it prompts (a test’s slow steps), it says nothing to silence until then', async () => {
    const clock = new VirtualClock();
    const factory = createSimulatedCallObjectFactory({
      scheduler: clock.scheduler,
      voice: () => new ScriptedVoice(clock.scheduler),
      microphone: () => new FakeMicrophone(clock.scheduler),
      script: { promptAfterMs: 60_000 },
    });
    const call = factory.create({ audioSource: true, videoSource: false, dailyConfig: {} });
    const finals: unknown[] = [];
    call.on('app-message', ({ data }) => {
      const message = typeof data === 'string' && data.startsWith('{') ? (JSON.parse(data) as Record<string, unknown>) : {};
      if (message.transcriptType === 'final') finals.push(message.transcript);
    });
    const joined = join(call);
    await clock.advance(600);
    await joined;
    await clock.advance(50_000);
    expect(finals).toEqual([simulatedConversation.turns[0]?.text]);
    await clock.advance(20_000);
    expect(finals).toEqual([simulatedConversation.turns[0]?.text, simulatedConversation.prompts[0]?.text]);
    await call.leave();
  });

  it('a muted visitor is not heard', async () => {
    const { clock, call, messages } = setup({ voice: chatty });
    const joined = join(call);
    call.setLocalAudio(false);
    await clock.advance(600);
    await joined;
    await clock.advance(60_000);
    expect(messages.some((m) => m.role === 'user')).toBe(false);
    expect(messages.at(-1)).toMatchObject({ type: 'status-update', endedReason: 'silence-timed-out' });
  });

  it('startAudioOff joins muted, as in daily-js: the visitor is not heard until unmuted', async () => {
    const clock = new VirtualClock();
    const factory = createSimulatedCallObjectFactory({
      scheduler: clock.scheduler,
      voice: () => new ScriptedVoice(clock.scheduler),
      microphone: () => new FakeMicrophone(clock.scheduler, chatty),
    });
    const call = factory.create({ audioSource: true, startAudioOff: true, videoSource: false, dailyConfig: {} });
    expect(call.localAudio()).toBe(false);
    const joined = join(call);
    await clock.advance(600);
    await joined;
    await call.startLocalAudioLevelObserver(100);
    const levels: number[] = [];
    call.on('local-audio-level', (event) => levels.push(event.audioLevel));
    await clock.advance(3500); // to 4100 ms: the visitor has been speaking since 4000 ms
    expect(Math.max(...levels)).toBe(0);
    call.setLocalAudio(true);
    await clock.advance(300);
    expect(Math.max(...levels)).toBe(0.2);
    await call.destroy();
  });

  it('the visitor hanging up mid-call stops the conversation and releases the microphone', async () => {
    const { clock, call, messages, microphone, voice } = setup({ voice: chatty });
    const joined = join(call);
    await clock.advance(600);
    await joined;
    await clock.advance(6000);
    await call.destroy();
    const count = messages.length;
    await clock.advance(60_000);
    expect(messages).toHaveLength(count);
    expect(microphone.live).toBe(0);
    expect(voice.closed).toBe(true);
    expect(clock.pending()).toBe(0);
  });
});

describe('the microphone on join, as daily-js asks for it', () => {
  it('asks for audio when joining; a device id becomes an exact constraint; audioSource false asks for nothing', async () => {
    for (const [audioSource, request] of [
      [true, [{ audio: true }]],
      ['mic-2', [{ audio: { deviceId: { exact: 'mic-2' } } }]],
      [false, []],
    ] as const) {
      const { clock, call, microphone } = setup({ audioSource });
      expect(microphone.requests).toEqual([]);
      const joined = join(call);
      await clock.advance(600);
      await joined;
      expect(microphone.requests).toEqual(request);
      await call.destroy();
    }
  });

  it.each([
    ['NotAllowedError', 'permissions'],
    ['NotFoundError', 'not-found'],
    ['NotReadableError', 'mic-in-use'],
    ['OverconstrainedError', 'constraints'],
  ])('%s: emits camera-error (%s) while joining and the join still resolves, as in daily-js', async (name, type) => {
    const { clock, call } = setup({ refusal: new DOMException(`${name} happened`, name) });
    const errors: SimulatedCameraError[] = [];
    const states: string[] = [];
    call.on('camera-error', (event) => {
      errors.push(event as SimulatedCameraError);
      states.push(call.meetingState());
    });
    const joined = join(call);
    await clock.advance(0);
    expect(errors.map((e) => [e.action, e.error.type, e.errorMsg])).toEqual([
      ['camera-error', type, { errorMsg: `${name} happened`, audioOk: false }],
    ]);
    expect(states).toEqual(['joining-meeting']);
    await clock.advance(600);
    await expect(joined).resolves.toBeUndefined();
    expect(call.meetingState()).toBe('joined-meeting');
    expect(call.hasOpenMicrophone()).toBe(false);
    await call.destroy();
  });

  it('a microphone that opens only after leave() is closed at once', async () => {
    const { clock, call, microphone } = setup();
    void join(call);
    await call.leave();
    await clock.advance(600);
    expect(microphone.opened).toBe(1);
    expect(microphone.live).toBe(0);
  });

  it('a failed join releases the microphone', async () => {
    const clock = new VirtualClock();
    const microphone = new FakeMicrophone(clock.scheduler);
    const factory = createSimulatedCallObjectFactory({
      scheduler: clock.scheduler,
      failAt: 'daily-call-join',
      voice: () => new ScriptedVoice(clock.scheduler),
      microphone: () => microphone,
    });
    const joined = join(factory.create());
    await clock.advance(600);
    await expect(joined).rejects.toThrow('Simulated failure at daily-call-join.');
    expect(microphone.opened).toBe(1);
    expect(microphone.live).toBe(0);
  });
});

describe('the local audio level observer, as daily-js has it', () => {
  it('reports the microphone level every interval, 0 while muted, and stops on leave', async () => {
    const { clock, call, microphone } = setup({ voice: [{ from: 1000, to: 1500, level: 0.3 }] });
    const levels: number[] = [];
    call.on('local-audio-level', (event) => levels.push(event.audioLevel));
    const joined = join(call);
    await clock.advance(600);
    await joined;
    expect(call.isLocalAudioLevelObserverRunning()).toBe(false);
    expect(call.getLocalAudioLevel()).toBe(0);
    await call.startLocalAudioLevelObserver(200);
    expect(call.isLocalAudioLevelObserverRunning()).toBe(true);
    await clock.advance(600); // samples at 800, 1000, 1200
    expect(levels).toEqual([0, 0.3, 0.3]);
    expect(call.getLocalAudioLevel()).toBe(0.3);
    call.setLocalAudio(false);
    await clock.advance(200);
    expect(levels.at(-1)).toBe(0);
    call.setLocalAudio(true);
    await clock.advance(400);
    expect(levels.slice(-2)).toEqual([0, 0]); // 1600 and 1800: the visitor stopped at 1500
    await call.leave();
    expect(call.isLocalAudioLevelObserverRunning()).toBe(false);
    expect(microphone.live).toBe(0);
    const count = levels.length;
    await clock.advance(2000);
    expect(levels).toHaveLength(count);
    expect(call.listenerCount('local-audio-level')).toBe(1);
  });

  it('stopLocalAudioLevelObserver stops the events', async () => {
    const { clock, call } = setup();
    const levels: number[] = [];
    call.on('local-audio-level', (event) => levels.push(event.audioLevel));
    const joined = join(call);
    await clock.advance(600);
    await joined;
    await call.startLocalAudioLevelObserver();
    await clock.advance(300);
    expect(levels).toEqual([0, 0, 0]);
    call.stopLocalAudioLevelObserver();
    await clock.advance(300);
    expect(levels).toHaveLength(3);
    await call.destroy();
  });
});
