// Serves a built site behind Debian's nginx with the server block the build ships
// (<dir>-private/nginx-site.conf and nginx-headers.conf), as a deployment would: an
// unprivileged instance from a temporary prefix, checked with `nginx -t` first, run in the
// foreground by its PID and stopped by it (SIGTERM or SIGINT here stops nginx, then cleans up).
// Usage: node scripts/serve-nginx.mjs [dir] [port]
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';

const [dir = 'dist', port = '4177'] = process.argv.slice(2);
const root = resolve(dir);
const privateDir = `${root}-private`;
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
// The lines the shipped block leaves to the deployment (scripts/nginx-site.ts).
const LISTEN = '    listen 80;';
const ROOT = '    root /var/www/vestry;';

function replaceOnce(text, line, replacement) {
  const parts = text.split(`\n${line}\n`);
  if (parts.length !== 2) throw new Error(`serve-nginx: expected "${line.trim()}" once in nginx-site.conf`);
  return parts.join(`\n${replacement}\n`);
}

const prefix = mkdtempSync(join(tmpdir(), 'vestry-nginx-'));
const conf = join(prefix, 'conf');
mkdirSync(conf);
mkdirSync(join(prefix, 'temp'));
const site = readFileSync(join(privateDir, 'nginx-site.conf'), 'utf8');
writeFileSync(
  join(conf, 'nginx-site.conf'),
  replaceOnce(replaceOnce(site, LISTEN, `    listen 127.0.0.1:${port};`), ROOT, `    root ${root};`),
);
copyFileSync(join(privateDir, 'nginx-headers.conf'), join(conf, 'nginx-headers.conf'));
const temp = (name) => `${name}_temp_path ${join(prefix, 'temp', name)};`;
writeFileSync(
  join(conf, 'nginx.conf'),
  [
    // As root, the workers would otherwise run as nobody, who may not read the checkout.
    ...(process.getuid?.() === 0 ? [`user ${userInfo().username};`] : []),
    'daemon off;',
    'worker_processes 1;',
    `pid ${join(prefix, 'nginx.pid')};`,
    'error_log stderr warn;',
    'events { worker_connections 256; }',
    'http {',
    '  include /etc/nginx/mime.types;',
    '  default_type application/octet-stream;',
    '  access_log off;',
    `  ${temp('client_body')} ${temp('proxy')} ${temp('fastcgi')} ${temp('uwsgi')} ${temp('scgi')}`,
    '  include nginx-site.conf;',
    '}',
    '',
  ].join('\n'),
);

const args = ['-p', `${prefix}/`, '-c', join(conf, 'nginx.conf'), '-e', 'stderr'];
const cleanUp = () => rmSync(prefix, { recursive: true, force: true });
try {
  execFileSync(NGINX, ['-t', ...args], { stdio: 'inherit' });
} catch {
  cleanUp();
  console.error('serve-nginx: nginx -t refused the configuration');
  process.exit(1);
}

const nginx = spawn(NGINX, args, { stdio: 'inherit' });
console.log(`nginx (pid ${nginx.pid}) serving ${root} on http://127.0.0.1:${port}`);
let stopping = false;
nginx.on('exit', (code, signal) => {
  cleanUp();
  if (!stopping) console.error(`serve-nginx: nginx stopped by itself (${signal ?? code})`);
  process.exit(stopping ? 0 : 1);
});
for (const signal of ['SIGTERM', 'SIGINT']) {
  process.on(signal, () => {
    stopping = true;
    // QUIT: finish the requests in flight, then stop.
    nginx.kill('SIGQUIT');
  });
}
