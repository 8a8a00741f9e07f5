import { afterEach, expect, it } from 'vitest';
import { createPhoneLine, type PhoneLine } from '../../streams/call/phone-line';

// The telephone band in real Chromium Web Audio: a tone inside the band passes, tones below 300 Hz and
// above 3,400 Hz do not.

const opened: { close(): unknown }[] = [];
afterEach(() => opened.splice(0).forEach((item) => void item.close()));

/** A track playing one steady tone, as the assistant's voice is a Web Audio track in the simulated build. */
function tone(frequency: number): MediaStreamTrack {
  const context = new AudioContext();
  opened.push(context);
  const oscillator = context.createOscillator();
  oscillator.frequency.value = frequency;
  const out = context.createMediaStreamDestination();
  oscillator.connect(out);
  oscillator.start();
  return out.stream.getAudioTracks()[0]!;
}

/** The loudest the line's output gets (RMS over 20 ms frames) within about half a second. */
async function loudness(line: PhoneLine): Promise<number> {
  const context = new AudioContext();
  opened.push(context);
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  context.createMediaStreamSource(line.stream).connect(analyser);
  const samples = new Float32Array(analyser.fftSize);
  let loudest = 0;
  for (let elapsed = 0; elapsed < 600; elapsed += 20) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    analyser.getFloatTimeDomainData(samples);
    loudest = Math.max(loudest, Math.sqrt(samples.reduce((sum, sample) => sum + sample * sample, 0) / samples.length));
  }
  return loudest;
}

it('passes a voice’s middle (1 kHz) and cuts what a telephone cannot carry (100 Hz, 6 kHz)', { timeout: 20_000 }, async () => {
  const contexts: AudioContext[] = [];
  const through = (frequency: number) => {
    const line = createPhoneLine(tone(frequency), {
      context: (options) => (contexts.push(new AudioContext(options)), contexts.at(-1)!),
    });
    opened.push(line);
    return loudness(line);
  };
  const [low, middle, high] = await Promise.all([through(100), through(1_000), through(6_000)]);
  // Chromium takes the track into a context at the telephone's own rate.
  expect(contexts.map((context) => context.sampleRate)).toEqual([8_000, 8_000, 8_000]);
  expect(middle).toBeGreaterThan(0.3);
  expect(low).toBeLessThan(middle / 10);
  expect(high).toBeLessThan(middle / 10);
  opened.splice(0).forEach((item) => void item.close());
  await expect.poll(() => contexts.map((context) => context.state)).toEqual(['closed', 'closed', 'closed']);
});
