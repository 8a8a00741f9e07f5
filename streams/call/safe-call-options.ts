import type { CallObjectOptions } from './call-object';

/** What the page may ask of the call object; `false` values are guarded (Chrome 140+ issue). */
export interface CallObjectPreferences {
  audioSource?: string | boolean | MediaStreamTrack;
  startAudioOff?: boolean;
  dailyConfig?: { avoidEval?: boolean; alwaysIncludeMicInPermissionPrompt?: boolean };
}

/**
 * Chrome 140+ guard: `audioSource: false` becomes `true` and a false
 * `alwaysIncludeMicInPermissionPrompt` is removed, each with a console warning.
 */
export function safeCallObjectOptions(
  preferences: CallObjectPreferences,
  videoSource: boolean,
  warn: (message: string) => void,
): CallObjectOptions {
  const { alwaysIncludeMicInPermissionPrompt, ...dailyConfig } = preferences.dailyConfig ?? {};
  if (alwaysIncludeMicInPermissionPrompt === false) {
    warn('alwaysIncludeMicInPermissionPrompt:false can cause Chrome 140+ issues; removing it.');
  }
  let audioSource = preferences.audioSource ?? true;
  if (audioSource === false) {
    warn('audioSource:false can cause Chrome 140+ issues; using the default device (true).');
    audioSource = true;
  }
  const options: CallObjectOptions = {
    audioSource,
    videoSource,
    dailyConfig: alwaysIncludeMicInPermissionPrompt === true ? { ...dailyConfig, alwaysIncludeMicInPermissionPrompt } : dailyConfig,
  };
  if (preferences.startAudioOff !== undefined) options.startAudioOff = preferences.startAudioOff;
  return options;
}
