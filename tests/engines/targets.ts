import type { Target } from './page-queries';

// Parts of the page several flows look at.

export const ATTEMPTS_KEY = 'vestry.demo-attempts';

export const demoButton: Target = { testId: 'demo-button' };
export const startCall: Target = { role: 'button', name: 'Start Demo Call' };
export const endCall: Target = { role: 'button', name: 'End Call' };
export const attemptsLeft: Target = { testId: 'attempts-remaining' };

/** A toast (Radix renders each as a list item of the notifications region) holding this text. */
export const toast = (text: string): Target => ({ css: 'li', hasText: text, within: '[role="region"][aria-label^="Notifications"]' });
