// How the visitor hears the assistant during a call (the call panel's sound controls).
export const soundText = {
  /** A switch: the assistant through a telephone's band, to hear it as a caller would. */
  phoneBand: 'Phone line sound',
  /** Shown on the switch beside its name (its state is told by the switch itself). */
  on: 'On',
  off: 'Off',
  volume: 'Assistant volume',
  /** A switch: the microphone off except while held, for a noisy room. */
  pushToTalk: 'Push to talk',
  /** Told to screen readers once the switch is on (the switch tells its own state). */
  pushToTalkOn:
    'Push to talk is on: hold Space, or Hold to talk, while you talk; with a screen reader, press Hold to talk to start and again to stop.',
  /** While push to talk is on, in Mute microphone's place: the microphone on while pressed. */
  holdToTalk: 'Hold to talk',
} as const;
