// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { spokenTurn } from '../../scripts/make-samples';

// What each voice of a sample call is given to say (scripts/make-samples.ts).
describe('spokenTurn', () => {
  it('says 000 and 13 11 14 as Australians do, in the assistant’s words', () => {
    expect(spokenTurn({ role: 'assistant', text: 'please call 000. Lifeline is on 13 11 14.' })).toBe(
      'please call triple zero. Lifeline is on thirteen eleven fourteen.',
    );
  });

  it('reads a caller’s number digit by digit, and leaves the rest of their words', () => {
    expect(spokenTurn({ role: 'user', text: '0491 570 156' })).toBe('0 4 9 1 5 7 0 1 5 6');
    expect(spokenTurn({ role: 'user', text: "He's fourteen, and it's his first camp." })).toBe("He's fourteen, and it's his first camp.");
  });
});
