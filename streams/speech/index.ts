export { detectSpeech, speechConfig, sumLevels, toVolume, type DetectSpeechDeps, type SpeechConfig, type SpeechEvent } from './detect-speech';
