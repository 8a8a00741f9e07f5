export {
  detectSpeech,
  speechConfig,
  sumLevels,
  toVolume,
  type DetectSpeechDeps,
  type SpeechConfig,
  type SpeechEvent,
} from './detect-speech';
export {
  browserSpeechRecognition,
  createSpokenWordsChoice,
  recognisedPhrases,
  type SpeechRecognitionConstructor,
  type SpeechRecognitionLike,
  type SpokenWordsChoice,
} from './recognition';
