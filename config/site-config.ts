// The site's configuration: what a build is, as the page, the Vite config, the build scripts and the
// policy read it, with the defaults of a build without keys. parse-site-config.ts makes it from the
// environment, once; the page gets it compiled in (vite.config.ts `define`), so it parses nothing.
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
