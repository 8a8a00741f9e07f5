// The built site behind Debian's nginx with the server blocks the build ships
// (dist-private/nginx-site.conf with nginx-headers.conf; scripts/serve-nginx.mjs runs `nginx -t`
// first, with a self-signed certificate made for the run): HTTPS with HTTP/2 and TLS 1.2/1.3 only,
// plain HTTP redirecting to it, the policy, the security headers, the 404 page, caching and
// pre-compressed files as a host serves them, not as a test server imitates them.
import { readFileSync, statSync } from 'node:fs';
import { connect as connectHttp2 } from 'node:http2';
import { connect as connectTls, type SecureVersion } from 'node:tls';
import { expect, test } from './fixtures';
import { policiesOf } from './csp-helpers';

/** The headers `/*` gets in dist/_headers: what every response of the site must carry. */
function shippedHeaders(): Map<string, string> {
  const lines = readFileSync('dist/_headers', 'utf8').split('\n');
  const block = lines.slice(lines.indexOf('/*') + 1);
  const end = block.findIndex((line) => !line.startsWith('  '));
  return new Map(
    block.slice(0, end).map((line) => [line.slice(2, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
}

test.describe('the site behind nginx', () => {
  test('every page and file carries this build’s policy and security headers', async ({ request }) => {
    const shipped = shippedHeaders();
    expect([...shipped.keys()]).toEqual([
      'content-security-policy',
      'strict-transport-security',
      'x-content-type-options',
      'referrer-policy',
      'permissions-policy',
    ]);
    expect(shipped.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
    for (const path of ['/', '/no/such-page', '/robots.txt']) {
      const headers = (await request.get(path)).headers();
      for (const [name, value] of shipped) expect(headers[name], `${name} on ${path}`).toBe(value);
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    }
    // The header and the page's meta tag are one policy (plus what only a header can say).
    const { meta, header } = await policiesOf(await request.get('/'));
    expect(header.get('script-src')).toEqual(meta.get('script-src'));
  });

  test('/ is the prerendered page, revalidated on each visit, and runs without a violation', async ({ page, cspViolations }) => {
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    // The browser itself reached it over HTTP/2.
    expect(await page.evaluate(() => (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).nextHopProtocol)).toBe(
      'h2',
    );
    await expect(page.locator('html')).toHaveClass(/\bjs\b/);
    await expect(page.getByRole('button', { name: 'Start Demo Call' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(cspViolations).toEqual([]);
  });

  test('an unknown path answers 404 with the "Oops! Page not found" page; the 404 page and _headers are not files to fetch', async ({
    page,
    request,
  }) => {
    const response = await request.get('/no/such-page');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toBe('text/html; charset=utf-8');
    expect(await response.text()).toContain('Oops! Page not found');
    for (const path of ['/404.html', '/_headers']) expect((await request.get(path)).status(), path).toBe(404);
    await page.goto('/no/such-page');
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to Home' })).toBeVisible();
  });

  test('/privacy answers 200 with its prerendered page, revalidated and with the policy; /privacy-nope stays the 404', async ({
    request,
  }) => {
    const response = await request.get('/privacy');
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('no-cache');
    expect(response.headers()['content-security-policy']).toBe(shippedHeaders().get('content-security-policy'));
    expect(await response.text()).toContain('<title>Privacy | Vestry AI</title>');
    for (const path of ['/privacy-nope', '/privacy/']) {
      const missing = await request.get(path);
      expect(missing.status(), path).toBe(404);
      expect(await missing.text()).toContain('Oops! Page not found');
    }
  });

  test('a hashed asset is cached for a year and sent from its .gz file, gzip-encoded', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = /\/assets\/[\w.-]+\.js/.exec(html)?.[0] ?? '';
    expect(asset).not.toBe('');
    const response = await request.get(asset, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['content-encoding']).toBe('gzip');
    // The build's .gz as it is (nginx's own gzip would stream it with no length).
    expect(Number(headers['content-length'])).toBe(statSync(`dist${asset}.gz`).size);
    expect(headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(headers['vary']).toBe('Accept-Encoding');
    expect(headers['content-security-policy']).toBe(shippedHeaders().get('content-security-policy'));
    expect(await response.text()).toBe(readFileSync(`dist${asset}`, 'utf8'));
  });

  test('plain HTTP answers every path with a permanent redirect to the same URL over HTTPS, and nothing else', async ({ request }) => {
    const httpPort = Number(test.info().project.metadata.httpPort);
    for (const path of ['/', '/no/such-page?from=mail', '/assets/x.js']) {
      const response = await request.get(`http://127.0.0.1:${httpPort}${path}`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(301);
      // `https://$host$request_uri`: the default HTTPS port (the test's HTTPS server listens on another).
      expect(response.headers()['location'], path).toBe(`https://127.0.0.1${path}`);
      // Strict-Transport-Security only over HTTPS; no page, no policy.
      for (const name of ['strict-transport-security', 'content-security-policy', 'cache-control'])
        expect(response.headers()[name], `${name} on http://…${path}`).toBeUndefined();
    }
  });

  test('HTTPS negotiates HTTP/2 and sends the page with Strict-Transport-Security', async ({ baseURL }) => {
    const session = connectHttp2(baseURL ?? '', { rejectUnauthorized: false });
    try {
      const { headers, alpn } = await new Promise<{ headers: Record<string, unknown>; alpn: string | false | undefined }>((done, fail) => {
        session.on('error', fail);
        const stream = session.request({ ':path': '/' });
        stream.on('response', (headers) => done({ headers, alpn: session.alpnProtocol }));
        stream.on('error', fail);
        stream.resume();
      });
      expect(alpn).toBe('h2');
      expect(headers[':status']).toBe(200);
      expect(headers['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    } finally {
      session.close();
    }
  });

  test('TLS 1.2 and 1.3 are accepted; the server refuses anything older', async ({ baseURL }) => {
    const { hostname, port } = new URL(baseURL ?? '');
    const handshake = (minVersion: SecureVersion, maxVersion: SecureVersion) =>
      new Promise<string>((done) => {
        // SECLEVEL=0 lets this client offer TLS 1.0 and 1.1 at all, so a refusal is the server's.
        const socket = connectTls(
          { host: hostname, port: Number(port), minVersion, maxVersion, ciphers: 'DEFAULT@SECLEVEL=0', rejectUnauthorized: false },
          () => {
            done(socket.getProtocol() ?? 'none');
            socket.end();
          },
        );
        socket.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message));
      });
    expect(await handshake('TLSv1.2', 'TLSv1.2')).toBe('TLSv1.2');
    expect(await handshake('TLSv1.3', 'TLSv1.3')).toBe('TLSv1.3');
    expect(await handshake('TLSv1', 'TLSv1.1')).toBe('ERR_SSL_TLSV1_ALERT_PROTOCOL_VERSION');
  });
});
