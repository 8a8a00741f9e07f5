import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { simulatedRouter } from '../../streams/simulated/routing';
import { simulatedClips } from '../../streams/simulated/simulated-voice';
import { simulatedLines, simulatedScript } from '../../streams/simulated/simulated-script';

describe('the simulated assistant’s clips', () => {
  it.each(simulatedClips)('%s: a committed clip, referenced by its own URL, with a line to say', (clip) => {
    expect(existsSync(resolve('streams/simulated/audio', `simulated-${clip}.ogg`))).toBe(true);
    expect(simulatedScript.clips[clip]).toMatch(new RegExp(`/simulated-${clip}(-[\\w-]+)?\\.ogg$`));
    expect(simulatedLines(simulatedRouter)[clip]).not.toBe('');
  });

  it('each clip says its line as the script has it now (a line changed is rendered again: npm run audio)', () => {
    const said = JSON.parse(readFileSync(resolve('streams/simulated/audio/lines.json'), 'utf8')) as unknown;
    expect(simulatedLines(simulatedRouter)).toEqual(said);
  });

  it('every line of the conversation has its clip', () => {
    const { turns, prompts, closing } = simulatedScript.conversation;
    for (const line of [...turns, ...prompts, closing]) expect(simulatedClips).toContain(line.clip);
  });
});
