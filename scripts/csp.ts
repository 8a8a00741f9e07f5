// The Content-Security-Policy of the built site, from the configured hosts and the final HTML.
// The build calls applyContentSecurityPolicy() once every page is written: each page gets the
// policy as a <meta http-equiv> (before its first script), and the same policy goes into
// `_headers` (Netlify, Cloudflare Pages) and an nginx snippet, with the directives only a
// header can carry. The dev server has no policy: Vite's dev client runs inline scripts.
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SITE_DEFAULTS } from '../config/site-config';
import { DEFAULT_PROVIDER_API_BASE_URL } from '../streams/provider-api/transport';

export type Directives = Record<string, string[]>;

export interface CspSettings {
  /** A keyed build: the real call library runs in the page. */
  live: boolean;
  /** Where the page sends `POST /call/web` (in a simulated build MSW answers it, after the policy allowed it). */
  apiBaseUrl: string;
  /** Where the contact form posts. */
  contactEndpoint: string;
}

/**
 * What the call library (@daily-co/daily-js, keyed builds only) needs, per spec section 7:
 * its call-machine bundle from its CDN (on any of the domains it fails over to), the calls to
 * its hosts (the geo lookup, the room API, the signalling sockets) and its error reporting.
 * tests/csp/csp.test.ts reads the installed library and fails when these drift from it.
 */
export const CALL_LIBRARY = {
  /** The domains daily-js loads from and fails over between. */
  domains: ['daily.co', 'dailywebrtc.com', 'dailywebrtc.net'],
  /** daily-js reports fatal errors to this Sentry host (its DSN). */
  errorReporting: 'https://o77906.ingest.sentry.io',
  /**
   * Unless the page passes `dailyConfig: { avoidEval: true }`, daily-js fetches its call-machine
   * bundle and runs it with `Function()`, which needs 'unsafe-eval'. The page passes no such option
   * (src/app/streams/site-streams.ts), so keyed builds allow it; with avoidEval the bundle loads
   * as a <script> from the CDN hosts below instead and this can become false.
   */
  evaluatesItsBundle: true,
} as const;

function origin(url: string, what: string): string {
  try {
    return new URL(url).origin;
  } catch {
    throw new Error(`CSP: ${what} "${url}" is not an absolute URL`);
  }
}

/** The settings a build's environment implies, with the same defaults the page uses. */
export function cspSettings(env: Record<string, string | undefined>): CspSettings {
  const live = Boolean(env.VITE_VAPI_PUBLIC_KEY?.trim());
  return {
    live,
    apiBaseUrl: env.VITE_VAPI_API_BASE_URL?.trim() || DEFAULT_PROVIDER_API_BASE_URL,
    // A simulated build always posts to the simulated endpoint (src/app/streams/site-streams.ts).
    contactEndpoint: live ? (env.VITE_CONTACT_ENDPOINT?.trim() ?? '') : SITE_DEFAULTS.simulatedContactEndpoint,
  };
}

