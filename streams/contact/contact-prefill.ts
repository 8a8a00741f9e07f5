import type { ContactDraft } from './contact-draft';

/** What a demo call carries into the form: a note for the message, and the church if the call named one. */
export interface ContactPrefill {
  readonly message: string;
  readonly church: string | null;
}

/**
 * The draft with a call's note in it. What the visitor already wrote stays first and the note
 * follows after a blank line; a note already in the message is not added again. The church
 * fills an empty church field, never one the visitor typed; with none, the field is theirs.
 */
export function withPrefill(draft: ContactDraft, prefill: ContactPrefill): ContactDraft {
  const note = prefill.message.trim();
  const written = draft.message.trimEnd();
  const message = note === '' || written.includes(note) ? draft.message : written === '' ? note : `${written}\n\n${note}`;
  const church = draft.church.trim() === '' && prefill.church ? prefill.church : draft.church;
  return { ...draft, message, church };
}
