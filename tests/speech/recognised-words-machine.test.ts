import { describe, expect, it } from 'vitest';
import {
  initialRecognisedWords,
  reduceRecognisedWords,
  type RecognisedWordsEffect,
  type RecognisedWordsInput,
  type RecognisedWordsState,
} from '../../streams/speech/recognised-words-machine';

// The visitor's choice of recognised words: off until ticked, kept for the visit, never where not offered.

const offered = (allowed: boolean): RecognisedWordsState => ({ offered: true, allowed });
const NOT_OFFERED: RecognisedWordsState = { offered: false, allowed: false };
const keep = (allowed: boolean): RecognisedWordsEffect => ({ type: 'keep', allowed });

const table: [string, RecognisedWordsState, RecognisedWordsInput, RecognisedWordsState, RecognisedWordsEffect[]][] = [
  ['a kept tick is restored, and not kept again', offered(false), { type: 'restored', allowed: true }, offered(true), []],
  ['nothing kept leaves it off', offered(false), { type: 'restored', allowed: false }, offered(false), []],
  ['ticking allows it and keeps it', offered(false), { type: 'allow-pressed', allowed: true }, offered(true), [keep(true)]],
  ['unticking stops it and keeps that', offered(true), { type: 'allow-pressed', allowed: false }, offered(false), [keep(false)]],
  ['ticking what is ticked changes nothing', offered(true), { type: 'allow-pressed', allowed: true }, offered(true), []],
  ['not offered, a tick does nothing', NOT_OFFERED, { type: 'allow-pressed', allowed: true }, NOT_OFFERED, []],
  ['not offered, a kept tick is not restored', NOT_OFFERED, { type: 'restored', allowed: true }, NOT_OFFERED, []],
];

describe('reduceRecognisedWords', () => {
  it('starts off, offered or not', () => {
    expect(initialRecognisedWords(true)).toEqual(offered(false));
    expect(initialRecognisedWords(false)).toEqual(NOT_OFFERED);
  });

  it.each(table)('%s', (_, state, input, next, effects) => {
    expect(reduceRecognisedWords(state, input)).toEqual({ state: next, events: [], effects });
  });
});
