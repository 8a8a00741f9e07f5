import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../config/parse-site-config';
import type { SiteEnv } from '../../config/site-config';
import { DATA_HOLDERS, dataLocation } from '../../src/content/data-location';
import { faqItems } from '../../src/content/faq';
import { PRIVACY_LAST_UPDATED, privacyIntro, privacySections, type PrivacySection } from '../../src/content/privacy';
import { STORAGE_KEYS } from '../../streams/shared/storage-keys';

// The privacy page is true of the build it is in: each build's sections, from its configuration.

const SENDS: SiteEnv = {
  VITE_CONTACT_ENDPOINT: 'https://forms.church.test/f/1',
  VITE_CONTACT_EMAIL: 'office@church.test',
  VITE_DEMO_PHONE_NUMBER: '+61255501234',
  VITE_SITE_URL: 'https://church.test/',
  VITE_OPERATOR_NAME: 'Grace Church Services Pty Ltd',
  VITE_REPLY_WITHIN: 'two business days',
};
const VENDORS = 'OpenAI (language model), Deepgram (transcription), ElevenLabs (voice)';
const KEYED: SiteEnv = { ...SENDS, VITE_VAPI_PUBLIC_KEY: 'pk_1', VITE_VAPI_ASSISTANT_ID: 'asst_1' };
const EDGE: SiteEnv = {
  ...SENDS,
  VITE_DEMO_CALL_URL: 'https://demo.church.test/api/demo-call',
  VITE_TURNSTILE_SITE_KEY: '0x4AAA',
};

const sectionsOf = (env: SiteEnv): readonly PrivacySection[] => privacySections({ ...parseSiteConfig(env), storageKeys: STORAGE_KEYS });

const textOf = (section: PrivacySection | undefined): string =>
  [...(section?.paragraphs ?? []), ...(section?.items ?? [])]
    .map((parts) => parts.map((part) => (typeof part === 'string' ? part : part.text)).join(''))
    .join('\n');

/** The page's words for a build, a section's or all of them. */
function pageOf(env: SiteEnv, heading?: string): string {
  const sections = sectionsOf(env);
  return heading === undefined ? sections.map(textOf).join('\n') : textOf(sections.find((section) => section.heading === heading));
}

