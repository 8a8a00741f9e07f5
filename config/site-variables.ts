// Each build variable's rule (valibot), and which of them a live build needs: a value is read here
// alone, against its own rule; what the variables mean together is parse-site-config.ts's.
import * as v from 'valibot';
import type { SiteEnv } from './site-config.ts';

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

export type SiteVariable = keyof typeof VARIABLES;

/** Every variable the site reads (`.env.example` lists them, each with its meaning). */
export const SITE_VARIABLES = Object.keys(VARIABLES) as readonly SiteVariable[];
/** The values set and good, each as it was written (trimmed). */
export type SiteValues = Partial<Record<SiteVariable, string>>;

/**
 * A keyed build talks to the real provider and must not ship the fictional number, address or host (its
 * canonical link, Open Graph, robots.txt and sitemap.xml name VITE_SITE_URL).
 */
const KEYED_NEEDS: readonly SiteVariable[] = [
  'VITE_CONTACT_ENDPOINT',
  'VITE_DEMO_PHONE_NUMBER',
  'VITE_CONTACT_EMAIL',
  'VITE_SITE_URL',
  // The privacy page names who runs the site and who handles a call; the form promises a reply time.
  'VITE_OPERATOR_NAME',
  'VITE_REPLY_WITHIN',
];

/** Every variable a keyed (live) build must have, the key and the assistant first (or VITE_DEMO_CALL_URL with VITE_TURNSTILE_SITE_KEY in their place). */
export const KEYED_BUILD_VARIABLES: readonly SiteVariable[] = ['VITE_VAPI_PUBLIC_KEY', 'VITE_VAPI_ASSISTANT_ID', ...KEYED_NEEDS];

/** Every variable an edge build (the Worker makes each call) must have. */
export const EDGE_BUILD_VARIABLES: readonly SiteVariable[] = ['VITE_DEMO_CALL_URL', 'VITE_TURNSTILE_SITE_KEY', ...KEYED_NEEDS];

/** What the page never reads when the Worker makes the calls: the Worker holds the assistant's id and asks the provider itself. */
export const NOT_WITH_THE_ENDPOINT: readonly SiteVariable[] = ['VITE_VAPI_PUBLIC_KEY', 'VITE_VAPI_ASSISTANT_ID', 'VITE_VAPI_API_BASE_URL'];

/** Variables no longer read, each with what took its place: a build that still names one must say so, not ignore it. */
export const RETIRED: Readonly<Record<string, string>> = {
  VITE_DEMO_TOKEN_URL:
    'the Worker now makes each call itself. Set VITE_DEMO_CALL_URL to its POST /api/demo-call address instead, and remove VITE_DEMO_TOKEN_URL.',
  VITE_ASSISTANT_VENDORS:
    "the privacy page names the vendors the assistant's definition uses (assistant/live-call.ts): change them there, and remove VITE_ASSISTANT_VENDORS.",
};

/** Each variable set, checked against its own rule: the good values, and a problem for each bad one. */
export function readValues(env: SiteEnv): { values: SiteValues; problems: string[] } {
  const values: SiteValues = {};
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
