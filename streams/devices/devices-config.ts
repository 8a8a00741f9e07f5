/** Tuning numbers of the sound check, in one place. */
export interface DevicesConfig {
  /** How often the check reads the microphone's level, ms. */
  readonly sampleMs: number;
  /**
   * A level (root mean square of one frame) strictly above this is the visitor heard: the speech
   * pipeline's threshold (speechConfig), so a microphone the check hears is one the assistant hears.
   */
  readonly heardLevel: number;
  /** The level that fills the meter: the call's own meters' scale (speechConfig.levelScale). */
  readonly fullLevel: number;
  /** Nothing heard for this long on a newly opened microphone: "We can't hear you", ms. */
  readonly silenceMs: number;
  /** The speaker test: short notes one after the other, at this gain (0 to 1). */
  readonly chime: { readonly notesHz: readonly number[]; readonly noteMs: number; readonly gain: number };
}

export const devicesConfig: DevicesConfig = {
  sampleMs: 100,
  // speechConfig's numbers, not imported: the check must not pull the call's speech code into its chunk (a test keeps them equal).
  heardLevel: 0.01,
  fullLevel: 0.15,
  silenceMs: 4000,
  chime: { notesHz: [659.25, 880], noteMs: 220, gain: 0.2 },
};
