import type { CallBooking } from '../call';
import type { ConversationLine } from './conversation';
import type { SimulatedClip } from './simulated-voice';

// The lines both the script and its routes say (the pastoral care booking and goodbye), and how a line is made.

export const leader = 'Reverend Grace Taylor';
export const routing = { team: 'Pastoral care', leader };
export const booking = { leader, when: 'Tuesday 10:30 am', place: "St Columba's parish office" };

export const line = (clip: SimulatedClip, text: string, captures?: ConversationLine['captures']): ConversationLine =>
  captures ? { clip, text, captures } : { clip, text };

export const offer = line('offer', `Thanks. ${leader} looks after that. She is free on Tuesday at ten thirty. Would that suit you?`, {
  routing,
});
export const confirm = (booked: CallBooking) =>
  line('confirm', "Lovely, that's booked. What's the best number for the office to reach you?", { booking: booked });
export const summary = line(
  'summary',
  'Thank you. So, you will meet Reverend Taylor on Tuesday at ten thirty, at the parish office. Anything else?',
);
export const goodbye = line('goodbye', "Thanks for calling St Columba's. Have a lovely day. Goodbye.");
