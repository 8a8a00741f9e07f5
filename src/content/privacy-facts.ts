// What every part of the privacy page (privacy.ts) is built from: its types, the build's facts its
// sections take, and the words more than one of them say.
import { CALL_RECORDED } from '../../assistant/live-call.ts';
import type { SITE_DEFAULTS, SiteConfig } from '../../config/site-config';
import type { STORAGE_KEYS } from '../../streams/shared';
// With their extensions: vite.config.ts loads this module (through seo.ts and privacy.ts) for the page's head.
import { DATA_HOLDERS } from './data-location.ts';

/** A run of text, or a link in it. */
export type PrivacyPart = string | { readonly text: string; readonly href: string };

export interface PrivacySection {
  readonly heading: string;
  readonly paragraphs: readonly (readonly PrivacyPart[])[];
  /** A list after the paragraphs, one entry an item. */
  readonly items?: readonly (readonly PrivacyPart[])[];
}

/**
 * The build's facts the page is true of: the demo (`keyed`, `demoCall`: the edge build), the form
 * (`contactSends`), who runs the site, the reply time, the assistant's vendors, the retention, the
 * counting and the reports (the build's configuration), and the storage keys its code writes
 * (`STORAGE_KEYS`, streams/shared/storage-keys.ts; handed in, so that the build's tools, which read
 * the page's modules for its head, load no streams).
 */
export type PrivacyFacts = { readonly storageKeys: typeof STORAGE_KEYS } & Pick<
  SiteConfig,
  | 'keyed'
  | 'demoCall'
  | 'contactSends'
  | 'contactEmail'
  | 'demoPhoneNumber'
  | 'analytics'
  | 'cspReportUrl'
  | 'replyWithin'
  | 'operator'
  | 'assistantVendors'
  | 'callsTrainModels'
  | 'callRetentionDays'
  | 'formService'
>;

/** Plausible's own host, where the counts are kept in the EU; any other is the owner's own server. */
export const PLAUSIBLE_HOST: (typeof SITE_DEFAULTS)['plausibleApiHost'] = 'https://plausible.io';

const { plausible } = DATA_HOLDERS;

export const formServiceOf = (facts: PrivacyFacts): string => facts.formService ?? 'our form service';
export const hostOf = (url: string): string => new URL(url).host;
/** The analytics as named on the page: Plausible's own service, or the owner's server. */
export const countedBy = (analytics: NonNullable<PrivacyFacts['analytics']>): string =>
  analytics.apiHost === PLAUSIBLE_HOST ? plausible.name : `our own Plausible Analytics server at ${hostOf(analytics.apiHost)}`;

/** What the provider keeps of a live call, as the assistant's definition sets it (assistant/live-call.ts). */
export const KEPT = CALL_RECORDED ? 'recording and transcript' : 'transcript';
export const KEEPS = CALL_RECORDED ? 'records and transcribes' : 'transcribes (it does not record)';
export const RUNS = CALL_RECORDED ? 'records and transcribes' : 'transcribes';
