import {
  asyncScheduler,
  defer,
  finalize,
  fromEvent,
  map,
  switchMap,
  take,
  takeUntil,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { frameLevel, kept } from '../shared';
import type { SimulatedClip, SimulatedVoice } from './simulated-voice';

export interface WebAudioVoiceOptions {
  clips: Readonly<Record<SimulatedClip, string>>;
  scheduler?: SchedulerLike;
  /** Level sampling period, ms. */
  sampleMs?: number;
  fetch?: typeof fetch;
  context?: AudioContext;
}

interface PlaybackNodes {
  context: AudioContext;
  destination: MediaStreamAudioDestinationNode;
  analyser: AnalyserNode;
  frame: Float32Array<ArrayBuffer>;
  scheduler: SchedulerLike;
  sampleMs: number;
  /** The clip playing, from when (context time): how much a visitor heard of a line they cut short. */
  playing: { from: number; duration: number } | null;
}

/** Plays a buffer into the track and the analyser; emits its level every `sampleMs` until it ends. */
function playBuffer(buffer: AudioBuffer, nodes: PlaybackNodes): Observable<number> {
  return defer(() => {
    const source = nodes.context.createBufferSource();
    source.buffer = buffer;
    source.connect(nodes.destination);
    source.connect(nodes.analyser);
    const ended$ = fromEvent(source, 'ended').pipe(take(1));
    source.start();
    nodes.playing = { from: nodes.context.currentTime, duration: buffer.duration };
    return timer(nodes.sampleMs, nodes.sampleMs, nodes.scheduler).pipe(
      map(() => frameLevel(nodes.analyser, nodes.frame)),
      takeUntil(ended$),
      finalize(() => {
        nodes.playing = null;
        try {
          source.stop();
        } catch {
          // already stopped
        }
        source.disconnect();
      }),
    );
  });
}

/**
 * Real audio: decodes the committed clips and plays them through Web Audio into a
 * MediaStreamTrack; the levels are measured from the same audio by an analyser.
 */
export function createWebAudioVoice(options: WebAudioVoiceOptions): SimulatedVoice {
  const { scheduler = asyncScheduler, sampleMs = 50 } = options;
  const doFetch = options.fetch ?? ((input: RequestInfo | URL) => fetch(input));
  const context = options.context ?? new AudioContext();
  const destination = context.createMediaStreamDestination();
  const analyser = context.createAnalyser();
  analyser.fftSize = 1024;
  const frame = new Float32Array(analyser.fftSize);
  const buffers = new Map<SimulatedClip, Observable<AudioBuffer>>();

  const decode = (clip: SimulatedClip): Observable<AudioBuffer> => {
    const cached =
      buffers.get(clip) ?? kept(defer(async () => context.decodeAudioData(await (await doFetch(options.clips[clip])).arrayBuffer())));
    buffers.set(clip, cached);
    return cached;
  };

  const nodes: PlaybackNodes = { context, destination, analyser, frame, scheduler, sampleMs, playing: null };

  return {
    track: destination.stream.getAudioTracks()[0] ?? null,
    speak: (clip) =>
      defer(() => context.resume()).pipe(
        switchMap(() => decode(clip)),
        switchMap((buffer) => playBuffer(buffer, nodes)),
      ),
    played: () => (nodes.playing ? Math.min(1, (context.currentTime - nodes.playing.from) / nodes.playing.duration) : 0),
    close: () => {
      destination.stream.getTracks().forEach((track) => track.stop());
      void context.close().catch(() => undefined);
    },
  };
}
