/** The stages of the start sequence, in order (spec section 4, issue 4). */
export const startStages = [
  'initialization',
  'web-call-creation',
  'daily-call-object-creation',
  'mobile-permissions',
  'daily-call-join',
  'video-recording-setup',
  'audio-observer-setup',
  'audio-processing-setup',
] as const;

export type StartStage = (typeof startStages)[number];

export type StageStatus = 'started' | 'completed' | 'failed';