/** The policy as directives. `scriptHashes` are the `'sha256-…'` sources of the pages' inline scripts. */
export function policyDirectives(settings: CspSettings, scriptHashes: readonly string[]): Directives {
  const callHosts = settings.live ? CALL_LIBRARY.domains.map((domain) => `https://*.${domain}`) : [];
  const callSockets = settings.live ? CALL_LIBRARY.domains.map((domain) => `wss://*.${domain}`) : [];
  return {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...scriptHashes,
      ...(settings.live && CALL_LIBRARY.evaluatesItsBundle ? ["'unsafe-eval'"] : []),
      // The call machine's audio processing runs blob: modules (the library's own CSP guidance).
      ...(settings.live ? [...callHosts, 'blob:'] : []),
    ],
    // styled-components writes its rules at run time, and the prerendered pages inline them.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'"],
    'font-src': ["'self'"],
    'connect-src': [
      "'self'",
      ...new Set([origin(settings.apiBaseUrl, 'the provider API base'), origin(settings.contactEndpoint, 'the contact endpoint')]),
      ...(settings.live ? [...callHosts, ...callSockets, CALL_LIBRARY.errorReporting] : []),
    ],
    // The simulated assistant's clips come by fetch() into Web Audio: no media element loads a URL.
    'media-src': ["'self'"],
    // MSW's worker (simulated builds); the call library's workers (keyed builds).
    'worker-src': ["'self'", ...(settings.live ? ['blob:'] : [])],
    'frame-src': ["'none'"],
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

/** Directives a <meta> policy ignores; they only work as a response header. */
export const HEADER_ONLY_DIRECTIVES: Directives = { 'frame-ancestors': ["'none'"] };

// Script types the browser runs (and CSP governs); any other type is a data block (JSON-LD).
const EXECUTABLE_TYPES = new Set(['', 'module', 'importmap', 'speculationrules', 'text/javascript', 'application/javascript', 'text/ecmascript', 'application/ecmascript']);
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

const SECURITY_HEADERS: [string, string][] = [
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  // The demo call asks for the microphone, and the camera only when the assistant records video.
  ['Permissions-Policy', 'microphone=(self), camera=(self), geolocation=(), payment=(), usb=()'],
];

export function headersFile(headerPolicy: string): string {
  return [
    '# Generated by `npm run build` (scripts/csp.ts): response headers for Netlify and Cloudflare Pages.',
    '/*',
    `  Content-Security-Policy: ${headerPolicy}`,
    ...SECURITY_HEADERS.map(([name, value]) => `  ${name}: ${value}`),
    '/assets/*',
    '  Cache-Control: public, max-age=31536000, immutable',
    '',
  ].join('\n');
}

export function nginxSnippet(headerPolicy: string): string {
  const quote = (value: string) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
  return [
    '# Generated by `npm run build` (scripts/csp.ts). Include it in the server block of the site;',
    '# a location block with add_header of its own must include it again (nginx does not merge them).',
    `add_header Content-Security-Policy ${quote(headerPolicy)} always;`,
    ...SECURITY_HEADERS.map(([name, value]) => `add_header ${name} ${quote(value)} always;`),
    '',
  ].join('\n');
}

export interface AppliedPolicy {
  /** The policy in every page's <meta>. */
  meta: string;
  /** The same policy plus the header-only directives, for `_headers` and nginx. */
  header: string;
  pages: string[];
}

/**
 * Puts the policy into every HTML page of `outDir` (one policy for all pages, so one header
 * fits them all), writes `outDir/_headers`, and the nginx snippet into `privateDir`.
 */
export function applyContentSecurityPolicy(options: { outDir: string; privateDir: string; env: Record<string, string | undefined> }): AppliedPolicy {
  const outDir = resolve(options.outDir);
  const pages = readdirSync(outDir).filter((name) => name.endsWith('.html'));
  const html = new Map(pages.map((name) => [name, readFileSync(join(outDir, name), 'utf8')]));
  const hashes = new Set<string>();
  for (const [name, page] of html) {
    const unhashable = unhashableScripts(page);
    if (unhashable.length > 0) throw new Error(`CSP: ${name} has script a hash cannot allow (use addEventListener): ${unhashable.join(', ')}`);
    for (const body of inlineScripts(page)) hashes.add(scriptHash(body));
  }
  const directives = policyDirectives(cspSettings(options.env), [...hashes].sort());
  const meta = serializePolicy(directives);
  const header = serializePolicy({ ...directives, ...HEADER_ONLY_DIRECTIVES });
  for (const [name, page] of html) writeFileSync(join(outDir, name), withCspMeta(page, meta));
  writeFileSync(join(outDir, '_headers'), headersFile(header));
  writeFileSync(join(options.privateDir, 'nginx-headers.conf'), nginxSnippet(header));
  return { meta, header, pages };
}
