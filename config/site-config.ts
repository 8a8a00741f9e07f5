// The site's configuration: every build variable parsed once, here, with its default and one
// clear message per bad value. The Vite config, the build scripts, the policy and the page all
// read the result; the page gets it compiled in (vite.config.ts `define`), so it parses nothing.
import { vendorList } from '../assistant/live-call.ts';
import * as v from 'valibot';
import { DEFAULT_PROVIDER_API_BASE_URL } from '../streams/provider-api/default-base-url.ts';

/** Defaults of a build without keys (the simulated assistant answers). */
export const SITE_DEFAULTS = {
  /** Reserved for fiction by the Australian numbering plan. */
  demoPhoneNumber: '+61491570006',
  contactEmail: 'hello@vestry.example',
  siteUrl: 'https://vestry.example/',
  apiBaseUrl: DEFAULT_PROVIDER_API_BASE_URL,
  /** Where the contact form posts when no endpoint is set; answered in the page or by MSW, never sent. */
  simulatedContactEndpoint: 'https://forms.vestry.example/contact',
  /** Plausible's own Events API host, when only the domain is set. */
  plausibleApiHost: 'https://plausible.io',
  /** The reply time a build that sends nothing promises (the product spec's texts); a build that sends must set its own. */
  replyWithin: '24 hours',
} as const;

export interface SiteConfig {
  /**
   * The one definition of a keyed build: a provider public key or a demo-call endpoint is set.
   * Then the real provider and call library answer; otherwise the simulated assistant does.
   */
  readonly keyed: boolean;
  /** The provider public key and the demo's assistant: a keyed build whose page makes each call itself. */
  readonly provider: { readonly publicKey: string; readonly assistantId: string } | null;
  /**
   * The demo-call endpoint (the Worker's `POST /api/demo-call`) and the Turnstile site key its
   * challenge runs with: the Worker makes each call, and the page holds no key or bearer at all.
   */
  readonly demoCall?: { readonly url: string; readonly turnstileSiteKey: string };
  readonly apiBaseUrl: string;
  /** Where the contact form posts: VITE_CONTACT_ENDPOINT whenever it is set, simulated demo or not; else the stand-in's. */
  readonly contactEndpoint: string;
  /** A real contact endpoint is set: messages are sent. Otherwise the in-page stand-in answers, and the form says nothing is sent. */
  readonly contactSends: boolean;
  readonly contactEmail: string;
  /** E.164. */
  readonly demoPhoneNumber: string;
  /** Public URL: canonical link, Open Graph, robots.txt and sitemap.xml. */
  readonly siteUrl: string;
  /** Where browsers send Content-Security-Policy violation reports, if anywhere. */
  readonly cspReportUrl: string | null;
  /** The policy only reports, blocking nothing (a first deploy). */
  readonly cspReportOnly: boolean;
  /**
   * Where the page counts visits (Plausible's Events API, or a self-hosted Plausible): the site's
   * domain there and the API's origin. Null: nothing is sent, and the policy allows no analytics host.
   */
  readonly analytics: { readonly domain: string; readonly apiHost: string } | null;
  /**
   * How soon the contact texts, the sent toast and the privacy page promise a reply ("24 hours", "two
   * business days"); null: no time is promised. A build that sends nothing promises the spec's 24 hours.
   */
  readonly replyWithin: string | null;
  /**
   * Who runs the site, named on the privacy page: the legal name, with the ABN (written 51 824 753 556)
   * and the postal address where set. Null: a demonstration build that names no one.
   */
  readonly operator: { readonly name: string; readonly abn: string | null; readonly address: string | null } | null;
  /** A keyed build's assistant vendors (model, transcriber, voice) as the assistant's definition uses them (assistant/live-call.ts); else null. */
  readonly assistantVendors: string | null;
  /**
   * A keyed build: whether the provider or the assistant's vendors may use what is said in a call to train
   * or improve their models, as the owner states it (`VITE_CALLS_TRAIN_MODELS`); null: not stated, and the
   * privacy page says it may be.
   */
  readonly callsTrainModels: boolean | null;
  /** A keyed build: the days after which the provider deletes a call's recording and transcript; null: kept until deleted. */
  readonly callRetentionDays: number | null;
  /** Where messages are sent: the form service as the privacy page names it; null: "our form service". */
  readonly formService: string | null;
}

