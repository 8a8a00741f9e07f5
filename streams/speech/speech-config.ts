/** Tuning numbers of the speech pipeline (spec section 9). */
export interface SpeechConfig {
  /** A summed remote level strictly above this counts as speech. */
  readonly threshold: number;
  /** Quiet time after the last speech level before speech-end, in ms. */
  readonly quietMs: number;
  /** The remote level that maps to volume 1. */
  readonly levelScale: number;
}

export const speechConfig: SpeechConfig = {
  threshold: 0.01,
  quietMs: 1000,
  levelScale: 0.15,
};
