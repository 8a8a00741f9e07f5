import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDomAudioOutput } from '../../streams/call/audio-output';
import { createPhoneLine, muLawCurve, type PhoneLine } from '../../streams/call/phone-line';
import { reduceSound, runSoundSettings, initialSound } from '../../streams/call/sound-settings';
import { FakeMediaStreamTrack } from '../fakes/fake-media-track';

/** A stand-in for one player's telephone graph: which track it took, whether it is closed, how often resumed. */
let linesMade = 0;
class FakeLine implements PhoneLine {
  readonly stream = { id: `phone-${(linesMade += 1)}` } as unknown as MediaStream;
  closed = false;
  resumed = 0;
  constructor(readonly track: MediaStreamTrack) {}
  resume(): void {
    this.resumed += 1;
  }
  close(): void {
    this.closed = true;
  }
}

function output(outcome: 'play' | 'refuse' = 'play') {
  const doc = document.implementation.createHTMLDocument('sound');
  const lines: FakeLine[] = [];
  const played: string[] = [];
  const plain = { id: 'plain' } as unknown as MediaStream;
  const audio = createDomAudioOutput({
    document: doc,
    toStream: () => plain,
    play: (element) => {
      played.push(element.dataset.participantId ?? '');
      return outcome === 'play' ? Promise.resolve() : Promise.reject(new DOMException('refused', 'NotAllowedError'));
    },
    phoneLine: (track) => {
      const line = new FakeLine(track);
      lines.push(line);
      return line;
    },
  });
  const player = (id: string) => doc.querySelector<HTMLAudioElement>(`audio[data-participant-id="${id}"]`)!;
  return { audio, lines, played, plain, player };
}

describe('the assistant’s volume', () => {
  it('is set on the players playing and on every later one, kept between 0 and 1', async () => {
    const { audio, player } = output();
    await audio.attach('assistant', new FakeMediaStreamTrack('audio'));
    audio.setVolume(0.4);
    expect(player('assistant').volume).toBeCloseTo(0.4);
    await audio.attach('second', new FakeMediaStreamTrack('audio'));
    expect(player('second').volume).toBeCloseTo(0.4);
    audio.setVolume(7);
    expect(player('assistant').volume).toBe(1);
    audio.setVolume(-1);
    expect(player('second').volume).toBe(0);
  });

  it('is said to be adjustable where the browser keeps a volume set, and not where it reads 1 again (iOS Safari)', () => {
    expect(output().audio.volumeAdjustable).toBe(true);
    const descriptor = Object.getOwnPropertyDescriptor(HTMLMediaElement.prototype, 'volume')!;
    Object.defineProperty(HTMLMediaElement.prototype, 'volume', { configurable: true, get: () => 1, set: () => undefined });
    try {
      expect(output().audio.volumeAdjustable).toBe(false);
    } finally {
      Object.defineProperty(HTMLMediaElement.prototype, 'volume', descriptor);
    }
  });
});

