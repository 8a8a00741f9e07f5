import type { SimulatedClip } from './simulated-voice';

/** Timings and words of the simulated assistant, in one typed config. */
export interface SimulatedScript {
  /** Time to "join" the room, ms. */
  readonly joinDelayMs: number;
  /** Time from join to the assistant joining and saying "listening", ms. */
  readonly listenDelayMs: number;
  /** Time from startRecording() to recording-started, ms. */
  readonly recordingDelayMs: number;
  readonly assistantId: string;
  readonly assistantName: string;
  readonly greeting: string;
  readonly reply: string;
  /** URLs of the clips (served from public/audio). */
  readonly clips: Readonly<Record<SimulatedClip, string>>;
}

export const simulatedScript: SimulatedScript = {
  joinDelayMs: 600,
  listenDelayMs: 300,
  recordingDelayMs: 400,
  assistantId: 'simulated-assistant',
  assistantName: 'Vapi Speaker',
  greeting: 'Hello, thanks for calling Vestry. How can I help your church today?',
  reply: 'Of course. I can help with that.',
  clips: { greeting: '/audio/simulated-greeting.ogg', reply: '/audio/simulated-reply.ogg' },
};
