// The privacy page's account of where what the site collects goes: who handles it and for what
// (APP 6), where and how long it is kept and how it is protected (APP 8, 11), and what stays in the browser.
import { CALL_RECORDED } from '../../assistant/live-call.ts';
import type { StorageArea, StorageKeyName } from '../../streams/shared';
// With their extensions: vite.config.ts loads this module (through seo.ts and privacy.ts) for the page's head.
import { DATA_HOLDERS } from './data-location.ts';
import {
  countedBy,
  formServiceOf,
  KEPT,
  PLAUSIBLE_HOST,
  RUNS,
  type PrivacyFacts,
  type PrivacyPart,
  type PrivacySection,
} from './privacy-facts.ts';

const { provider, callService, cloudflare, plausible } = DATA_HOLDERS;

/** APP 6: who handles what for us, and for what. */
export function handlersSection(facts: PrivacyFacts): PrivacySection {
  const items: PrivacyPart[][] = [];
  if (facts.keyed) {
    items.push([`${provider.name}, our AI provider: it runs the assistant, and ${RUNS} each demo call.`]);
    items.push([
      `${callService.name}, ${provider.name}’s call service: it carries the call’s sound between your browser and ${provider.name}.`,
    ]);
    if (facts.assistantVendors !== null)
      items.push([`The vendors our assistant uses through ${provider.name}: ${facts.assistantVendors}.`]);
  }
  if (facts.demoCall)
    items.push([`${cloudflare.name}: its Turnstile check before each call, and our demo-call server, which makes and counts the calls.`]);
  if (facts.contactSends)
    items.push([`${capitalised(formServiceOf(facts))}: it receives what you send with the contact form, and passes it to us.`]);
  if (facts.analytics) items.push([`${capitalised(countedBy(facts.analytics))}: it counts visits.`]);
  const purposes = [
    ...(facts.keyed ? [facts.demoCall ? 'to run the demo and hold its daily limit' : 'to run the demo'] : []),
    ...(facts.contactSends ? ['to answer you'] : []),
    ...(facts.analytics ? ['to count visits'] : []),
  ];
  if (items.length === 0)
    return {
      heading: 'Who handles it',
      paragraphs: [
        [
          'No one: nothing this version of the site collects leaves your browser, but for your own browser’s speech recognition if you turn it on.',
        ],
      ],
    };
  return {
    heading: 'Who handles it',
    paragraphs: [
      [
        `We use what the site collects only for what it was collected for: ${listed(purposes)}. We do not sell it or use it for marketing, and we give it to no one else unless the law requires us to.${facts.keyed && facts.callsTrainModels !== false ? ' Our AI provider and its vendors may also use what is said in a demo call to improve their models, as said above.' : ''} These handle it for us:`,
      ],
    ],
    items,
  };
}

const capitalised = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

