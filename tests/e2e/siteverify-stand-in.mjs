// Cloudflare's siteverify, standing in for the `worker` project: a form POST with `secret` and
// `response`; it passes a token the Turnstile stand-in script made (`turnstile-pass-N.<nonce>-<action>`) when
// the secret is the test's, with the page's host and the action the widget was rendered with, as
// Cloudflare answers. Usage: node tests/e2e/siteverify-stand-in.mjs <port> <secret>
import { createServer } from 'node:http';

const [port = '8792', secret = ''] = process.argv.slice(2);

const server = createServer((request, response) => {
  if (request.method !== 'POST' || request.url !== '/siteverify') {
    response.writeHead(404).end();
    return;
  }
  let body = '';
  request.on('data', (chunk) => (body += chunk));
  request.on('end', () => {
    const form = new URLSearchParams(body);
    const action = /^turnstile-pass-\d+\.[a-z0-9]+-(.+)$/.exec(form.get('response') ?? '')?.[1];
    const success = form.get('secret') === secret && action !== undefined;
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify(success ? { success, hostname: '127.0.0.1', action } : { success, 'error-codes': ['invalid-input-response'] }),
    );
  });
});
server.listen(Number(port), '127.0.0.1', () => console.log(`siteverify stand-in on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
