// The Content-Security-Policy of the built site, from the configured hosts and the final HTML.
// The build calls applyContentSecurityPolicy() once every page is written: each page gets the
// policy as a <meta http-equiv> (before its first script), and the same policy goes into
// `_headers` (Netlify, Cloudflare Pages) and an nginx snippet, with the directives only a
// header can carry (framing, reporting). The dev server has no policy: Vite's dev client runs
// inline scripts. The keyed build's call-library sources each sit beside the document asking for them.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { SiteConfig } from '../config/site-config';

export type Directives = Record<string, string[]>;

export interface CspSettings {
  /** A keyed build: the real call library runs in the page. */
  live: boolean;
  /** Where the page sends `POST /call/web` (in a simulated build MSW answers it, after the policy allowed it); none where the Worker makes the calls. */
  apiBaseUrl: string | undefined;
  /** Where the contact form posts. */
  contactEndpoint: string;
  /** Plausible's API origin, when the site counts visits (`VITE_PLAUSIBLE_DOMAIN`); none otherwise. */
  analyticsHost: string | undefined;
  /** The demo-call endpoint (`VITE_DEMO_CALL_URL`), whose challenge is Cloudflare Turnstile's; none otherwise. */
  demoCallUrl: string | undefined;
  reporting: CspReporting;
}

/** Where violations are reported, and whether the policy only reports (a first deploy). */
export interface CspReporting {
  /** `VITE_CSP_REPORT_URL`: the header files add `report-to` (with `Reporting-Endpoints`) and `report-uri`. */
  reportUrl: string | undefined;
  /** `VITE_CSP_REPORT_ONLY=1`: the header files send `Content-Security-Policy-Report-Only`, and the pages carry no policy. */
  reportOnly: boolean;
}

/** A document a policy source comes from: its title, section and the words that ask for it. */
export interface Citation {
  document: string;
  section: string;
  url: string;
  quote: string;
}

const CSP_GUIDE = {
  document: 'Setting up your Content Security Policy for daily-js (Daily docs)',
  url: 'https://docs.daily.co/guides/privacy-and-security/content-security-policy',
};
const NETWORKING_GUIDE = {
  document: 'Networking Guide (Daily docs, corporate firewalls, NATs and allowed IP list)',
  url: 'https://docs.daily.co/guides/privacy-and-security/corporate-firewalls-nats-allowed-ip-list',
};
const DAILY_JS_README = { document: 'daily-js README (npm and GitHub)', url: 'https://github.com/daily-co/daily-js#readme' };
const INSTALLED_DAILY_JS = { document: '@daily-co/daily-js 0.92.2 as installed', url: 'node_modules/@daily-co/daily-js/dist/daily-esm.js' };

const WEB_REQUESTS = 'Understanding network requirements';
const cite = (from: { document: string; url: string }, section: string, quote: string): Citation => ({ ...from, section, quote });

