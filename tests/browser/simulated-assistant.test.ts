import { filter, firstValueFrom, take, timeout, toArray } from 'rxjs';
import { expect, it } from 'vitest';
import { createVoiceCall } from '../../streams/call/voice-call';
import type { CallEvent } from '../../streams/call/call-events';
import { isTranscriptMessage } from '../../streams/call/messages';
import { createSimulatedCallObjectFactory } from '../../streams/simulated/simulated-factory';

/**
 * RMS of what actually plays through the assistant's audio element, measured independently: the peak
 * over `ms`, or sooner once it passes `enough` (on a busy machine the greeting can start seconds late).
 */
async function measurePlayback(stream: MediaStream, ms: number, enough: number): Promise<number> {
  const context = new AudioContext();
  const analyser = context.createAnalyser();
  context.createMediaStreamSource(stream).connect(analyser);
  const frame = new Float32Array(analyser.fftSize);
  let peak = 0;
  for (let elapsed = 0; elapsed < ms && peak <= enough; elapsed += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    analyser.getFloatTimeDomainData(frame);
    peak = Math.max(peak, Math.sqrt(frame.reduce((sum, s) => sum + s * s, 0) / frame.length));
  }
  await context.close();
  return peak;
}

it('runs the simulated assistant through the real client: real audio plays, speech follows its levels', { timeout: 30_000 }, async () => {
  const factory = createSimulatedCallObjectFactory();
  const client = createVoiceCall({ createWebCall: factory.createWebCall, callObjectFactory: factory, isMobile: false });
  const events: CallEvent[] = [];
  const subscription = client.events$.subscribe((event) => events.push(event));
  const speech = firstValueFrom(client.speech$.pipe(take(2), toArray(), timeout(15_000)));
  const callStart = firstValueFrom(
    client.events$.pipe(
      filter((e) => e.type === 'call-start'),
      timeout(10_000),
    ),
  );

  const webCall = await client.start({ assistant: 'simulated-demo' });
  expect(webCall?.id).toMatch(/^simulated-call-/);
  await callStart;

  const player = document.querySelector<HTMLAudioElement>('audio[data-participant-id="simulated-assistant"]');
  expect(player).not.toBeNull();
  const stream = player?.srcObject;
  expect(stream).toBeInstanceOf(MediaStream);
  if (!(stream instanceof MediaStream)) return;
  expect(stream.getAudioTracks()[0]?.readyState).toBe('live');
  const played = await measurePlayback(stream, 8000, 0.01);
  expect(player?.paused).toBe(false);
  expect(played).toBeGreaterThan(0.01);

  expect((await speech).map((e) => e.type)).toEqual(['speech-start', 'speech-end']);
  const volumes = events.flatMap((e) => (e.type === 'volume-level' ? [e.volume] : []));
  expect(Math.max(...volumes)).toBeGreaterThan(0.2);
  // The greeting's own transcripts (the fake microphone's beeps may already be a visitor turn).
  const transcripts = events.flatMap((e) =>
    e.type === 'message' && isTranscriptMessage(e.message) && e.message.role === 'assistant' ? [e.message.transcriptType] : [],
  );
  expect(transcripts).toEqual(['partial', 'final']);

  client.stop();
  expect(document.querySelectorAll('audio')).toHaveLength(0);
  expect(events.slice(-2).map((e) => e.type)).toEqual(['call-end', 'message']);
  expect(factory.created.at(-1)?.listenerCount()).toBe(0);
  subscription.unsubscribe();
});
