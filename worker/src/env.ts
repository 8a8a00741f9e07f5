import type { DailyCounts } from './daily-counts.ts';

/** The Worker's bindings (wrangler.jsonc): secrets, variables (strings; blank counts as unset) and the counter. */
export interface Env {
  /** Secret: Turnstile's secret key. */
  TURNSTILE_SECRET?: string;
  /** Secret: the provider's private key, with which the Worker creates the calls. */
  VAPI_PRIVATE_KEY?: string;
  /** Default: Cloudflare's siteverify. */
  TURNSTILE_VERIFY_URL?: string;
  /** Default: the provider's public API. Tests and `worker:dev` point it at a stand-in. */
  VAPI_API_BASE_URL?: string;
  /** A secret of its own that keys the visitors' hashes (never the provider's key: rotating that must not reset the day). */
  VISITOR_HASH_SECRET?: string;
  /**
   * The site's origin, e.g. `https://vestry.example`, or its origins separated by commas (the apex and `www`): the only
   * pages whose requests are taken and given CORS, and the hostnames a challenge must have been solved on.
   */
  SITE_ORIGIN?: string;
  DEMO_ASSISTANT_ID?: string;
  /** Default 3. */
  DAILY_CALLS_PER_VISITOR?: string;
  DAILY_CALLS_SITE_BUDGET?: string;
  DAILY_COUNTS: DurableObjectNamespace<DailyCounts>;
  /** Cloudflare's rate limiting binding (wrangler.jsonc `ratelimits`): requests a minute from one visitor. */
  REQUESTS?: RateLimit;
}
