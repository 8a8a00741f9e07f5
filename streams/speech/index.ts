export { detectSpeech, speechConfig, sumLevels, toVolume, type SpeechConfig, type SpeechEvent } from './detect-speech';
export { browserSpeechRecognition, createRecognisedWords, NO_RECOGNISED_WORDS, type RecognisedWords } from './recognised-words';
