export { speechConfig, type SpeechConfig } from './speech-config';
export { sumLevels } from './sum-levels';
export { toVolume, mapToVolume } from './to-volume';
export { detectSpeech, type DetectSpeechDeps, type SpeechEvent } from './detect-speech';
