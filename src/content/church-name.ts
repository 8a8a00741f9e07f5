import { CHURCH_NAME_MAX } from '../../assistant/church-name';

// "Your church's name" once opened, before a demo call: the visitor's own church in the demo's notes and
// summary (loaded with the field; its label is church-name-label.ts, in the first load).
export const churchNameText = {
  /** Read with the field, and shown beside it: optional, and what it does (the simulated voice keeps its recorded greeting). */
  hint: 'Optional: for the notes, the summary and the office’s messages.',
  /** The same, where the live assistant greets with it. */
  liveHint: 'Optional: for the greeting, the notes, the summary and the office’s messages.',
  /** Shown while what is typed is not a name the demo takes (assistant/church-name.ts). */
  refused: `Letters, digits, spaces and ' & . , - only, up to ${CHURCH_NAME_MAX}.`,
} as const;
