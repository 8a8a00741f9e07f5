export const contactText = {
  title: 'Talk to us about your church',
  intro: 'Questions, feedback or ready to start? Send us a note. We’ll get back to you within 24 hours.',
  requiredNote: 'Only your name is required.',
  /** Said before sending, in a build with no contact endpoint: its stand-in answers, and nothing leaves the page. */
  sendsNothing: 'This version of the site sends no messages: what you write here reaches no one.',
  namePlaceholder: 'Your name, or Anonymous if you prefer',
  messagePlaceholder: 'Tell us about your church and how you handle calls today',
  submit: 'Send Message',
  /** Beside Send, when a message has no email or phone: it is still sent (only the name is required). */
  noWayToReply: 'With no email or phone number, we can read your message but cannot reply to it.',
  sending: 'Sending...',
  otherWaysTitle: 'Other ways to reach us',
  demoLine: 'Our demo line: call it to hear Vestry AI answer.',
  emailLine: 'Write to the team directly.',
  replyPromise: 'We reply to every message within 24 hours.',
} as const;

/** The message field's id: the call summary's action takes the visitor there. */
export const CONTACT_MESSAGE_ID = 'contact-message';
