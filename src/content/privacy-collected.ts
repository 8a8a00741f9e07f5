// The privacy page's account of what each part of the site collects, why, and what you are told
// (APP 3, 5): the demo call, the contact form with the demo's rating, and the counting of visits.
import { CALL_RECORDED } from '../../assistant/live-call.ts';
import type { SITE_DEFAULTS } from '../../config/site-config';
// With their extensions: vite.config.ts loads this module (through seo.ts and privacy.ts) for the page's head.
import { DATA_HOLDERS } from './data-location.ts';
import { urgentInTheDemo } from './faq.ts';
import { formatPhoneNumber } from './phone.ts';
import {
  countedBy,
  formServiceOf,
  hostOf,
  KEEPS,
  KEPT,
  type PrivacyFacts,
  type PrivacyPart,
  type PrivacySection,
} from './privacy-facts.ts';

/** The number a build without one shows, reserved for fiction (the type holds it to the configuration's default). */
const FICTIONAL_DEMO_LINE: (typeof SITE_DEFAULTS)['demoPhoneNumber'] = '+61491570006';

const { provider, callService, cloudflare } = DATA_HOLDERS;

const SENSITIVE =
  'Please don’t give real personal, health or religious details in the demo: made-up ones work just as well. A call to a church invites them,';

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
export function demoSection(facts: PrivacyFacts): PrivacySection {
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
export function contactSection(facts: PrivacyFacts): PrivacySection {
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
export function countingSection(facts: PrivacyFacts): PrivacySection {
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
