// Renders the lines of the simulated assistant to streams/simulated/audio/simulated-<clip>.ogg
// (espeak-ng for the voice, sox for 16 kHz mono Ogg Vorbis at quality 2), so the clips follow the script,
// and writes what each clip says to streams/simulated/audio/lines.json, which a unit test holds the
// script to: a line changed (a leader renamed in assistant/church.ts) fails it until its clip is rendered again.
// Needs espeak-ng and sox (Debian: apt-get install espeak-ng sox). Run: npm run audio. It renders only
// the clips whose line changed or that are missing (a clip rendered again differs in its bytes, Ogg's
// stream serial number being random, even when its line has not); `-- --all` renders every one.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { simulatedClips, simulatedLines } from '../streams/simulated';
import { simulatedRouter } from '../streams/simulated/routing';

/** The assistant's voice: British English, a little slower than espeak's default. */
export const ASSISTANT_VOICE = ['-v', 'en-gb+f3', '-s', '160'] as const;

/** The words as an Australian says them: 000 is "triple zero", Lifeline's 13 11 14 "thirteen eleven fourteen". */
export function spokenForm(text: string): string {
  return text.replace(/\b000\b/g, 'triple zero').replace(/\b13 11 14\b/g, 'thirteen eleven fourteen');
}

/** Speaks `text` into a 16 kHz mono Ogg Vorbis file (or WAV, by the target's extension). Quality 2: a synthesised voice loses nothing audible, and each clip is a tenth smaller than at sox's default. */
export function speak(text: string, target: string, voice: readonly string[] = ASSISTANT_VOICE): void {
  const work = mkdtempSync(join(tmpdir(), 'vestry-audio-'));
  try {
    const raw = join(work, 'line.wav');
    execFileSync('espeak-ng', [...voice, '-w', raw, text]);
    // A short lead-in and tail, levels normalised to -3 dBFS.
    const quality = target.endsWith('.ogg') ? ['-C', '2'] : [];
    execFileSync('sox', [raw, '-r', '16000', '-c', '1', ...quality, target, 'norm', '-3', 'pad', '0.1', '0.2']);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** What each committed clip says, as make-audio last rendered it. */
export const SAID_FILE = resolve('streams/simulated/audio/lines.json');

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename);
if (isMain) {
  const lines = simulatedLines(simulatedRouter);
  const said = existsSync(SAID_FILE) ? (JSON.parse(readFileSync(SAID_FILE, 'utf8')) as Partial<Record<string, string>>) : {};
  const all = process.argv.includes('--all');
  for (const clip of simulatedClips) {
    const target = resolve('streams/simulated/audio', `simulated-${clip}.ogg`);
    if (!all && existsSync(target) && said[clip] === lines[clip]) continue;
    speak(spokenForm(lines[clip]), target);
    console.log(`${target}: ${lines[clip]}`);
  }
  writeFileSync(SAID_FILE, `${JSON.stringify(lines, null, 2)}\n`);
}
