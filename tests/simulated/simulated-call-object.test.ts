import { describe, expect, it } from 'vitest';
import { startStages, type StartStage } from '../../streams/telemetry/start-stage';
import { SimulatedFailure } from '../../streams/simulated/simulated-options';
import { createSimulatedCallObjectFactory } from '../../streams/simulated/simulated-factory';
import type { SimulatedCallObject } from '../../streams/simulated/simulated-call-object';
import { ScriptedVoice } from '../fakes/scripted-voice';
import { VirtualClock } from '../fakes/virtual-clock';

function setup(failAt?: StartStage) {
  const clock = new VirtualClock();
  const factory = createSimulatedCallObjectFactory({ scheduler: clock.scheduler, failAt, voice: () => new ScriptedVoice(clock.scheduler) });
  return { clock, factory };
}

const join = (call: SimulatedCallObject) => call.join({ url: 'https://simulated.invalid/room', subscribeToTracksAutomatically: false });

describe('the simulated call object', () => {
  it('joins after a realistic delay, then the assistant joins and says "listening"', async () => {
    const { clock, factory } = setup();
    const call = factory.create();
    const seen: string[] = [];
    call.on('participant-joined', (e) => seen.push(`joined ${e.participant.user_name}`));
    call.on('app-message', (e) => seen.push(`message ${String(e.data).slice(0, 30)}`));
    const joined = join(call);
    await clock.advance(599);
    expect(call.meetingState()).toBe('joining-meeting');
    await clock.advance(1);
    await joined;
    expect(call.meetingState()).toBe('joined-meeting');
    await clock.advance(300);
    expect(seen).toEqual(['joined Vapi Speaker', 'message listening', 'message {"type":"transcript","role":"a']);
  });

  it('refuses a second join, like Daily', async () => {
    const { clock, factory } = setup();
    const call = factory.create();
    const first = join(call);
    await expect(join(call)).rejects.toThrow('already joined meeting, call leave() before joining again');
    await clock.advance(600);
    await first;
  });

  it('leave() from a call that never joined resolves at once; leave ends cleanly', async () => {
    const { clock, factory } = setup();
    const call = factory.create();
    await expect(call.leave()).resolves.toBeUndefined();
    const left: unknown[] = [];
    call.on('left-meeting', (e) => left.push(e));
    const joined = join(call);
    await clock.advance(600);
    await joined;
    await call.destroy();
    expect(left).toHaveLength(1);
    expect(call.meetingState()).toBe('left-meeting');
    expect(clock.pending()).toBe(0);
  });

  it.each(startStages)('can be told to fail at %s', async (stage) => {
    const { clock, factory } = setup(stage);
    const attempt = async (): Promise<unknown> => {
      await factory.load();
      await factory.createWebCall({ assistantId: 'a' }, new AbortController().signal);
      const call = factory.create();
      factory.isMobile();
      const joined = join(call);
      await clock.advance(600);
      await joined;
      call.startRecording({ width: 1280, height: 720, backgroundColor: '#FF1F2D3D', layout: { preset: 'default' } });
      await call.startRemoteParticipantsAudioLevelObserver(100);
      return call.updateInputSettings({ audio: { processor: { type: 'noise-cancellation' } } });
    };
    const outcome = attempt();
    await clock.advance(0);
    await expect(outcome).rejects.toThrow(new SimulatedFailure(stage).message);
  });

  it('logs every command the client gives, with its arguments; listeners are counted, not logged', async () => {
    const { clock, factory } = setup();
    const call = factory.create();
    call.on('app-message', () => undefined);
    const joined = join(call);
    await clock.advance(600);
    await joined;
    call.setLocalAudio(false);
    call.sendAppMessage('playable');
    await call.destroy();
    expect(call.commands.map((command) => command.method)).toEqual(['join', 'setLocalAudio', 'sendAppMessage', 'destroy']);
    expect(call.callsOf('join')).toEqual([[{ url: 'https://simulated.invalid/room', subscribeToTracksAutomatically: false }]]);
    expect(call.callsOf('setLocalAudio')).toEqual([[false]]);
    expect(call.sentMessages).toEqual(['playable']);
    expect(call.listenerCount('app-message')).toBe(1);
  });

  it('destroy() stops the assistant’s track, as Daily stops remote tracks, and closes its voice', async () => {
    const clock = new VirtualClock();
    const voice = new ScriptedVoice(clock.scheduler);
    const call = createSimulatedCallObjectFactory({ scheduler: clock.scheduler, voice: () => voice }).create();
    const joined = join(call);
    await clock.advance(600);
    await joined;
    expect(call.assistantTrack?.readyState).toBe('live');
    await call.destroy();
    expect(call.assistantTrack?.readyState).toBe('ended');
    expect(voice.closed).toBe(true);
  });

  it('answers the client: say is spoken, end-call ends the call as the provider does, other messages go unanswered', async () => {
    const { clock, factory } = setup();
    const call = factory.create();
    const seen: string[] = [];
    call.on('app-message', ({ data }) =>
      seen.push(typeof data === 'string' && data.startsWith('{') ? String((JSON.parse(data) as { type: string }).type) : String(data)),
    );
    call.on('participant-left', () => seen.push('participant-left'));
    call.on('left-meeting', () => seen.push('left-meeting'));
    const joined = join(call);
    await clock.advance(600);
    await joined;
    await clock.advance(2500); // "listening" and the greeting's two transcripts
    seen.length = 0;
    call.sendAppMessage(JSON.stringify({ type: 'add-message', message: { role: 'system', content: 'hello' } }));
    call.sendAppMessage(JSON.stringify({ type: 'say', message: 'Of course.', endCallAfterSpoken: false }));
    await clock.advance(1100);
    expect(seen).toEqual(['transcript', 'transcript']);
    call.sendAppMessage(JSON.stringify({ type: 'end-call' }));
    expect(seen.slice(2)).toEqual(['status-update', 'participant-left', 'left-meeting']);
    expect(call.meetingState()).toBe('left-meeting');
  });
});
