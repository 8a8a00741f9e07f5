import type { CallRouting } from '../call';
import type { ConversationRouter } from './conversation';
import { needRouter, type RouteLines } from './routing';
import { booking, confirm, goodbye, leader, line, offer, routing, summary } from './script-lines';

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
    line('pastoral-route', `I'm sorry to hear that. ${leader} leads our pastoral care. Who would she be caring for?`, { routing }),
    offer,
    confirm(booking),
    summary,
    goodbye,
  ],
  administration: teamRoute(
    'admin',
    { team: 'Administration', leader: 'Helen Nguyen' },
    ['Thursday 2:00 pm', "St Columba's church hall"],
    [
      'Happy to help. Helen Nguyen, our administrator, looks after the hall. What date do you have in mind?',
      'Thanks. Helen can show you the hall on Thursday at two. Would that suit you?',
      'Thank you. So, you will meet Helen Nguyen on Thursday at two, at the church hall. Anything else?',
    ],
  ),
  'youth-ministry': teamRoute(
    'youth',
    { team: 'Youth ministry', leader: 'Pastor Daniel Okafor' },
    ['Friday 4:30 pm', "St Columba's youth room"],
    [
      "Wonderful. Pastor Daniel Okafor leads our youth ministry. How old are the young people you're calling about?",
      'Thanks. Pastor Daniel is free on Friday at half past four. Would that suit you?',
      'Thank you. So, you will meet Pastor Daniel on Friday at half past four, in the youth room. Anything else?',
    ],
  ),
  finance: teamRoute(
    'finance',
    { team: 'Finance', leader: 'Robert Ellis' },
    ['Monday 11:00 am', 'a phone call'],
    [
      'Of course. Robert Ellis, our treasurer, can help. Is it about a donation, a receipt or an invoice?',
      'Thank you. Robert can call you on Monday at eleven to sort it out. Would that suit you?',
      'Thank you. So, Robert Ellis will call you on Monday at eleven. Anything else?',
    ],
  ),
  general: [
    line(
      'general-route',
      "Thank you. I'm not sure who looks after that, so I'll ask the parish office to call you back. May I have your name, please?",
      { routing: { team: 'General enquiries', leader: 'Parish office' } },
    ),
    line('general-number', "Thank you. What's the best number for the office to reach you?"),
    goodbye,
  ],
  // An emergency or someone at risk: 000 and Lifeline first, then pastoral care as urgent (a call back, nothing booked).
  urgent: [
    line(
      'urgent-safety',
      'If you or anyone else is in danger right now, please call 000. Lifeline is there any time, day or night, on 13 11 14. Are you safe to keep talking?',
    ),
    line(
      'urgent-route',
      `Thank you. I'm passing this to ${leader}, who leads our pastoral care, as urgent. What's the best number for her to call you on?`,
      { routing: { team: 'Pastoral care, urgent', leader } },
    ),
    line('urgent-goodbye', 'Thank you. Reverend Taylor will call you as soon as she can. If things get worse, please call 000. Goodbye.'),
  ],
};

/** The script's router: the greeting and the question after it ask for the need. */
export const simulatedRouter: ConversationRouter = needRouter(routes, 2);
