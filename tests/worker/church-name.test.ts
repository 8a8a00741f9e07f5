import { describe, expect, it } from 'vitest';
import { CHURCH_NAME_VARIABLE, churchNameOf } from '../../assistant/church-name';
import { CHURCH_NAME_VARIABLE as WORKER_VARIABLE, isChurchName } from '../../worker/src/church-name';

// The Worker's copy of the rule for the visitor's church (it imports nothing of the site's): it takes a name
// exactly when the page's rule gives that name back unchanged, so the Worker refuses nothing the page sends.

/** A seeded generator: the same strings every run. */
function* strings(count: number): Generator<string> {
  // Letters of each kind (an astral one counts as one character), marks, digits, every sort of space and break,
  // the rule's punctuation and others, and what the screen does not show.
  const alphabet = [
    ...['a', 'Z', 'é', 'ß', '中', '\u{20000}', '\u0301', '٣', '7'],
    ...[' ', '  ', '\t', '\n', '\r', '\u00A0', '\u2028', '\u3000', '\uFEFF'],
    ...["'", '\u2018', '\u2019', '&', '.', ',', '-', '<', '{', '_', '!', '\uD800'],
    ...['\uFE0F', '\u034F', '\u3164', '\u200D', '\u{E0100}'],
  ];
  let seed = 20261129;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  for (let n = 0; n < count; n += 1) {
    const length = Math.floor(next() * 70);
    yield Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
  }
}

describe("the Worker's church-name rule", () => {
  it("names the assistant's variable as the page does", () => {
    expect(WORKER_VARIABLE).toBe(CHURCH_NAME_VARIABLE);
  });

  const named = [
    "St Mary's",
    "St Mary's & St Joseph's, Kew",
    'Église Saint-Jean',
    'a'.repeat(60),
    'a'.repeat(61),
    ' St Mary',
    'St  Mary',
    'St Mary’s',
    'St\tMary',
    '',
    '123',
    '{{ systemPrompt }}',
    'St <b>Mary</b>',
    '\u{20000}'.repeat(60),
    'St Mary\uFE0F',
    '\u3164\u3164\u3164',
    'St\u00A0Mary',
  ];
  it.each(named)('takes "%s" exactly when the page gives it back unchanged', (text) => {
    expect(isChurchName(text)).toBe(churchNameOf(text) === text);
  });

  it('agrees with the page on 20,000 strings of letters, marks, digits, spaces and punctuation', () => {
    let taken = 0;
    for (const text of strings(20_000)) {
      const page = churchNameOf(text) === text;
      if (isChurchName(text) !== page) expect.fail(`they differ on ${JSON.stringify(text)}`);
      if (page) taken += 1;
    }
    // Enough of each answer for the agreement to mean something.
    expect(taken).toBeGreaterThan(100);
  });

  it('takes nothing that is not a string', () => {
    for (const value of [null, undefined, 42, ['St Mary'], { name: 'St Mary' }]) expect(isChurchName(value)).toBe(false);
  });
});
