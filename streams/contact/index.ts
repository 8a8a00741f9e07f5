export { CONTACT_CONFIG, type ContactConfig } from './contact-config';
export { EMPTY_DRAFT, SAVED_FIELDS, isBlankDraft, type ContactDraft, type DraftField } from './contact-draft';
export { inquirySubject, toContactPayload, type ContactPayload } from './contact-payload';
export { withPrefill, type ContactPrefill } from './contact-prefill';
export { CONTACT_FIELD_ERRORS, validateContact, hasFieldErrors, type FieldErrors } from './contact-validation';
export {
  CONTACT_MESSAGES,
  IDLE_CONTACT_VIEW,
  INITIAL_CONTACT_STATE,
  SPEC_REPLY_WITHIN,
  reduceContact,
  sendFailedNotification,
  sentNotification,
  toContactView,
  type ContactEffect,
  type ContactInput,
  type ContactState,
  type ContactStep,
  type ContactView,
} from './contact-machine';
export {
  createContactSender,
  judgeResponse,
  postJson,
  type ContactSenderDeps,
  type FetchLike,
  type ResponseLike,
  type SendContact,
  type SendOutcome,
} from './send-contact';
export { createDraftStore, persistDraft, type DraftStore, type PersistDraftDeps } from './draft-store';
export { createContactStreams, type ContactStreams, type ContactStreamsDeps } from './contact-streams';
