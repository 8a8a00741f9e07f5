// Renders the sample calls (streams/samples): each turn of each sample's conversation, as
// streams/samples/sample-conversations.json records it, spoken by its side's voice (the assistant's as in
// the simulated clips, the caller's a second one), laid end to end with the pauses of a call, into
// streams/samples/audio/<sample>.mp3 (16 kHz mono MP3, which every browser plays, phones included); and
// where each turn starts and ends, with what it says, into streams/samples/sample-timing.json, which a
// unit test holds to the conversations. Needs espeak-ng, sox and sox's MP3 format (Debian: apt-get install
// espeak-ng sox libsox-fmt-mp3). Run: npm run samples (every sample; their audio is committed).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { SAMPLE_IDS, type SampleId } from '../streams/samples/sample-ids';
import type { SampleConversation, SampleTiming } from '../streams/samples/sample-call';
import { ASSISTANT_VOICE, speak, spokenForm } from './make-audio';

const DIR = resolve('streams/samples');
export const TIMING_FILE = join(DIR, 'sample-timing.json');

/** Each caller's voice: none of them the assistant's. */
const CALLER_VOICES: Readonly<Record<SampleId, readonly string[]>> = {
  'hospital-visit': ['-v', 'en-gb-x-rp+m3', '-s', '155'],
  'wedding-hall': ['-v', 'en-us+f2', '-s', '165'],
  'youth-camp': ['-v', 'en-gb+m1', '-s', '160'],
  'at-risk': ['-v', 'en-gb-x-rp+f4', '-s', '140'],
};

/** Before the first words, from a caller's end to the assistant's answer, and from the assistant's end to the caller. */
const LEAD_MS = 400;
const ANSWER_MS = 600;
const TURN_MS = 450;

/** A turn as its voice says it: 000 and 13 11 14 as Australians say them, and a caller's number digit by digit ("0491 570 156"). */
export function spokenTurn(turn: SampleConversation['turns'][number]): string {
  const said = spokenForm(turn.text);
  return turn.role === 'user' ? said.replace(/\b\d{3,}\b/g, (digits) => digits.split('').join(' ')) : said;
}

const seconds = (file: string) => Number(execFileSync('soxi', ['-D', file], { encoding: 'utf8' }).trim());

function render(id: SampleId, conversation: SampleConversation, work: string): SampleTiming {
  const parts: string[] = [];
  const turns: { atMs: number; endMs: number; said: string }[] = [];
  let at = LEAD_MS;
  const silence = (ms: number) => {
    const file = join(work, `gap-${parts.length}.wav`);
    execFileSync('sox', ['-n', '-r', '16000', '-c', '1', file, 'trim', '0', String(ms / 1000)]);
    parts.push(file);
  };
  silence(LEAD_MS);
  conversation.turns.forEach((turn, index) => {
    if (index > 0) {
      const gap = turn.role === 'assistant' ? ANSWER_MS : TURN_MS;
      silence(gap);
      at += gap;
    }
    const file = join(work, `turn-${index}.wav`);
    const voice = turn.role === 'assistant' ? ASSISTANT_VOICE : CALLER_VOICES[id];
    speak(spokenTurn(turn), file, voice);
    parts.push(file);
    const ms = Math.round(seconds(file) * 1000);
    turns.push({ atMs: at, endMs: at + ms, said: turn.text });
    at += ms;
  });
  const target = join(DIR, 'audio', `${id}.mp3`);
  execFileSync('sox', [...parts, '-r', '16000', '-c', '1', '-C', '24', target]);
  // The file's own length (the encoder pads its last frame): the player's end is the audio's.
  return { durationMs: Math.round(seconds(target) * 1000), turns };
}

const isMain = process.argv[1] !== undefined && resolve(process.argv[1]) === resolve(import.meta.filename);
if (isMain) {
  const conversations = JSON.parse(readFileSync(join(DIR, 'sample-conversations.json'), 'utf8')) as Record<SampleId, SampleConversation>;
  mkdirSync(join(DIR, 'audio'), { recursive: true });
  const timing: Partial<Record<SampleId, SampleTiming>> = {};
  for (const id of SAMPLE_IDS) {
    const work = mkdtempSync(join(tmpdir(), 'vestry-sample-'));
    try {
      timing[id] = render(id, conversations[id], work);
      console.log(`${id}: ${(timing[id].durationMs / 1000).toFixed(1)} s`);
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }
  writeFileSync(TIMING_FILE, `${JSON.stringify(timing, null, 2)}\n`);
}
