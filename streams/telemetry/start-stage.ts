/**
 * The stages of the start sequence, in order (spec section 4, issue 4). A build with a demo-token
 * endpoint (VITE_DEMO_TOKEN_URL) runs one more, `demo-token`, between initialization and web-call-creation.
 */
const everyStart = [
  'initialization',
  'web-call-creation',
  'daily-call-object-creation',
  'mobile-permissions',
  'daily-call-join',
  'video-recording-setup',
  'audio-observer-setup',
  'audio-processing-setup',
] as const;

export const startStages: readonly StartStage[] = everyStart;

/** The stages, and `demo-token`: the short-lived call token from the demo-token endpoint, behind its challenge (only where one is configured). */
export type StartStage = (typeof everyStart)[number] | 'demo-token';

export type StageStatus = 'started' | 'completed' | 'failed';
