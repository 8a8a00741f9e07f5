import type { ContactDraft } from './contact-draft';

/** The request body (spec sections 3 and 7): exactly these six fields. */
export interface ContactPayload {
  readonly name: string;
  readonly email: string;
  readonly church: string;
  readonly phone: string;
  readonly message: string;
  readonly subject: string;
}

/** The inquiry title: names the church, or the person when no church was given. */
export function inquirySubject(name: string, church: string): string {
  const who = church.trim() || name.trim();
  return `New inquiry from ${who}`;
}

export function toContactPayload(draft: ContactDraft): ContactPayload {
  const name = draft.name.trim();
  const church = draft.church.trim();
  return {
    name,
    email: draft.email.trim(),
    church,
    phone: draft.phone.trim(),
    message: draft.message.trim(),
    subject: inquirySubject(name, church),
  };
}
