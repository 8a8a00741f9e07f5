/** Tuning numbers and fixed settings of the voice-call client (spec sections 4 and 9). */
export interface CallConfig {
  /** Remote audio level observer interval, ms (the library's minimum is 100). */
  readonly audioLevelIntervalMs: number;
  /** Wait before joining on mobile devices, for permissions, ms. */
  readonly mobileJoinDelayMs: number;
  /** The remote participant whose audio (and video) is played. */
  readonly assistantSpeakerName: string;
  /** Voice providers that send video (an avatar); their video is subscribed. */
  readonly avatarVoiceProviders: readonly string[];
  /** How long the assistant's state must hold before a screen reader is told it, ms (a short "thinking" is not). */
  readonly assistantStateHeldMs: number;
  /** App messages longer than this are logged and dropped. */
  readonly maxAppMessageLength: number;
  /** What the visitor is told when the provider ends a call for a failure: the demo's fault, not theirs. */
  readonly endedByFailureMessages: { readonly failure: string; readonly unavailable: string; readonly microphone: string };
  readonly recording: {
    readonly width: number;
    readonly height: number;
    readonly backgroundColor: string;
    readonly layoutPreset: 'default';
  };
}

export const callConfig: CallConfig = {
  audioLevelIntervalMs: 100,
  mobileJoinDelayMs: 1000,
  assistantSpeakerName: 'Vapi Speaker',
  avatarVoiceProviders: ['tavus'],
  assistantStateHeldMs: 700,
  maxAppMessageLength: 256 * 1024,
  endedByFailureMessages: {
    failure: 'The assistant ran into a problem on our side and the call ended. Sorry about that.',
    unavailable: 'The live demo is unavailable right now.',
    microphone: 'The assistant could not hear your microphone, so the call ended.',
  },
  recording: { width: 1280, height: 720, backgroundColor: '#FF1F2D3D', layoutPreset: 'default' },
};
