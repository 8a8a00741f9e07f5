// @vitest-environment node
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CALL_LIBRARY, applyContentSecurityPolicy, cspSettings, inlineScripts, policyDirectives, scriptHash, serializePolicy, unhashableScripts, withCspMeta,
} from '../../scripts/csp';

const NO_JS = "document.documentElement.classList.replace('no-js', 'js');";
const page = (head: string, body = '') =>
  `<!doctype html>\n<html>\n  <head>\n    <meta charset="UTF-8" />\n    ${head}\n  </head>\n  <body>${body}<script type="module" crossorigin src="/assets/index.js"></script></body>\n</html>\n`;
const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

const LIVE_ENV = {
  VITE_VAPI_PUBLIC_KEY: 'pk_1',
  VITE_VAPI_API_BASE_URL: 'https://api.example.test/v1',
  VITE_CONTACT_ENDPOINT: 'https://forms.example.test/f/abc',
};

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
    const directives = policyDirectives(cspSettings({}), [sha256(NO_JS)]);
    expect(directives['script-src']).toEqual(["'self'", sha256(NO_JS)]);
    expect(directives['connect-src']).toEqual(["'self'", 'https://api.vapi.ai', 'https://forms.vestry.example']);
    expect(directives['worker-src']).toEqual(["'self'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
  });

  it('of a keyed build: the configured hosts, and the call library’s hosts, sockets, error reporting and bundle evaluation', () => {
    const directives = policyDirectives(cspSettings(LIVE_ENV), []);
    expect(directives['connect-src']).toEqual(expect.arrayContaining([
      'https://api.example.test', 'https://forms.example.test', 'https://*.daily.co', 'wss://*.daily.co', 'https://o77906.ingest.sentry.io',
    ]));
    expect(directives['script-src']).toEqual(expect.arrayContaining(["'self'", "'unsafe-eval'", 'https://*.daily.co', 'blob:']));
    expect(directives['worker-src']).toEqual(["'self'", 'blob:']);
  });

  it('never allows inline scripts wholesale', () => {
    for (const env of [{}, LIVE_ENV]) expect(policyDirectives(cspSettings(env), [])['script-src']).not.toContain("'unsafe-inline'");
  });

  it('refuses a configured host that is not a URL', () => {
    expect(() => policyDirectives(cspSettings({ ...LIVE_ENV, VITE_CONTACT_ENDPOINT: 'forms.example.test' }), [])).toThrow(/contact endpoint/);
  });
});

describe('the call library’s needs', () => {
  // The installed library, read as shipped: when an upgrade changes its hosts, this fails.
  const require = createRequire(import.meta.url);
  const library = readFileSync(require.resolve('@daily-co/daily-js/dist/daily-esm.js'), 'utf8');

  it('are the domains it loads from and fails over between', () => {
    const domains = /\["daily\.co"(?:,"[a-z0-9.-]+")*\]/.exec(library)?.[0];
    expect(JSON.parse(domains ?? '[]')).toEqual(CALL_LIBRARY.domains);
    expect(library).toContain('"https://c.".concat(');
  });

  it('include its error reporting host', () => {
    const dsn = /dsn:"https:\/\/[^@"]+@([^/"]+)\//.exec(library)?.[1];
    expect(`https://${dsn}`).toBe(CALL_LIBRARY.errorReporting);
  });

  it('include eval while it runs its fetched bundle with Function() (no avoidEval in the page)', () => {
    expect(library).toMatch(/Function\('"use strict";'\+/);
    expect(CALL_LIBRARY.evaluatesItsBundle).toBe(true);
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
    const applied = applyContentSecurityPolicy({ outDir, privateDir, env: {} });
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
    expect(readFileSync(join(privateDir, 'nginx-headers.conf'), 'utf8')).toContain(`add_header Content-Security-Policy "${applied.header}" always;`);
  });

  it('refuses a page with an inline handler, leaving the pages as they were', () => {
    const [outDir, privateDir] = [tempDir(), tempDir()];
    const original = page('', '<body onload="start()">');
    writeFileSync(join(outDir, 'index.html'), original);
    expect(() => applyContentSecurityPolicy({ outDir, privateDir, env: {} })).toThrow(/a hash cannot allow/);
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
