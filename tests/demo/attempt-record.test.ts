import { describe, expect, it } from 'vitest';
import { attemptsUsedOn, parseAttemptRecord } from '../../streams/demo/attempt-record';

describe('parseAttemptRecord', () => {
  it('reads a well-formed record', () => {
    expect(parseAttemptRecord('{"date":"2025-06-10","attempts":2}')).toEqual({ date: '2025-06-10', attempts: 2 });
  });

  it.each([
    ['nothing stored', null],
    ['not JSON', '{date:'],
    ['JSON null', 'null'],
    ['a number', '3'],
    ['an array', '[1,2]'],
    ['missing attempts', '{"date":"2025-06-10"}'],
    ['attempts as a string', '{"date":"2025-06-10","attempts":"2"}'],
    ['negative attempts', '{"date":"2025-06-10","attempts":-1}'],
    ['fractional attempts', '{"date":"2025-06-10","attempts":1.5}'],
    ['huge attempts', '{"date":"2025-06-10","attempts":1e300}'],
    ['NaN attempts (null in JSON)', '{"date":"2025-06-10","attempts":null}'],
    ['a date that is not a day', '{"date":"June 10","attempts":1}'],
    ['a numeric date', '{"date":20250610,"attempts":1}'],
  ])('rejects %s', (_label, raw) => {
    expect(parseAttemptRecord(raw)).toBeUndefined();
  });
});

describe('attemptsUsedOn', () => {
  it('counts a record of today', () => {
    expect(attemptsUsedOn({ date: '2025-06-10', attempts: 2 }, '2025-06-10', 3)).toBe(2);
  });

  it('resets for a past day and for a future day', () => {
    expect(attemptsUsedOn({ date: '2025-06-09', attempts: 3 }, '2025-06-10', 3)).toBe(0);
    expect(attemptsUsedOn({ date: '2025-06-11', attempts: 3 }, '2025-06-10', 3)).toBe(0);
  });

  it('treats more than the limit as the day used up', () => {
    expect(attemptsUsedOn({ date: '2025-06-10', attempts: 99 }, '2025-06-10', 3)).toBe(3);
  });

  it('counts no record as none used', () => {
    expect(attemptsUsedOn(undefined, '2025-06-10', 3)).toBe(0);
  });
});