export type SiteEnv = Readonly<Record<string, string | undefined>>;

/** Every problem of a configuration at once, each naming its variable. */
export class SiteConfigError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(
      `The site's configuration has ${problems.length === 1 ? 'a problem' : `${problems.length} problems`}:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.name = 'SiteConfigError';
  }
}

const absoluteUrl = v.pipe(v.string(), v.url('is not an absolute URL'), v.regex(/^https?:\/\//i, 'is not an http(s) URL'));

/** Words shown on the page as they are: one line, at most `max` characters. */
const plainText = (max: number) =>
  v.pipe(
    v.string(),
    v.regex(/^[^\p{Cc}<>]+$/u, 'has a control character or an angle bracket in it'),
    v.maxLength(max, `is longer than ${max} characters`),
  );

/** An ABN's check: subtract 1 from the first digit, weigh the digits 10, 1, 3, 5 … 19; the sum is a multiple of 89. */
const ABN_WEIGHTS = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19] as const;
export function isValidAbn(abn: string): boolean {
  const digits = abn.replace(/ /g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const sum = ABN_WEIGHTS.reduce((total, weight, at) => total + weight * (Number(digits[at]) - (at === 0 ? 1 : 0)), 0);
  return sum % 89 === 0;
}

/** "51824753556" → "51 824 753 556", as the ABN Lookup writes it. */
const writtenAbn = (abn: string): string => abn.replace(/ /g, '').replace(/^(\d{2})(\d{3})(\d{3})(\d{3})$/, '$1 $2 $3 $4');

/** VITE_REPLY_WITHIN's value that promises no time. */
const NO_REPLY_TIME = /^none$/i;

/** Each variable's rule; a blank value counts as unset. */
const VARIABLES = {
  VITE_VAPI_PUBLIC_KEY: v.pipe(v.string(), v.regex(/^\S+$/, 'has spaces in it')),
  VITE_VAPI_ASSISTANT_ID: v.pipe(v.string(), v.regex(/^\S+$/, 'has spaces in it')),
  VITE_VAPI_API_BASE_URL: absoluteUrl,
  VITE_CONTACT_ENDPOINT: absoluteUrl,
  VITE_CONTACT_EMAIL: v.pipe(v.string(), v.email('is not an email address')),
  VITE_DEMO_PHONE_NUMBER: v.pipe(v.string(), v.regex(/^\+[1-9]\d{7,14}$/, 'is not an E.164 number (a plus sign, then 8 to 15 digits)')),
  VITE_SITE_URL: absoluteUrl,
  // It goes into a header's directive list and a quoted field: no separators, no quotes.
  VITE_CSP_REPORT_URL: v.pipe(absoluteUrl, v.regex(/^[^\s;,"]+$/, 'has a space, ";", "," or a quote in it')),
  VITE_CSP_REPORT_ONLY: v.picklist(['1', '0', 'true', 'false'], 'is not 1, 0, true or false'),
  VITE_PLAUSIBLE_DOMAIN: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*$/i, 'is not a domain name (as added in Plausible)'),
  ),
  // An origin: it goes into the policy's connect-src as it is, and the page adds /api/event.
  VITE_PLAUSIBLE_API_HOST: v.pipe(absoluteUrl, v.regex(/^https?:\/\/[^/?#\s]+\/?$/i, 'is not an origin (scheme and host, no path)')),
  VITE_DEMO_CALL_URL: absoluteUrl,
  VITE_TURNSTILE_SITE_KEY: v.pipe(v.string(), v.regex(/^\S+$/, 'has spaces in it')),
  // Said after "within" in every text that promises a reply.
  VITE_REPLY_WITHIN: v.pipe(
    v.string(),
    v.regex(/^[a-z0-9 -]+$/i, 'is not a reply time of letters, digits, spaces and hyphens (e.g. "two business days", or "none")'),
    v.maxLength(40, 'is longer than 40 characters'),
  ),
  VITE_OPERATOR_NAME: plainText(120),
  VITE_OPERATOR_ABN: v.pipe(
    v.string(),
    v.regex(/^[\d ]+$/, 'is not an ABN (11 digits, spaces allowed)'),
    v.check((abn) => abn.replace(/ /g, '').length === 11, 'is not an ABN (11 digits, spaces allowed)'),
    v.check(isValidAbn, 'is not a valid ABN: its check digits do not add up (check it on abr.business.gov.au)'),
  ),
  VITE_OPERATOR_ADDRESS: plainText(200),
  // "no" only once every vendor of the assistant has it off (docs/deployment.md, the privacy page).
  VITE_CALLS_TRAIN_MODELS: v.picklist(['no', 'yes'], 'is not no or yes'),
  VITE_CALL_RETENTION_DAYS: v.pipe(
    v.string(),
    v.regex(/^\d+$/, 'is not a whole number of days from 1 to 3650'),
    v.check((days) => Number(days) >= 1 && Number(days) <= 3650, 'is not a whole number of days from 1 to 3650'),
  ),
  VITE_FORM_SERVICE: plainText(120),
} as const;

type Name = keyof typeof VARIABLES;

/** Every variable the site reads (`.env.example` lists them, each with its meaning). */
export const SITE_VARIABLES = Object.keys(VARIABLES) as readonly Name[];
type Values = Partial<Record<Name, string>>;

/**
 * A keyed build talks to the real provider and must not ship the fictional number, address or host (its
 * canonical link, Open Graph, robots.txt and sitemap.xml name VITE_SITE_URL).
 */
const KEYED_NEEDS: readonly Name[] = [
  'VITE_CONTACT_ENDPOINT',
  'VITE_DEMO_PHONE_NUMBER',
  'VITE_CONTACT_EMAIL',
  'VITE_SITE_URL',
  // The privacy page names who runs the site and who handles a call; the form promises a reply time.
  'VITE_OPERATOR_NAME',
  'VITE_REPLY_WITHIN',
];

/** Every variable a keyed (live) build must have, the key and the assistant first (or VITE_DEMO_CALL_URL with VITE_TURNSTILE_SITE_KEY in their place). */
export const KEYED_BUILD_VARIABLES: readonly Name[] = ['VITE_VAPI_PUBLIC_KEY', 'VITE_VAPI_ASSISTANT_ID', ...KEYED_NEEDS];

/** Every variable an edge build (the Worker makes each call) must have. */
export const EDGE_BUILD_VARIABLES: readonly Name[] = ['VITE_DEMO_CALL_URL', 'VITE_TURNSTILE_SITE_KEY', ...KEYED_NEEDS];

/** What the page never reads when the Worker makes the calls: the Worker holds the assistant's id and asks the provider itself. */
const NOT_WITH_THE_ENDPOINT: readonly Name[] = ['VITE_VAPI_PUBLIC_KEY', 'VITE_VAPI_ASSISTANT_ID', 'VITE_VAPI_API_BASE_URL'];

/** Variables no longer read, each with what took its place: a build that still names one must say so, not ignore it. */
const RETIRED: Readonly<Record<string, string>> = {
  VITE_DEMO_TOKEN_URL:
    'the Worker now makes each call itself. Set VITE_DEMO_CALL_URL to its POST /api/demo-call address instead, and remove VITE_DEMO_TOKEN_URL.',
  VITE_ASSISTANT_VENDORS:
    "the privacy page names the vendors the assistant's definition uses (assistant/live-call.ts): change them there, and remove VITE_ASSISTANT_VENDORS.",
};

function readValues(env: SiteEnv): { values: Values; problems: string[] } {
  const values: Values = {};
  const problems: string[] = [];
  for (const name of SITE_VARIABLES) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const result = v.safeParse(VARIABLES[name], raw);
    if (result.success) values[name] = raw;
    else problems.push(`${name} "${raw}" ${result.issues[0].message}.`);
  }
  return { values, problems };
}

/** Parses the build's environment (`VITE_*` variables); throws a SiteConfigError listing every problem. */
export function parseSiteConfig(env: SiteEnv): SiteConfig {
  const { values, problems } = readValues(env);
  const publicKey = values.VITE_VAPI_PUBLIC_KEY;
  const callUrl = values.VITE_DEMO_CALL_URL;
  const keyed = publicKey !== undefined || callUrl !== undefined;
  for (const [name, instead] of Object.entries(RETIRED)) if (env[name]?.trim()) problems.push(`${name} is no longer read: ${instead}`);
  // Named after what made the build keyed: the endpoint (which needs its challenge's site key), else the key.
  const keyedBy: Name = callUrl !== undefined ? 'VITE_DEMO_CALL_URL' : 'VITE_VAPI_PUBLIC_KEY';
  const needs: readonly Name[] = callUrl !== undefined ? EDGE_BUILD_VARIABLES.slice(1) : KEYED_BUILD_VARIABLES.slice(1);
  const missing = keyed ? needs.filter((name) => !env[name]?.trim()) : [];
  if (missing.length > 0) problems.push(`${keyedBy} is set, so the demo is live; it also needs, not blank: ${missing.join(', ')}.`);
  const unread = callUrl === undefined ? [] : NOT_WITH_THE_ENDPOINT.filter((name) => env[name]?.trim());
  if (unread.length > 0)
    problems.push(
      `VITE_DEMO_CALL_URL is set, so the Worker makes each call and the page never asks the provider; leave blank: ${unread.join(', ')} (the Worker's DEMO_ASSISTANT_ID and VAPI_API_BASE_URL name the assistant and the API).`,
    );
  if (values.VITE_TURNSTILE_SITE_KEY && callUrl === undefined)
    problems.push('VITE_TURNSTILE_SITE_KEY is set without VITE_DEMO_CALL_URL, so no challenge would run: set both, or neither.');
  // A build that sends real messages is a real site too (a keyed one is told so with the rest it needs).
  if (!keyed && values.VITE_CONTACT_ENDPOINT && !env.VITE_SITE_URL?.trim())
    problems.push(
      'VITE_CONTACT_ENDPOINT is set, so messages are sent and the site is live; it also needs VITE_SITE_URL, not blank: the canonical link, Open Graph, robots.txt and sitemap.xml must name its real address.',
    );
  if (values.VITE_PLAUSIBLE_API_HOST && !env.VITE_PLAUSIBLE_DOMAIN?.trim())
    problems.push('VITE_PLAUSIBLE_API_HOST is set without VITE_PLAUSIBLE_DOMAIN, so nothing would be counted: set both, or neither.');
  problems.push(...privacyProblems(env, values, keyed));
  if (problems.length > 0) throw new SiteConfigError(problems);
  return {
    keyed,
    provider: keyed && callUrl === undefined ? { publicKey: publicKey ?? '', assistantId: values.VITE_VAPI_ASSISTANT_ID ?? '' } : null,
    apiBaseUrl: values.VITE_VAPI_API_BASE_URL ?? SITE_DEFAULTS.apiBaseUrl,
    contactEndpoint: values.VITE_CONTACT_ENDPOINT ?? (keyed ? '' : SITE_DEFAULTS.simulatedContactEndpoint),
    contactSends: values.VITE_CONTACT_ENDPOINT !== undefined,
    contactEmail: values.VITE_CONTACT_EMAIL ?? SITE_DEFAULTS.contactEmail,
    demoPhoneNumber: values.VITE_DEMO_PHONE_NUMBER ?? SITE_DEFAULTS.demoPhoneNumber,
    siteUrl: values.VITE_SITE_URL ?? SITE_DEFAULTS.siteUrl,
    cspReportUrl: values.VITE_CSP_REPORT_URL ?? null,
    cspReportOnly: values.VITE_CSP_REPORT_ONLY === '1' || values.VITE_CSP_REPORT_ONLY === 'true',
    analytics: analyticsOf(values),
    ...(callUrl === undefined ? {} : { demoCall: { url: callUrl, turnstileSiteKey: values.VITE_TURNSTILE_SITE_KEY ?? '' } }),
    ...privacyFactsOf(values, keyed),
  };
}

