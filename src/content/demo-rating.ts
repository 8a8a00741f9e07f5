// The words of the question under a demo call's summary: what the visitor thought of it.
export const demoRatingText = {
  question: 'How was this demo?',
  dismiss: 'No thanks',
  /** Each star's name for screen readers. */
  stars: (count: number): string => (count === 1 ? '1 star' : `${count} stars`),
  thanks: 'Thank you. Anything to add?',
  commentLabel: 'Your comment (optional)',
  commentHint: 'It goes to our team only when you press Send.',
  counter: (length: number, max: number): string => `${length} of ${max} characters`,
  send: 'Send',
  sending: 'Sending...',
  sent: 'Thank you, your comment reached us.',
  failed: 'Your comment was not sent. It is still here: press Send to try again.',
} as const;
