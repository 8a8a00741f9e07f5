// The level of live audio, read with Web Audio: the call's microphone (simulated build), the sound
// check's, and the simulated assistant's voice all read it the same way.

/** The root mean square of the analyser's current time-domain frame, 0..1. */
export function frameLevel(analyser: AnalyserNode, frame: Float32Array<ArrayBuffer>): number {
  analyser.getFloatTimeDomainData(frame);
  let sum = 0;
  for (const sample of frame) sum += sample * sample;
  return Math.sqrt(sum / frame.length);
}

/** A microphone's stream under an analyser. */
export interface AnalysedStream {
  /** Its level now; 0 once closed. */
  readonly level: () => number;
  /** Stops the tracks, releases the nodes and closes the context; once. */
  readonly close: () => void;
}

/** Puts an analyser on a microphone's stream, in a context of its own that closes with it. */
export function analyseStream(stream: MediaStream, context: AudioContext): AnalysedStream {
  const source = context.createMediaStreamSource(stream);
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  source.connect(analyser);
  const frame = new Float32Array(analyser.fftSize);
  // A context made outside a press may start suspended; the analyser needs it running.
  void context.resume().catch(() => undefined);
  let closed = false;
  return {
    level: () => (closed ? 0 : frameLevel(analyser, frame)),
    close: () => {
      if (closed) return;
      closed = true;
      stream.getTracks().forEach((track) => track.stop());
      source.disconnect();
      analyser.disconnect();
      void context.close().catch(() => undefined);
    },
  };
}
