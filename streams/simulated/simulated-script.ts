import { CHURCH, GREETING } from '../../assistant/church';
import type { ConversationRouter, ConversationScript } from './conversation';
import { confirm, booking, goodbye, line, offer, summary } from './script-lines';
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
  /** Silence waited out before a prompt, spoken or typed, instead of the conversation's own, ms (a test's slow steps). */
  readonly promptAfterMs?: number;
  readonly assistantId: string;
  readonly assistantName: string;
  /** Said for a client's `say` message (the words are the message's own). */
  readonly reply: string;
  /** The scripted church-office call; its first turn is the greeting. */
  readonly conversation: ConversationScript;
  /** URLs of the clips. */
  readonly clips: Readonly<Record<SimulatedClip, string>>;
}

// The live assistant's first message adds what its call keeps; the simulated one keeps nothing.
const greeting = `${GREETING.whoAnswers} ${GREETING.question}`;
const prompt1 = line('prompt-1', 'Are you still there? Take your time.');

/**
 * A call whose words cannot be read (spoken, with nothing transcribed) follows `turns`, every line
 * fitting whatever was said, to the demo's pastoral care booking; typed words (or words the browser
 * transcribed) name a need, and the call goes on with its team's route.
 */
export const simulatedConversation: ConversationScript = {
  turns: [
    line('greeting', greeting),
    line('need', `Let's try a call to a church office. I'm answering for ${CHURCH.name}. What do you need today?`),
    line('name', 'Thank you, I can help with that. May I have your name, please?'),
    offer,
    confirm(booking),
    summary,
    goodbye,
  ],
  prompts: [prompt1, line('prompt-2', "I can't hear you. Is your microphone on?")],
  closing: line('closing', "I'll let you go for now. Thanks for calling Vestry. Goodbye."),
  promptAfterMs: 5000,
  // Loaded with the visitor's first turn (routing.ts).
  router: () => import('./routing').then((module) => module.simulatedRouter),
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
};

/** Every line the assistant can say, by clip (the router's too: `simulatedRouter`, routing.ts): what scripts/make-audio.ts renders. */
export function simulatedLines(
  router: ConversationRouter,
  script: SimulatedScript = simulatedScript,
): Readonly<Record<SimulatedClip, string>> {
  const { turns, prompts, closing, typing } = script.conversation;
  const said = [...turns, ...prompts, closing, ...(typing?.prompts ?? []), ...router.lines];
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
