/** What the visitor has typed. `honeypot` is the hidden bot-trap input; it is never saved or sent. */
export interface ContactDraft {
  readonly name: string;
  readonly email: string;
  readonly church: string;
  readonly phone: string;
  readonly message: string;
  readonly honeypot: string;
}

export type DraftField = keyof ContactDraft;

export const EMPTY_DRAFT: ContactDraft = { name: '', email: '', church: '', phone: '', message: '', honeypot: '' };

/** The fields worth keeping across a reload. */
export const SAVED_FIELDS = ['name', 'email', 'church', 'phone', 'message'] as const satisfies readonly DraftField[];

export function isBlankDraft(draft: ContactDraft): boolean {
  return SAVED_FIELDS.every((field) => draft[field].trim() === '');
}

export function sameDraft(a: ContactDraft, b: ContactDraft): boolean {
  return (Object.keys(EMPTY_DRAFT) as DraftField[]).every((field) => a[field] === b[field]);
}