/** "a", "a and b", "a, b and c". */
function listed(parts: readonly string[]): string {
  return parts.length <= 1 ? (parts[0] ?? '') : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

/** Where each party the build uses keeps it, from the one list the FAQ says it from too. */
function whereParts(facts: PrivacyFacts): string[] {
  const where: string[] = [];
  if (facts.keyed) where.push(`${provider.name} and ${callService.name} keep it in ${provider.where}`);
  if (facts.keyed && facts.assistantVendors !== null) where.push('the assistant’s vendors may process it outside Australia');
  if (facts.demoCall) where.push(`${cloudflare.name} processes its check and runs our demo-call server in ${cloudflare.where}`);
  if (facts.contactSends) where.push(`${formServiceOf(facts)} may keep messages outside Australia`);
  if (facts.analytics?.apiHost === PLAUSIBLE_HOST) where.push(`${plausible.name} keeps its counts in ${plausible.where}`);
  return where;
}

/** APP 8 and 11, and how long each thing is kept. */
export function keptSection(facts: PrivacyFacts): PrivacySection {
  const where = whereParts(facts);
  const paragraphs: PrivacyPart[][] = [];
  if (where.length > 0) {
    const list = where.length === 1 ? where[0] : `${where.slice(0, -1).join('; ')}; and ${where[where.length - 1]}`;
    paragraphs.push([
      `What you give the site may be handled outside Australia: ${list}. Wherever they are, we remain accountable for how they handle it.`,
    ]);
  }
  if (facts.keyed)
    paragraphs.push([
      facts.callRetentionDays === null
        ? `${provider.name} keeps each call’s ${KEPT}, under our account, until we delete ${CALL_RECORDED ? 'them' : 'it'}; ask us and we will delete yours.`
        : `${provider.name} deletes each call’s ${KEPT} ${facts.callRetentionDays === 1 ? 'a day' : `${facts.callRetentionDays} days`} after the call; ask us and we will delete yours sooner.`,
    ]);
  if (facts.contactSends)
    paragraphs.push([
      'We keep messages from the contact form for as long as we are talking with you and need them for our records; ask us and we will delete yours.',
    ]);
  if (facts.keyed || facts.contactSends)
    paragraphs.push([
      'We protect what we hold: our accounts with these services are open only to our own staff, and we delete what we no longer need.',
    ]);
  else paragraphs.push(['Nothing is kept anywhere but in your browser, as below.']);
  return { heading: 'Where it is kept, and for how long', paragraphs };
}

/** What each storage key holds and for how long, in the page's words: one for every key the code writes. */
export const STORAGE_KEY_WORDS: Record<StorageKeyName, { readonly holds: string; readonly kept: string }> = {
  demoAttempts: {
    holds: 'how many demo calls you have used today, with the date',
    kept: 'until you clear it: the next day it counts for nothing, and that day’s first call replaces it',
  },
  demoUnavailable: {
    holds: 'that the demo could not start during this visit, so a reload does not try again',
    kept: 'until you close the tab',
  },
  contactDraft: {
    holds: 'what you have typed in the contact form',
    kept: 'until you send it or close the tab',
  },
  demoRating: {
    holds: 'that you answered or closed “How was this demo?”, so it is not asked again',
    kept: 'until you close the tab',
  },
  spokenWords: {
    holds: 'your choice about “Let my browser write down what I say”, where the simulated demo offers it',
    kept: 'until you close the tab',
  },
  assistantVolume: {
    holds: 'the assistant’s volume, as you set it',
    kept: 'until you close the tab',
  },
  phoneBand: {
    holds: 'whether you turned on Phone line sound',
    kept: 'until you close the tab',
  },
  churchName: {
    holds: 'the name you gave as “Your church’s name”, which the demo shows in its notes, its summary and what your office would receive',
    kept: 'until you close the tab',
  },
};

const AREA_WORDS: Record<StorageArea, string> = { local: 'local storage', session: 'session storage' };

/** Every key of the one list (streams/shared/storage-keys.ts), with what it holds, where and for how long. */
export function browserSection({ storageKeys, demoCall }: PrivacyFacts): PrivacySection {
  // Turnstile runs in Cloudflare's own frame: what it keeps is under Cloudflare's origin, not this site's keys.
  const turnstile: PrivacyPart[][] = demoCall
    ? [
        [
          `${cloudflare.name}’s Turnstile check comes from challenges.cloudflare.com: its script is added to this page when you first point at, move to or press Start Demo Call, and the check runs in a frame of its own. What it keeps in your browser is kept for challenges.cloudflare.com, not this site, for ${cloudflare.name}, under its `,
          { text: 'Turnstile Privacy Addendum', href: 'https://www.cloudflare.com/turnstile-privacy-policy/' },
          '.',
        ],
      ]
    : [];
  return {
    heading: 'What stays in your browser',
    paragraphs: [
      ...turnstile,
      [
        'This site keeps these in your browser’s storage, for this site only, and sends none of them to us. Session storage belongs to the tab, and is gone when you close it; local storage stays until you clear your browser’s data for this site.',
      ],
    ],
    items: (Object.keys(storageKeys) as StorageKeyName[]).map((name) => {
      const { key, area } = storageKeys[name];
      const { holds, kept } = STORAGE_KEY_WORDS[name];
      return [`${key}, in ${AREA_WORDS[area]}: ${holds}. Kept ${kept}.`];
    }),
  };
}
