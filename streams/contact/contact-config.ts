import { STORAGE_KEYS } from '../shared';

/** Tuning numbers and names of the contact form, in one place. */
export interface ContactConfig {
  /** A request that has not answered by then fails (and is aborted). */
  readonly timeoutMs: number;
  /** Quiet time after the last keystroke before the draft is saved. */
  readonly draftDebounceMs: number;
  /** sessionStorage key of the draft. */
  readonly draftStorageKey: string;
  /** DOM name of the hidden honeypot input; people never fill it, bots do. */
  readonly honeypotFieldName: string;
}

export const CONTACT_CONFIG: ContactConfig = {
  timeoutMs: 15_000,
  draftDebounceMs: 400,
  draftStorageKey: STORAGE_KEYS.contactDraft.key,
  // A name no autofill rule knows: a filled honeypot drops the message.
  honeypotFieldName: 'x_leave_empty',
};