/**
 * A build that sends messages (a keyed one always does) promises a reply time of its own and names who
 * receives them; a keyed one's were named with the rest it needs. The ABN and address go beside the name.
 */
function privacyProblems(env: SiteEnv, values: Values, keyed: boolean): string[] {
  const problems: string[] = [];
  if (!keyed && values.VITE_CONTACT_ENDPOINT) {
    if (!env.VITE_REPLY_WITHIN?.trim())
      problems.push(
        'VITE_CONTACT_ENDPOINT is set, so messages are sent; it also needs VITE_REPLY_WITHIN, not blank: how soon the contact form, its toast and the privacy page promise a reply (e.g. "24 hours" or "two business days"), or "none" to promise no time.',
      );
    if (!env.VITE_OPERATOR_NAME?.trim())
      problems.push(
        'VITE_CONTACT_ENDPOINT is set, so messages are sent; it also needs VITE_OPERATOR_NAME, not blank: the privacy page must name who receives them (the legal name of whoever runs the site).',
      );
  }
  const beside = (['VITE_OPERATOR_ABN', 'VITE_OPERATOR_ADDRESS'] as const).filter((name) => values[name]);
  if (beside.length > 0 && !env.VITE_OPERATOR_NAME?.trim())
    problems.push(
      `${beside.join(' and ')} ${beside.length === 1 ? 'is' : 'are'} set without VITE_OPERATOR_NAME, whom the privacy page shows them beside: set the name too.`,
    );
  return problems;
}

