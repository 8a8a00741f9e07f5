// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { KEYED_BUILD_VARIABLES, SITE_DEFAULTS, SiteConfigError, parseSiteConfig, type SiteEnv } from '../../config/site-config';

const KEYED: SiteEnv = {
  VITE_VAPI_PUBLIC_KEY: 'pk_live_1',
  VITE_VAPI_ASSISTANT_ID: 'asst_1',
  VITE_CONTACT_ENDPOINT: 'https://forms.church.test/f/1',
  VITE_CONTACT_EMAIL: 'office@church.test',
  VITE_DEMO_PHONE_NUMBER: '+61255501234',
  VITE_SITE_URL: 'https://church.test/',
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
    const contactOnly = { VITE_CONTACT_ENDPOINT: 'https://forms.church.test/f/1', VITE_SITE_URL: 'https://church.test/' };
    expect(parseSiteConfig(contactOnly)).toMatchObject({
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
    expect(problems({ VITE_CONTACT_ENDPOINT: 'https://forms.church.test/f/1' })).toEqual([
      'VITE_CONTACT_ENDPOINT is set, so messages are sent and the site is live; it also needs VITE_SITE_URL, not blank: the canonical link, Open Graph, robots.txt and sitemap.xml must name its real address.',
    ]);
  });

  it('refuses a keyed build without what a live site needs, naming every missing variable in one message', () => {
    expect(problems({ VITE_VAPI_PUBLIC_KEY: 'pk_live_1', VITE_CONTACT_EMAIL: ' ' })).toEqual([
      'VITE_VAPI_PUBLIC_KEY is set, so the demo is live; it also needs, not blank: VITE_VAPI_ASSISTANT_ID, VITE_CONTACT_ENDPOINT, VITE_DEMO_PHONE_NUMBER, VITE_CONTACT_EMAIL, VITE_SITE_URL.',
    ]);
    expect(KEYED_BUILD_VARIABLES).toEqual([
      'VITE_VAPI_PUBLIC_KEY',
      'VITE_VAPI_ASSISTANT_ID',
      'VITE_CONTACT_ENDPOINT',
      'VITE_DEMO_PHONE_NUMBER',
      'VITE_CONTACT_EMAIL',
      'VITE_SITE_URL',
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
      'VITE_DEMO_CALL_URL is set, so the demo is live; it also needs, not blank: VITE_CONTACT_ENDPOINT, VITE_DEMO_PHONE_NUMBER, VITE_CONTACT_EMAIL, VITE_SITE_URL.',
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
});
