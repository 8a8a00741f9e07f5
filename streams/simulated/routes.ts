import { CHURCH, CRISIS_REPLY } from '../../assistant/church';
import type { CallRouting } from '../call';
import type { ConversationRouter } from './conversation';
import { needRouter, type RouteLines } from './routing';
import { booking, confirm, goodbye, leader, line, offer, pastor, routing, summary } from './script-lines';

const { administration: admin, 'youth-ministry': youth, finance } = CHURCH.teams;
const routed = (team: { team: string; leader: string }): CallRouting => ({ team: team.team, leader: team.leader });

// The routes load when the visitor first takes a turn, not with the press that starts the call:
// nothing says them before the visitor has said what they need.

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
