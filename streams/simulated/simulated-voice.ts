import type { Observable } from 'rxjs';

/** The clips of the committed audio assets (audio/simulated-<clip>.ogg here, made by scripts/make-audio.ts). */
export const simulatedClips = [
  'greeting',
  'reply',
  'need',
  'name',
  'offer',
  'confirm',
  'summary',
  'goodbye',
  'prompt-1',
  'prompt-2',
  'closing',
  'prompt-typing',
  'pastoral-route',
  'admin-route',
  'admin-offer',
  'admin-summary',
  'youth-route',
  'youth-offer',
  'youth-summary',
  'finance-route',
  'finance-offer',
  'finance-summary',
  'general-route',
  'general-number',
  'urgent-safety',
  'urgent-route',
] as const;

export type SimulatedClip = (typeof simulatedClips)[number];

/**
 * The simulated assistant's voice: real audio through Web Audio in the browser
 * (see web-audio-voice.ts), a scripted fake in unit tests.
 */
export interface SimulatedVoice {
  /** The track the assistant sends (null when there is no real audio). */
  readonly track: MediaStreamTrack | null;
  /** Plays a clip; emits its audio level (0..1) while it plays, completes at its end. */
  speak(clip: SimulatedClip): Observable<number>;
  /** The share (0..1) of the clip playing that has played; 0 between clips. */
  played(): number;
  /** Releases the audio resources. */
  close(): void;
}
