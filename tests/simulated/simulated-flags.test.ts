import { describe, expect, it } from 'vitest';
import { createSimulatedCallObjectFactory } from '../../streams/simulated/simulated-factory';
import type { SimulatedCallObject } from '../../streams/simulated/simulated-call-object';
import type { SimulatedScript } from '../../streams/simulated/simulated-script';
import { simulatedFlags } from '../../streams/simulated/simulated-flags';
import { ScriptedVoice } from '../fakes/scripted-voice';
import { VirtualClock } from '../fakes/virtual-clock';

function setup(script: Partial<SimulatedScript>) {
  const clock = new VirtualClock();
  const factory = createSimulatedCallObjectFactory({ scheduler: clock.scheduler, script, voice: () => new ScriptedVoice(clock.scheduler) });
  return { clock, factory };
}

const join = (call: SimulatedCallObject) => call.join({ url: 'https://simulated.invalid/room', subscribeToTracksAutomatically: false });

/** What the room says, in order: app messages (their status-update's reason), participants, errors and leaving. */
function record(call: SimulatedCallObject): string[] {
  const seen: string[] = [];
  call.on('participant-joined', () => seen.push('participant-joined'));
  call.on('app-message', ({ data }) => {
    const text = String(data);
    seen.push(text.startsWith('{') ? `${String((JSON.parse(text) as { endedReason?: string }).endedReason)}` : text);
  });
  call.on('participant-left', () => seen.push('participant-left'));
  call.on('error', (event) => seen.push(`error ${event.error?.type ?? ''}`));
  call.on('nonfatal-error', (event) => seen.push(`nonfatal-error ${event.type}`));
  call.on('left-meeting', () => seen.push('left-meeting'));
  return seen;
}

describe('?simulate-ended-reason', () => {
  it('the assistant arrives and, instead of listening, ends the call with that reason and hangs up', async () => {
    const { clock, factory } = setup({ endedReason: 'pipeline-error-openai-llm-failed' });
    const call = factory.create();
    const seen = record(call);
    const joined = join(call);
    await clock.advance(600);
    await joined;
    await clock.advance(300);
    expect(seen).toEqual(['participant-joined', 'pipeline-error-openai-llm-failed', 'participant-left', 'error ejected', 'left-meeting']);
    expect(call.meetingState()).toBe('left-meeting');
    // Nothing more: no greeting, no level reports, no timers left.
    await clock.advance(10_000);
    expect(seen).toHaveLength(5);
    expect(clock.pending()).toBe(0);
  });

  it('is read from the query, a plausible reason only', () => {
    expect(simulatedFlags('?simulate-ended-reason=pipeline-error-eleven-labs-voice-failed').script).toEqual({
      endedReason: 'pipeline-error-eleven-labs-voice-failed',
    });
    expect(simulatedFlags('?simulate-ended-reason=call.start.error-get-org').script).toEqual({ endedReason: 'call.start.error-get-org' });
    for (const odd of ['', '<script>', 'A'.repeat(3), 'a'.repeat(121), 'a b']) {
      expect(simulatedFlags(`?simulate-ended-reason=${encodeURIComponent(odd)}`).script).toEqual({});
    }
  });
});

describe('?simulate-audio-processor-error', () => {
  const noiseCancellation = { audio: { processor: { type: 'noise-cancellation' as const } } };

  it('noise cancellation, once asked for after the join, fails with Daily’s audio-processor-error after the delay', async () => {
    const { clock, factory } = setup({ audioProcessorErrorMs: 3000 });
    const call = factory.create();
    const seen = record(call);
    const joined = join(call);
    await clock.advance(600);
    await joined;
    await call.updateInputSettings(noiseCancellation);
    expect(call.processor).toBe('noise-cancellation');
    await clock.advance(2999);
    expect(seen).not.toContain('nonfatal-error audio-processor-error');
    await clock.advance(1);
    expect(seen.filter((event) => event.startsWith('nonfatal-error'))).toEqual(['nonfatal-error audio-processor-error']);
    await call.leave();
  });

  it('a call that never asks for noise cancellation (a typed call) sees no such error', async () => {
    const { clock, factory } = setup({ audioProcessorErrorMs: 3000 });
    const call = factory.create({ audioSource: true, startAudioOff: true, videoSource: false, dailyConfig: {} });
    const seen = record(call);
    const joined = join(call);
    await clock.advance(600);
    await joined;
    await call.updateInputSettings({ audio: { processor: { type: 'none' } } });
    await clock.advance(10_000);
    expect(seen.filter((event) => event.startsWith('nonfatal-error'))).toEqual([]);
    await call.leave();
  });

  it('no error once the call has ended', async () => {
    const { clock, factory } = setup({ audioProcessorErrorMs: 3000 });
    const call = factory.create();
    const seen = record(call);
    const joined = join(call);
    await clock.advance(600);
    await joined;
    await call.updateInputSettings(noiseCancellation);
    await call.leave();
    await clock.advance(10_000);
    expect(seen.filter((event) => event.startsWith('nonfatal-error'))).toEqual([]);
  });

  it('is read from the query: its value the delay in ms, 3 s without one', () => {
    expect(simulatedFlags('?simulate-audio-processor-error').script).toEqual({ audioProcessorErrorMs: 3000 });
    expect(simulatedFlags('?simulate-audio-processor-error=8000').script).toEqual({ audioProcessorErrorMs: 8000 });
    expect(simulatedFlags('?simulate-audio-processor-error=soon').script).toEqual({ audioProcessorErrorMs: 3000 });
    expect(simulatedFlags('?simulate-join-ms=1500').script).toEqual({ joinDelayMs: 1500 });
    expect(simulatedFlags('?simulate-prompt-after-ms=600000').script).toEqual({ promptAfterMs: 600_000 });
    expect(simulatedFlags('?simulate-prompt-after-ms=never').script).toEqual({});
    expect(simulatedFlags('?simulate-prompt-after-ms=-5').script).toEqual({});
  });
});

describe('the other flags, read where the query names one', () => {
  it('simulate-fail names a start stage; simulate-web-call-status an HTTP failure, shaped as the provider client’s error', async () => {
    expect(simulatedFlags('?simulate-fail=daily-call-join').failAt).toBe('daily-call-join');
    expect(simulatedFlags('?simulate-fail=nowhere').failAt).toBeUndefined();
    expect(simulatedFlags('?simulate-web-call-status=200').refusedWebCall).toBeUndefined();
    const refused = simulatedFlags('?simulate-web-call-status=401').refusedWebCall?.();
    await expect(refused).rejects.toMatchObject({ status: 401, message: 'Provider API request failed with HTTP 401 (simulated)' });
  });
});
