import { expect, it } from 'vitest';
import { createWebAudioMicrophone } from '../../streams/simulated/microphone';
import { speechConfig } from '../../streams/speech/detect-speech';

it('measures the real microphone (Chromium’s fake device) through Web Audio and releases it on close', { timeout: 20_000 }, async () => {
  const streams: MediaStream[] = [];
  const contexts: AudioContext[] = [];
  const microphone = createWebAudioMicrophone({
    mediaDevices: {
      getUserMedia: async (constraints) => (streams.push(await navigator.mediaDevices.getUserMedia(constraints)), streams.at(-1)!),
    },
    context: () => (contexts.push(new AudioContext()), contexts.at(-1)!),
  });
  const input = await microphone.open({ audio: true });
  expect(streams[0]?.getAudioTracks()[0]?.readyState).toBe('live');
  let peak = 0;
  for (let elapsed = 0; elapsed < 4000 && peak <= speechConfig.threshold; elapsed += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    peak = Math.max(peak, input.level());
  }
  // The fake device beeps: heard as speech by the same threshold as the assistant's.
  expect(peak).toBeGreaterThan(speechConfig.threshold);
  input.close();
  expect(input.level()).toBe(0);
  expect(streams.flatMap((stream) => stream.getTracks()).map((track) => track.readyState)).toEqual(['ended']);
  await expect.poll(() => contexts[0]?.state).toBe('closed');
});
