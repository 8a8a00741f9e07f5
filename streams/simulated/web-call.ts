import type { WebCall, WebCallCreate } from '../call';

export interface SimulatedWebCallOptions {
  videoRecordingEnabled?: boolean;
  voiceProvider?: string;
}

let counter = 0;

/** The web call the simulated provider answers to POST /call/web. */
export function simulatedWebCall(body: WebCallCreate, options: SimulatedWebCallOptions = {}): WebCall {
  counter += 1;
  return {
    id: `simulated-call-${counter}`,
    webCallUrl: `https://simulated.invalid/room-${counter}`,
    artifactPlan: { videoRecordingEnabled: options.videoRecordingEnabled ?? false },
    assistant: { voice: { provider: options.voiceProvider ?? (body.assistant ? 'simulated-inline' : 'simulated') } },
  };
}
