// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CALL_LIBRARY_LEFT_OUT,
  CALL_LIBRARY_SOURCES,
  DAILY_DOCUMENTED_HOSTS,
  applyContentSecurityPolicy,
  cspSettings,
  inlineScripts,
  policyDirectives,
  responseHeaders,
  scriptHash,
  serializePolicy,
  unhashableScripts,
  withCspMeta,
} from '../../scripts/csp';
import { parseSiteConfig } from '../../config/parse-site-config';
import type { SiteEnv } from '../../config/site-config';
import { dailyCreateOptions } from '../../streams/call/call-object';
import { allows, sampleHost } from './source-match';

const NO_JS = "document.documentElement.classList.replace('no-js', 'js');";
const page = (head: string, body = '') =>
  `<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    ${head}\n  </head>\n  <body>${body}<script type="module" crossorigin src="/assets/index.js"></script></body>\n</html>\n`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const LIVE_ENV = {
  VITE_VAPI_PUBLIC_KEY: 'pk_1',
  VITE_VAPI_ASSISTANT_ID: 'asst_1',
  VITE_VAPI_API_BASE_URL: 'https://api.example.test/v1',
  VITE_CONTACT_ENDPOINT: 'https://forms.example.test/f/abc',
  VITE_CONTACT_EMAIL: 'office@church.test',
  VITE_DEMO_PHONE_NUMBER: '+61255501234',
  VITE_SITE_URL: 'https://church.test/',
  VITE_OPERATOR_NAME: 'Grace Church Services Pty Ltd',
  VITE_REPLY_WITHIN: '24 hours',
};

/** The policy settings of a build with this environment, parsed as the build parses it. */
const settingsOf = (env: SiteEnv) => cspSettings(parseSiteConfig(env));

describe('inline scripts', () => {
  it('are every script without src that the browser runs; JSON-LD data blocks are not scripts', () => {
    const html = page(
      `<script>${NO_JS}</script>\n<script type="application/ld+json">{"@type":"Organization"}</script>\n<script type="module">import('/x.js')</script>`,
      '<script>window.addedLater = 1</script>',
    );
    expect(inlineScripts(html)).toEqual([NO_JS, "import('/x.js')", 'window.addedLater = 1']);
  });

  it('are hashed over their exact text, as the browser hashes them', () => {
    expect(scriptHash(NO_JS)).toBe(sha256(NO_JS));
    expect(scriptHash(' x ')).not.toBe(scriptHash('x'));
  });

  it('cannot be inline handlers or javascript: URLs, which no hash allows', () => {
    expect(unhashableScripts(page('', '<button onclick="go()">Go</button><a href="javascript:void 0">x</a>'))).toHaveLength(2);
    expect(unhashableScripts(page(`<script>${NO_JS}</script>`, '<p>Online bookings: <a href="/one">one</a></p>'))).toEqual([]);
  });
});