const generalHosts = cite(
  NETWORKING_GUIDE,
  WEB_REQUESTS,
  'allow connections to the following hostnames on port 443: *.daily.co, *.dailywebrtc.com, and *.dailywebrtc.net, or your Daily subdomain (for general Daily functionality)',
);
const signalling = cite(
  NETWORKING_GUIDE,
  WEB_REQUESTS,
  '*.wss.daily.co, *-wss.daily.co, *.wss.dailywebrtc.com, *-wss.dailywebrtc.com, *.wss.dailywebrtc.net, and *-wss.dailywebrtc.net, or the sfu servers listed in the IP list (for call signaling)',
);
const cdn = cite(
  NETWORKING_GUIDE,
  WEB_REQUESTS,
  'b.daily.co, c.daily.co, b.dailywebrtc.com, c.dailywebrtc.com, b.dailywebrtc.net, and c.dailywebrtc.net (for accessing Daily CDN resources)',
);
const dispatch = cite(NETWORKING_GUIDE, WEB_REQUESTS, 'gs.daily.co, gs.dailywebrtc.com, and gs.dailywebrtc.net (dispatch server)');
const iceNegotiation = cite(NETWORKING_GUIDE, WEB_REQUESTS, 'prod-ks.pluot.blue (ICE negotiation)');
const fallbackDomains = cite(
  NETWORKING_GUIDE,
  WEB_REQUESTS,
  'dailywebrtc.com and dailywebrtc.net are fallback domains that mirror the daily.co infrastructure, with the same subdomains pointing at the same servers and IPs',
);
const stun = cite(
  NETWORKING_GUIDE,
  WEB_REQUESTS,
  'STUN: Required for all media connection types. stun.cloudflare.com over UDP/3478 and UDP/53; *.stun.twilio.com',
);
const turn = cite(
  NETWORKING_GUIDE,
  WEB_REQUESTS,
  'TURN for relaying media over UDP, TCP, or TLS. turn.cloudflare.com over UDP and TCP 3478, UDP/53, TCP/80, TCP/5349, and TCP/TLS 443; *.turn.twilio.com',
);
const scriptFromCdn = cite(
  DAILY_JS_README,
  '`avoidEval` will become `true` by default',
  "make sure that your CSP's script-src directive contains https://*.daily.co",
);
const callObjectPolicy = cite(
  CSP_GUIDE,
  'Custom call object',
  "A minimal call object CSP can be defined as follows: … script-src 'self' https://unpkg.com/@daily-co/daily-js 'unsafe-eval' blob: … (loading relevant resources from Daily domains; connecting to Daily calls)",
);
const avoidingEval = cite(
  CSP_GUIDE,
  "Avoiding the 'unsafe-eval' requirement",
  "Call object mode in daily-js uses a code path that loads the call object bundle from Daily's CDN and makes a Function() call to execute it",
);
const processorBundle = cite(
  INSTALLED_DAILY_JS,
  'bundlePathOverride warning',
  'the directory containing all Daily bundles (call-machine-object-bundle.js and audio-processor-bundle.js)',
);
const sentryDsn = cite(
  INSTALLED_DAILY_JS,
  'its Sentry DSN (`dsn:"https://…@o77906.ingest.sentry.io/…"`)',
  'On fatal errors it reports to an error-reporting service (product spec, section 7)',
);

/** A host the call library's documents say a call reaches, and how this policy answers it. */
export interface DocumentedHost {
  /** As the document spells it (`*` for any label or prefix). */
  host: string;
  /** The schemes the page reaches it with; empty when CSP does not govern how it is reached. */
  schemes: readonly ('https' | 'wss')[];
  /** Also loaded as a script (the call-machine and audio-processor bundles). */
  script?: true;
  /** Why the policy has nothing for it, when `schemes` is empty. */
  outsideCsp?: string;
  from: Citation;
}

/**
 * Every host Daily's documents list for a call in call-object mode. tests/csp/csp.test.ts checks
 * the keyed policy allows each of them with each scheme (and as a script where marked).
 */
export const DAILY_DOCUMENTED_HOSTS: readonly DocumentedHost[] = [
  ...['*.daily.co', '*.dailywebrtc.com', '*.dailywebrtc.net'].map((host) => ({
    host,
    schemes: ['https', 'wss'] as const,
    from: generalHosts,
  })),
  ...[
    '*.wss.daily.co',
    '*-wss.daily.co',
    '*.wss.dailywebrtc.com',
    '*-wss.dailywebrtc.com',
    '*.wss.dailywebrtc.net',
    '*-wss.dailywebrtc.net',
  ].map((host) => ({ host, schemes: ['wss', 'https'] as const, from: signalling })),
  ...['b.daily.co', 'c.daily.co', 'b.dailywebrtc.com', 'c.dailywebrtc.com', 'b.dailywebrtc.net', 'c.dailywebrtc.net'].map((host) => ({
    host,
    schemes: ['https'] as const,
    script: true as const,
    from: cdn,
  })),
  ...['gs.daily.co', 'gs.dailywebrtc.com', 'gs.dailywebrtc.net'].map((host) => ({ host, schemes: ['https'] as const, from: dispatch })),
  { host: 'prod-ks.pluot.blue', schemes: ['https', 'wss'], from: iceNegotiation },
  ...['stun.cloudflare.com', '*.stun.twilio.com'].map((host) => ({
    host,
    schemes: [],
    outsideCsp: 'an ICE server: RTCPeerConnection reaches it, and no fetch directive governs that',
    from: stun,
  })),
  ...['turn.cloudflare.com', '*.turn.twilio.com'].map((host) => ({
    host,
    schemes: [],
    outsideCsp: 'an ICE server: RTCPeerConnection reaches it, and no fetch directive governs that',
    from: turn,
  })),
];

