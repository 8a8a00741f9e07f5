// @vitest-environment node
import { vendorList } from '../../assistant/live-call';
import { describe, expect, it } from 'vitest';
import { parseSiteConfig } from '../../config/parse-site-config';
import { SITE_DEFAULTS, SiteConfigError, type SiteEnv } from '../../config/site-config';
import { KEYED_BUILD_VARIABLES, isValidAbn } from '../../config/site-variables';

const KEYED: SiteEnv = {
  VITE_VAPI_PUBLIC_KEY: 'pk_live_1',
  VITE_VAPI_ASSISTANT_ID: 'asst_1',
  VITE_CONTACT_ENDPOINT: 'https://forms.church.test/f/1',
  VITE_CONTACT_EMAIL: 'office@church.test',
  VITE_DEMO_PHONE_NUMBER: '+61255501234',
  VITE_SITE_URL: 'https://church.test/',
  VITE_OPERATOR_NAME: 'Grace Church Services Pty Ltd',
  VITE_REPLY_WITHIN: 'two business days',
};

/** A build with the simulated demo that sends real messages, with what it needs. */
const SENDING: SiteEnv = {
  VITE_CONTACT_ENDPOINT: 'https://forms.church.test/f/1',
  VITE_SITE_URL: 'https://church.test/',
  VITE_OPERATOR_NAME: 'Grace Church Services Pty Ltd',
  VITE_REPLY_WITHIN: 'two business days',
};

