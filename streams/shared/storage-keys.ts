// Every key this site's code writes in the browser's storage, in one list: each writer takes its key
// from here (a test refuses a `vestry.` key written anywhere else), and the privacy page lists them all.

/** Where a key is kept: `local` storage outlives the tab; `session` storage is the tab's, gone when it closes. */
export type StorageArea = 'local' | 'session';

export interface StorageKey {
  readonly key: `vestry.${string}`;
  /** The storage the composition root hands its writer (streams/site). */
  readonly area: StorageArea;
}

export const STORAGE_KEYS = {
  /** The demo calls used on the visitor's local day, `{date, attempts}` (streams/demo). */
  demoAttempts: { key: 'vestry.demo-attempts', area: 'local' },
  /** That the provider refused the demo in this visit (streams/demo). */
  demoUnavailable: { key: 'vestry.demo-unavailable', area: 'session' },
  /** The contact form's draft until it is sent (streams/contact). */
  contactDraft: { key: 'vestry.contact-draft', area: 'session' },
  /** That the visitor rated or dismissed the demo's question in this visit (streams/feedback). */
  demoRating: { key: 'vestry.demo-rating', area: 'session' },
  /** The visitor's choice of browser transcription; its name predates the feature's (streams/speech). */
  spokenWords: { key: 'vestry.spoken-words', area: 'session' },
  /** The assistant's volume (streams/call). */
  assistantVolume: { key: 'vestry.assistant-volume', area: 'session' },
  /** The assistant through a telephone's band, on or off (streams/call). */
  phoneBand: { key: 'vestry.phone-band', area: 'session' },
  /** The church's name the visitor gave the demo, as typed (streams/demo). */
  churchName: { key: 'vestry.church-name', area: 'session' },
} as const satisfies Record<string, StorageKey>;

export type StorageKeyName = keyof typeof STORAGE_KEYS;
