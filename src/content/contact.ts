/** " within 24 hours", or nothing where the build promises no time (VITE_REPLY_WITHIN "none": null). */
export const replyTime = (replyWithin: string | null): string => (replyWithin === null ? '' : ` within ${replyWithin}`);

/** The section's intro: the reply time is the build's own (config `replyWithin`). */
export const contactIntro = (replyWithin: string | null): string =>
  `Questions, feedback or ready to start? Send us a note. We’ll get back to you${replyTime(replyWithin)}.`;

/** Beside the other ways to reach us, and in the footer. */
export const replyPromise = (replyWithin: string | null): string => `We reply to every message${replyTime(replyWithin)}.`;

export const contactText = {
  title: 'Talk to us about your church',
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
} as const;

/** The message field's id: the call summary's action takes the visitor there. */
export const CONTACT_MESSAGE_ID = 'contact-message';
