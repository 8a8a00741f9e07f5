// The assistant as a caller hears it: a telephone's band (about 300–3,400 Hz, sampled at 8 kHz) and
// G.711's 8-bit mu-law steps, in Web Audio. Built only while the visitor has it on.

/** One player's telephone sound: `stream` plays in the player's place until `close()`. */
export interface PhoneLine {
  readonly stream: MediaStream;
  /** The context may start suspended outside a gesture: called again from the visitor's press. */
  resume(): void;
  close(): void;
}

export interface PhoneLineDeps {
  /** Default: `new AudioContext(options)`. */
  context?: (options?: AudioContextOptions) => AudioContext;
  /** Default: a muted, detached `<audio>` (see `keepPulled`). */
  pull?: (stream: MediaStream) => () => void;
}

const LINE_RATE = 8_000;
const LOW_CUT = 300;
const HIGH_CUT = 3_400;
const MU = 255;

/** The mu-law round trip as a curve: each sample squeezed into one of 256 steps and back, as G.711 carries it. */
export function muLawCurve(points = 2_048): Float32Array<ArrayBuffer> {
  const curve = new Float32Array(points);
  for (let i = 0; i < points; i += 1) {
    const x = (i / (points - 1)) * 2 - 1;
    const squeezed = Math.round(((Math.sign(x) * Math.log1p(MU * Math.abs(x))) / Math.log1p(MU)) * 127) / 127;
    curve[i] = (Math.sign(squeezed) * Math.expm1(Math.abs(squeezed) * Math.log1p(MU))) / MU;
  }
  return curve;
}

/**
 * Chromium gives Web Audio a remote WebRTC track's samples only while a media element plays it too:
 * a muted one, out of the page, keeps it flowing (muted playback is never refused).
 */
function keepPulled(stream: MediaStream): () => void {
  const element = new Audio();
  element.muted = true;
  element.srcObject = stream;
  element.play().catch(() => undefined);
  return () => {
    element.pause();
    element.srcObject = null;
  };
}

/**
 * A context at the telephone's 8 kHz where the browser can take the track into one; Firefox refuses
 * a stream at another rate than the context's (NotSupportedError), so there the filters alone, at
 * the default rate.
 */
function openContext(input: MediaStream, make: (options?: AudioContextOptions) => AudioContext) {
  try {
    const narrow = make({ sampleRate: LINE_RATE });
    try {
      return { context: narrow, source: narrow.createMediaStreamSource(input) };
    } catch {
      void narrow.close().catch(() => undefined);
    }
  } catch {
    // No 8 kHz context here at all.
  }
  const context = make();
  return { context, source: context.createMediaStreamSource(input) };
}

/** Two high-pass and two low-pass filters in series (steeper edges, as a line's), then the 8-bit steps. */
export function createPhoneLine(track: MediaStreamTrack, deps: PhoneLineDeps = {}): PhoneLine {
  const input = new MediaStream([track]);
  const release = (deps.pull ?? keepPulled)(input);
  const { context, source } = openContext(input, deps.context ?? ((options) => new AudioContext(options)));
  const filter = (type: BiquadFilterType, frequency: number): AudioNode => {
    const node = context.createBiquadFilter();
    node.type = type;
    node.frequency.value = frequency;
    return node;
  };
  const steps = context.createWaveShaper();
  steps.curve = muLawCurve();
  const output = context.createMediaStreamDestination();
  const chain: AudioNode[] = [
    source,
    filter('highpass', LOW_CUT),
    filter('highpass', LOW_CUT),
    filter('lowpass', HIGH_CUT),
    filter('lowpass', HIGH_CUT),
    steps,
    output,
  ];
  chain.reduce((from, to) => (from.connect(to), to));
  const resume = (): void => void context.resume().catch(() => undefined);
  resume();
  return {
    stream: output.stream,
    resume,
    close: () => {
      chain.forEach((node) => node.disconnect());
      release();
      void context.close().catch(() => undefined);
    },
  };
}