function problems(env: SiteEnv): readonly string[] {
  try {
    parseSiteConfig(env);
  } catch (error) {
    if (error instanceof SiteConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('the site configuration', () => {
  it('without keys is the simulated build, with every default in one place', () => {
    expect(parseSiteConfig({})).toEqual({
      keyed: false,
      provider: null,
      apiBaseUrl: 'https://api.vapi.ai',
      contactEndpoint: SITE_DEFAULTS.simulatedContactEndpoint,
      contactSends: false,
      contactEmail: 'hello@vestry.example',
      demoPhoneNumber: '+61491570006',
      siteUrl: 'https://vestry.example/',
      cspReportUrl: null,
      cspReportOnly: false,
      analytics: null,
      replyWithin: '24 hours',
      operator: null,
      assistantVendors: null,
      callsTrainModels: null,
      callRetentionDays: null,
      formService: null,
    });
  });

  it('is keyed when the public key has any text, trimmed; a blank key is no key', () => {
    expect(parseSiteConfig({ ...KEYED, VITE_VAPI_PUBLIC_KEY: '  pk_live_1 ' })).toMatchObject({
      keyed: true,
      provider: { publicKey: 'pk_live_1', assistantId: 'asst_1' },
    });
    expect(parseSiteConfig({ VITE_VAPI_PUBLIC_KEY: '   ' }).keyed).toBe(false);
  });

  it('posts the form to a set contact endpoint, simulated demo or not; the stand-in answers only when none is set', () => {
    expect(parseSiteConfig(KEYED)).toMatchObject({ contactEndpoint: 'https://forms.church.test/f/1', contactSends: true });
    expect(parseSiteConfig(SENDING)).toMatchObject({
      keyed: false,
      contactEndpoint: 'https://forms.church.test/f/1',
      contactSends: true,
    });
    expect(parseSiteConfig({})).toMatchObject({ contactEndpoint: SITE_DEFAULTS.simulatedContactEndpoint, contactSends: false });
  });

  it('refuses a build that starts real calls or sends real messages without its real address, in one message naming it', () => {
    const { VITE_SITE_URL: _url, ...keyedWithoutUrl } = KEYED;
    expect(problems(keyedWithoutUrl)).toEqual([
      'VITE_VAPI_PUBLIC_KEY is set, so the demo is live; it also needs, not blank: VITE_SITE_URL.',
    ]);
    const { VITE_SITE_URL: _sendingUrl, ...sendingWithoutUrl } = SENDING;
    expect(problems(sendingWithoutUrl)).toEqual([
      'VITE_CONTACT_ENDPOINT is set, so messages are sent and the site is live; it also needs VITE_SITE_URL, not blank: the canonical link, Open Graph, robots.txt and sitemap.xml must name its real address.',
    ]);
  });

  it('refuses a keyed build without what a live site needs, naming every missing variable in one message', () => {
    expect(problems({ VITE_VAPI_PUBLIC_KEY: 'pk_live_1', VITE_CONTACT_EMAIL: ' ' })).toEqual([
      'VITE_VAPI_PUBLIC_KEY is set, so the demo is live; it also needs, not blank: VITE_VAPI_ASSISTANT_ID, VITE_CONTACT_ENDPOINT, VITE_DEMO_PHONE_NUMBER, VITE_CONTACT_EMAIL, VITE_SITE_URL, VITE_OPERATOR_NAME, VITE_REPLY_WITHIN.',
    ]);
    expect(KEYED_BUILD_VARIABLES).toEqual([
      'VITE_VAPI_PUBLIC_KEY',
      'VITE_VAPI_ASSISTANT_ID',
      'VITE_CONTACT_ENDPOINT',
      'VITE_DEMO_PHONE_NUMBER',
      'VITE_CONTACT_EMAIL',
      'VITE_SITE_URL',
      'VITE_OPERATOR_NAME',
      'VITE_REPLY_WITHIN',
    ]);
  });

  it('with a demo-call endpoint is keyed without a public key or an assistant, and needs the Turnstile site key', () => {
    const { VITE_VAPI_PUBLIC_KEY: _key, VITE_VAPI_ASSISTANT_ID: _assistant, ...edge } = KEYED;
    const endpoint = { VITE_DEMO_CALL_URL: 'https://demo.church.test/api/demo-call', VITE_TURNSTILE_SITE_KEY: '0x4AAA' };
    const config = parseSiteConfig({ ...edge, ...endpoint });
    expect(config).toMatchObject({
      keyed: true,
      provider: null,
      demoCall: { url: 'https://demo.church.test/api/demo-call', turnstileSiteKey: '0x4AAA' },
    });
    expect(parseSiteConfig(KEYED)).not.toHaveProperty('demoCall');
    expect(problems({ ...edge, VITE_DEMO_CALL_URL: endpoint.VITE_DEMO_CALL_URL })).toEqual([
      'VITE_DEMO_CALL_URL is set, so the demo is live; it also needs, not blank: VITE_TURNSTILE_SITE_KEY.',
    ]);
    expect(problems(endpoint)).toEqual([
      'VITE_DEMO_CALL_URL is set, so the demo is live; it also needs, not blank: VITE_CONTACT_ENDPOINT, VITE_DEMO_PHONE_NUMBER, VITE_CONTACT_EMAIL, VITE_SITE_URL, VITE_OPERATOR_NAME, VITE_REPLY_WITHIN.',
    ]);
  });

  it('with a demo-call endpoint refuses what the page would never read: a public key, an assistant, an API base', () => {
    const endpoint = { VITE_DEMO_CALL_URL: 'https://demo.church.test/api/demo-call', VITE_TURNSTILE_SITE_KEY: '0x4AAA' };
    expect(problems({ ...KEYED, ...endpoint, VITE_VAPI_API_BASE_URL: 'https://api.example.test' })).toEqual([
      "VITE_DEMO_CALL_URL is set, so the Worker makes each call and the page never asks the provider; leave blank: VITE_VAPI_PUBLIC_KEY, VITE_VAPI_ASSISTANT_ID, VITE_VAPI_API_BASE_URL (the Worker's DEMO_ASSISTANT_ID and VAPI_API_BASE_URL name the assistant and the API).",
    ]);
  });

  it('refuses the older token endpoint’s variable by name, saying what replaces it', () => {
    expect(problems({ ...KEYED, VITE_DEMO_TOKEN_URL: 'https://demo.church.test/api/demo-token' })).toEqual([
      'VITE_DEMO_TOKEN_URL is no longer read: the Worker now makes each call itself. Set VITE_DEMO_CALL_URL to its POST /api/demo-call address instead, and remove VITE_DEMO_TOKEN_URL.',
    ]);
  });

  it('refuses a demo-call URL that is not absolute, and a Turnstile site key without the endpoint', () => {
    const { VITE_VAPI_PUBLIC_KEY: _key, VITE_VAPI_ASSISTANT_ID: _assistant, ...edge } = KEYED;
    expect(problems({ ...edge, VITE_DEMO_CALL_URL: '/api/demo-call', VITE_TURNSTILE_SITE_KEY: '0x4AAA' })[0]).toBe(
      'VITE_DEMO_CALL_URL "/api/demo-call" is not an absolute URL.',
    );
    expect(problems({ ...KEYED, VITE_TURNSTILE_SITE_KEY: '0x4AAA' })).toEqual([
      'VITE_TURNSTILE_SITE_KEY is set without VITE_DEMO_CALL_URL, so no challenge would run: set both, or neither.',
    ]);
    expect(problems({ VITE_TURNSTILE_SITE_KEY: '0x4 AAA' })).toEqual(['VITE_TURNSTILE_SITE_KEY "0x4 AAA" has spaces in it.']);
  });

  it('gives one clear message per bad value, all at once', () => {
    expect(
      problems({
        VITE_DEMO_PHONE_NUMBER: '0491 570 006',
        VITE_CONTACT_EMAIL: 'office',
        VITE_SITE_URL: 'vestry.example',
        VITE_VAPI_API_BASE_URL: 'ftp://api.test',
      }),
    ).toEqual([
      'VITE_VAPI_API_BASE_URL "ftp://api.test" is not an http(s) URL.',
      'VITE_CONTACT_EMAIL "office" is not an email address.',
      'VITE_DEMO_PHONE_NUMBER "0491 570 006" is not an E.164 number (a plus sign, then 8 to 15 digits).',
      'VITE_SITE_URL "vestry.example" is not an absolute URL.',
    ]);
    expect(() => parseSiteConfig({ VITE_CONTACT_EMAIL: 'office' })).toThrow(/configuration has a problem:\n {2}- VITE_CONTACT_EMAIL/);
  });

  it('reads the policy reports: a URL fit for a header, and report-only mode', () => {
    expect(parseSiteConfig({ VITE_CSP_REPORT_URL: 'https://csp.church.test/r', VITE_CSP_REPORT_ONLY: '1' })).toMatchObject({
      cspReportUrl: 'https://csp.church.test/r',
      cspReportOnly: true,
    });
    expect(parseSiteConfig({ VITE_CSP_REPORT_ONLY: 'false' }).cspReportOnly).toBe(false);
    expect(problems({ VITE_CSP_REPORT_URL: 'https://csp.church.test/r,x' })).toEqual([
      'VITE_CSP_REPORT_URL "https://csp.church.test/r,x" has a space, ";", "," or a quote in it.',
    ]);
    expect(problems({ VITE_CSP_REPORT_ONLY: 'yes' })).toEqual(['VITE_CSP_REPORT_ONLY "yes" is not 1, 0, true or false.']);
  });

  it('counts visits in Plausible only when the domain is set, at plausible.io or the self-hosted origin', () => {
    expect(parseSiteConfig({ VITE_PLAUSIBLE_DOMAIN: 'vestry.example' }).analytics).toEqual({
      domain: 'vestry.example',
      apiHost: 'https://plausible.io',
    });
    expect(
      parseSiteConfig({ VITE_PLAUSIBLE_DOMAIN: 'vestry.example', VITE_PLAUSIBLE_API_HOST: 'https://stats.church.test/' }).analytics,
    ).toEqual({ domain: 'vestry.example', apiHost: 'https://stats.church.test' });
    expect(problems({ VITE_PLAUSIBLE_DOMAIN: 'vestry example', VITE_PLAUSIBLE_API_HOST: 'https://stats.church.test/api/event' })).toEqual([
      'VITE_PLAUSIBLE_DOMAIN "vestry example" is not a domain name (as added in Plausible).',
      'VITE_PLAUSIBLE_API_HOST "https://stats.church.test/api/event" is not an origin (scheme and host, no path).',
    ]);
    expect(problems({ VITE_PLAUSIBLE_API_HOST: 'https://stats.church.test' })).toEqual([
      'VITE_PLAUSIBLE_API_HOST is set without VITE_PLAUSIBLE_DOMAIN, so nothing would be counted: set both, or neither.',
    ]);
  });

  describe('what the privacy page and the contact texts say of the build', () => {
    it('refuses a build that sends messages without a reply time or an operator, one message naming each', () => {
      const { VITE_REPLY_WITHIN: _reply, VITE_OPERATOR_NAME: _name, ...bare } = SENDING;
      expect(problems(bare)).toEqual([
        'VITE_CONTACT_ENDPOINT is set, so messages are sent; it also needs VITE_REPLY_WITHIN, not blank: how soon the contact form, its toast and the privacy page promise a reply (e.g. "24 hours" or "two business days"), or "none" to promise no time.',
        'VITE_CONTACT_ENDPOINT is set, so messages are sent; it also needs VITE_OPERATOR_NAME, not blank: the privacy page must name who receives them (the legal name of whoever runs the site).',
      ]);
      expect(problems({ ...SENDING, VITE_REPLY_WITHIN: '  ' })).toEqual([
        expect.stringMatching(/^VITE_CONTACT_ENDPOINT is set, so messages are sent; it also needs VITE_REPLY_WITHIN, not blank/),
      ]);
    });

    it('refuses a keyed build without the operator or the reply time, in its one message', () => {
      const { VITE_OPERATOR_NAME: _name, VITE_REPLY_WITHIN: _reply, ...keyed } = KEYED;
      expect(problems(keyed)).toEqual([
        'VITE_VAPI_PUBLIC_KEY is set, so the demo is live; it also needs, not blank: VITE_OPERATOR_NAME, VITE_REPLY_WITHIN.',
      ]);
    });

    it('names, in a keyed build, the vendors the assistant’s definition uses, from the one place it takes them', () => {
      expect(parseSiteConfig(KEYED).assistantVendors).toBe(vendorList());
      // The variable it replaces is refused, not ignored: an owner who sets it would think the page says it.
      expect(problems({ ...KEYED, VITE_ASSISTANT_VENDORS: 'OpenAI' })).toEqual([
        "VITE_ASSISTANT_VENDORS is no longer read: the privacy page names the vendors the assistant's definition uses (assistant/live-call.ts): change them there, and remove VITE_ASSISTANT_VENDORS.",
      ]);
      expect(vendorList()).toBe('OpenAI (language model), Deepgram (transcription), ElevenLabs (voice)');
    });

    it('reads a reply time of letters, digits, spaces and hyphens, at most 40 characters, "none" promising none', () => {
      expect(parseSiteConfig(SENDING).replyWithin).toBe('two business days');
      expect(parseSiteConfig({ ...SENDING, VITE_REPLY_WITHIN: '1-2 business days' }).replyWithin).toBe('1-2 business days');
      expect(parseSiteConfig({ ...SENDING, VITE_REPLY_WITHIN: 'NONE' }).replyWithin).toBeNull();
      // A build that sends nothing: the spec's, unless the owner set another.
      expect(parseSiteConfig({}).replyWithin).toBe('24 hours');
      expect(parseSiteConfig({ VITE_REPLY_WITHIN: 'none' }).replyWithin).toBeNull();
      expect(problems({ ...SENDING, VITE_REPLY_WITHIN: '24 hours!' })).toEqual([
        'VITE_REPLY_WITHIN "24 hours!" is not a reply time of letters, digits, spaces and hyphens (e.g. "two business days", or "none").',
      ]);
      expect(problems({ ...SENDING, VITE_REPLY_WITHIN: 'x'.repeat(41) })).toEqual([
        `VITE_REPLY_WITHIN "${'x'.repeat(41)}" is longer than 40 characters.`,
      ]);
      expect(parseSiteConfig({ ...SENDING, VITE_REPLY_WITHIN: 'x'.repeat(40) }).replyWithin).toHaveLength(40);
    });

    it('names the operator, with the ABN (its checksum checked, written in groups) and the postal address where set', () => {
      expect(
        parseSiteConfig({ ...SENDING, VITE_OPERATOR_ABN: '51824753556', VITE_OPERATOR_ADDRESS: 'PO Box 1, Hobart TAS 7001' }).operator,
      ).toEqual({
        name: 'Grace Church Services Pty Ltd',
        abn: '51 824 753 556',
        address: 'PO Box 1, Hobart TAS 7001',
      });
      expect(parseSiteConfig({ ...SENDING, VITE_OPERATOR_ABN: '51 824 753 556' }).operator).toMatchObject({
        abn: '51 824 753 556',
        address: null,
      });
      expect(problems({ ...SENDING, VITE_OPERATOR_ABN: '51 824 753 557' })).toEqual([
        'VITE_OPERATOR_ABN "51 824 753 557" is not a valid ABN: its check digits do not add up (check it on abr.business.gov.au).',
      ]);
      expect(problems({ ...SENDING, VITE_OPERATOR_ABN: '5182475355' })).toEqual([
        'VITE_OPERATOR_ABN "5182475355" is not an ABN (11 digits, spaces allowed).',
      ]);
      expect(problems({ ...SENDING, VITE_OPERATOR_ABN: 'ABN 51824753556' })).toEqual([
        'VITE_OPERATOR_ABN "ABN 51824753556" is not an ABN (11 digits, spaces allowed).',
      ]);
      expect(isValidAbn('53 004 085 616')).toBe(true);
      expect(isValidAbn('53 004 085 617')).toBe(false);
      expect(problems({ ...SENDING, VITE_OPERATOR_NAME: 'Grace <b>Church</b>' })).toEqual([
        'VITE_OPERATOR_NAME "Grace <b>Church</b>" has a control character or an angle bracket in it.',
      ]);
    });

    it('refuses an ABN or an address without the name they are shown beside; a demonstration build names no one', () => {
      expect(problems({ VITE_OPERATOR_ABN: '51824753556', VITE_OPERATOR_ADDRESS: 'PO Box 1, Hobart TAS 7001' })).toEqual([
        'VITE_OPERATOR_ABN and VITE_OPERATOR_ADDRESS are set without VITE_OPERATOR_NAME, whom the privacy page shows them beside: set the name too.',
      ]);
      expect(parseSiteConfig({}).operator).toBeNull();
      expect(parseSiteConfig({ VITE_OPERATOR_NAME: 'Grace Church Services Pty Ltd' }).operator).toEqual({
        name: 'Grace Church Services Pty Ltd',
        abn: null,
        address: null,
      });
    });

    it('reads the vendors and the retention in a keyed build only, the retention a whole number of days from 1 to 3650', () => {
      expect(parseSiteConfig({ ...KEYED, VITE_CALL_RETENTION_DAYS: '30' })).toMatchObject({
        assistantVendors: 'OpenAI (language model), Deepgram (transcription), ElevenLabs (voice)',
        callRetentionDays: 30,
      });
      expect(parseSiteConfig(KEYED).callRetentionDays).toBeNull();
      for (const days of ['1', '3650'])
        expect(parseSiteConfig({ ...KEYED, VITE_CALL_RETENTION_DAYS: days }).callRetentionDays).toBe(Number(days));
      for (const days of ['0', '3651', '30.5', '-1', 'a month'])
        expect(problems({ ...KEYED, VITE_CALL_RETENTION_DAYS: days })).toEqual([
          `VITE_CALL_RETENTION_DAYS "${days}" is not a whole number of days from 1 to 3650.`,
        ]);
      // The simulated demo reaches no vendor and records nothing.
      expect(parseSiteConfig({ VITE_CALL_RETENTION_DAYS: '30' })).toMatchObject({
        assistantVendors: null,
        callRetentionDays: null,
      });
    });

    it('reads whether calls train models in a keyed build only, as no or yes', () => {
      expect(parseSiteConfig(KEYED).callsTrainModels).toBeNull();
      expect(parseSiteConfig({ ...KEYED, VITE_CALLS_TRAIN_MODELS: 'no' }).callsTrainModels).toBe(false);
      expect(parseSiteConfig({ ...KEYED, VITE_CALLS_TRAIN_MODELS: 'yes' }).callsTrainModels).toBe(true);
      expect(parseSiteConfig({ VITE_CALLS_TRAIN_MODELS: 'yes' }).callsTrainModels).toBeNull();
      for (const value of ['No', 'false', 'never'])
        expect(problems({ ...KEYED, VITE_CALLS_TRAIN_MODELS: value })).toEqual([`VITE_CALLS_TRAIN_MODELS "${value}" is not no or yes.`]);
    });

    it('names the form service where messages are sent, and only there', () => {
      expect(parseSiteConfig({ ...SENDING, VITE_FORM_SERVICE: 'Formspree, in the United States' }).formService).toBe(
        'Formspree, in the United States',
      );
      expect(parseSiteConfig(SENDING).formService).toBeNull();
      expect(parseSiteConfig({ VITE_FORM_SERVICE: 'Formspree' }).formService).toBeNull();
    });
  });
});
