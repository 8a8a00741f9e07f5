// The privacy page's words (/privacy), in the order of the Australian Privacy Principles a small
// operator meets: who we are and how to reach us (APP 1), what each part of the site collects, why
// and what you are told (APP 3, 5), who handles it and for what (APP 6), where and how long it is kept
// and how it is protected (APP 8, 11), what stays in the browser, how to see or correct it (APP 12, 13)
// and how to complain (APP 1). Each section is true of the build it is in: the functions take the
// build's facts (config/site-config.ts). Said as the code does it: streams/demo, streams/contact,
// streams/speech, streams/devices, streams/feedback, streams/shared/storage-keys.ts and the demo-call
// Worker (worker/, docs/worker.md). Only the privacy page's chunk and the build read it; the first
// load has privacy-line.ts.
import { CALL_RECORDED } from '../../assistant/live-call.ts';
import type { SITE_DEFAULTS, SiteConfig } from '../../config/site-config';
import type { STORAGE_KEYS, StorageArea, StorageKeyName } from '../../streams/shared';
// With their extensions: vite.config.ts loads this module (through seo.ts) for the page's head.
import { replyTime } from './contact.ts';
import { DATA_HOLDERS } from './data-location.ts';
import { urgentInTheDemo } from './faq.ts';
import { formatPhoneNumber } from './phone.ts';

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

/** A run of text, or a link in it. */
export type PrivacyPart = string | { readonly text: string; readonly href: string };

export interface PrivacySection {
  readonly heading: string;
  readonly paragraphs: readonly (readonly PrivacyPart[])[];
  /** A list after the paragraphs, one entry an item. */
  readonly items?: readonly (readonly PrivacyPart[])[];
}

export const privacyIntro = {
  heading: 'Privacy',
  lead: 'What this site collects, who handles it, how long it is kept, and how to reach us about it. We follow the Privacy Act 1988 and its Australian Privacy Principles.',
  /** Under the heading: "Last updated: 27 November 2026". */
  updated: { label: 'Last updated:', dateTime: PRIVACY_LAST_UPDATED, text: writtenDay(PRIVACY_LAST_UPDATED) },
} as const;

/**
 * The build's facts the page is true of: the demo (`keyed`, `demoCall`: the edge build), the form
 * (`contactSends`), who runs the site, the reply time, the assistant's vendors, the retention, the
 * counting and the reports (the build's configuration), and the storage keys its code writes
 * (`STORAGE_KEYS`, streams/shared/storage-keys.ts; handed in, so that the build's tools, which read
 * this module for the page's head, load no streams).
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

/** The number a build without one shows, reserved for fiction (the type holds it to the configuration's default). */
const FICTIONAL_DEMO_LINE: (typeof SITE_DEFAULTS)['demoPhoneNumber'] = '+61491570006';

/** Plausible's own host, where the counts are kept in the EU; any other is the owner's own server. */
const PLAUSIBLE_HOST: (typeof SITE_DEFAULTS)['plausibleApiHost'] = 'https://plausible.io';

const { provider, callService, cloudflare, plausible } = DATA_HOLDERS;

const formServiceOf = (facts: PrivacyFacts): string => facts.formService ?? 'our form service';
const hostOf = (url: string): string => new URL(url).host;
/** The analytics as named on the page: Plausible's own service, or the owner's server. */
const countedBy = (analytics: NonNullable<PrivacyFacts['analytics']>): string =>
  analytics.apiHost === PLAUSIBLE_HOST ? plausible.name : `our own Plausible Analytics server at ${hostOf(analytics.apiHost)}`;
const mailOf = (facts: PrivacyFacts) => ({ text: facts.contactEmail, href: `mailto:${facts.contactEmail}` });

/** What the provider keeps of a live call, as the assistant's definition sets it (assistant/live-call.ts). */
const KEPT = CALL_RECORDED ? 'recording and transcript' : 'transcript';
const KEEPS = CALL_RECORDED ? 'records and transcribes' : 'transcribes (it does not record)';
const RUNS = CALL_RECORDED ? 'records and transcribes' : 'transcribes';

const SENSITIVE =
  'Please don’t give real personal, health or religious details in the demo: made-up ones work just as well. A call to a church invites them,';

/** APP 1: who runs the site, or that this build is a demonstration that names no one. */
function whoSection(facts: PrivacyFacts): PrivacySection {
  const { operator } = facts;
  const collectsNothing = !facts.keyed && !facts.contactSends;
  const simulation =
    'In this version of the site the demo is simulated in your browser and the contact form sends nothing, so nothing you say or type here is sent anywhere, unless you let your browser’s own speech recognition write down what you say.';
  if (operator === null)
    return {
      heading: 'Who we are',
      paragraphs: [
        [`This is a demonstration build of the Vestry AI site, and it names no business as running it. ${simulation}`],
        ['The rest of this page says what each part of the site does in this build.'],
      ],
    };
  const abn = operator.abn === null ? '' : ` (ABN ${operator.abn})`;
  const address = operator.address === null ? '' : ` Our postal address is ${operator.address}.`;
  return {
    heading: 'Who we are',
    paragraphs: [
      [
        `This site and its demo are run by ${operator.name}${abn}: “we” on this page.${address} We are responsible for the personal information the site collects, and this page is our privacy policy: what we collect and why, who handles it and where, how long it is kept, and how to see it, correct it or complain.`,
      ],
      ...(collectsNothing ? [[simulation]] : []),
      ['Write to us about any of it at ', mailOf(facts), '.'],
    ],
  };
}

