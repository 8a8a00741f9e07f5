import type { MicrophoneProblem } from '../../streams/demo';
// Copy shared by the page, the prerendered HTML and the structured data: one source of truth.
export const PRODUCT_NAME = 'Vestry AI';

export const site = {
  name: PRODUCT_NAME,
  tagline: 'The AI phone receptionist for Australian churches',
  headline: 'Every call to your church, answered',
  lead: 'Vestry AI answers every call, captures what the caller needs, books appointments and routes calls to the right church leader: pastoral care, administration, youth ministry or finance.',
  launchBadge: 'Free alpha launch',
  demoIntro: 'Hear it for yourself: talk to the assistant right now in your browser.',
  demoIntroPhone: 'Hear it for yourself: call our demo line and talk to the assistant.',
  description:
    'Vestry AI is an AI phone receptionist for Australian churches. It answers every call, books appointments, routes callers to the right leader and sends SMS and email call summaries. Try the live voice demo.',
  trustBadges: ['Secure & Private', 'Real AI Assistant', 'Church Optimised'],
  getStarted: 'Get Started',
} as const;

export const demoText = {
  start: 'Start Demo Call',
  connecting: 'Connecting to AI...',
  connected: 'Connected - AI is listening',
  /** While connected, when the browser would not play the assistant until the visitor acts. */
  hearAssistant: 'Hear the assistant',
  end: 'End Call',
  callNow: `Call Now to Try ${PRODUCT_NAME}`,
  remaining: (left: number, perDay: number): string => `${left} of ${perDay} demo calls left today`,
  limitReached: 'You have used today’s demo calls. Please come back tomorrow, or call us on',
  /** When the provider refuses the demo as configured: trying again would not help. */
  unavailable: 'The live demo is unavailable right now.',
  unavailableTodo: 'Call the demo line instead:',
  writeToUs: 'or write to our team',
  /** In place of the visitor's level meter when the call library lost it. */
  levelUnavailable: 'Your level can’t be shown',
} as const;

/**
 * A build with a demo-call endpoint: the hero's words when the day's demo calls are taken by
 * everyone (a visitor's own limit says `demoText.limitReached`), when too many were asked for from
 * one connection in a minute, and the challenge's name.
 */
export const demoCallText = {
  siteQuota: 'Today’s demo calls are all taken, so please come back tomorrow.',
  rateLimited: 'Too many demo calls were asked for from your internet connection in the last minute.',
  rateLifts: 'Start Demo Call comes back by itself in a minute.',
  /** The slot where Cloudflare's check shows, when it asks the visitor to take part. */
  challenge: 'A quick check before the call connects',
} as const;

/** What the hero says when the microphone could not be used, and what to do about it. */
export const microphoneHelp: Record<MicrophoneProblem, { title: string; todo: string }> = {
  blocked: {
    title: 'Your microphone is blocked for this site',
    todo: 'Click the lock or camera icon in the address bar, allow the microphone, then press Start Demo Call again.',
  },
  'not-found': {
    title: 'No microphone was found',
    todo: 'Plug in a headset or microphone (or switch it on), then press Start Demo Call again.',
  },
  'in-use': {
    title: 'Your microphone is busy',
    todo: 'Another app, perhaps a video call, is using it. Close that app, then press Start Demo Call again.',
  },
  constraints: {
    title: 'Your microphone could not be used',
    todo: 'Choose another microphone in your computer’s sound settings, then press Start Demo Call again.',
  },
  unknown: {
    title: 'The microphone could not be started',
    todo: 'Check that this browser may use your microphone, then press Start Demo Call again.',
  },
};

export const anchors = [
  { id: 'features', label: 'Features' },
  { id: 'pricing', label: 'Pricing' },
  { id: 'faq', label: 'FAQ' },
  { id: 'contact', label: 'Contact' },
] as const;

export const notFoundText = {
  heading: '404',
  message: 'Oops! Page not found',
  home: 'Return to Home',
} as const;