describe('the phone line’s sound', () => {
  it('off, no graph is built: the player plays the track as it comes', async () => {
    const { audio, lines, plain, player } = output();
    await audio.attach('assistant', new FakeMediaStreamTrack('audio'));
    expect(lines).toEqual([]);
    expect(player('assistant').srcObject).toBe(plain);
    expect(player('assistant').hasAttribute('data-phone-band')).toBe(false);
  });

  it('switched on, the same player plays its track through the line, at once; off again, the line is torn down', async () => {
    const { audio, lines, played, plain, player } = output();
    const track = new FakeMediaStreamTrack('audio');
    await audio.attach('assistant', track);
    const element = player('assistant');
    element.volume = 0.5;
    audio.setPhoneBand(true);
    expect(lines).toHaveLength(1);
    expect(lines[0]!.track).toBe(track);
    expect(player('assistant')).toBe(element);
    expect(element.srcObject).toBe(lines[0]!.stream);
    expect(element.hasAttribute('data-phone-band')).toBe(true);
    expect(element.volume).toBe(0.5);
    expect(played).toEqual(['assistant', 'assistant']);
    // The press may start a context that began suspended.
    expect(lines[0]!.resumed).toBe(1);
    // Asked again, nothing is rebuilt.
    audio.setPhoneBand(true);
    expect(lines).toHaveLength(1);
    audio.setPhoneBand(false);
    expect(lines[0]!.closed).toBe(true);
    expect(element.srcObject).toBe(plain);
    expect(element.hasAttribute('data-phone-band')).toBe(false);
  });

  it('on, a later player gets its own line; removing a player tears its line down', async () => {
    const { audio, lines, player } = output();
    audio.setPhoneBand(true);
    await audio.attach('assistant', new FakeMediaStreamTrack('audio'));
    expect(lines).toHaveLength(1);
    expect(player('assistant').srcObject).toBe(lines[0]!.stream);
    // Replaced: the old line goes with the old player.
    await audio.attach('assistant', new FakeMediaStreamTrack('audio'));
    expect(lines.map((line) => line.closed)).toEqual([true, false]);
    audio.detachAll();
    expect(lines.map((line) => line.closed)).toEqual([true, true]);
  });

  it('a player waiting for the visitor’s press keeps waiting (no play outside resume), and resume starts its line too', async () => {
    const { audio, lines, played } = output('refuse');
    await expect(audio.attach('assistant', new FakeMediaStreamTrack('audio'))).rejects.toMatchObject({ name: 'NotAllowedError' });
    audio.setPhoneBand(true);
    expect(played).toEqual(['assistant']);
    await expect(audio.resume()).rejects.toMatchObject({ name: 'NotAllowedError' });
    expect(played).toEqual(['assistant', 'assistant']);
    expect(lines[0]!.resumed).toBe(2);
  });

  it('where the graph cannot be made, the assistant plays as it comes', async () => {
    const doc = document.implementation.createHTMLDocument('sound');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const plain = { id: 'plain' } as unknown as MediaStream;
    const audio = createDomAudioOutput({
      document: doc,
      toStream: () => plain,
      play: () => Promise.resolve(),
      phoneLine: () => {
        throw new Error('no Web Audio');
      },
    });
    audio.setPhoneBand(true);
    await audio.attach('assistant', new FakeMediaStreamTrack('audio'));
    expect(doc.querySelector('audio')?.srcObject).toBe(plain);
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

/** A stand-in AudioContext recording its nodes and their connections. */
function fakeAudio(refuseAtRate?: number) {
  const contexts: { rate: number | undefined; closed: boolean; resumed: number; links: string[] }[] = [];
  const make = (options?: AudioContextOptions): AudioContext => {
    const record = { rate: options?.sampleRate, closed: false, resumed: 0, links: [] as string[] };
    contexts.push(record);
    const node = (name: string, extra: object = {}) => ({
      name,
      ...extra,
      connect(this: { name: string }, to: { name: string }) {
        record.links.push(`${this.name}→${to.name}`);
        return to;
      },
      disconnect(this: { name: string }) {
        record.links.push(`${this.name}×`);
      },
    });
    const destination = node('destination', { stream: { id: 'processed' } });
    return {
      createMediaStreamSource: () => {
        if (refuseAtRate !== undefined && options?.sampleRate === refuseAtRate)
          throw new DOMException(
            'Connecting AudioNodes from AudioContexts with different sample-rate is currently not supported.',
            'NotSupportedError',
          );
        return node('source');
      },
      createBiquadFilter: () => {
        const filter = node('filter', { type: '', frequency: { value: 0 } }) as unknown as {
          name: string;
          type: string;
          frequency: { value: number };
        };
        return new Proxy(filter, {
          get: (target, key) => (key === 'name' ? `${target.type}@${target.frequency.value}` : target[key as keyof typeof target]),
        });
      },
      createWaveShaper: () => node('mu-law', { curve: null }),
      createMediaStreamDestination: () => destination,
      resume: () => ((record.resumed += 1), Promise.resolve()),
      close: () => ((record.closed = true), Promise.resolve()),
    } as unknown as AudioContext;
  };
  return { contexts, make };
}

describe('createPhoneLine: the telephone band in Web Audio', () => {
  afterEach(() => vi.unstubAllGlobals());
  const chain = [
    'source→highpass@300',
    'highpass@300→highpass@300',
    'highpass@300→lowpass@3400',
    'lowpass@3400→lowpass@3400',
    'lowpass@3400→mu-law',
    'mu-law→destination',
  ];

  it('runs the track at 8 kHz through two high-pass and two low-pass filters and the 8-bit steps; close tears it all down', () => {
    vi.stubGlobal('MediaStream', class {});
    const { contexts, make } = fakeAudio();
    let released = false;
    const line = createPhoneLine(new FakeMediaStreamTrack('audio'), { context: make, pull: () => () => (released = true) });
    expect(contexts).toHaveLength(1);
    expect(contexts[0]!.rate).toBe(8_000);
    expect(contexts[0]!.links).toEqual(chain);
    expect(line.stream).toEqual({ id: 'processed' });
    expect(contexts[0]!.resumed).toBe(1);
    line.close();
    expect(contexts[0]!.links.filter((link) => link.endsWith('×'))).toHaveLength(7);
    expect(contexts[0]!.closed).toBe(true);
    expect(released).toBe(true);
  });

  it('where the browser will not take a stream into an 8 kHz context (Firefox), the filters run at the default rate', () => {
    vi.stubGlobal('MediaStream', class {});
    const { contexts, make } = fakeAudio(8_000);
    createPhoneLine(new FakeMediaStreamTrack('audio'), { context: make, pull: () => () => undefined });
    expect(contexts.map(({ rate, closed }) => ({ rate, closed }))).toEqual([
      { rate: 8_000, closed: true },
      { rate: undefined, closed: false },
    ]);
    expect(contexts[1]!.links).toEqual(chain);
  });

  it('the mu-law steps keep silence silent, full scale full, and quantise what is between', () => {
    const curve = muLawCurve(2_049);
    expect(curve[1_024]).toBeCloseTo(0);
    expect(curve[0]).toBeCloseTo(-1);
    expect(curve[2_048]).toBeCloseTo(1);
    expect(new Set(curve).size).toBeLessThanOrEqual(255);
  });
});

describe('the sound settings, kept for the visit', () => {
  it('a change applies to the output and is stored; a new page applies the stored settings from the start', () => {
    sessionStorage.clear();
    const applied: string[] = [];
    const fakeOutput = (log: string[]) => ({
      ...createDomAudioOutput({ document: document.implementation.createHTMLDocument('x'), toStream: () => null }),
      setVolume: (volume: number) => log.push(`volume ${volume}`),
      setPhoneBand: (on: boolean) => log.push(`phone ${on}`),
    });
    const first = runSoundSettings(fakeOutput(applied), sessionStorage);
    expect(applied).toEqual(['volume 1', 'phone false']);
    first.setVolume(0.3);
    first.setPhoneBand(true);
    expect(applied.slice(-2)).toEqual(['volume 0.3', 'phone true']);

    const again: string[] = [];
    const second = runSoundSettings(fakeOutput(again), sessionStorage);
    expect(again).toEqual(['volume 0.3', 'phone true']);
    let shown: unknown;
    second.sound$.subscribe((sound) => (shown = sound));
    expect(shown).toEqual({ volume: 0.3, phoneBand: true, volumeAdjustable: true });
  });

  it('a stored volume that is not one is full volume', () => {
    const state = reduceSound(initialSound(true), { type: 'restored', volume: Number('loud'), phoneBand: false }).state;
    expect(state.volume).toBe(1);
  });
});
