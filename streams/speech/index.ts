export { detectSpeech, speechConfig, sumLevels, toVolume, type SpeechConfig, type SpeechEvent } from './detect-speech';
export { browserSpeechRecognition, createRecognisedWords, type RecognisedWords } from './recognised-words';
