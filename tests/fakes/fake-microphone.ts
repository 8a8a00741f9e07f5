import type { SchedulerLike } from 'rxjs';
import type { MicrophoneInput, SimulatedMicrophone } from '../../streams/simulated/microphone';

/** A stretch of the visitor's voice: `level` from `from` ms (inclusive) to `to` ms (exclusive), in scheduler time. */
export interface VoiceSpan {
  from: number;
  to: number;
  level: number;
}

/**
 * The unit-test microphone: the same SimulatedMicrophone surface, levels scripted in
 * virtual time or set by hand, or a refusal with getUserMedia's own DOMException.
 */
export class FakeMicrophone implements SimulatedMicrophone {
  readonly requests: MediaStreamConstraints[] = [];
  opened = 0;
  closed = 0;
  private handLevel = 0;

  constructor(
    private readonly scheduler: SchedulerLike,
    private readonly voice: readonly VoiceSpan[] = [],
    private readonly refusal?: Error,
  ) {}

  /** By hand: the visitor's level from now on, outside the scripted spans. */
  setLevel(level: number): void {
    this.handLevel = level;
  }

  /** Open and not yet closed. */
  get live(): number {
    return this.opened - this.closed;
  }

  open(constraints: MediaStreamConstraints): Promise<MicrophoneInput> {
    this.requests.push(constraints);
    if (this.refusal) return Promise.reject(this.refusal);
    this.opened += 1;
    let open = true;
    return Promise.resolve({
      level: () => {
        const now = this.scheduler.now();
        return open ? (this.voice.find((span) => now >= span.from && now < span.to)?.level ?? this.handLevel) : 0;
      },
      close: () => {
        if (!open) return;
        open = false;
        this.closed += 1;
      },
    });
  }
}