describe('the policy', () => {
  it('of a simulated build: the hashes, the default API host, the simulated form host; no eval, no call library', () => {
    const directives = policyDirectives(settingsOf({}), [sha256(NO_JS)]);
    expect(directives['script-src']).toEqual(["'self'", sha256(NO_JS)]);
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.vapi.ai', 'https://forms.vestry.example']);
    expect(directives['worker-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
  });

  it('allows exactly the configured analytics host in connect-src, and no analytics host without one', () => {
    const counted = policyDirectives(settingsOf({ VITE_PLAUSIBLE_DOMAIN: 'church.test' }), []);
    expect(counted['connect-src']).toEqual(["'self'", 'https://api.vapi.ai', 'https://forms.vestry.example', 'https://plausible.io']);
    const selfHosted = policyDirectives(
      settingsOf({ ...LIVE_ENV, VITE_PLAUSIBLE_DOMAIN: 'church.test', VITE_PLAUSIBLE_API_HOST: 'https://stats.church.test/' }),
      [],
    );
    expect(selfHosted['connect-src']).toContain('https://stats.church.test');
    expect(selfHosted['connect-src']).not.toContain('https://plausible.io');
    const uncounted = serializePolicy(policyDirectives(settingsOf(LIVE_ENV), []));
    expect(uncounted).not.toMatch(/plausible|stats\./);
    expect(serializePolicy(policyDirectives(settingsOf({}), []))).not.toMatch(/plausible/);
  });

  it('of a keyed build: the configured hosts, and the call library’s hosts, sockets, error reporting and WebAssembly, but no eval', () => {
    const directives = policyDirectives(settingsOf(LIVE_ENV), []);
    expect(directives['connect-src']).toEqual(
      expect.arrayContaining([
        'https://api.example.test',
        'https://forms.example.test',
        'https://*.daily.co',
        'wss://*.daily.co',
        'https://o77906.ingest.sentry.io',
        'https://*.pluot.blue',
        'wss://*.pluot.blue',
      ]),
    );
    expect(directives['script-src']).toEqual(expect.arrayContaining(["'self'", "'wasm-unsafe-eval'", 'https://*.daily.co', 'blob:']));
    expect(directives['script-src']).not.toContain("'unsafe-eval'");
    expect(directives['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it('of a build with a demo-call endpoint: Turnstile’s script and frame, and the endpoint’s origin, and not the provider’s API; of any other build, none of them', () => {
    const { VITE_VAPI_PUBLIC_KEY: _key, VITE_VAPI_ASSISTANT_ID: _assistant, VITE_VAPI_API_BASE_URL: _api, ...edge } = LIVE_ENV;
    const edgeEnv = {
      ...edge,
      VITE_DEMO_CALL_URL: 'https://demo.church.test/api/demo-call',
      VITE_TURNSTILE_SITE_KEY: '1x00000000000000000000BB',
    };
    const directives = policyDirectives(settingsOf(edgeEnv), []);
    expect(directives['script-src']).toContain('https://challenges.cloudflare.com');
    expect(directives['frame-src']).toEqual(['https://challenges.cloudflare.com']);
    expect(directives['connect-src']).toContain('https://demo.church.test');
    // The page never asks the provider's API: the Worker makes the call.
    expect(directives['connect-src']).not.toContain(new URL(parseSiteConfig({}).apiBaseUrl).origin);
    // A keyed build still: the call library's sources too.
    expect(directives['script-src']).toContain('https://*.daily.co');
    for (const env of [{}, LIVE_ENV]) {
      const policy = policyDirectives(settingsOf(env), []);
      expect(serializePolicy(policy)).not.toMatch(/challenges\.cloudflare\.com|demo\.church\.test/);
      expect(policy['frame-src']).toEqual(["'none'"]);
    }
  });

  it('of a simulated build: no WebAssembly either', () => {
    expect(policyDirectives(settingsOf({}), [])['script-src']).not.toContain("'wasm-unsafe-eval'");
  });

  it('never allows inline scripts wholesale', () => {
    for (const env of [{}, LIVE_ENV]) expect(policyDirectives(settingsOf(env), [])['script-src']).not.toContain("'unsafe-inline'");
  });

  it('refuses a configured host that is not a URL', () => {
    expect(() => policyDirectives(settingsOf({ ...LIVE_ENV, VITE_CONTACT_ENDPOINT: 'forms.example.test' }), [])).toThrow(
      /VITE_CONTACT_ENDPOINT/,
    );
  });
});

describe('the call library’s needs', () => {
  // The installed library, read as shipped: when an upgrade changes its hosts, this fails.
  const require = createRequire(import.meta.url);
  const library = readFileSync(require.resolve('@daily-co/daily-js/dist/daily-esm.js'), 'utf8');
  const keyed = policyDirectives(settingsOf(LIVE_ENV), []);

  it('are the domains it loads from and fails over between', () => {
    const domains = /\["daily\.co"(?:,"[a-z0-9.-]+")*\]/.exec(library)?.[0];
    const failover = JSON.parse(domains ?? '[]') as string[];
    expect(failover).toEqual(['daily.co', 'dailywebrtc.com', 'dailywebrtc.net']);
    expect(library).toContain('"https://c.".concat(');
    for (const domain of failover) {
      const bundle = `https://c.${domain}/call-machine/versioned/0.92.2/static/call-machine-object-bundle.js`;
      expect(allows(keyed['script-src'] ?? [], bundle), bundle).toBe(true);
      expect(allows(keyed['connect-src'] ?? [], `https://gs.${domain}/rooms/check/x/y`), domain).toBe(true);
    }
  });

  it('include its error reporting host', () => {
    const dsn = /dsn:"https:\/\/[^@"]+@([^/"]+)\//.exec(library)?.[1];
    expect(keyed['connect-src']).toContain(`https://${dsn}`);
    expect(CALL_LIBRARY_SOURCES.find((entry) => entry.source === `https://${dsn}`)?.directive).toBe('connect-src');
  });

  it('include no eval: the page asks for the bundle as a script (avoidEval), which the installed library honours', () => {
    // Without avoidEval the library fetches the bundle and runs it with Function(); with it, a <script> element.
    expect(library).toMatch(/Function\('"use strict";'\+/);
    expect(library).toMatch(/!\w+\.avoidEval\?new \w+\([^)]*\):new \w+\(/);
    expect(library).toContain('createElement("script")');
    expect(dailyCreateOptions({ audioSource: true, videoSource: false, dailyConfig: {} }).dailyConfig.avoidEval).toBe(true);
    expect(keyed['script-src']).not.toContain("'unsafe-eval'");
  });
});

describe('Daily’s documented needs (scripts/csp.ts keeps each beside its document and section)', () => {
  const keyed = policyDirectives(settingsOf(LIVE_ENV), []);

  it('every host a call reaches is allowed, with each scheme, and the CDN hosts as scripts', () => {
    const governed = DAILY_DOCUMENTED_HOSTS.filter((entry) => entry.schemes.length > 0);
    expect(governed.map((entry) => entry.host)).toEqual(
      expect.arrayContaining(['prod-ks.pluot.blue', 'c.daily.co', '*.wss.daily.co', '*-wss.daily.co', 'gs.dailywebrtc.net']),
    );
    for (const entry of governed) {
      for (const scheme of entry.schemes) {
        const url = `${scheme}://${sampleHost(entry.host)}/`;
        expect(allows(keyed['connect-src'] ?? [], url), `connect-src ${url} (${entry.from.document}, ${entry.from.section})`).toBe(true);
      }
      if (entry.script) expect(allows(keyed['script-src'] ?? [], `https://${sampleHost(entry.host)}/bundle.js`), entry.host).toBe(true);
    }
  });

  it('hosts outside the policy say why: STUN and TURN servers are reached by RTCPeerConnection, not by a fetch', () => {
    const outside = DAILY_DOCUMENTED_HOSTS.filter((entry) => entry.schemes.length === 0);
    expect(outside.map((entry) => entry.host)).toEqual([
      'stun.cloudflare.com',
      '*.stun.twilio.com',
      'turn.cloudflare.com',
      '*.turn.twilio.com',
    ]);
    for (const entry of outside) expect(entry.outsideCsp).toMatch(/RTCPeerConnection/);
    // Nor does the policy block WebRTC (CSP's webrtc directive).
    expect(keyed.webrtc).toBeUndefined();
  });

  it('every source of the keyed policy’s call-library part comes from the table, and each cites a document, a section and its words', () => {
    for (const entry of CALL_LIBRARY_SOURCES) {
      expect(keyed[entry.directive], entry.source).toContain(entry.source);
      expect(entry.from.document.length * entry.from.section.length * entry.from.quote.length, entry.source).toBeGreaterThan(0);
    }
    const simulated = policyDirectives(settingsOf({}), []);
    const added = (directive: string) =>
      (keyed[directive] ?? []).filter((source) => !(simulated[directive] ?? []).includes(source) && !/example\.test/.test(source));
    for (const directive of ['script-src', 'connect-src', 'worker-src'] as const) {
      expect(added(directive).sort()).toEqual(
        CALL_LIBRARY_SOURCES.filter((entry) => entry.directive === directive)
          .map((entry) => entry.source)
          .sort(),
      );
    }
  });

  it('has no unsafe-eval and has wasm-unsafe-eval (noise cancellation compiles WebAssembly)', () => {
    expect(keyed['script-src']).not.toContain("'unsafe-eval'");
    expect(keyed['script-src']).toContain("'wasm-unsafe-eval'");
  });

  it('leaves out what Daily’s example allows and the page does not need, each with its reason', () => {
    expect(CALL_LIBRARY_LEFT_OUT.map((entry) => entry.source)).toEqual(["'unsafe-eval'", 'https://unpkg.com/@daily-co/daily-js']);
    for (const entry of CALL_LIBRARY_LEFT_OUT) {
      for (const sources of Object.values(keyed)) expect(sources).not.toContain(entry.source);
      expect(entry.why.length).toBeGreaterThan(0);
    }
  });

  it('the matcher the checks use tells allowed from blocked', () => {
    expect(allows(['https://*.daily.co'], 'https://a.wss.daily.co/')).toBe(true);
    expect(allows(['https://*.daily.co'], 'https://daily.co/')).toBe(false);
    expect(allows(['https://*.daily.co'], 'wss://a.daily.co/')).toBe(false);
    expect(allows(['https://*.daily.co'], 'https://a.daily.co.evil.test/')).toBe(false);
    expect(allows(['https://prod-ks.pluot.blue'], 'https://prod-ks.pluot.blue/x')).toBe(true);
    expect(allows(["'self'", 'blob:'], 'blob:https://x.test/1')).toBe(true);
  });
});

describe('reporting', () => {
  it('is off unless configured', () => {
    expect(settingsOf({}).reporting).toEqual({ reportUrl: undefined, reportOnly: false });
    expect(settingsOf({ VITE_CSP_REPORT_ONLY: '0', VITE_CSP_REPORT_URL: ' ' }).reporting).toEqual({
      reportUrl: undefined,
      reportOnly: false,
    });
  });

  it('reads a report URL and report-only mode', () => {
    expect(settingsOf({ VITE_CSP_REPORT_URL: 'https://csp.example.test/r', VITE_CSP_REPORT_ONLY: '1' }).reporting).toEqual({
      reportUrl: 'https://csp.example.test/r',
      reportOnly: true,
    });
  });

  it('refuses values it cannot mean, naming the variable', () => {
    expect(() => settingsOf({ VITE_CSP_REPORT_URL: '/csp-reports' })).toThrow(/VITE_CSP_REPORT_URL/);
    expect(() => settingsOf({ VITE_CSP_REPORT_URL: 'ftp://csp.example.test/r' })).toThrow(/VITE_CSP_REPORT_URL/);
    expect(() => settingsOf({ VITE_CSP_REPORT_URL: 'https://csp.example.test/r; script-src *' })).toThrow(/VITE_CSP_REPORT_URL/);
    expect(() => settingsOf({ VITE_CSP_REPORT_ONLY: 'yes' })).toThrow(/VITE_CSP_REPORT_ONLY/);
  });
});

describe('the Permissions-Policy header', () => {
  it('allows the microphone to this site and the camera to no one: the demo call never asks for one, whatever the assistant records', () => {
    for (const reporting of [
      { reportUrl: undefined, reportOnly: false },
      { reportUrl: 'https://reports.example.test/csp', reportOnly: true },
    ]) {
      const headers = new Map(responseHeaders("default-src 'self'", reporting));
      expect(headers.get('Permissions-Policy')).toBe('microphone=(self), camera=(), geolocation=(), payment=(), usb=()');
    }
  });
});

describe('applying it to a built site', () => {
  let dirs: string[] = [];
  afterEach(() => {
    dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true }));
    dirs = [];
  });
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'vestry-csp-'));
    dirs.push(dir);
    return dir;
  };

  it('puts one policy, with the hashes of every page’s scripts, before the first script of each page, and writes the host headers', () => {
    const [outDir, privateDir] = [tempDir(), tempDir()];
    writeFileSync(join(outDir, 'index.html'), page(`<script>${NO_JS}</script>`));
    writeFileSync(join(outDir, '404.html'), page(`<script>${NO_JS}</script>`, '<script>console.log("404")</script>'));
    const applied = applyContentSecurityPolicy({ outDir, privateDir, config: parseSiteConfig({}) });
    expect(applied.pages.sort()).toEqual(['404.html', 'index.html']);
    for (const name of applied.pages) {
      const html = readFileSync(join(outDir, name), 'utf8');
      const meta = html.indexOf('<meta http-equiv="Content-Security-Policy"');
      expect(meta).toBeGreaterThan(html.indexOf('<meta charset'));
      expect(meta).toBeLessThan(html.indexOf('<script'));
      expect(html).toContain(sha256(NO_JS));
      expect(html).toContain(sha256('console.log("404")'));
    }
    expect(applied.header).toBe(`${applied.meta}; frame-ancestors 'none'`);
    expect(readFileSync(join(outDir, '_headers'), 'utf8')).toContain(`  Content-Security-Policy: ${applied.header}\n`);
    expect(readFileSync(join(privateDir, 'nginx-headers.conf'), 'utf8')).toContain(
      `add_header Content-Security-Policy "${applied.header}" always;`,
    );
  });

  const REPORTS = 'https://csp.example.test/report';

  it('with a report URL: report-to and report-uri in the header files and Reporting-Endpoints beside them; none of it in the meta tag', () => {
    const [outDir, privateDir] = [tempDir(), tempDir()];
    writeFileSync(join(outDir, 'index.html'), page(`<script>${NO_JS}</script>`));
    const applied = applyContentSecurityPolicy({ outDir, privateDir, config: parseSiteConfig({ VITE_CSP_REPORT_URL: REPORTS }) });
    expect(applied.header).toBe(`${applied.meta}; frame-ancestors 'none'; report-to csp-endpoint; report-uri ${REPORTS}`);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).not.toMatch(/report-(to|uri)/);
    const headers = readFileSync(join(outDir, '_headers'), 'utf8');
    expect(headers).toContain(`  Content-Security-Policy: ${applied.header}\n`);
    expect(headers).toContain(`  Reporting-Endpoints: csp-endpoint="${REPORTS}"\n`);
    expect(headers).not.toContain('Report-Only');
    const nginx = readFileSync(join(privateDir, 'nginx-headers.conf'), 'utf8');
    expect(nginx).toContain(`add_header Content-Security-Policy "${applied.header}" always;`);
    expect(nginx).toContain(`add_header Reporting-Endpoints "csp-endpoint=\\"${REPORTS}\\"" always;`);
  });

  it('report-only: the header files carry Content-Security-Policy-Report-Only, and the pages carry no policy', () => {
    const [outDir, privateDir] = [tempDir(), tempDir()];
    const original = page(`<script>${NO_JS}</script>`);
    writeFileSync(join(outDir, 'index.html'), original);
    writeFileSync(join(outDir, '404.html'), original);
    const applied = applyContentSecurityPolicy({
      outDir,
      privateDir,
      config: parseSiteConfig({ ...LIVE_ENV, VITE_CSP_REPORT_ONLY: '1', VITE_CSP_REPORT_URL: REPORTS }),
    });
    expect(applied.meta).toBeNull();
    for (const name of ['index.html', '404.html']) expect(readFileSync(join(outDir, name), 'utf8')).toBe(original);
    const headers = readFileSync(join(outDir, '_headers'), 'utf8');
    expect(headers).toContain(`  Content-Security-Policy-Report-Only: ${applied.header}\n`);
    expect(headers).not.toMatch(/^ {2}Content-Security-Policy:/m);
    expect(applied.header).toContain(sha256(NO_JS));
    expect(applied.header).toContain(`report-uri ${REPORTS}`);
    const nginx = readFileSync(join(privateDir, 'nginx-headers.conf'), 'utf8');
    expect(nginx).toContain(`add_header Content-Security-Policy-Report-Only "${applied.header}" always;`);
    expect(nginx).not.toMatch(/add_header Content-Security-Policy "/);
    // The security headers do not depend on the mode.
    for (const file of [headers, nginx])
      for (const name of ['Strict-Transport-Security', 'X-Content-Type-Options', 'Referrer-Policy', 'Permissions-Policy'])
        expect(file).toContain(name);
  });

  it('refuses a page with an inline handler, leaving the pages as they were', () => {
    const [outDir, privateDir] = [tempDir(), tempDir()];
    const original = page('', '<body onload="start()">');
    writeFileSync(join(outDir, 'index.html'), original);
    expect(() => applyContentSecurityPolicy({ outDir, privateDir, config: parseSiteConfig({}) })).toThrow(/a hash cannot allow/);
    expect(readFileSync(join(outDir, 'index.html'), 'utf8')).toBe(original);
  });

  it('puts the meta tag first even in a page without a charset', () => {
    const html = withCspMeta('<html><head><script>x()</script></head></html>', serializePolicy({ 'default-src': ["'self'"] }));
    expect(html.indexOf('<head>')).toBeLessThan(html.indexOf('Content-Security-Policy'));
    expect(html.indexOf('Content-Security-Policy')).toBeLessThan(html.indexOf('<script'));
    expect(withCspMeta('<html><head><title>t</title></head></html>', "default-src 'self'")).toContain('<head>\n    <meta http-equiv');
    expect(() => withCspMeta('<html><script>x()</script><head></head></html>', "default-src 'self'")).toThrow(/before the policy/);
  });
});
