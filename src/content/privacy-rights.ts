// The privacy page's sections that name us and how to write to us (APP 1, 12, 13): who we are,
// seeing, correcting or deleting what we hold, and complaints.
// With their extensions: vite.config.ts loads this module (through seo.ts and privacy.ts) for the page's head.
import { replyTime } from './contact.ts';
import type { PrivacyFacts, PrivacySection } from './privacy-facts.ts';

const mailOf = (facts: PrivacyFacts) => ({ text: facts.contactEmail, href: `mailto:${facts.contactEmail}` });

/** APP 1: who runs the site, or that this build is a demonstration that names no one. */
export function whoSection(facts: PrivacyFacts): PrivacySection {
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

/** APP 12 and 13: seeing, correcting and deleting what we hold. */
export function accessSection(facts: PrivacyFacts): PrivacySection {
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
export function complaintsSection(facts: PrivacyFacts): PrivacySection {
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