/** The privacy page's facts of the build; the vendors and the retention are a keyed build's, the form service a sending one's. */
function privacyFactsOf(
  values: Values,
  keyed: boolean,
): Pick<SiteConfig, 'replyWithin' | 'operator' | 'assistantVendors' | 'callsTrainModels' | 'callRetentionDays' | 'formService'> {
  const reply = values.VITE_REPLY_WITHIN ?? SITE_DEFAULTS.replyWithin;
  const name = values.VITE_OPERATOR_NAME;
  const days = values.VITE_CALL_RETENTION_DAYS;
  return {
    replyWithin: NO_REPLY_TIME.test(reply) ? null : reply,
    operator:
      name === undefined
        ? null
        : {
            name,
            abn: values.VITE_OPERATOR_ABN === undefined ? null : writtenAbn(values.VITE_OPERATOR_ABN),
            address: values.VITE_OPERATOR_ADDRESS ?? null,
          },
    // Named once, where the assistant's definition takes its providers from.
    assistantVendors: keyed ? vendorList() : null,
    callsTrainModels: keyed && values.VITE_CALLS_TRAIN_MODELS !== undefined ? values.VITE_CALLS_TRAIN_MODELS === 'yes' : null,
    callRetentionDays: keyed && days !== undefined ? Number(days) : null,
    formService: values.VITE_CONTACT_ENDPOINT === undefined ? null : (values.VITE_FORM_SERVICE ?? null),
  };
}

/** Counting is on when the domain is set; the API host is Plausible's own unless a self-hosted one is named. */
function analyticsOf(values: Values): SiteConfig['analytics'] {
  const domain = values.VITE_PLAUSIBLE_DOMAIN;
  if (domain === undefined) return null;
  return { domain, apiHost: new URL(values.VITE_PLAUSIBLE_API_HOST ?? SITE_DEFAULTS.plausibleApiHost).origin };
}
