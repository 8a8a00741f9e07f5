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
  /** App messages longer than this are logged and dropped. */
  readonly maxAppMessageLength: number;
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
  maxAppMessageLength: 256 * 1024,
  recording: { width: 1280, height: 720, backgroundColor: '#FF1F2D3D', layoutPreset: 'default' },
};
