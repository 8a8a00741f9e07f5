import { map, type OperatorFunction } from 'rxjs';
import { speechConfig, type SpeechConfig } from './speech-config';

/** Scales a remote level so that `levelScale` equals 1, capped at 1. */
export function toVolume(level: number, config: SpeechConfig = speechConfig): number {
  return Math.min(1, level / config.levelScale);
}

/** Operator form of {@link toVolume}. */
export function mapToVolume(config: SpeechConfig = speechConfig): OperatorFunction<number, number> {
  return map((level) => toVolume(level, config));
}
