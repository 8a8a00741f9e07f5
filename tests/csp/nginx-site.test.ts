// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IMMUTABLE_CACHE } from '../../scripts/csp';
import { NGINX_LISTEN, NGINX_ROOT, nginxServerBlock } from '../../scripts/nginx-site';

// The shipped server block, read as text; tests/e2e/nginx-site.spec.ts runs it in nginx.
const block = nginxServerBlock();

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

  it('caches hashed assets for a year', () => {
    const assets = locations(block).find((location) => location.name === '/assets/');
    expect(assets?.body).toContain(`add_header Cache-Control "${IMMUTABLE_CACHE}" always;`);
  });

  it('includes the headers again in every location with an add_header of its own (nginx does not merge them)', () => {
    const withHeaders = locations(block).filter((location) => /add_header/.test(location.body));
    expect(withHeaders.map((location) => location.name)).toEqual(['/', '/assets/']);
    for (const location of withHeaders) expect(location.body, location.name).toContain('include nginx-headers.conf;');
  });

  it('leaves exactly two lines to the deployment, the ones scripts/serve-nginx.mjs replaces', () => {
    const serve = readFileSync('scripts/serve-nginx.mjs', 'utf8');
    for (const line of [NGINX_LISTEN, NGINX_ROOT]) {
      expect(block.split(`\n${line}\n`)).toHaveLength(2);
      expect(serve).toContain(`'${line}'`);
    }
  });
});
