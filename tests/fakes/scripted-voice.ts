import { concatMap, defer, finalize, from, map, timer, type Observable, type SchedulerLike } from 'rxjs';
import type { SimulatedClip, SimulatedVoice } from '../../streams/simulated/simulated-voice';
import { FakeMediaStreamTrack } from './fake-media-track';

/** Levels per clip, one per `sampleMs`: greeting 2 s at 0.2, reply (and any other line) 1 s at 0.1. */
export const scriptedLevels: Partial<Record<SimulatedClip, number[]>> = {
  greeting: Array.from({ length: 20 }, () => 0.2),
  reply: Array.from({ length: 10 }, () => 0.1),
};

const otherLine = Array.from({ length: 10 }, () => 0.1);

/** The unit-test voice: the same SimulatedVoice surface, scripted levels in virtual time. */
export class ScriptedVoice implements SimulatedVoice {
  readonly spoken: SimulatedClip[] = [];
  closed = false;

  constructor(
    private readonly scheduler: SchedulerLike,
    readonly track: MediaStreamTrack | null = new FakeMediaStreamTrack('audio'),
    private readonly levels: Partial<Record<SimulatedClip, number[]>> = scriptedLevels,
    private readonly sampleMs = 100,
  ) {}

  /** The clip playing: when it started and how long it lasts, in virtual time. */
  private playing: { from: number; length: number } | null = null;

  speak(clip: SimulatedClip): Observable<number> {
    return defer(() => {
      this.spoken.push(clip);
      const levels = this.levels[clip] ?? otherLine;
      this.playing = { from: this.scheduler.now(), length: levels.length * this.sampleMs };
      return from(levels).pipe(
        concatMap((level) => timer(this.sampleMs, this.scheduler).pipe(map(() => level))),
        finalize(() => (this.playing = null)),
      );
    });
  }

  played(): number {
    return this.playing ? Math.min(1, (this.scheduler.now() - this.playing.from) / this.playing.length) : 0;
  }

  close(): void {
    this.closed = true;
  }
}
