// Recordings of a visitor for the tests and scripts: one short sentence (played once into the
// microphone when a test says, in Firefox and WebKit), the same after a few seconds of quiet (which
// Chromium's --use-file-for-fake-audio-capture loops, for the live smoke test and the benchmark), and
// pure silence. Made on demand into .fixtures/voice (git-ignored); needs espeak-ng and sox.
// Run: npx tsx scripts/make-voice-fixtures.ts
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';

export interface VoiceFixtures {
  /** One spoken sentence, about 2.5 s: a visitor's turn. */
  sentence: string;
  /** Quiet for `QUIET_SECONDS`, then the sentence; looped by Chromium, a visitor taking turns. */
  speech: string;
  /** Nothing but silence: a visitor whose microphone hears nothing. */
  silence: string;
}

/** The quiet between the visitor's sentences: longer than the speech pipeline's quiet time, shorter than the assistant's wait before it prompts. */
export const QUIET_SECONDS = 2.5;
const VISITOR_VOICE = ['-v', 'en-au', '-s', '170'];
const SENTENCE = 'Yes, I would like some help with that, please.';
// Chromium's fake capture reads 16-bit PCM WAV.
const WAV = ['-r', '48000', '-c', '1', '-b', '16', '-e', 'signed-integer'];

/** Writes through a temporary name, so a concurrent reader never sees half a file. */
function atomically(target: string, write: (path: string) => void): void {
  if (existsSync(target)) return;
  const work = mkdtempSync(`${target}.`);
  try {
    const path = join(work, 'out.wav');
    write(path);
    renameSync(path, target);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

export function makeVoiceFixtures(dir = resolve('.fixtures/voice')): VoiceFixtures {
  mkdirSync(dir, { recursive: true });
  const fixtures = {
    sentence: join(dir, 'visitor-sentence.wav'),
    speech: join(dir, 'visitor-turns.wav'),
    silence: join(dir, 'silence.wav'),
  };
  atomically(fixtures.sentence, (path) => {
    const spoken = `${path}.spoken.wav`;
    execFileSync('espeak-ng', [...VISITOR_VOICE, '-w', spoken, SENTENCE]);
    execFileSync('sox', [spoken, ...WAV, path, 'norm', '-3']);
  });
  atomically(fixtures.speech, (path) => execFileSync('sox', [fixtures.sentence, path, 'pad', String(QUIET_SECONDS), '0']));
  atomically(fixtures.silence, (path) => execFileSync('sox', ['-n', ...WAV, path, 'trim', '0', '2']));
  return fixtures;
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename);
if (isMain) console.log(makeVoiceFixtures());
