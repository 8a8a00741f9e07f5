// How the visitor hears the assistant during a call (the call panel's sound controls).
export const soundText = {
  /** The button that opens the two controls below. */
  sound: 'Sound',
  /** A switch: the assistant through a telephone's band, to hear it as a caller would. */
  phoneBand: 'Phone line sound',
  /** Shown on the switch beside its name (its state is told by the switch itself). */
  on: 'On',
  off: 'Off',
  volume: 'Assistant volume',
} as const;