describe('the privacy page', () => {
  it('follows the principles, in the same sections in every build', () => {
    const headings = [
      'Who we are',
      'The demo call',
      'The contact form',
      'Counting visits',
      'Who handles it',
      'Where it is kept, and for how long',
      'What stays in your browser',
      'Seeing, correcting or deleting what we hold',
      'Complaints',
    ];
    for (const env of [{}, SENDS, KEYED, EDGE]) expect(sectionsOf(env).map((section) => section.heading)).toEqual(headings);
  });

  it('says when it was last updated', () => {
    expect(PRIVACY_LAST_UPDATED).toBe('2026-11-29');
    expect(privacyIntro.updated).toEqual({ label: 'Last updated:', dateTime: '2026-11-29', text: '29 November 2026' });
  });

  describe('in the simulated build that sends nothing', () => {
    const page = pageOf({});

    it('says it is a demonstration build, names no operator, and that nothing leaves the browser but its own speech recognition', () => {
      expect(pageOf({}, 'Who we are')).toContain(
        'This is a demonstration build of the Vestry AI site, and it names no business as running it.',
      );
      expect(page).not.toMatch(/run by|ABN|postal address/);
      expect(page).toContain(
        'Where the page says “Demo mode”, the assistant is simulated in your browser: it records nothing, and it is no model that could learn from what you say. If you tick “Let my browser write down what I say”, your browser’s own speech recognition transcribes you, and its maker (Google, for Chrome) may process your voice to do so, under its own terms.',
      );
      expect(pageOf({}, 'Who handles it')).toBe(
        'No one: nothing this version of the site collects leaves your browser, but for your own browser’s speech recognition if you turn it on.',
      );
    });

    it('names no provider, call service, vendor, Cloudflare or Plausible, and says nothing is counted', () => {
      for (const name of ['Vapi', 'Daily', 'OpenAI', 'Cloudflare', 'Turnstile', 'Plausible', 'reference']) expect(page).not.toContain(name);
      expect(pageOf({}, 'Counting visits')).toBe('This site sets no cookies, and counts nothing: no analytics runs on it.');
    });

    it('says the demo line shown is fictional, and that the form and a rating’s comment reach no one', () => {
      expect(page).toContain(
        'The demo line this version of the site shows, 0491 570 006, is a number reserved for fiction: calling it reaches no one.',
      );
      expect(pageOf({}, 'The contact form')).toContain(
        'This version of the site sends no messages: what you write in the contact form reaches no one.',
      );
      expect(pageOf({}, 'The contact form')).toContain('The stars you give stay on the page. A comment goes nowhere');
    });

    it('does not call a demo line a real one fictional', () => {
      const real = pageOf({ VITE_DEMO_PHONE_NUMBER: '+61291234567' }, 'The demo call');
      expect(real).toContain('Our demo line, (02) 9123 4567, is not part of this simulation: a call to it is a real call to our assistant');
      expect(real).not.toContain('fiction');
    });
  });

  describe('in a keyed build', () => {
    const page = pageOf(KEYED);

    it('names the operator, with the ABN and postal address where set', () => {
      expect(pageOf(KEYED, 'Who we are')).toContain('This site and its demo are run by Grace Church Services Pty Ltd: “we” on this page.');
      expect(page).not.toMatch(/ABN|postal address/);
      const full = pageOf({ ...KEYED, VITE_OPERATOR_ABN: '51824753556', VITE_OPERATOR_ADDRESS: 'PO Box 1, Hobart TAS 7001' }, 'Who we are');
      expect(full).toContain(
        'This site and its demo are run by Grace Church Services Pty Ltd (ABN 51 824 753 556): “we” on this page. Our postal address is PO Box 1, Hobart TAS 7001.',
      );
    });

    it('names the provider, Daily and the vendors, in the United States, with the operator accountable', () => {
      expect(page).toContain('goes to our AI provider, Vapi, over the call service of its partner Daily.');
      expect(page).toContain(`To answer you, Vapi passes the call to the vendors our assistant uses: ${VENDORS}.`);
      expect(pageOf(KEYED, 'Who handles it')).toContain(`The vendors our assistant uses through Vapi: ${VENDORS}.`);
      const kept = pageOf(KEYED, 'Where it is kept, and for how long');
      expect(kept).toContain('Vapi and Daily keep it in the United States');
      expect(kept).toContain('Wherever they are, we remain accountable for how they handle it.');
      expect(page).not.toContain('under their own privacy terms');
    });

    it('says who reads the calls, asks for no real details, and names the call’s reference', () => {
      expect(page).toContain(
        'Whoever holds our Vapi account (our own staff) can read every demo call’s transcript, not only what you send us with the contact form.',
      );
      expect(page).toContain('Please don’t give real personal, health or religious details in the demo: made-up ones work just as well.');
      // As the assistant's definition sets it up (assistant/live-call.ts): transcribed, never recorded.
      expect(page).toContain('Vapi transcribes (it does not record) the call so the assistant can answer you');
      expect(page).toContain('everything you say in a demo call is transcribed and kept.');
      expect(pageOf(KEYED, 'Who handles it')).toContain('Vapi, our AI provider: it runs the assistant, and transcribes each demo call.');
      expect(page).not.toMatch(/\brecord(s|ed|ing)? (and|the call)|listen to/);
      expect(page).toContain('When a call ends, its summary shows the call’s reference. Quote it when you write to us about that call');
      expect(pageOf(KEYED, 'Seeing, correcting or deleting what we hold')).toContain('quote the reference its summary showed');
    });

    it('says the church’s name goes with the call for the greeting, through the Worker in the edge build, and not in a simulated one', () => {
      expect(page).toContain(
        'If you gave “Your church’s name”, it goes to Vapi with the call, so the assistant greets you, and says goodbye, with it: it is handled and kept as the call’s words are.',
      );
      expect(pageOf(EDGE)).toContain(
        'If you gave “Your church’s name”, it goes to Vapi with the call (through our demo-call server, which checks it and passes nothing else you send on to Vapi), so the assistant greets you',
      );
      expect(pageOf({})).not.toContain('goes to Vapi with the call');
    });

    it('says the sound check opens the microphone without a call, and the demo never uses the camera', () => {
      expect(page).toContain('opens your microphone without making a call');
      expect(page).toContain('A demo call uses your microphone only, never your camera');
    });

    it('says calls to the demo line reach the same assistant, transcribed the same way', () => {
      expect(page).toContain('Calls to our demo line, (02) 5550 1234, reach the same assistant, and are transcribed the same way.');
      expect(page).not.toContain('fiction');
    });

    it('says how long the provider keeps a call: the days set, else until it is deleted', () => {
      expect(page).toContain('Vapi keeps each call’s transcript, under our account, until we delete it; ask us and we will delete yours.');
      const thirty = pageOf({ ...KEYED, VITE_CALL_RETENTION_DAYS: '30' });
      expect(thirty).toContain('Vapi deletes each call’s transcript 30 days after the call; ask us and we will delete yours sooner.');
      expect(thirty).not.toContain('until we delete it');
      expect(pageOf({ ...KEYED, VITE_CALL_RETENTION_DAYS: '1' })).toContain('deletes each call’s transcript a day after the call');
    });

    it('says whether what is said in a call trains models as the owner states it, and that it may where unstated', () => {
      expect(page).toContain(
        `We have not confirmed with Vapi, Daily and each vendor our assistant uses that what is said in a demo call is never used to train or improve their models, so assume it may be.`,
      );
      const off = pageOf({ ...KEYED, VITE_CALLS_TRAIN_MODELS: 'no' }, 'The demo call');
      expect(off).toContain(
        'Vapi, Daily and each vendor our assistant uses are set, by their settings or their terms with us, not to use what is said in a demo call to train or improve their models.',
      );
      expect(off).not.toContain('assume');
      // Where calls may train models, the handlers' paragraph does not say we use them only for what they were collected for, and stop.
      const improve = 'Our AI provider and its vendors may also use what is said in a demo call to improve their models, as said above.';
      expect(pageOf(KEYED, 'Who handles it')).toContain(improve);
      expect(pageOf({ ...KEYED, VITE_CALLS_TRAIN_MODELS: 'no' }, 'Who handles it')).not.toContain(improve);
      expect(pageOf({ ...KEYED, VITE_CALLS_TRAIN_MODELS: 'yes' })).toContain(
        'Vapi, Daily or a vendor our assistant uses may use what is said in a demo call to train or improve its models, under its terms with us.',
      );
      // The simulated assistant is no model, whatever the variable says.
      const simulated = pageOf({ VITE_CALLS_TRAIN_MODELS: 'yes' }, 'The demo call');
      expect(simulated).toContain('it records nothing, and it is no model that could learn from what you say.');
      expect(simulated).not.toContain('train');
    });

    it('names no Turnstile or Cloudflare, which only the edge build uses', () => {
      expect(page).not.toMatch(/Turnstile|Cloudflare/);
    });

    it('sends a rating’s comment to the form service as the code does, and names it where configured', () => {
      const contact = pageOf(KEYED, 'The contact form');
      expect(contact).toContain(
        'A comment is sent only when you press Send: it goes to our form service as a message from “Demo visitor”, with the stars in its subject',
      );
      expect(pageOf({ ...KEYED, VITE_FORM_SERVICE: 'Formspree, in the United States' }, 'Who handles it')).toContain(
        'Formspree, in the United States: it receives what you send with the contact form',
      );
    });
  });

  describe('in the edge build', () => {
    const page = pageOf(EDGE);

    it('adds Cloudflare Turnstile and the Worker’s day counts, as the Worker keeps them', () => {
      expect(page).toContain('Before each call, Cloudflare Turnstile checks that a person, not a program, is starting it');
      expect(page).toContain('Cloudflare processes signals from your browser, and your network address, to tell people from bots.');
      expect(page).toContain(
        'It counts you under a keyed hash of your network address and the day (for an IPv6 address, its first half), and never stores the address itself. The day is Sydney’s, and its counts are deleted an hour after it ends.',
      );
      expect(pageOf(EDGE, 'Who handles it')).toContain('Cloudflare: its Turnstile check before each call');
      const browser = sectionsOf(EDGE).find((section) => section.heading === 'What stays in your browser');
      expect(textOf(browser)).toContain(
        'Cloudflare’s Turnstile check comes from challenges.cloudflare.com: its script is added to this page when you first point at, move to or press Start Demo Call, and the check runs in a frame of its own. What it keeps in your browser is kept for challenges.cloudflare.com, not this site, for Cloudflare, under its Turnstile Privacy Addendum.',
      );
      expect(browser?.paragraphs.flat()).toContainEqual({
        text: 'Turnstile Privacy Addendum',
        href: 'https://www.cloudflare.com/turnstile-privacy-policy/',
      });
      expect(pageOf(EDGE, 'Where it is kept, and for how long')).toContain(
        'Cloudflare processes its check and runs our demo-call server in its data centres around the world',
      );
    });
  });

  describe('counting', () => {
    it('names Plausible only where the build counts visits, in the EU at its own host, else the owner’s server', () => {
      for (const env of [SENDS, KEYED, EDGE]) expect(pageOf(env)).not.toContain('Plausible');
      const counted = pageOf({ ...KEYED, VITE_PLAUSIBLE_DOMAIN: 'church.test' });
      expect(counted).toContain('We count visits with Plausible Analytics, which counts page views and events');
      expect(counted).toContain('Plausible Analytics keeps its counts in the European Union');
      // Plausible receives the address to count a day's visitors once: the page says so, and claims no "no personal data".
      expect(counted).toContain(
        'With each, it keeps the page, the site that sent you, your country, region and city, and your browser, operating system and device type, worked out from your network address and browser; to count each day’s visitors once, it keeps a hash of your address and browser made with a key it deletes each day, never the address itself',
      );
      expect(counted).not.toContain('personal data');
      expect(counted).toContain('The stars you give are counted with the site’s visits (below), as a number and nothing else.');
      const own = pageOf({ ...KEYED, VITE_PLAUSIBLE_DOMAIN: 'church.test', VITE_PLAUSIBLE_API_HOST: 'https://stats.church.test' });
      expect(own).toContain('We count visits with our own Plausible Analytics server at stats.church.test');
      expect(own).not.toContain('European Union');
    });

    it('says where the browser reports blocked content, where reports are set', () => {
      expect(pageOf({ VITE_CSP_REPORT_URL: 'https://csp.church.test/r' }, 'Counting visits')).toContain(
        'it reports what it blocked, and on which page, to csp.church.test',
      );
    });
  });

  describe('complaints', () => {
    it('come to us first, acknowledged within the reply time and answered within 30 days, then to the OAIC', () => {
      const [complaints] = sectionsOf(KEYED).filter((section) => section.heading === 'Complaints');
      expect(textOf(complaints)).toBe(
        'If you think we have mishandled your personal information, write to us at office@church.test. We acknowledge your complaint within two business days and answer it within 30 days. If you are not satisfied with our answer, you can complain to the Office of the Australian Information Commissioner at oaic.gov.au.',
      );
      expect(complaints?.paragraphs[0]).toContainEqual({ text: 'office@church.test', href: 'mailto:office@church.test' });
      expect(complaints?.paragraphs[0]).toContainEqual({ text: 'oaic.gov.au', href: 'https://www.oaic.gov.au/' });
    });
  });
});

describe('where the data is', () => {
  it('is said by the FAQ and the page from one source, and nowhere as Australia', () => {
    for (const keyed of [false, true]) {
      const answer = faqItems(keyed).find((item) => item.question === 'Where is our data stored?')?.answer;
      expect(answer).toBe(dataLocation);
    }
    expect(dataLocation).toBe(
      'Not in Australia: our AI provider, Vapi, and its call service, Daily, handle and store calls in the United States. Our privacy page says who else holds what, and where.',
    );
    // One place named for both: the sentence holds only while it is theirs.
    expect(DATA_HOLDERS.callService.where).toBe(DATA_HOLDERS.provider.where);
    const edge = pageOf({ ...EDGE, VITE_PLAUSIBLE_DOMAIN: 'church.test' }, 'Where it is kept, and for how long');
    for (const holder of Object.values(DATA_HOLDERS)) expect(edge).toContain(holder.where);
  });
});
