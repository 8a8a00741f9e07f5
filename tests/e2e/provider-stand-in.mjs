// The provider's POST /call/web, standing in for the `worker` project: the Worker (not the page)
// asks it for each demo call, with the test's private key as its bearer. Every request is kept,
// whatever it carried, and GET /calls lists them for the tests; a request with another bearer gets
// 401, as the provider answers an unknown key. Usage: node tests/e2e/provider-stand-in.mjs <port> <private key>
import { createServer } from 'node:http';

const [port = '8793', privateKey = ''] = process.argv.slice(2);
/** What each POST /call/web carried: its bearer's match, its body, and whether an Origin came with it (a browser's would). */
const calls = [];

const server = createServer((request, response) => {
  if (request.method === 'GET' && request.url === '/calls') {
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(calls));
    return;
  }
  if (request.method !== 'POST' || request.url !== '/call/web') {
    response.writeHead(404).end();
    return;
  }
  let text = '';
  request.on('data', (chunk) => (text += chunk));
  request.on('end', () => {
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      body = text;
    }
    const keyed = request.headers.authorization === `Bearer ${privateKey}`;
    calls.push({ keyed, body, origin: request.headers.origin ?? null });
    if (!keyed) {
      response.writeHead(401, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({ message: 'Invalid Key. Hot tip, you may be using the private key instead of the public key, or vice versa.' }),
      );
      return;
    }
    response.writeHead(201, { 'content-type': 'application/json' });
    response.end(
      JSON.stringify({
        id: `call_worker_${calls.length}`,
        orgId: 'org_stand_in',
        type: 'webCall',
        status: 'queued',
        webCallUrl: 'https://vestry-live.daily.co/worker-room',
        artifactPlan: { videoRecordingEnabled: false },
        assistant: { name: 'Vestry demo', voice: { provider: '11labs', voiceId: 'stand-in' }, model: { provider: 'openai' } },
      }),
    );
  });
});
server.listen(Number(port), '127.0.0.1', () => console.log(`provider stand-in on http://127.0.0.1:${port}`));
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.close(() => process.exit(0)));
