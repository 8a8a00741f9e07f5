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
  createRecognisedWords,
  recogniseWords,
  type SpeechRecognitionConstructor,
  type SpeechRecognitionLike,
  type RecognisedWords,
} from './recognised-words';
export {
  initialRecognisedWords,
  reduceRecognisedWords,
  type RecognisedWordsEffect,
  type RecognisedWordsInput,
  type RecognisedWordsState,
} from './recognised-words-machine';
