// The site's configuration parsed from the build's environment, once, here: each variable by its rule
// (site-variables.ts), then what they mean together (a keyed or edge build and what it needs), with a
// default for each one unset and one clear message per problem, all of them at once.
import { SITE_DEFAULTS, SiteConfigError, type SiteConfig, type SiteEnv } from './site-config.ts';
import { privacyFactsOf, privacyProblems } from './site-privacy.ts';
import {
  EDGE_BUILD_VARIABLES,
  KEYED_BUILD_VARIABLES,
  NOT_WITH_THE_ENDPOINT,
  RETIRED,
  readValues,
  type SiteValues,
  type SiteVariable,
} from './site-variables.ts';

/** Parses the build's environment (`VITE_*` variables); throws a SiteConfigError listing every problem. */
export function parseSiteConfig(env: SiteEnv): SiteConfig {
  const { values, problems } = readValues(env);
  const publicKey = values.VITE_VAPI_PUBLIC_KEY;
  const callUrl = values.VITE_DEMO_CALL_URL;
  const keyed = publicKey !== undefined || callUrl !== undefined;
  for (const [name, instead] of Object.entries(RETIRED)) if (env[name]?.trim()) problems.push(`${name} is no longer read: ${instead}`);
  // Named after what made the build keyed: the endpoint (which needs its challenge's site key), else the key.
  const keyedBy: SiteVariable = callUrl !== undefined ? 'VITE_DEMO_CALL_URL' : 'VITE_VAPI_PUBLIC_KEY';
  const needs: readonly SiteVariable[] = callUrl !== undefined ? EDGE_BUILD_VARIABLES.slice(1) : KEYED_BUILD_VARIABLES.slice(1);
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

/** Counting is on when the domain is set; the API host is Plausible's own unless a self-hosted one is named. */
function analyticsOf(values: SiteValues): SiteConfig['analytics'] {
  const domain = values.VITE_PLAUSIBLE_DOMAIN;
  if (domain === undefined) return null;
  return { domain, apiHost: new URL(values.VITE_PLAUSIBLE_API_HOST ?? SITE_DEFAULTS.plausibleApiHost).origin };
}