/** The microphone: the sound check and the call, in every build. */
const MICROPHONE =
  'The Sound check next to the demo opens your microphone without making a call: it shows your level on the page, nothing it hears leaves your browser, and it lets the microphone go when you close it or a call starts. A demo call uses your microphone only, never your camera, and only while the call is on; a call you start with “Start a typed call” keeps the microphone off until you press “Talk instead”.';

/** The demo line's calls, as true of the build: the same assistant (keyed), or fiction, or not this simulation. */
function demoLineParagraph(facts: PrivacyFacts): string {
  const number = formatPhoneNumber(facts.demoPhoneNumber);
  if (facts.keyed)
    return `Calls to our demo line, ${number}, reach the same assistant, and are ${CALL_RECORDED ? 'recorded and transcribed' : 'transcribed'} the same way.`;
  if (facts.demoPhoneNumber === FICTIONAL_DEMO_LINE)
    return `The demo line this version of the site shows, ${number}, is a number reserved for fiction: calling it reaches no one.`;
  return `Our demo line, ${number}, is not part of this simulation: a call to it is a real call to our assistant, which may be recorded. Ask us how such calls are handled before you make one.`;
}

/** The edge build's check and day counts, as the Worker does them (worker/src/handler.ts, daily-counts.ts). */
const EDGE_PARAGRAPHS: readonly (readonly PrivacyPart[])[] = [
  [
    `Before each call, ${cloudflare.name} Turnstile checks that a person, not a program, is starting it: its check runs in your browser, and ${cloudflare.name} processes signals from your browser, and your network address, to tell people from bots. It is usually invisible; if ${cloudflare.name} needs you to take part, it shows in the call space.`,
  ],
  [
    `Our demo-call server, which runs on ${cloudflare.name}, then makes the call and counts it, to hold the day’s limit of demo calls. It counts you under a keyed hash of your network address and the day (for an IPv6 address, its first half), and never stores the address itself. The day is Sydney’s, and its counts are deleted an hour after it ends. For that day it also keeps a fingerprint of the check’s answer, so one answer cannot start two calls, and a keyed hash of your network without the day limits requests to ten a minute.`,
  ],
];

/** The urgent-call promise, as this build's demo keeps it (the FAQ says the same). */
const urgentParagraph = (facts: PrivacyFacts): PrivacyPart[] => [
  `The assistant tells you it is an AI. If you speak of an emergency or someone at risk, it gives you 000 and Lifeline (13 11 14) before anything else. ${urgentInTheDemo(facts.keyed)}`,
];

/** Whether what is said in a call trains anyone's models, as the owner states it; unstated, the page assumes it may. */
function trainingParagraph(facts: PrivacyFacts): string {
  // A keyed build names its vendors (assistant/live-call.ts, which the assistant's definition uses).
  const each = `${provider.name}, ${callService.name} and each vendor our assistant uses`;
  if (facts.callsTrainModels === false)
    return `${each} are set, by their settings or their terms with us, not to use what is said in a demo call to train or improve their models.`;
  if (facts.callsTrainModels === true)
    return `${provider.name}, ${callService.name} or a vendor our assistant uses may use what is said in a demo call to train or improve its models, under its terms with us.`;
  return `We have not confirmed with ${each} that what is said in a demo call is never used to train or improve their models, so assume it may be.`;
}

/** APP 3 and 5 for the simulated demo: nothing leaves the browser but its own speech recognition, if allowed. */
function simulatedDemoSection(facts: PrivacyFacts): PrivacySection {
  return {
    heading: 'The demo call',
    paragraphs: [
      [
        'Where the page says “Demo mode”, the assistant is simulated in your browser: it records nothing, and it is no model that could learn from what you say. If you tick “Let my browser write down what I say”, your browser’s own speech recognition transcribes you, and its maker (Google, for Chrome) may process your voice to do so, under its own terms.',
      ],
      [
        facts.contactSends
          ? 'The summary and transcript shown after a call stay on the page. They reach us only if you put them in the contact form and send it.'
          : 'The summary and transcript shown after a call stay on the page: this version of the site sends no messages, so they reach no one.',
      ],
      [`${SENSITIVE} and once you let your browser write down what you say, its maker may hear it.`],
      [MICROPHONE],
      [demoLineParagraph(facts)],
      urgentParagraph(facts),
    ],
  };
}