/** One source of the keyed build's policy, beside the document that asks for it. */
export interface PolicySource {
  directive: 'script-src' | 'connect-src' | 'worker-src';
  source: string;
  from: Citation;
}

const DAILY_DOMAINS = ['daily.co', 'dailywebrtc.com', 'dailywebrtc.net'] as const;

/**
 * What the call library (@daily-co/daily-js, keyed builds only) needs, from Daily's documents
 * rather than from what the installed loader mentions: at join it loads its call-machine bundle,
 * which reaches hosts the package never names. The page passes `dailyConfig: { avoidEval: true }`
 * (streams/call/call-object.ts), so the bundle loads as a script from the CDN and the policy has
 * no 'unsafe-eval' (CALL_LIBRARY_LEFT_OUT). Not here either: Banuba (only for virtual
 * backgrounds and blur, which the demo never uses) and the STUN/TURN servers (see above).
 */
export const CALL_LIBRARY_SOURCES: readonly PolicySource[] = [
  ...DAILY_DOMAINS.map((domain) => ({
    directive: 'script-src' as const,
    source: `https://*.${domain}`,
    from: domain === 'daily.co' ? scriptFromCdn : fallbackDomains,
  })),
  // Daily's own example allows blob: scripts: the call machine starts its audio worklets from blob: URLs.
  { directive: 'script-src', source: 'blob:', from: callObjectPolicy },
  // Noise cancellation (the audio-processor bundle) compiles WebAssembly: this allows that, not eval.
  { directive: 'script-src', source: "'wasm-unsafe-eval'", from: processorBundle },
  ...DAILY_DOMAINS.flatMap((domain) => [
    { directive: 'connect-src' as const, source: `https://*.${domain}`, from: generalHosts },
    { directive: 'connect-src' as const, source: `wss://*.${domain}`, from: signalling },
  ]),
  { directive: 'connect-src', source: 'https://*.pluot.blue', from: iceNegotiation },
  { directive: 'connect-src', source: 'wss://*.pluot.blue', from: iceNegotiation },
  { directive: 'connect-src', source: 'https://o77906.ingest.sentry.io', from: sentryDsn },
  { directive: 'worker-src', source: 'blob:', from: callObjectPolicy },
];

const TURNSTILE_CSP = {
  document: 'Content Security Policy (Cloudflare Turnstile docs)',
  url: 'https://developers.cloudflare.com/turnstile/reference/content-security-policy',
};

/**
 * What Turnstile, the challenge in front of the demo-call endpoint, needs: its script, and the
 * frame it runs the challenge in. Only a build with the endpoint allows them.
 */
export const TURNSTILE_SOURCES: readonly { directive: 'script-src' | 'frame-src'; source: string; from: Citation }[] = [
  {
    directive: 'script-src',
    source: 'https://challenges.cloudflare.com',
    from: cite(TURNSTILE_CSP, 'Content Security Policy', 'script-src: https://challenges.cloudflare.com'),
  },
  {
    directive: 'frame-src',
    source: 'https://challenges.cloudflare.com',
    from: cite(TURNSTILE_CSP, 'Content Security Policy', 'frame-src: https://challenges.cloudflare.com'),
  },
];

/** What Daily's call-object example allows that this policy does not, and why. */
export const CALL_LIBRARY_LEFT_OUT: readonly { source: string; why: string; from: Citation }[] = [
  { source: "'unsafe-eval'", why: 'the page passes dailyConfig.avoidEval, so the bundle loads as a script', from: avoidingEval },
  { source: 'https://unpkg.com/@daily-co/daily-js', why: "daily-js is bundled with the site ('self')", from: callObjectPolicy },
];

function callLibrarySources(directive: PolicySource['directive']): string[] {
  return CALL_LIBRARY_SOURCES.filter((entry) => entry.directive === directive).map((entry) => entry.source);
}

function origin(url: string, what: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`CSP: ${what} "${url}" is not an absolute URL`);
  }
}

/** The settings the build's configuration implies (config/parse-site-config.ts parses and checks each value). */
export function cspSettings(config: SiteConfig): CspSettings {
  return {
    live: config.keyed,
    // The page of an edge build never asks the provider's API: the Worker does.
    apiBaseUrl: config.demoCall ? undefined : config.apiBaseUrl,
    contactEndpoint: config.contactEndpoint,
    analyticsHost: config.analytics?.apiHost,
    demoCallUrl: config.demoCall?.url,
    reporting: { reportUrl: config.cspReportUrl ?? undefined, reportOnly: config.cspReportOnly },
  };
}

