/**
 * The stages of the start sequence, in order (spec section 4, issue 4). A build with a demo-call
 * endpoint (VITE_DEMO_CALL_URL) runs `demo-call` in place of web-call-creation: the Worker makes the call.
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

/** The stages, and `demo-call`: the call made by the Worker's endpoint, behind its challenge (only where one is configured). */
export type StartStage = (typeof everyStart)[number] | 'demo-call';

export type StageStatus = 'started' | 'completed' | 'failed';
