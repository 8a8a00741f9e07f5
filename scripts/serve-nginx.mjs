// Serves a built site behind Debian's nginx with the server blocks the build ships
// (<dir>-private/nginx-site.conf and nginx-headers.conf), as a deployment would: HTTPS with HTTP/2
// (a self-signed certificate made for the run) and plain HTTP redirecting to it, from an
// unprivileged instance in a temporary prefix, checked with `nginx -t` first, run in the
// foreground by its PID and stopped by it (SIGTERM or SIGINT here stops nginx, then cleans up).
// Usage: node scripts/serve-nginx.mjs [dir] [https-port] [http-port] [--address 127.0.0.1] [--certificate <folder>]
// (--certificate: where the run's cert.pem and key.pem go, for a client to trust; default: the temporary prefix.)
// Only the deployment's lines change (scripts/nginx-site.ts): the addresses (IPv4 only), the
// certificate and root. The redirect keeps its `https://$host$request_uri`, so on an HTTPS port
// other than 443 it points at 443.
import { execFileSync, spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { address: { type: 'string', default: '127.0.0.1' }, certificate: { type: 'string' } },
});
const [dir = 'dist', httpsPort = '4177', httpPort = '4178'] = positionals;
const { address } = options;
const root = resolve(dir);
const privateDir = `${root}-private`;
const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

/**
 * A throwaway self-signed certificate (EC key, a day, for the address and localhost) made with the
 * openssl CLI: `cert.pem` and `key.pem` in `dir`. Never committed or deployed.
 */
function makeTestCertificate(dir, address) {
  const cert = join(dir, 'cert.pem');
  const key = join(dir, 'key.pem');
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
      `/CN=${address}`,
      '-addext',
      `subjectAltName=IP:${address},DNS:localhost`,
      '-keyout',
      key,
      '-out',
      cert,
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

function replaceOnce(text, line, replacement) {
  const parts = text.split(`\n${line}\n`);
  if (parts.length !== 2) throw new Error(`serve-nginx: expected "${line.trim()}" once in nginx-site.conf`);
  return parts.join(replacement === null ? '\n' : `\n${replacement}\n`);
}

const prefix = mkdtempSync(join(tmpdir(), 'vestry-nginx-'));
const conf = join(prefix, 'conf');
mkdirSync(conf);
mkdirSync(join(prefix, 'temp'));
const { cert, key } = makeTestCertificate(options.certificate ? resolve(options.certificate) : prefix, address);

// The lines the shipped blocks leave to the deployment (NGINX_DEPLOYMENT_LINES in scripts/nginx-site.ts).
const replacements = [
  ['    listen 80;', `    listen ${address}:${httpPort};`],
  ['    listen [::]:80;', null],
  ['    listen 443 ssl http2;', `    listen ${address}:${httpsPort} ssl http2;`],
  ['    listen [::]:443 ssl http2;', null],
  ['    ssl_certificate /etc/ssl/vestry/REPLACE_WITH_fullchain.pem;', `    ssl_certificate ${cert};`],
  ['    ssl_certificate_key /etc/ssl/vestry/REPLACE_WITH_privkey.pem;', `    ssl_certificate_key ${key};`],
  ['    root /var/www/vestry;', `    root ${root};`],
];
const site = replacements.reduce(
  (text, [line, replacement]) => replaceOnce(text, line, replacement),
  readFileSync(join(privateDir, 'nginx-site.conf'), 'utf8'),
);
writeFileSync(join(conf, 'nginx-site.conf'), site);
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
console.log(
  `nginx (pid ${nginx.pid}) serving ${root} on https://${address}:${httpsPort} (HTTP/2), http://${address}:${httpPort} redirecting`,
);
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
