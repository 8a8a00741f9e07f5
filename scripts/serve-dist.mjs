// Serves a built site the way its static host does: real files, then 404.html with status 404,
// with the response headers of the build's `_headers` file (as Netlify and Cloudflare Pages do).
// `--gzip` serves gzip even to browsers that accept brotli (the benchmark measures gzip).
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
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
      const pattern = new RegExp(`^${line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`);
      rules.push({ pattern, headers: [] });
      continue;
    }
    const colon = line.indexOf(':');
    rules.at(-1)?.headers.push([line.slice(0, colon).trim(), line.slice(colon + 1).trim()]);
  }
  return rules;
}

const headerRules = readHeaderRules(join(root, '_headers'));

createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  for (const rule of headerRules) if (rule.pattern.test(path)) for (const [name, value] of rule.headers) res.setHeader(name, value);
  const answerNotFound = () => {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(notFound);
  };
  // The hosts read `_headers`; they do not serve it.
  if (path === '/_headers') return answerNotFound();
  files(req, res, answerNotFound);
}).listen(Number(port), '127.0.0.1', () => {
  console.log(`serving ${root} on http://127.0.0.1:${port}`);
});