/** The policy as directives. `scriptHashes` are the `'sha256-…'` sources of the pages' inline scripts. */
export function policyDirectives(settings: CspSettings, scriptHashes: readonly string[]): Directives {
  const callLibrary = (directive: PolicySource['directive']) => (settings.live ? callLibrarySources(directive) : []);
  const turnstile = (directive: 'script-src' | 'frame-src') =>
    settings.demoCallUrl ? TURNSTILE_SOURCES.filter((entry) => entry.directive === directive).map((entry) => entry.source) : [];
  const frames = turnstile('frame-src');
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...scriptHashes, ...callLibrary('script-src'), ...turnstile('script-src')],
    // styled-components writes its rules at run time, and the prerendered pages inline them.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...new Set([
        ...(settings.apiBaseUrl ? [origin(settings.apiBaseUrl, 'the provider API base')] : []),
        origin(settings.contactEndpoint, 'the contact endpoint'),
        ...(settings.analyticsHost ? [origin(settings.analyticsHost, 'the analytics host')] : []),
        ...(settings.demoCallUrl ? [origin(settings.demoCallUrl, 'the demo-call endpoint')] : []),
      ]),
      ...callLibrary('connect-src'),
    ],
    // The sample calls' audio plays in a media element from the site's own assets (the simulated assistant's clips
    // come by fetch() into Web Audio).
    'media-src': ["'self'"],
    // MSW's worker (simulated builds); the call library's workers (keyed builds).
    'worker-src': ["'self'", ...callLibrary('worker-src')],
    // Turnstile's challenge runs in its frame (a build with the demo-call endpoint); nothing else frames.
    'frame-src': frames.length > 0 ? frames : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

