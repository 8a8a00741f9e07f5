// The privacy page's words (/privacy): what the demo, the contact form and the browser keep and
// send, and to whom. Said as the code does it: streams/demo, streams/contact, streams/speech.
// Only the privacy page's chunk and the build read it; the first load has privacy-line.ts.
import { urgentInTheDemo } from './faq';

/** The page's own head: title, description; its canonical URL is the site's URL plus the path. */
export const privacyHead = {
  title: 'Privacy | Vestry AI',
  description:
    'What the Vestry AI demo call records and who processes it, what the contact form sends, what stays in your browser, how long we keep it and whom to ask.',
} as const;

/** A run of text, or a link in it. */
export type PrivacyPart = string | { readonly text: string; readonly href: string };

export interface PrivacySection {
  readonly heading: string;
  readonly paragraphs: readonly (readonly PrivacyPart[])[];
}

export const privacyIntro = {
  heading: 'Privacy',
  lead: 'What this site collects, who handles it, how long it is kept, and how to reach us about it. We follow the Privacy Act 1988 and its Australian Privacy Principles.',
} as const;

const demoSection = (keyed: boolean): PrivacySection => ({
  heading: 'The demo call',
  paragraphs: [
    [
      'When you press Start Demo Call, your voice, and anything you type to the assistant, goes to our AI provider, Vapi, over the call service of its partner Daily. Vapi records and transcribes the call so the assistant can answer you and so the page can show you the call’s summary at the end. Your microphone is used only while a call is on.',
    ],
    [
      'Where the page says “Demo mode”, the assistant is simulated in your browser: nothing you say is recorded or leaves your device. If you tick “Let my browser write down what I say”, your browser’s own speech recognition transcribes you, and its maker (Google, for Chrome) may process your voice to do so.',
    ],
    ['The summary and transcript shown after a call stay on the page. They reach us only if you put them in the contact form and send it.'],
    [
      `The assistant tells you it is an AI. If you speak of an emergency or someone at risk, it gives you 000 and Lifeline (13 11 14) before anything else. ${urgentInTheDemo(keyed)}`,
    ],
  ],
});

const contactFormSection: PrivacySection = {
  heading: 'The contact form',
  paragraphs: [
    [
      'When you press Send Message, the form sends your name, email, church, phone number and message, with a subject made from your church or name, to our form service, which passes it to our team. Only your name is required, and it can be “Anonymous”. We use what you send only to answer you.',
    ],
  ],
};

const analyticsSection: PrivacySection = {
  heading: 'Analytics and cookies',
  paragraphs: [
    [
      'This site sets no cookies. Where we count visits, we use Plausible Analytics, which counts page views and events (such as a demo call started) without cookies and without collecting personal data.',
    ],
  ],
};

const browserSection: PrivacySection = {
  heading: 'What stays in your browser',
  paragraphs: [
    [
      'Your browser keeps, for this site only: the number of demo calls used today (local storage, replaced each day); until you send it, what you have typed in the contact form (session storage, gone when you close the tab); and your choice about browser transcription (session storage). None of it is sent to us.',
    ],
  ],
};

const keptSection: PrivacySection = {
  heading: 'Where it is kept, and for how long',
  paragraphs: [
    [
      'Vapi and Daily are based in the United States, so demo recordings and transcripts may be processed and stored outside Australia, under their own privacy terms. Vapi keeps them under our account; ask us and we will have yours deleted.',
    ],
    [
      'We keep messages from the contact form for as long as we are talking with you and need them for our records; ask us and we will delete yours.',
    ],
  ],
};

/** Whom to ask, at the site's own address. */
function rightsSection(contactEmail: string): PrivacySection {
  const mail = { text: contactEmail, href: `mailto:${contactEmail}` };
  return {
    heading: 'Your choices, and whom to contact',
    paragraphs: [
      [
        'You can ask us what we hold about you, and have it corrected or deleted. Write to ',
        mail,
        '; we reply within 24 hours. If you are not satisfied with our answer, you can complain to the Office of the Australian Information Commissioner at ',
        { text: 'oaic.gov.au', href: 'https://www.oaic.gov.au/' },
        '.',
      ],
    ],
  };
}

/** The page's sections; the contact address is the site's own. */
/** The page's sections for a build (`keyed`: a live demo). */
export function privacySections(contactEmail: string, keyed: boolean): readonly PrivacySection[] {
  return [demoSection(keyed), contactFormSection, analyticsSection, browserSection, keptSection, rightsSection(contactEmail)];
}
