import { describe, expect, it, vi } from 'vitest';
import { analyseStream, frameLevel } from '../../streams/shared/audio-level';

// The one reading of a live level: a frame's root mean square, and a microphone's analyser released once.

function fakeAnalyser(samples: readonly number[]) {
  return {
    fftSize: samples.length,
    connect: vi.fn(),
    disconnect: vi.fn(),
    getFloatTimeDomainData: (frame: Float32Array) => frame.set(samples.slice(0, frame.length)),
  };
}

describe('frameLevel', () => {
  it('is the root mean square of the current frame', () => {
    const analyser = fakeAnalyser([0.5, -0.5, 0.5, -0.5]);
    expect(frameLevel(analyser as unknown as AnalyserNode, new Float32Array(4))).toBeCloseTo(0.5);
    expect(frameLevel(fakeAnalyser([0, 0]) as unknown as AnalyserNode, new Float32Array(2))).toBe(0);
  });
});

describe('analyseStream', () => {
  it('reads the stream’s level until closed; closing stops the tracks, releases the nodes and the context, once', () => {
    const analyser = fakeAnalyser(Array.from({ length: 1024 }, (_, i) => (i % 2 ? 0.2 : -0.2)));
    const source = { connect: vi.fn(), disconnect: vi.fn() };
    const context = {
      createMediaStreamSource: () => source,
      createAnalyser: () => analyser,
      resume: vi.fn(() => Promise.resolve()),
      close: vi.fn(() => Promise.resolve()),
    };
    const track = { stop: vi.fn() };
    const stream = { getTracks: () => [track] };
    const opened = analyseStream(stream as unknown as MediaStream, context as unknown as AudioContext);
    expect(source.connect).toHaveBeenCalledWith(analyser);
    expect(context.resume).toHaveBeenCalled();
    expect(opened.level()).toBeCloseTo(0.2);
    opened.close();
    opened.close();
    expect(opened.level()).toBe(0);
    expect(track.stop).toHaveBeenCalledTimes(1);
    expect(source.disconnect).toHaveBeenCalledTimes(1);
    expect(analyser.disconnect).toHaveBeenCalledTimes(1);
    expect(context.close).toHaveBeenCalledTimes(1);
  });
});
