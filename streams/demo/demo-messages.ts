import type { ToastMessage } from '../shared';

/** Every toast the demo call shows, with the exact spec texts (sections 4 and 8). */
export const DEMO_MESSAGES = {
  connected: { title: 'Call Connected', variant: 'default' },
  ended: { title: 'Call Ended', variant: 'default' },
  startFailed: {
    title: 'Call Failed',
    description: 'Failed to start the call. Please try again.',
    variant: 'destructive',
  },
  callErrorFallback: 'An error occurred during the call',
  unavailable: {
    title: 'Live demo unavailable',
    description: 'The live demo is unavailable right now. Call our demo line, or write to us below.',
    variant: 'destructive',
  },
  /** A start the demo-call endpoint could not make just now. */
  busy: {
    title: 'Call Failed',
    description: 'The live demo could not start a call just now. Please try again in a minute.',
    variant: 'destructive',
  },
} as const;

/** "Call Error" toast carrying the client's message, or the spec's fallback text. */
export function callErrorNotification(message: string | undefined): ToastMessage {
  const description = message?.trim() ? message : DEMO_MESSAGES.callErrorFallback;
  return { title: 'Call Error', description, variant: 'destructive' };
}
