// The visitor's own church in the demo: the name they give before a call, as the page shows it and as the
// assistant is given it. One rule for the page and the tests; the Worker, deployed on its own, checks with a
// copy (worker/src/church-name.ts) that a test holds to this one. A module of its own, beside
// church.ts: the page's first load takes this rule, and none of the assistants' words. It imports nothing.

/** The live assistant's variable that carries the name (its first message's `{{ churchName }}`). */
export const CHURCH_NAME_VARIABLE = 'churchName';

/** The most characters a church's name may have. */
export const CHURCH_NAME_MAX = 60;

// Letters (with their accents) and digits of any script, spaces and ' & . , - only, at most 60 of them and
// at least one letter, and nothing the screen does not show (variation selectors, Hangul fillers): no markup
// and no template. Words are still words: the assistant only ever speaks the name (assistant/definition.ts).
const RULE = new RegExp(String.raw`^(?=.*\p{L})(?!.*\p{DI})[\p{L}\p{M}\p{N} '&.,-]{1,${CHURCH_NAME_MAX}}$`, 'u');

/**
 * The name as the demo may use it: spaces trimmed and collapsed, a typographic apostrophe read as `'`;
 * null when there is none or it breaks the rule (over 60 characters, another character, no letter).
 */
export function churchNameOf(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const name = text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
  return RULE.test(name) ? name : null;
}
