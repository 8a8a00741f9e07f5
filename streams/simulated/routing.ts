import type { ConversationRouter } from './conversation';
import type { ConversationLine } from './conversation-events';
import { NEED_PHRASES, TEAMS, type TeamId } from './need-phrases';
import { NOT_URGENT } from './not-urgent-phrases';
import { URGENT_PHRASES } from './urgent-phrases';

// Routing by what the caller says: the need recognised from the visitor's words picks the team,
// and with it the lines (leader, follow-up question, booking) the call goes on with.

/** Lower case, words only, one space between them and one at each end. */
function normalise(text: string): string {
  return ` ${text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()} `;
}

/** A phrase of the tables as a pattern: whole words, a trailing `*` any word's ending, `.` the end of a sentence. */
function phrasePattern(phrase: string): RegExp {
  const words = phrase.split(' ').map((word) => {
    if (word === '.') return '\\.';
    const escaped = word.replace(/[^a-z0-9*]/g, '');
    return escaped.endsWith('*') ? `${escaped.slice(0, -1)}[a-z0-9]*` : escaped;
  });
  return new RegExp(` ${words.join(' ')}(?= )`);
}

const patterns = new Map<string, RegExp>();

function matches(text: string, phrase: string): boolean {
  let pattern = patterns.get(phrase);
  if (pattern === undefined) patterns.set(phrase, (pattern = phrasePattern(phrase)));
  return pattern.test(text);
}

/** Contractions and spoken forms, spelt one way (after normalise, so each apostrophe is a space). */
const SPELT_OUT: readonly (readonly [RegExp, string])[] = [
  [/ (?:can t|cant|can not) /g, ' cannot '],
  [/ (?:don t|dont) /g, ' do not '],
  [/ (?:doesn t|doesnt) /g, ' does not '],
  [/ (?:won t|wont) /g, ' will not '],
  [/ (?:i m|im) /g, ' i am '],
  [/ (?:he s) /g, ' he is '],
  [/ (?:he d) /g, ' he would '],
  [/ (?:she d) /g, ' she would '],
  [/ (?:didn t|didnt) /g, ' did not '],
  [/ (?:isn t|isnt) /g, ' is not '],
  [/ (?:she s) /g, ' she is '],
  [/ (?:i ve) /g, ' i have '],
  [/ (?:i d) /g, ' i would '],
  [/ (?:i ll) /g, ' i will '],
  [/ (?:he ll) /g, ' he will '],
  [/ (?:she ll) /g, ' she will '],
  [/ wanna /g, ' want to '],
  [/ gonna /g, ' going to '],
  [/ (?:any more) /g, ' anymore '],
];

/** As normalise, with each sentence's end kept as ` . ` and contractions spelt out: how the urgent table reads words. */
function normaliseSpeech(text: string): string {
  let spoken = ` ${text
    .toLowerCase()
    .replace(/['’]/g, ' ')
    .replace(/[.!?;:,…—]+/g, ' . ')
    .replace(/[^a-z0-9.]+/g, ' ')
    .trim()} . `;
  // Twice: a replacement's space is the next one's boundary ("i m gonna").
  for (let pass = 0; pass < 2; pass += 1) for (const [from, to] of SPELT_OUT) spoken = spoken.replace(from, to);
  return spoken.replace(/ +/g, ' ');
}

/**
 * The team whose phrases the words match most often, or null when none matches. A tie goes to
 * the team listed first (pastoral care before administration): a caller in need comes first.
 */
export function recogniseNeed(words: string, phrases: Readonly<Record<TeamId, readonly string[]>> = NEED_PHRASES): TeamId | null {
  const text = normalise(words);
  let best: TeamId | null = null;
  let bestScore = 0;
  for (const team of TEAMS) {
    const score = phrases[team].filter((phrase) => matches(text, phrase)).length;
    if (score > bestScore) [best, bestScore] = [team, score];
  }
  return best;
}

/** Whether the words speak of an emergency or someone at risk (any phrase of the urgent table). */
export function isUrgent(words: string, phrases: readonly string[] = URGENT_PHRASES): boolean {
  let text = normaliseSpeech(words);
  for (const everyday of NOT_URGENT) text = text.replaceAll(` ${everyday} `, ' ~ ');
  return phrases.some((phrase) => matches(text, phrase));
}

/**
 * The lines each route goes on with: one per team, the general route for a need no team's phrases
 * match, and the urgent route (000 and Lifeline, then pastoral care as urgent) for an emergency.
 */
export type RouteLines = Readonly<Record<TeamId | 'general' | 'urgent', readonly ConversationLine[]>>;

/**
 * Routes by the visitor's words while the assistant still asks for the need (its first `asking`
 * turns): a recognised need goes to its team; words that name none go on to the next question,
 * and after the last one to the general route. Words of an emergency, at any turn, take the
 * urgent route instead.
 */
export function needRouter(routes: RouteLines, asking: number): ConversationRouter {
  return {
    asking,
    lines: Object.values(routes).flat(),
    urgent: (words) => (isUrgent(words) ? routes.urgent : undefined),
    route: (words, turn) => {
      if (isUrgent(words)) return routes.urgent;
      const team = recogniseNeed(words);
      if (team) return routes[team];
      return turn >= asking - 1 ? routes.general : undefined;
    },
  };
}
