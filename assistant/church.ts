// What both of the demo's assistants say: the church they answer for, its teams and leaders, the
// greeting and the crisis reply. The live assistant's prompt and first message (definition.ts) and
// the simulated one's lines (streams/simulated) are made from these, so the two cannot drift apart.
// It imports nothing: the simulated assistant reads it without the provider's types.

/** A team of the demo church, as the page names it, and the leader a call about it goes to. */
export interface ChurchTeam {
  /** The team, as the notepad and the summary show it. */
  readonly team: string;
  /** The leader's full name, as said when the call is put through. */
  readonly leader: string;
  /** How the assistant names the leader once introduced. */
  readonly called: string;
  readonly pronoun: 'she' | 'he';
}

export const TEAM_IDS = ['pastoral-care', 'administration', 'youth-ministry', 'finance'] as const;
export type TeamId = (typeof TEAM_IDS)[number];

/** The demo church. Made up: the demo asks for no real details. */
export const CHURCH = {
  name: "St Columba's",
  teams: {
    'pastoral-care': {
      team: 'Pastoral care',
      leader: 'Reverend Grace Taylor',
      called: 'Reverend Taylor',
      pronoun: 'she',
    },
    administration: {
      team: 'Administration',
      leader: 'Helen Nguyen',
      called: 'Helen',
      pronoun: 'she',
    },
    'youth-ministry': {
      team: 'Youth ministry',
      leader: 'Pastor Daniel Okafor',
      called: 'Pastor Daniel',
      pronoun: 'he',
    },
    finance: {
      team: 'Finance',
      leader: 'Robert Ellis',
      called: 'Robert',
      pronoun: 'he',
    },
  } satisfies Record<TeamId, ChurchTeam>,
  /** Where a call goes that no team's words fit: a call back from the office. */
  general: { team: 'General enquiries', leader: 'Parish office' },
  /** The team an urgent call is passed to, as the notepad shows it. */
  urgentTeam: 'Pastoral care, urgent',
} as const;

/** The greeting's two sentences: who answers (an AI, said first), and the question. */
export const GREETING = {
  whoAnswers: "Hello, I'm Vestry's AI receptionist.",
  question: 'How can I help your church today?',
} as const;

/** Who answers, for the visitor's own church where they gave its name (the live assistant only: its first message). */
export const whoAnswersFor = (church: string): string => `Hello, I'm Vestry's AI receptionist for ${church}.`;

/** Said before anything else on any sign of danger or risk, by both assistants. */
export const CRISIS_REPLY =
  'If you or anyone else is in danger right now, please call 000. Lifeline is there any time, day or night, on 13 11 14. Are you safe to keep talking?';

/** The assistant's last words, for the church it answers for. */
export const goodbyeFor = (church: string): string => `Thanks for calling ${church}. Have a lovely day. Goodbye.`;
