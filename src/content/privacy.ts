// The privacy page's words (/privacy), in the order of the Australian Privacy Principles a small
// operator meets: who we are and how to reach us (APP 1), what each part of the site collects, why
// and what you are told (APP 3, 5), who handles it and for what (APP 6), where and how long it is kept
// and how it is protected (APP 8, 11), what stays in the browser, how to see or correct it (APP 12, 13)
// and how to complain (APP 1). Each section is true of the build it is in: the functions take the
// build's facts (config/site-config.ts). Said as the code does it: streams/demo, streams/contact,
// streams/speech, streams/devices, streams/feedback, streams/shared/storage-keys.ts and the demo-call
// Worker (worker/, docs/worker.md). The sections are kept by what they say: privacy-rights.ts (who
// we are, seeing and correcting, complaints), privacy-collected.ts (the demo call, the form, counting
// visits), privacy-handled.ts (who handles it, where it is kept, what stays in the browser); this
// module puts them in the page's order. Only the privacy page's chunk and the build read them; the
// first load has privacy-line.ts.
// With their extensions: vite.config.ts loads this module (through seo.ts) for the page's head.
import type { PrivacyFacts, PrivacySection } from './privacy-facts.ts';
import { contactSection, countingSection, demoSection } from './privacy-collected.ts';
import { browserSection, handlersSection, keptSection } from './privacy-handled.ts';
import { accessSection, complaintsSection, whoSection } from './privacy-rights.ts';

export type { PrivacyFacts, PrivacyPart, PrivacySection } from './privacy-facts.ts';

/** The page's own head: title, description; its canonical URL is the site's URL plus the path. */
export const privacyHead = {
  title: 'Privacy | Vestry AI',
  description:
    'What the Vestry AI demo call records and who processes it, what the contact form sends, what stays in your browser, how long we keep it and whom to ask.',
} as const;

/** The day the page's words last changed (ISO), shown under its heading. Change it with the words. */
export const PRIVACY_LAST_UPDATED = '2026-11-29';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** "2026-11-27" → "27 November 2026", the same in the prerender and every browser. */
export function writtenDay(iso: string): string {
  const [year, month, day] = iso.split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}

export const privacyIntro = {
  heading: 'Privacy',
  lead: 'What this site collects, who handles it, how long it is kept, and how to reach us about it. We follow the Privacy Act 1988 and its Australian Privacy Principles.',
  /** Under the heading: "Last updated: 27 November 2026". */
  updated: { label: 'Last updated:', dateTime: PRIVACY_LAST_UPDATED, text: writtenDay(PRIVACY_LAST_UPDATED) },
} as const;

/** The page's sections for a build, from its facts (the page hands in its configuration and the storage keys). */
export function privacySections(facts: PrivacyFacts): readonly PrivacySection[] {
  return [
    whoSection(facts),
    demoSection(facts),
    contactSection(facts),
    countingSection(facts),
    handlersSection(facts),
    keptSection(facts),
    browserSection(facts),
    accessSection(facts),
    complaintsSection(facts),
  ];
}
