import { CHURCH, CRISIS_REPLY } from '../../assistant/church';
import type { CallRouting } from '../call';
import type { ConversationRouter } from './conversation';
import type { ConversationLine } from './conversation-events';
import { NEED_PHRASES, TEAMS, type TeamId } from './need-phrases';
import { NOT_URGENT } from './not-urgent-phrases';
import { URGENT_PHRASES } from './urgent-phrases';
import { booking, confirm, goodbye, leader, line, offer, pastor, routing, summary } from './script-lines';

// Routing by what the caller says: the need recognised from the visitor's words picks the team,
// and with it the lines (leader, follow-up question, booking) the call goes on with. This module loads
// when the visitor first takes a turn, not with the press that starts the call: nothing says its lines
// before the visitor has said what they need.

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

const { administration: admin, 'youth-ministry': youth, finance } = CHURCH.teams;
const routed = (team: { team: string; leader: string }): CallRouting => ({ team: team.team, leader: team.leader });

/** A team's route: its leader and follow-up question, the time offered and booked, a summary, goodbye. */
function teamRoute(
  id: 'admin' | 'youth' | 'finance',
  routed: CallRouting,
  [when, place]: readonly [string, string],
  [follow, offered, summed]: readonly [string, string, string],
) {
  return [
    line(`${id}-route`, follow, { routing: routed }),
    line(`${id}-offer`, offered),
    confirm({ leader: routed.leader, when, place }),
    line(`${id}-summary`, summed),
    goodbye,
  ];
}

/** Where the visitor's words take the call: one route per team the page names, and a polite general one. */
const routes: RouteLines = {
  'pastoral-care': [
    line('pastoral-route', `I'm sorry to hear that. ${leader} leads our pastoral care. Who would ${pastor.pronoun} be caring for?`, {
      routing,
    }),
    offer,
    confirm(booking),
    summary,
    goodbye,
  ],
  administration: teamRoute(
    'admin',
    routed(admin),
    ['Thursday 2:00 pm', `${CHURCH.name} church hall`],
    [
      `Happy to help. ${admin.leader}, our administrator, looks after the hall. What date do you have in mind?`,
      `Thanks. ${admin.called} can show you the hall on Thursday at two. Would that suit you?`,
      `Thank you. So, you will meet ${admin.leader} on Thursday at two, at the church hall. Anything else?`,
    ],
  ),
  'youth-ministry': teamRoute(
    'youth',
    routed(youth),
    ['Friday 4:30 pm', `${CHURCH.name} youth room`],
    [
      `Wonderful. ${youth.leader} leads our youth ministry. How old are the young people you're calling about?`,
      `Thanks. ${youth.called} is free on Friday at half past four. Would that suit you?`,
      `Thank you. So, you will meet ${youth.called} on Friday at half past four, in the youth room. Anything else?`,
    ],
  ),
  finance: teamRoute(
    'finance',
    routed(finance),
    ['Monday 11:00 am', 'a phone call'],
    [
      `Of course. ${finance.leader}, our treasurer, can help. Is it about a donation, a receipt or an invoice?`,
      `Thank you. ${finance.called} can call you on Monday at eleven to sort it out. Would that suit you?`,
      `Thank you. So, ${finance.leader} will call you on Monday at eleven. Anything else?`,
    ],
  ),
  general: [
    line(
      'general-route',
      "Thank you. I'm not sure who looks after that, so I'll ask the parish office to call you back. May I have your name, please?",
      { routing: routed(CHURCH.general) },
    ),
    line('general-number', "Thank you. What's the best number for the office to reach you?"),
    goodbye,
  ],
  // An emergency or someone at risk: 000 and Lifeline first, then pastoral care as urgent (a call back, nothing booked).
  urgent: [
    line('urgent-safety', CRISIS_REPLY),
    // What a church's receptionist would do, said as what it is: in the demo no one calls back, so the
    // call ends here, sending a visitor who may really be at risk to 000 and Lifeline, not to a wait.
    line(
      'urgent-route',
      `Thank you for telling me. At a real church I would pass this to ${leader}, who leads pastoral care, as urgent, for a call back. This is only a demonstration, so no one will call you. I'll end the call now, so you can ring 000 or Lifeline on 13 11 14. Take care of yourself. Goodbye.`,
      { routing: { team: CHURCH.urgentTeam, leader } },
    ),
  ],
};

/** The script's router: the greeting and the question after it ask for the need. */
export const simulatedRouter: ConversationRouter = needRouter(routes, 2);
