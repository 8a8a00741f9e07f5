// The visitor's church, as the page sends it for the assistant's greeting. The Worker is deployed on its own
// and imports nothing of the site's, so this is a copy of the page's rule (assistant/church-name.ts), which
// tests/worker/church-name.test.ts holds to it.

/** The assistant's variable that carries the name. */
export const CHURCH_NAME_VARIABLE = 'churchName';

// Letters (with their accents) and digits of any script, spaces and ' & . , - only, at most 60, with a letter,
// and nothing the screen does not show.
const RULE = /^(?=.*\p{L})(?!.*\p{DI})[\p{L}\p{M}\p{N} '&.,-]{1,60}$/u;

/** Whether a value is a church's name as the page's rule gives one back: the rule kept, its spaces already tidied. */
export function isChurchName(value: unknown): value is string {
  return typeof value === 'string' && RULE.test(value) && value === value.trim() && !value.includes('  ');
}
