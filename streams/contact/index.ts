export { CONTACT_CONFIG } from './contact-config';
export { EMPTY_DRAFT, type ContactDraft, type DraftField } from './contact-draft';
export type { ContactPayload } from './contact-payload';
export type { ContactPrefill } from './contact-prefill';
export type { FieldErrors } from './contact-validation';
export { IDLE_CONTACT_VIEW, sendFailedNotification } from './contact-machine';
export { createContactSender, type FetchLike, type SendContact, type SendOutcome } from './send-contact';
export { createContactStreams, type ContactStreams } from './contact-streams';
