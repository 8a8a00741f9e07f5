// The words and phrases by which the simulated assistant recognises a caller's need, per team
// (the four the page names); routing.ts matches them against what the visitor typed or said.

import { TEAM_IDS, type TeamId } from '../../assistant/church';

/** The teams in the order a tie goes (pastoral care first: a caller in need comes first). */
export const TEAMS = TEAM_IDS;
export type { TeamId };

/**
 * Words and phrases that point to each team. Each matches whole words, in order; a trailing `*`
 * matches any word that starts so ("pray*": pray, prayer, praying).
 */
export const NEED_PHRASES: Readonly<Record<TeamId, readonly string[]>> = {
  'pastoral-care': [
    'hospital*',
    'visit*',
    'sick',
    'ill',
    'unwell',
    'pray*',
    'funeral*',
    'passed away',
    'died',
    'dying',
    'death',
    'grief',
    'griev*',
    'bereave*',
    'lonely',
    'struggling',
    'counsel*',
    'pastoral',
  ],
  administration: [
    'book*',
    'hall*',
    'wedding*',
    'marr*',
    'baptis*',
    'christening*',
    'hire',
    'venue',
    'room',
    'roster*',
    'newsletter*',
    'certificate*',
    'office hours',
    'service times',
    'parking',
  ],
  'youth-ministry': ['youth', 'teen*', 'kid*', 'children', 'child', 'son', 'sons', 'daughter*', 'camp*', 'sunday school', 'young people'],
  finance: [
    'donat*',
    'giving',
    'tithe*',
    'offering*',
    'receipt*',
    'tax',
    'invoice*',
    'pay',
    'paid',
    'payment*',
    'bank*',
    'direct debit',
    'budget*',
    'financ*',
    'treasurer',
    'refund*',
    'money',
  ],
};
