import { CHURCH, goodbyeFor } from '../../assistant/church';
import type { CallBooking } from '../call';
import type { ConversationLine } from './conversation-events';
import type { SimulatedClip } from './simulated-voice';

// The lines both the script and its routes say (the pastoral care booking and goodbye), and how a
// line is made. Names come from the church both assistants answer for (assistant/church.ts).

export const pastor = CHURCH.teams['pastoral-care'];
export const leader = pastor.leader;
export const routing = { team: pastor.team, leader };
export const booking = { leader, when: 'Tuesday 10:30 am', place: `${CHURCH.name} parish office` };

/** "she" as a sentence's first word. */
const capitalised = (word: string): string => word.charAt(0).toUpperCase() + word.slice(1);

export const line = (clip: SimulatedClip, text: string, captures?: ConversationLine['captures']): ConversationLine =>
  captures ? { clip, text, captures } : { clip, text };

export const offer = line(
  'offer',
  `Thanks. ${leader} looks after that. ${capitalised(pastor.pronoun)} is free on Tuesday at ten thirty. Would that suit you?`,
  { routing },
);
export const confirm = (booked: CallBooking) =>
  line('confirm', "Lovely, that's booked. What's the best number for the office to reach you?", { booking: booked });
export const summary = line(
  'summary',
  `Thank you. So, you will meet ${pastor.called} on Tuesday at ten thirty, at the parish office. Anything else?`,
);
export const goodbye = line('goodbye', goodbyeFor(CHURCH.name));
