// Serves a built site the way its static host does: real files, then 404.html with status 404.
// `--gzip` serves gzip even to browsers that accept brotli (the benchmark measures gzip).
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sirv from 'sirv';

const [dir = 'dist', port = '4173'] = process.argv.slice(2).filter((arg) => !arg.startsWith('--'));
const brotli = !process.argv.includes('--gzip');
const root = resolve(dir);
const files = sirv(root, { etag: true, extensions: ['html'], gzip: true, brotli });
const notFound = readFileSync(join(root, '404.html'));

createServer((req, res) => {
  files(req, res, () => {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(notFound);
  });
}).listen(Number(port), '127.0.0.1', () => {
  console.log(`serving ${root} on http://127.0.0.1:${port}`);
});
