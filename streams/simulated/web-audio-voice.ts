import {
  asyncScheduler,
  defer,
  finalize,
  fromEvent,
  map,
  ReplaySubject,
  share,
  switchMap,
  take,
  takeUntil,
  timer,
  type Observable,
  type SchedulerLike,
} from 'rxjs';
import { frameLevel } from '../shared';
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
    return timer(nodes.sampleMs, nodes.sampleMs, nodes.scheduler).pipe(
      map(() => frameLevel(nodes.analyser, nodes.frame)),
      takeUntil(ended$),
      finalize(() => {
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
      buffers.get(clip) ??
      defer(async () => context.decodeAudioData(await (await doFetch(options.clips[clip])).arrayBuffer())).pipe(
        // shareReplay(1), from operators the page already loads.
        share({
          connector: () => new ReplaySubject<AudioBuffer>(1),
          resetOnError: true,
          resetOnComplete: false,
          resetOnRefCountZero: false,
        }),
      );
    buffers.set(clip, cached);
    return cached;
  };

  // The clip playing and when it started, in the context's time: how much a visitor heard of a line they cut short.
  let playing: { buffer: AudioBuffer; from: number } | null = null;
  const play = (buffer: AudioBuffer): Observable<number> =>
    defer(() => {
      playing = { buffer, from: context.currentTime };
      return playBuffer(buffer, { context, destination, analyser, frame, scheduler, sampleMs });
    }).pipe(finalize(() => (playing = null)));

  return {
    track: destination.stream.getAudioTracks()[0] ?? null,
    speak: (clip) =>
      defer(() => context.resume()).pipe(
        switchMap(() => decode(clip)),
        switchMap(play),
      ),
    played: () => (playing ? Math.min(1, (context.currentTime - playing.from) / playing.buffer.duration) : 0),
    close: () => {
      destination.stream.getTracks().forEach((track) => track.stop());
      void context.close().catch(() => undefined);
    },
  };
}
