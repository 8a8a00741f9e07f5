// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE, STRICT_TRANSPORT_SECURITY, headersFile, nginxSnippet } from '../../scripts/csp';
import { NGINX_DEPLOYMENT_LINES, nginxServerBlock } from '../../scripts/nginx-site';

// The shipped server blocks, read as text; tests/e2e/nginx-site.spec.ts runs them in nginx (and
// tests/e2e/nginx-observatory.spec.ts has MDN's HTTP Observatory grade them).
const block = nginxServerBlock();

/** The two `server { … }` blocks: port 80's, then the site's over TLS. */
function servers(conf: string): string[] {
  return conf.split(/^server \{$/m).slice(1);
}

/** Each `location … { … }` with its body (the block has no nested braces inside locations). */
function locations(conf: string): { name: string; body: string }[] {
  return [...conf.matchAll(/^\s*location ([^{\n]+)\{([^}]*)\}/gm)].map(([, name = '', body = '']) => ({ name: name.trim(), body }));
}

describe('the nginx server block', () => {
  it('serves the pre-compressed files, and unknown paths with the 404 page', () => {
    expect(block).toMatch(/^\s+gzip_static on;$/m);
    expect(block).toMatch(/^\s+error_page 404 \/404\.html;$/m);
    expect(block).toMatch(/^\s+include nginx-headers\.conf;$/m);
  });

  it('serves /privacy from the prerendered privacy.html, revalidated like /', () => {
    const privacy = locations(block).find((location) => location.name === '= /privacy');
    expect(privacy?.body).toContain('try_files /privacy.html =404;');
    expect(privacy?.body).toContain('add_header Cache-Control "no-cache" always;');
  });

  it('caches hashed assets for a year', () => {
    const assets = locations(block).find((location) => location.name === '/assets/');
    expect(assets?.body).toContain(`add_header Cache-Control "${IMMUTABLE_CACHE}" always;`);
  });

  it('includes the headers again in every location with an add_header of its own (nginx does not merge them)', () => {
    const withHeaders = locations(block).filter((location) => /add_header/.test(location.body));
    expect(withHeaders.map((location) => location.name)).toEqual(['/', '= /privacy', '/assets/']);
    for (const location of withHeaders) expect(location.body, location.name).toContain('include nginx-headers.conf;');
  });

  it('leaves its addresses, certificate and root to the deployment, the lines scripts/serve-nginx.mjs replaces', () => {
    const serve = readFileSync('scripts/serve-nginx.mjs', 'utf8');
    for (const line of NGINX_DEPLOYMENT_LINES) {
      expect(block.split(`\n${line}\n`), line).toHaveLength(2);
      expect(serve).toContain(`['${line}', `);
    }
    expect(block).toMatch(/^ {4}ssl_certificate \/\S+REPLACE_WITH\S+\.pem;$/m);
    expect(block).toMatch(/^ {4}ssl_certificate_key \/\S+REPLACE_WITH\S+\.pem;$/m);
  });

  it('answers plain HTTP (IPv4 and IPv6) only with a permanent redirect to HTTPS, without the headers', () => {
    const [http = '', https = ''] = servers(block);
    expect(http).toMatch(/^ {4}listen 80;$/m);
    expect(http).toMatch(/^ {4}listen \[::\]:80;$/m);
    expect(http).toMatch(/^ {4}return 301 https:\/\/\$host\$request_uri;$/m);
    expect(http).not.toMatch(/include|root|location|add_header/);
    expect(https).not.toMatch(/listen (\[::\]:)?80;/);
  });

  it('serves the site over TLS 1.2 and 1.3 only, with HTTP/2 (the listen syntax of Debian 12’s nginx 1.22)', () => {
    const [, https = ''] = servers(block);
    expect(https).toMatch(/^ {4}listen 443 ssl http2;$/m);
    expect(https).toMatch(/^ {4}listen \[::\]:443 ssl http2;$/m);
    expect(https).toMatch(/^ {4}ssl_protocols TLSv1\.2 TLSv1\.3;$/m);
    expect(https).toMatch(/^ {4}ssl_session_tickets off;$/m);
    const ciphers = /^ {4}ssl_ciphers (\S+);$/m.exec(https)?.[1]?.split(':') ?? [];
    expect(ciphers.length).toBeGreaterThan(0);
    for (const cipher of ciphers)
      expect(cipher, 'forward secret, authenticated encryption').toMatch(/^ECDHE-(ECDSA|RSA)-(AES\d+-GCM-SHA\d+|CHACHA20-POLY1305)$/);
    expect(https).toMatch(/^ {4}include nginx-headers\.conf;$/m);
  });
});

describe('the response headers of the two hosts', () => {
  const reporting = { reportUrl: 'https://reports.example/csp', reportOnly: false };
  const policy = "default-src 'self'; frame-ancestors 'none'";

  it('are the same in _headers and in the nginx snippet, Strict-Transport-Security (two years, subdomains) among them', () => {
    const lines = headersFile(policy, reporting).split('\n');
    const all = lines.slice(lines.indexOf('/*') + 1, lines.indexOf('/assets/*')).map((line) => {
      const [, name = '', value = ''] = /^ {2}([\w-]+): (.*)$/.exec(line) ?? [];
      return [name, value];
    });
    const nginx = [...nginxSnippet(policy, reporting).matchAll(/^add_header ([\w-]+) "((?:[^"\\]|\\.)*)" always;$/gm)].map(
      ([, name = '', value = '']) => [name, value.replace(/\\(.)/g, '$1')],
    );
    expect(nginx).toEqual(all);
    expect(all).toContainEqual(['Strict-Transport-Security', 'max-age=63072000; includeSubDomains']);
    expect(STRICT_TRANSPORT_SECURITY).toBe('max-age=63072000; includeSubDomains');
  });
});
