// Serves a built site the way its static host does: real files, then 404.html with status 404,
// with the response headers of the build's `_headers` file (as Netlify and Cloudflare Pages do).
// `--gzip` serves gzip even to browsers that accept brotli (the benchmark measures gzip).
// `--h2` serves HTTP/2 over TLS with a certificate made for the run, as the hosts serve the site
// (the benchmark: over HTTP/1.1 each preloaded file opens a connection of its own).
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { createSecureServer } from 'node:http2';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sirv from 'sirv';

const [dir = 'dist', port = '4173'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const brotli = !process.argv.includes('--gzip');
const root = resolve(dir);
const files = sirv(root, { etag: true, extensions: ['html'], gzip: true, brotli });
const notFound = readFileSync(join(root, '404.html'));

/** `_headers` rules: a path pattern (`*` matches anything) followed by indented `Name: value` lines. */
function readHeaderRules(file) {
  if (!existsSync(file)) return [];
  const rules = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')}$`,
      );
      rules.push({ pattern, headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

const headerRules = readHeaderRules(join(root, '_headers'));

function handle(req, res) {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  for (const rule of headerRules) if (rule.pattern.test(path)) for (const [name, value] of rule.headers) res.setHeader(name, value);
  const answerNotFound = () => {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(notFound);
  };
  // The hosts read `_headers`; they do not serve it.
  if (path === '/_headers') return answerNotFound();
  files(req, res, answerNotFound);
}

/** A self-signed certificate for 127.0.0.1, made with openssl for this run only. */
function certificate() {
  const dir = mkdtempSync(join(tmpdir(), 'vestry-serve-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'ec',
        '-pkeyopt',
        'ec_paramgen_curve:prime256v1',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const h2 = process.argv.includes('--h2');
const server = h2 ? createSecureServer({ ...certificate(), allowHTTP1: true }, handle) : createServer(handle);
server.listen(Number(port), '127.0.0.1', () => {
  console.log(`serving ${root} on ${h2 ? 'https' : 'http'}://127.0.0.1:${port}`);
});