export function serializePolicy(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The name `report-to` uses for the endpoint in `Reporting-Endpoints`. */
export const REPORT_ENDPOINT_NAME = 'csp-endpoint';

/** Directives a <meta> policy ignores; they only work as a response header. */
export function headerOnlyDirectives(reporting: CspReporting): Directives {
  return {
    'frame-ancestors': ["'none'"],
    // report-to for browsers with the Reporting API, report-uri for the others (they ignore it when both are set).
    ...(reporting.reportUrl ? { 'report-to': [REPORT_ENDPOINT_NAME], 'report-uri': [reporting.reportUrl] } : {}),
  };
}

// Script types the browser runs (and CSP governs); any other type is a data block (JSON-LD).
const EXECUTABLE_TYPES = new Set([
  '',
  'module',
  'importmap',
  'speculationrules',
  'text/javascript',
  'application/javascript',
  'text/ecmascript',
  'application/ecmascript',
]);
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

function attribute(attributes: string, name: string): string | undefined {
  const match = new RegExp(`(?:^|\\s)${name}(?:\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s"'>]+)))?`, 'i').exec(attributes);
  return match ? (match[1] ?? match[2] ?? match[3] ?? '') : undefined;
}

/** The text of every inline script the browser would run, in page order. */
export function inlineScripts(html: string): string[] {
  return [...html.matchAll(SCRIPT)]
    .filter(([, attributes = '']) => attribute(attributes, 'src') === undefined)
    .filter(([, attributes = '']) => EXECUTABLE_TYPES.has((attribute(attributes, 'type') ?? '').trim().toLowerCase()))
    .map(([, , body = '']) => body);
}

export function scriptHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** Inline handlers (`onclick="…"`) and `javascript:` URLs cannot be hashed without 'unsafe-hashes': refuse them. */
export function unhashableScripts(html: string): string[] {
  const withoutScripts = html.replace(SCRIPT, '<script>');
  const tags = withoutScripts.match(/<[a-z][a-z0-9-]*\s[^>]*>/gi) ?? [];
  return tags.filter((tag) => /\son[a-z]+\s*=/i.test(tag) || /=\s*["']?\s*javascript:/i.test(tag));
}

/** The page with the policy as its first <meta> after the charset, so it covers every script. */
export function withCspMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}" />`;
  const after = /<meta charset[^>]*>/i.exec(html) ?? /<head\b[^>]*>/i.exec(html);
  if (!after) throw new Error('CSP: the page has no <head>');
  const at = after.index + after[0].length;
  const page = `${html.slice(0, at)}\n    ${meta}${html.slice(at)}`;
  const firstScript = page.search(/<script\b/i);
  if (firstScript >= 0 && firstScript < page.indexOf(meta)) throw new Error('CSP: a script comes before the policy meta tag');
  return page;
}

/** Two years: browsers then reach the site, and every subdomain, only over HTTPS. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

const SECURITY_HEADERS: [string, string][] = [
  // Only HTTPS responses carry it: nginx includes the headers in its TLS server alone (the port-80
  // server only redirects), and Netlify and Cloudflare Pages serve HTTPS (a browser ignores it over HTTP).
  ['Strict-Transport-Security', STRICT_TRANSPORT_SECURITY],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // The demo call asks for the microphone, never the camera (its call object has videoSource: false).
  ['Permissions-Policy', 'microphone=(self), camera=(), geolocation=(), payment=(), usb=()'],
];

/** The response headers of every page and file: the policy (or its report-only form) and the security headers. */
export function responseHeaders(headerPolicy: string, reporting: CspReporting): [string, string][] {
  return [
    [reporting.reportOnly ? 'Content-Security-Policy-Report-Only' : 'Content-Security-Policy', headerPolicy],
    ...(reporting.reportUrl ? [['Reporting-Endpoints', `${REPORT_ENDPOINT_NAME}="${reporting.reportUrl}"`] as [string, string]] : []),
    ...SECURITY_HEADERS,
  ];
}

/** Hashed file names (Vite's `assets/`) never change content: cache them for a year. */
export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

export function headersFile(headerPolicy: string, reporting: CspReporting): string {
  return [
    '# Generated by `npm run build` (scripts/csp.ts): response headers for Netlify and Cloudflare Pages.',
    '/*',
    ...responseHeaders(headerPolicy, reporting).map(([name, value]) => `  ${name}: ${value}`),
    '/assets/*',
    `  Cache-Control: ${IMMUTABLE_CACHE}`,
    '',
  ].join('\n');
}

export function nginxSnippet(headerPolicy: string, reporting: CspReporting): string {
  const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return [
    '# Generated by `npm run build` (scripts/csp.ts). Include it in the server block of the site;',
    '# a location block with add_header of its own must include it again (nginx does not merge them).',
    ...responseHeaders(headerPolicy, reporting).map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    '',
  ].join('\n');
}

export interface AppliedPolicy {
  /** The policy in every page's <meta> (none in report-only mode: a meta policy cannot only report). */
  meta: string | null;
  /** The same policy plus the header-only directives, for `_headers` and nginx. */
  header: string;
  reporting: CspReporting;
  pages: string[];
}

/**
 * Puts the policy into every HTML page of `outDir` (one policy for all pages, so one header
 * fits them all), writes `outDir/_headers`, and the nginx snippet into `privateDir`.
 */
export function applyContentSecurityPolicy(options: { outDir: string; privateDir: string; config: SiteConfig }): AppliedPolicy {
  const outDir = resolve(options.outDir);
  const pages = readdirSync(outDir).filter((name) => name.endsWith('.html'));
  const html = new Map(pages.map((name) => [name, readFileSync(join(outDir, name), 'utf8')]));
  const hashes = new Set<string>();
  for (const [name, page] of html) {
    const unhashable = unhashableScripts(page);
    if (unhashable.length > 0)
      throw new Error(`CSP: ${name} has script a hash cannot allow (use addEventListener): ${unhashable.join(', ')}`);
    for (const body of inlineScripts(page)) hashes.add(scriptHash(body));
  }
  const settings = cspSettings(options.config);
  const directives = policyDirectives(settings, [...hashes].sort());
  const policy = serializePolicy(directives);
  const header = serializePolicy({ ...directives, ...headerOnlyDirectives(settings.reporting) });
  const meta = settings.reporting.reportOnly ? null : policy;
  if (meta !== null) for (const [name, page] of html) writeFileSync(join(outDir, name), withCspMeta(page, meta));
  writeFileSync(join(outDir, '_headers'), headersFile(header, settings.reporting));
  writeFileSync(join(options.privateDir, NGINX_HEADERS_FILE), nginxSnippet(header, settings.reporting));
  return { meta, header, reporting: settings.reporting, pages };
}

/** The nginx snippet's name in the private folder; the server block (scripts/nginx-site.ts) includes it. */
export const NGINX_HEADERS_FILE = 'nginx-headers.conf';
