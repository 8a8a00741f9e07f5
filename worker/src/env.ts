import type { DailyCounts } from './daily-counts.ts';

/** The Worker's bindings (wrangler.jsonc): secrets, variables (strings; blank counts as unset) and the counter. */
export interface Env {
  /** Secret: Turnstile's secret key. */
  TURNSTILE_SECRET?: string;
  /** Secret: the provider's private key, which signs the call tokens. */
  VAPI_PRIVATE_KEY?: string;
  /** Default: Cloudflare's siteverify. */
  TURNSTILE_VERIFY_URL?: string;
  VAPI_ORG_ID?: string;
  /** The site's origin, e.g. `https://vestry.example`: the only origin given CORS and the only one the token allows. */
  SITE_ORIGIN?: string;
  DEMO_ASSISTANT_ID?: string;
  /** Default 3. */
  DAILY_CALLS_PER_VISITOR?: string;
  DAILY_CALLS_SITE_BUDGET?: string;
  DAILY_COUNTS: DurableObjectNamespace<DailyCounts>;
}
