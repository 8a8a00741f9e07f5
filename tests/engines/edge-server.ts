// The edge build (npm run build:engines-edge-test) for the engines, with its stand-ins on the same
// origin: the engines' drivers cannot intercept requests as Playwright's page.route does, so this
// server is the Worker's POST /api/demo-call and the call library's chunk itself.
// Run: npx tsx tests/engines/edge-server.ts [dir] [port]
//
// The site is served as scripts/serve-dist.mjs serves a dist (it exports nothing, so its header
// rules are read the same way here): real files, then 404.html with status 404, each with the
// headers of the build's `_headers`. Except:
// - `/assets/daily-esm-*.js` is the call library's stand-in (CALL_LIBRARY_STAND_IN): a call joins
//   with no network and no microphone;
// - `POST /api/demo-call` is answered from a queue of answers, else with a call (2 left today);
// - `POST /__test/answers` sets that queue (a JSON array of `CallAnswer`s); `GET /__test/posts`
//   lists the body of every demo-call POST so far; `POST /__test/reset` clears both.
import { randomUUID } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import sirv from 'sirv';
import { CALL_LIBRARY_STAND_IN } from '../e2e/call-library-stand-in';
import type { CallAnswer } from '../e2e/edge-stand-ins';
import { engineSettings } from './settings';

const [dir = 'dist-engines-edge', port = String(engineSettings.edgeSitePort)] = process.argv.slice(2);
const root = resolve(dir);
const origin = `http://127.0.0.1:${port}`;

if (!existsSync(join(root, 'index.html'))) {
  console.error(`${root} has no site: run \`npm run build:engines-edge-test\` (with the same VESTRY_PORT_OFFSET) first.`);
  process.exit(1);
}
// A build for another VESTRY_PORT_OFFSET sends its calls to another port (its policy names the endpoint's origin).
if (!readFileSync(join(root, 'index.html'), 'utf8').includes(`${origin} `)) {
  console.error(
    `${root} was not built to call ${origin}: run \`npm run build:engines-edge-test\` with VESTRY_PORT_OFFSET=${process.env.VESTRY_PORT_OFFSET ?? 0}.`,
  );
  process.exit(1);
}

const files = sirv(root, { etag: true, extensions: ['html'], gzip: true, brotli: true });
const notFound = readFileSync(join(root, '404.html'));

interface HeaderRule {
  readonly pattern: RegExp;
  readonly headers: [string, string][];
}

/** `_headers` rules, read as scripts/serve-dist.mjs reads them: a path pattern (`*` matches anything), then indented `Name: value` lines. */
function readHeaderRules(file: string): HeaderRule[] {
  if (!existsSync(file)) return [];
  const rules: HeaderRule[] = [];
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

/** What the test has queued, and every demo-call POST's body. */
let answers: CallAnswer[] = [];
let posts: unknown[] = [];

const ERRORS: Readonly<Record<number, string>> = {
  400: 'bad-request',
  403: 'challenge',
  500: 'misconfigured',
  502: 'provider',
  503: 'unavailable',
};

function json(res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers });
  res.end(JSON.stringify(body));
}

/** The Worker's answers (tests/e2e/edge-stand-ins.ts gives the same to the Chromium tests). */
function answerCall(res: ServerResponse, answer: CallAnswer): void {
  if ('remainingToday' in answer)
    return json(res, 201, {
      callId: `call_edge_${randomUUID()}`,
      webCallUrl: 'https://vestry-live.daily.co/room',
      remainingToday: answer.remainingToday,
      artifactPlan: { videoRecordingEnabled: false },
      assistant: { voice: { provider: '11labs' } },
    });
  if ('rate' in answer)
    return json(res, 429, { error: 'rate', retryAfter: answer.retryAfter }, { 'retry-after': String(answer.retryAfter) });
  if ('scope' in answer) return json(res, 429, { error: 'quota', scope: answer.scope, retryAfter: 3600 }, { 'retry-after': '3600' });
  return json(res, answer.status, { error: ERRORS[answer.status] ?? 'unexpected' });
}

async function bodyOf(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const text = Buffer.concat(chunks).toString('utf8');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const path = new URL(req.url ?? '/', origin).pathname;
  const method = req.method ?? 'GET';
  if (path === '/api/demo-call' && method === 'POST') {
    posts.push(await bodyOf(req));
    return answerCall(res, answers.shift() ?? { remainingToday: 2 });
  }
  if (path === '/__test/answers' && method === 'POST') {
    const body = await bodyOf(req);
    if (!Array.isArray(body)) return json(res, 400, { error: 'a JSON array of answers' });
    answers = body as CallAnswer[];
    return json(res, 200, { queued: answers.length });
  }
  if (path === '/__test/posts' && method === 'GET') return json(res, 200, posts);
  if (path === '/__test/reset' && method === 'POST') {
    answers = [];
    posts = [];
    return json(res, 200, {});
  }

  for (const rule of headerRules) if (rule.pattern.test(path)) for (const [name, value] of rule.headers) res.setHeader(name, value);
  const answerNotFound = () => {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end(notFound);
  };
  // The hosts read `_headers`; they do not serve it.
  if (path === '/_headers') return answerNotFound();
  if (/^\/assets\/daily-esm-[^/]*\.js$/.test(path)) {
    res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
    res.end(CALL_LIBRARY_STAND_IN);
    return;
  }
  files(req, res, answerNotFound);
}

createServer((req, res) => {
  handle(req, res).catch((error: unknown) => {
    console.error(error);
    if (!res.headersSent) json(res, 500, { error: String(error) });
    else res.destroy();
  });
}).listen(Number(port), '127.0.0.1', () => {
  console.log(`serving ${root} with the edge stand-ins on ${origin}`);
});