/** APP 3 and 5: what the demo call collects and why, in this build. */
function demoSection(facts: PrivacyFacts): PrivacySection {
  if (!facts.keyed) return simulatedDemoSection(facts);
  const vendors =
    facts.assistantVendors === null
      ? ''
      : ` To answer you, ${provider.name} passes the call to the vendors our assistant uses: ${facts.assistantVendors}.`;
  return {
    heading: 'The demo call',
    paragraphs: [
      [
        `When you press Start Demo Call, your voice, and anything you type to the assistant, goes to our AI provider, ${provider.name}, over the call service of its partner ${callService.name}. ${provider.name} ${KEEPS} the call so the assistant can answer you and so the page can show you the call’s summary at the end.${vendors}`,
      ],
      [
        `If you gave “Your church’s name”, it goes to ${provider.name} with the call${facts.demoCall ? ` (through our demo-call server, which checks it and passes nothing else you send on to ${provider.name})` : ''}, so the assistant greets you, and says goodbye, with it: it is handled and kept as the call’s words are.`,
      ],
      [
        `Whoever holds our ${provider.name} account (our own staff) can ${CALL_RECORDED ? 'read and listen to' : 'read'} every demo call’s ${KEPT}, not only what you send us with the contact form.`,
      ],
      [trainingParagraph(facts)],
      [`${SENSITIVE} and everything you say in a demo call is ${CALL_RECORDED ? 'recorded' : 'transcribed and kept'}.`],
      ...(facts.demoCall ? EDGE_PARAGRAPHS : []),
      [MICROPHONE],
      [demoLineParagraph(facts)],
      [
        'When a call ends, its summary shows the call’s reference. Quote it when you write to us about that call, so we can find it, tell you what we hold or delete it.',
      ],
      urgentParagraph(facts),
    ],
  };
}

/** APP 3 and 5: the form and the demo's rating, in this build. */
function contactSection(facts: PrivacyFacts): PrivacySection {
  const service = formServiceOf(facts);
  const form: PrivacyPart[] = facts.contactSends
    ? [
        `When you press Send Message, the form sends your name, email, church, phone number and message, with a subject made from your church or name, to ${service}, which passes it to us. Only your name is required, and it can be “Anonymous”. We use what you send only to answer you. A call’s summary goes into your message only when you choose to add it there.`,
      ]
    : ['This version of the site sends no messages: what you write in the contact form reaches no one.'];
  const stars = facts.analytics
    ? `The stars you give are counted with the site’s visits (below), as a number and nothing else.`
    : 'The stars you give stay on the page.';
  const comment = facts.contactSends
    ? `A comment is sent only when you press Send: it goes to ${service} as a message from “Demo visitor”, with the stars in its subject, and with nothing of the call or of you but what you write in it.`
    : 'A comment goes nowhere: this version of the site sends no messages.';
  return {
    heading: 'The contact form',
    paragraphs: [form, [`Under a call’s summary we ask “How was this demo?”. ${stars} ${comment}`]],
  };
}

/** What is counted, and what the browser reports. */
function countingSection(facts: PrivacyFacts): PrivacySection {
  const counting = facts.analytics
    ? `This site sets no cookies. We count visits with ${countedBy(facts.analytics)}, which counts page views and events (such as a demo call started, or a rating’s stars) without cookies. With each, it keeps the page, the site that sent you, your country, region and city, and your browser, operating system and device type, worked out from your network address and browser; to count each day’s visitors once, it keeps a hash of your address and browser made with a key it deletes each day, never the address itself, so a visit cannot be linked to you or to your visits on other days.`
    : 'This site sets no cookies, and counts nothing: no analytics runs on it.';
  return {
    heading: 'Counting visits',
    paragraphs: [
      [counting],
      ...(facts.cspReportUrl === null
        ? []
        : [
            [
              `If your browser blocks something on a page of this site, it reports what it blocked, and on which page, to ${hostOf(facts.cspReportUrl)}, so that we can fix the page.`,
            ],
          ]),
    ],
  };
}

/** APP 6: who handles what for us, and for what. */
function handlersSection(facts: PrivacyFacts): PrivacySection {
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
function keptSection(facts: PrivacyFacts): PrivacySection {
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
function browserSection({ storageKeys, demoCall }: PrivacyFacts): PrivacySection {
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

/** APP 12 and 13: seeing, correcting and deleting what we hold. */
function accessSection(facts: PrivacyFacts): PrivacySection {
  const reference = facts.keyed ? ' For a demo call, quote the reference its summary showed.' : '';
  return {
    heading: 'Seeing, correcting or deleting what we hold',
    paragraphs: [
      [
        'You can ask us what we hold about you, and have it corrected or deleted. Write to ',
        mailOf(facts),
        `; we answer within 30 days.${reference}`,
      ],
    ],
  };
}

/** APP 1: our own complaints process first, then the OAIC's. */
function complaintsSection(facts: PrivacyFacts): PrivacySection {
  return {
    heading: 'Complaints',
    paragraphs: [
      [
        'If you think we have mishandled your personal information, write to us at ',
        mailOf(facts),
        `. We acknowledge your complaint${replyTime(facts.replyWithin)} and answer it within 30 days. If you are not satisfied with our answer, you can complain to the Office of the Australian Information Commissioner at `,
        { text: 'oaic.gov.au', href: 'https://www.oaic.gov.au/' },
        '.',
      ],
    ],
  };
}

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
