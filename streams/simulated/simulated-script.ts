import type { CallBooking, CallRouting } from '../call';
import type { ConversationLine, ConversationScript } from './conversation';
import { needRouter, type RouteLines } from './routing';
import { simulatedClips, type SimulatedClip } from './simulated-voice';

/** Timings and words of the simulated assistant, in one typed config. */
export interface SimulatedScript {
  /** Time to "join" the room, ms. */
  readonly joinDelayMs: number;
  /** Time from join to the assistant joining and saying "listening", ms. */
  readonly listenDelayMs: number;
  /** Time from startRecording() to recording-started, ms. */
  readonly recordingDelayMs: number;
  /** How often the assistant samples the visitor's microphone level, ms. */
  readonly hearingSampleMs: number;
  /** Instead of listening, the assistant ends the call with this provider `endedReason` (a failure path to try). */
  readonly endedReason?: string;
  /** Noise cancellation, once asked for, fails (Daily's `audio-processor-error`) after this long, ms. */
  readonly audioProcessorErrorMs?: number;
  readonly assistantId: string;
  readonly assistantName: string;
  /** Said for a client's `say` message (the words are the message's own). */
  readonly reply: string;
  /** The scripted church-office call; its first turn is the greeting. */
  readonly conversation: ConversationScript;
  /** URLs of the clips. */
  readonly clips: Readonly<Record<SimulatedClip, string>>;
}

const greeting = "Hello, I'm Vestry's AI receptionist. How can I help your church today?";
const leader = 'Reverend Grace Taylor';
const routing = { team: 'Pastoral care', leader };
const booking = { leader, when: 'Tuesday 10:30 am', place: "St Columba's parish office" };

const line = (clip: SimulatedClip, text: string, captures?: ConversationLine['captures']): ConversationLine =>
  captures ? { clip, text, captures } : { clip, text };

const offer = line('offer', `Thanks. ${leader} looks after that. She is free on Tuesday at ten thirty. Would that suit you?`, { routing });
const confirm = (booked: CallBooking) =>
  line('confirm', "Lovely, that's booked. What's the best number for the office to reach you?", { booking: booked });
const summary = line(
  'summary',
  'Thank you. So, you will meet Reverend Taylor on Tuesday at ten thirty, at the parish office. Anything else?',
);
const goodbye = line('goodbye', "Thanks for calling St Columba's. Have a lovely day. Goodbye.");
const prompt1 = line('prompt-1', 'Are you still there? Take your time.');

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

/**
 * A call whose words cannot be read (spoken, with nothing transcribed) follows `turns`, every line
 * fitting whatever was said, to the demo's pastoral care booking; typed words (or words the browser
 * transcribed) name a need, and the call goes on with its team's route.
 */
export const simulatedConversation: ConversationScript = {
  turns: [
    line('greeting', greeting),
    line('need', "Let's try a call to a church office. I'm answering for St Columba's. What do you need today?"),
    line('name', 'Thank you, I can help with that. May I have your name, please?'),
    offer,
    confirm(booking),
    summary,
    goodbye,
  ],
  prompts: [prompt1, line('prompt-2', "I can't hear you. Is your microphone on?")],
  closing: line('closing', "I'll let you go for now. Thanks for calling Vestry. Goodbye."),
  promptAfterMs: 5000,
  // The greeting and the question after it ask for the need.
  router: needRouter(routes, 2),
  typing: { prompts: [prompt1, line('prompt-typing', "I'm still here. Type your answer whenever you're ready.")], promptAfterMs: 20_000 },
};

/**
 * The clips sit next to this module and are referenced from it, so a build emits them only
 * with the simulated chunk: a keyed build carries none. (Vite needs each URL literal.)
 */
const simulatedClipUrls: Readonly<Record<SimulatedClip, string>> = {
  greeting: new URL('./audio/simulated-greeting.ogg', import.meta.url).href,
  reply: new URL('./audio/simulated-reply.ogg', import.meta.url).href,
  need: new URL('./audio/simulated-need.ogg', import.meta.url).href,
  name: new URL('./audio/simulated-name.ogg', import.meta.url).href,
  offer: new URL('./audio/simulated-offer.ogg', import.meta.url).href,
  confirm: new URL('./audio/simulated-confirm.ogg', import.meta.url).href,
  summary: new URL('./audio/simulated-summary.ogg', import.meta.url).href,
  goodbye: new URL('./audio/simulated-goodbye.ogg', import.meta.url).href,
  'prompt-1': new URL('./audio/simulated-prompt-1.ogg', import.meta.url).href,
  'prompt-2': new URL('./audio/simulated-prompt-2.ogg', import.meta.url).href,
  closing: new URL('./audio/simulated-closing.ogg', import.meta.url).href,
  'prompt-typing': new URL('./audio/simulated-prompt-typing.ogg', import.meta.url).href,
  'pastoral-route': new URL('./audio/simulated-pastoral-route.ogg', import.meta.url).href,
  'admin-route': new URL('./audio/simulated-admin-route.ogg', import.meta.url).href,
  'admin-offer': new URL('./audio/simulated-admin-offer.ogg', import.meta.url).href,
  'admin-summary': new URL('./audio/simulated-admin-summary.ogg', import.meta.url).href,
  'youth-route': new URL('./audio/simulated-youth-route.ogg', import.meta.url).href,
  'youth-offer': new URL('./audio/simulated-youth-offer.ogg', import.meta.url).href,
  'youth-summary': new URL('./audio/simulated-youth-summary.ogg', import.meta.url).href,
  'finance-route': new URL('./audio/simulated-finance-route.ogg', import.meta.url).href,
  'finance-offer': new URL('./audio/simulated-finance-offer.ogg', import.meta.url).href,
  'finance-summary': new URL('./audio/simulated-finance-summary.ogg', import.meta.url).href,
  'general-route': new URL('./audio/simulated-general-route.ogg', import.meta.url).href,
  'general-number': new URL('./audio/simulated-general-number.ogg', import.meta.url).href,
  'urgent-safety': new URL('./audio/simulated-urgent-safety.ogg', import.meta.url).href,
  'urgent-route': new URL('./audio/simulated-urgent-route.ogg', import.meta.url).href,
  'urgent-goodbye': new URL('./audio/simulated-urgent-goodbye.ogg', import.meta.url).href,
};

/** Every line the assistant can say, by clip: what scripts/make-audio.ts renders. */
export function simulatedLines(script: SimulatedScript = simulatedScript): Readonly<Record<SimulatedClip, string>> {
  const { turns, prompts, closing, typing, router } = script.conversation;
  const said = [...turns, ...prompts, closing, ...(typing?.prompts ?? []), ...(router?.lines ?? [])];
  return Object.fromEntries(
    simulatedClips.map((clip) => [clip, clip === 'reply' ? script.reply : (said.find((spoken) => spoken.clip === clip)?.text ?? '')]),
  ) as Record<SimulatedClip, string>;
}

export const simulatedScript: SimulatedScript = {
  joinDelayMs: 600,
  listenDelayMs: 300,
  recordingDelayMs: 400,
  hearingSampleMs: 100,
  assistantId: 'simulated-assistant',
  assistantName: 'Vapi Speaker',
  reply: 'Of course. I can help with that.',
  conversation: simulatedConversation,
  clips: simulatedClipUrls,
};
