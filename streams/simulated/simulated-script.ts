import type { ConversationLine, ConversationScript } from './conversation';
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
  readonly assistantId: string;
  readonly assistantName: string;
  /** Said for a client's `say` message (the words are the message's own). */
  readonly reply: string;
  /** The scripted church-office call; its first turn is the greeting. */
  readonly conversation: ConversationScript;
  /** URLs of the clips. */
  readonly clips: Readonly<Record<SimulatedClip, string>>;
}

const greeting = 'Hello, thanks for calling Vestry. How can I help your church today?';
const leader = 'Reverend Grace Taylor';
const routing = { team: 'Pastoral care', leader };
const booking = { leader, when: 'Tuesday 10:30 am', place: "St Columba's parish office" };

const line = (clip: SimulatedClip, text: string, captures?: ConversationLine['captures']): ConversationLine =>
  captures ? { clip, text, captures } : { clip, text };

/** Nothing is transcribed offline, so every line fits whatever the visitor said. */
export const simulatedConversation: ConversationScript = {
  turns: [
    line('greeting', greeting),
    line('need', "Let's try a call to a church office. I'm answering for St Columba's. What do you need today?"),
    line('name', 'Thank you, I can help with that. May I have your name, please?'),
    line('offer', `Thanks. ${leader} looks after that. She is free on Tuesday at ten thirty. Would that suit you?`, { routing }),
    line('confirm', "Lovely, that's booked. What's the best number for the office to reach you?", { booking }),
    line('summary', 'Thank you. So, you will meet Reverend Taylor on Tuesday at ten thirty, at the parish office. Anything else?'),
    line('goodbye', "Thanks for calling St Columba's. Have a lovely day. Goodbye."),
  ],
  prompts: [line('prompt-1', 'Are you still there? Take your time.'), line('prompt-2', "I can't hear you. Is your microphone on?")],
  closing: line('closing', "I'll let you go for now. Thanks for calling Vestry. Goodbye."),
  promptAfterMs: 5000,
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
};

/** Every line the assistant can say, by clip: what scripts/make-audio.ts renders. */
export function simulatedLines(script: SimulatedScript = simulatedScript): Readonly<Record<SimulatedClip, string>> {
  const { turns, prompts, closing } = script.conversation;
  const said = [...turns, ...prompts, closing];
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
